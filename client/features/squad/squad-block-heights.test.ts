import { describe, expect, it } from 'vitest';
import { estimateRolesBoard, estimateStatsBlock } from './squad-block-heights';
import { makePlayer } from './test-players';

/** A squad of `n`, each set piece with `takers` takers in order (the demo squad: 16 and 2). */
function squadOf(n: number, takers: number) {
  return Array.from({ length: n }, (_, i) => {
    const order = i < takers ? i + 1 : null;
    return makePlayer(i + 1, i + 1, {
      penaltyOrder: order,
      cornerOrder: order,
      attackingFkOrder: order,
      defensiveFkOrder: order,
    });
  });
}

const near = (estimate: number, measured: number) => Math.abs(estimate - measured) / measured;

describe('the squad blocks’ estimated heights', () => {
  // Heights of the demo squad's blocks once drawn in Chromium (px), by width: 375, 800 and 1280.
  it.each([
    ['coach, roles board', estimateRolesBoard(squadOf(16, 2), true), { base: 1129.5, sm: 701.5, xl: 997.5 }],
    ['parent, roles board', estimateRolesBoard(squadOf(16, 2), false), { base: 746.5, sm: 434.5, xl: 272.5 }],
    ['coach, statistics and settings', estimateStatsBlock(16, true), { base: 1509, sm: 1639, xl: 1188.5 }],
    ['parent, statistics', estimateStatsBlock(16, false), { base: 896.5, sm: 1188.5, xl: 888.5 }],
  ])('%s: within 2%% of the drawn height at each width', (_, estimate, measured) => {
    expect(near(estimate.base, measured.base)).toBeLessThan(0.02);
    expect(near(estimate.sm, measured.sm)).toBeLessThan(0.02);
    expect(near(estimate.xl, measured.xl)).toBeLessThan(0.02);
  });

  it('grows with the squad and with the takers, and a parent’s board is never a coach’s height', () => {
    for (const canEdit of [true, false]) {
      const small = estimateRolesBoard(squadOf(8, 1), canEdit);
      const large = estimateRolesBoard(squadOf(20, 3), canEdit);
      for (const key of ['base', 'sm', 'lg', 'xl'] as const) expect(large[key]).toBeGreaterThan(small[key]);
    }
    // From a side's worth of players up (with one or two, four short lists on a phone outgrow one list).
    for (const n of [11, 16, 20]) {
      const coach = estimateRolesBoard(squadOf(n, 2), true);
      const parent = estimateRolesBoard(squadOf(n, 2), false);
      for (const key of ['base', 'sm', 'lg', 'xl'] as const) expect(parent[key]).toBeLessThan(coach[key]);
      expect(estimateStatsBlock(n, false).base).toBeLessThan(estimateStatsBlock(n, true).base);
    }
  });

  it('a board with no takers yet still has room for each set piece’s line', () => {
    const none = estimateRolesBoard(squadOf(16, 0), false);
    expect(none.base).toBeGreaterThan(4 * 100);
    expect(none.xl).toBeGreaterThan(100);
  });
});
