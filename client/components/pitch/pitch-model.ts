import { type PositionLabel, positionLabel } from '../../../shared/domain/position-label';

// What the Pitch draws, apart from React: who stands where, how a token names its player, the text
// that stands in for the picture, and client coordinates back to pitch percentages for a drop.

/** A player on the pitch at (x, y), percentages: x depth from our goal (0) to theirs (100), y width from the left. */
export type PitchPlayer = {
  id: number;
  shirtNumber: number;
  firstName: string;
  lastName?: string | null;
  x: number;
  y: number;
  isUnavailable?: boolean;
  isCaptain?: boolean;
};

/**
 * A formation's players as the pitch draws them, the one way every screen does it (match planning's
 * period cards, the library's cards, the viewer): each position joined to its player in the squad, the
 * captain and the players marked unavailable flagged. A position whose player has left the squad is left
 * out.
 */
export function pitchPlayersOf(
  positions: readonly { playerId: number; x: number; y: number }[],
  squad: readonly { id: number; shirtNumber: number; firstName: string; lastName?: string | null }[],
  marks: { captainPlayerId: number | null; unavailableIds: ReadonlySet<number> },
): PitchPlayer[] {
  const byId = new Map(squad.map((player) => [player.id, player]));
  return positions.flatMap((position) => {
    const player = byId.get(position.playerId);
    if (!player) return [];
    return [
      {
        id: player.id,
        shirtNumber: player.shirtNumber,
        firstName: player.firstName,
        lastName: player.lastName,
        x: position.x,
        y: position.y,
        isCaptain: marks.captainPlayerId === player.id,
        isUnavailable: marks.unavailableIds.has(player.id),
      },
    ];
  });
}

export type PitchPoint = { x: number; y: number };
export type PitchRect = { left: number; top: number; width: number; height: number };

export const clampPercent = (value: number) =>
  Number.isFinite(value) ? Math.min(Math.max(value, 0), 100) : 0;

/**
 * Whether the surface is drawn upright (the editor on a phone, our goal at the foot) rather than
 * landscape (our goal on the left): read off the surface as drawn, since CSS chooses (pitch.tsx).
 */
export const isUpright = (rect: PitchRect) => rect.height > rect.width;

/**
 * Where a pointer at (clientX, clientY) is on the pitch surface whose bounding rectangle is `rect`,
 * as pitch percentages clamped to 0-100 (a drop just over a line still lands on the pitch). Landscape,
 * our goal is on the left, so x grows left to right and y top to bottom; upright, our goal is at the
 * foot, so x grows bottom to top and y left to right (see pitch.tsx). Not rounded: the caller keeps
 * what precision it stores. An empty rectangle gives the centre of the pitch.
 */
export function pointToPercent(rect: PitchRect, clientX: number, clientY: number): PitchPoint {
  const along = (offset: number, size: number) => (size > 0 ? clampPercent((offset / size) * 100) : 50);
  if (isUpright(rect)) {
    return {
      x: along(rect.top + rect.height - clientY, rect.height),
      y: along(clientX - rect.left, rect.width),
    };
  }
  return { x: along(clientX - rect.left, rect.width), y: along(clientY - rect.top, rect.height) };
}

/** Where a pitch point is on the screen: the reverse of pointToPercent. */
export function percentToPoint(rect: PitchRect, point: PitchPoint): { x: number; y: number } {
  if (isUpright(rect)) {
    return {
      x: rect.left + (point.y / 100) * rect.width,
      y: rect.top + rect.height - (point.x / 100) * rect.height,
    };
  }
  return { x: rect.left + (point.x / 100) * rect.width, y: rect.top + (point.y / 100) * rect.height };
}

/**
 * A step on the screen (right, left, down or up: `across` and `down` of -1, 0 or 1) as a move on the
 * pitch, so an arrow key moves a player the way it points whichever way the pitch is drawn.
 */
export function screenStep(rect: PitchRect, across: number, down: number, step: number): PitchPoint {
  return isUpright(rect) ? { x: 0 - down * step, y: across * step } : { x: across * step, y: down * step };
}

/**
 * The name under a token: the last name ("Jones"), or the first name when there is none. One name at
 * every size: the editor's handle is named after what it shows (WCAG 2.5.3, label in name), and a
 * "S. Jones" on wide pitches with "Jones" on narrow ones could not be both the start of one name.
 */
export function tokenName(firstName: string, lastName?: string | null): string {
  return lastName?.trim() || firstName.trim();
}

export function fullName(player: Pick<PitchPlayer, 'firstName' | 'lastName'>): string {
  return `${player.firstName.trim()} ${player.lastName?.trim() ?? ''}`.trim();
}

export function labelOf(player: PitchPoint): PositionLabel {
  return positionLabel(clampPercent(player.x), clampPercent(player.y));
}

/** Players from our goal forward, then left to right, then by shirt: the order the text alternative reads. */
export function byDepth<T extends PitchPlayer>(players: readonly T[]): T[] {
  return [...players].sort(
    (a, b) =>
      clampPercent(a.x) - clampPercent(b.x) ||
      clampPercent(a.y) - clampPercent(b.y) ||
      a.shirtNumber - b.shirtNumber,
  );
}

/** One player in words: "LB: 2 Alex Smith (captain, unavailable)". */
export function describePlayer(player: PitchPlayer): string {
  const notes = [player.isCaptain ? 'captain' : null, player.isUnavailable ? 'unavailable' : null].filter(
    Boolean,
  );
  const name = fullName(player);
  return `${labelOf(player)}: ${player.shirtNumber}${name ? ` ${name}` : ''}${notes.length ? ` (${notes.join(', ')})` : ''}`;
}

export const NO_PLAYERS_TEXT = 'No players placed';

/** The whole line-up in one sentence, for the mini pitch's accessible name: "GK: 1 Sam Jones; LB: ...". */
export function describeLineUp(players: readonly PitchPlayer[]): string {
  return players.length === 0 ? NO_PLAYERS_TEXT : byDepth(players).map(describePlayer).join('; ');
}
