import type { PlayingTimeFormation, PlayingTimeMatch } from './playing-time.js';

// Builders for the unit tests of the playing-time rules (playing-time.ts, player-season.ts): a played
// match and the formations of its periods, the rest filled in.

/** Pitch spots, with the label positionLabel gives each (position-label.ts). */
export const GK = { x: 5, y: 50 };
export const CB = { x: 22, y: 50 };
export const LB = { x: 22, y: 10 };
export const CM = { x: 52, y: 50 };
export const CAM = { x: 60, y: 50 };
export const ST = { x: 85, y: 50 };
export const RW = { x: 68, y: 80 };
export const LW = { x: 85, y: 10 };

export type Spot = { x: number; y: number };

let nextFormationId = 100;

/** Period `quarter`'s formation of `matchId`: players by spot on the pitch, the bench, the unavailable. */
export function testFormation(
  matchId: number,
  quarter: number,
  places: {
    pitch?: [number, Spot][];
    bench?: number[];
    unavailable?: number[];
    plannedAt?: string | null;
    id?: number;
  },
): PlayingTimeFormation {
  nextFormationId += 1;
  return {
    id: places.id ?? nextFormationId,
    matchId,
    quarter,
    plannedAt: places.plannedAt === undefined ? '2026-09-01T10:00:00.000Z' : places.plannedAt,
    playerPositions: (places.pitch ?? []).map(([playerId, spot]) => ({ playerId, ...spot })),
    benchPlayers: places.bench ?? [],
    unavailablePlayers: places.unavailable ?? [],
  };
}

/** A match played on 6 September 2026 (won 2-1), 60 minutes in four periods unless overridden. */
export function testMatch(overrides: Partial<PlayingTimeMatch> & { id: number }): PlayingTimeMatch {
  return {
    matchDate: '2026-09-06T09:30:00.000Z',
    homeScore: 2,
    awayScore: 1,
    matchLength: 60,
    substitutionTimings: [0, 15, 30, 45],
    captainPlayerId: null,
    unavailablePlayerIds: [],
    ...overrides,
  };
}
