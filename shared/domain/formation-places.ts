import { type FormationShape, shapePlayerCount } from './formation-shapes.js';

// Where a formation puts each player (spec 001 §4.1): on the pitch at (x, y), on the bench, or
// unavailable, and never in two of these at once. The server checks a saved formation with these rules;
// the database holds the same rule as the primary key of formation_places (decision 013).

/** The three lists of a formation, as the API names them. */
export type FormationPlaceLists = {
  playerPositions: readonly { playerId: number }[];
  benchPlayers: readonly number[];
  unavailablePlayers: readonly number[];
};

export type PlaceListName = keyof FormationPlaceLists;

/** A player named twice: in `field` at `index`, after `firstField` already named him. */
export type DoublePlacement = {
  playerId: number;
  field: PlaceListName;
  index: number;
  firstField: PlaceListName;
};

const listOrder: readonly PlaceListName[] = ['playerPositions', 'benchPlayers', 'unavailablePlayers'];

/**
 * The first player who stands in more than one place, or twice in one list (pitch, then bench, then
 * unavailable, each in order), or null when every player stands in one place at most.
 */
export function findDoublePlacement(lists: FormationPlaceLists): DoublePlacement | null {
  const seen = new Map<number, PlaceListName>();
  for (const field of listOrder) {
    const ids = field === 'playerPositions' ? lists.playerPositions.map((p) => p.playerId) : lists[field];
    for (const [index, playerId] of ids.entries()) {
      const firstField = seen.get(playerId);
      if (firstField !== undefined) return { playerId, field, index, firstField };
      seen.set(playerId, field);
    }
  }
  return null;
}

/** Why a double placement is refused, for `<field>: <this>`. */
export function describeDoublePlacement(double: DoublePlacement): string {
  return double.field === double.firstField
    ? `player ${double.playerId} is named twice; a player stands in one place`
    : `player ${double.playerId} is also in ${double.firstField}; a player stands in one place`;
}

/**
 * A pitch coordinate as it is stored: clamped to 0–100 (a drop just over a line still lands on the
 * pitch, spec 001 §4.1) and rounded to a hundredth of a percent, so what is sent is what is read back
 * (the column is a 4-byte float; a hundredth of the pitch is about a centimetre).
 */
export function pitchPercent(value: number): number {
  const clamped = Math.min(Math.max(value, 0), 100);
  // `+ 0` turns -0 into 0.
  return Math.round(clamped * 100) / 100 + 0;
}

/**
 * Why `onPitch` players do not fit a formation's shape (more than its goalkeeper and outfield lines
 * hold: a 3-3-2 takes nine), for `playerPositions: <this>`; null when they fit. Fewer is a formation
 * still being planned, and fits.
 */
export function describePitchOverflow(shape: FormationShape, onPitch: number): string | null {
  const places = shapePlayerCount(shape);
  if (onPitch <= places) return null;
  return `a ${shape} has ${places} places on the pitch, and ${onPitch} players were placed`;
}
