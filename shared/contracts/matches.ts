import { z } from 'zod';
import { rowIdParam } from './params.js';

// Match reads the squad and league screens need (spec 000 §3, 001 §3.2). Writes come with match planning.

export const matchSchema = z.object({
  id: z.number(),
  myTeamId: z.number(),
  opponentTeamId: z.number().nullable(),
  /** The opponent's name, or null when the opponent was removed or never set. */
  opponentName: z.string().nullable(),
  /** ISO date-time, or null for a fixture without a date ("Date TBD"). */
  matchDate: z.string().nullable(),
  /** 1 home, 0 away. */
  isHome: z.number(),
  homeScore: z.number().nullable(),
  awayScore: z.number().nullable(),
  cleanSheetKeeper1: z.number().nullable(),
  cleanSheetKeeper2: z.number().nullable(),
  cleanSheetDefender1: z.number().nullable(),
  cleanSheetDefender2: z.number().nullable(),
  cleanSheetDefender3: z.number().nullable(),
  cleanSheetDefender4: z.number().nullable(),
  cleanSheetDefender5: z.number().nullable(),
  cleanSheetDefender6: z.number().nullable(),
  cleanSheetDefender7: z.number().nullable(),
  cleanSheetDefender8: z.number().nullable(),
  captainPlayerId: z.number().nullable(),
  unavailablePlayerIds: z.array(z.number()),
  matchPenaltyOrder: z.array(z.number()),
  matchCornerOrder: z.array(z.number()),
  matchAttackingFkOrder: z.array(z.number()),
  matchDefensiveFkOrder: z.array(z.number()),
  matchLength: z.number(),
  substitutionTimings: z.array(z.number()),
  defaultSubstitutions: z.number().nullable(),
  comments: z.string().nullable(),
  faFixtureId: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Match = z.infer<typeof matchSchema>;

export const goalSchema = z.object({
  id: z.number(),
  matchId: z.number(),
  minute: z.number().nullable(),
  /** Null for an own goal, or when the scorer was removed from the squad. */
  scorerId: z.number().nullable(),
  assistId: z.number().nullable(),
  /** 1 own goal (by the opponent, in our favour), else 0. */
  isOwnGoal: z.number(),
});
export type Goal = z.infer<typeof goalSchema>;

// ---- One contract per endpoint ----

/**
 * GET /api/teams/:teamId/matches (or /api/matches for a user with one team) → Match[] by date, undated
 * fixtures last.
 */
export const listMatchesResponse = z.array(matchSchema);

/** GET /api/matches/:id/goals → Goal[] by minute. 404 `Match not found` for a match the caller cannot see. */
export const matchParams = z.object({ id: rowIdParam });
export const listGoalsResponse = z.array(goalSchema);
