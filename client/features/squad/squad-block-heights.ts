import type { CSSProperties } from 'react';
import type { Player } from '../../../shared/contracts/squad';
import { squadRoleTypes } from '../../../shared/domain/squad-roles';
import { roleTakers } from './squad-role-board';

// The squad's two lower blocks are drawn only when they come near the screen (draw-when-near, decision
// 033); until then they stand at a placeholder height. A fixed one was a coach's on a phone: a parent's
// roles board on a desktop is a quarter of it, and a block drawn late at another height moves what is
// below it. These estimate each block's height from what it will hold, per breakpoint, from the boards'
// own measures in Chromium (rows of 44 px, a taker's row and gap 48 px, a table row 45 px, or 65 px
// where names wrap beside the match settings). The browser keeps the real height once drawn, and a
// return to the page uses the height kept from the visit (decision 035).

/** Estimated heights in CSS pixels: below 640 px, from 640 (sm), 1024 (lg) and 1280 (xl). */
export type BlockEstimate = { base: number; sm: number; lg: number; xl: number };

const ROW = 44;
const TAKER = 48;

/** A coach's set-piece column: heading, the takers in order, then a box for each of `rows` rows. */
const editableColumn = (rows: number, takers: number) => 74 + TAKER * Math.max(takers, 1) + ROW * rows;
/** A parent's set-piece column: heading and the takers, or "No takers chosen yet." */
const readOnlyColumn = (takers: number) => (takers === 0 ? 102 : 54 + TAKER * takers);

export function estimateRolesBoard(players: readonly Player[], canEdit: boolean): BlockEstimate {
  const takers = squadRoleTypes.map((roleType) => roleTakers(players, roleType).length);
  const n = players.length;
  if (canEdit) {
    // Below xl one set piece at a time (penalties first), its boxes in two columns from sm; at xl all four.
    const shown = takers[0] ?? 0;
    const sm = 178 + editableColumn(Math.ceil(n / 2), shown);
    return {
      base: 254 + editableColumn(n, shown),
      sm,
      lg: sm,
      xl: 122 + Math.max(...takers.map((count) => editableColumn(n, count))),
    };
  }
  const [a = 0, b = 0, c = 0, d = 0] = takers.map(readOnlyColumn);
  // One column on a phone, two by two from sm, four in a row at xl.
  const sm = 122 + Math.max(a, b) + 12 + Math.max(c, d);
  return { base: 110 + a + b + c + d + 36, sm, lg: sm, xl: 122 + Math.max(a, b, c, d) };
}

export function estimateStatsBlock(playerCount: number, hasSettings: boolean): BlockEstimate {
  const table = (top: number, row: number) => top + row * playerCount;
  if (hasSettings) {
    // The statistics and, under them (beside them from lg), the match settings.
    return {
      base: table(176, 45) + 32 + 580,
      sm: table(168, 65) + 32 + 418,
      lg: Math.max(table(168, 65), 572),
      xl: Math.max(table(168, 65), 572),
    };
  }
  return { base: table(176, 45), sm: table(168, 65), lg: table(168, 45), xl: table(168, 45) };
}

/** The class that gives a draw-when-near block the estimate `estimateStyle` carries. */
export const ESTIMATED_HEIGHT =
  '[--near-height:var(--estimate)] sm:[--near-height:var(--estimate-sm)] lg:[--near-height:var(--estimate-lg)] xl:[--near-height:var(--estimate-xl)]';

export function estimateStyle(estimate: BlockEstimate): CSSProperties {
  return {
    '--estimate': `${estimate.base}px`,
    '--estimate-sm': `${estimate.sm}px`,
    '--estimate-lg': `${estimate.lg}px`,
    '--estimate-xl': `${estimate.xl}px`,
  } as CSSProperties;
}
