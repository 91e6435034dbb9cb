import { z } from 'zod';
import { rowIdParam } from './params.js';

// Formations (spec 001 §2.2–2.4, §3.1): reads for match planning's mini pitches and the bench. Writes
// (create, update, duplicate, delete) come with the formation editor.

export const playerPositionSchema = z.object({
  playerId: z.number(),
  /** Depth in percent of the pitch, 0 = our goal line (a keeper stands near 5). */
  x: z.number(),
  /** Width in percent, 0 = the left touchline. */
  y: z.number(),
});
export type PlayerPosition = z.infer<typeof playerPositionSchema>;

export const formationSchema = z.object({
  id: z.number(),
  /** Shown as 'Formation {id}' when null. */
  name: z.string().nullable(),
  /** The shape, such as '4-4-2' (spec 001 §3.4). */
  formation: z.string(),
  /** The period of the match it is for, from 1. */
  quarter: z.number(),
  /** Null for a practice formation. */
  matchId: z.number().nullable(),
  myTeamId: z.number(),
  /** Who saved it; null once that user is gone. */
  userId: z.number().nullable(),
  /** Players on the pitch, in the order they were placed. */
  playerPositions: z.array(playerPositionSchema),
  /** Player ids on the bench, in order. */
  benchPlayers: z.array(z.number()),
  /** Player ids marked unavailable in this formation, in order. */
  unavailablePlayers: z.array(z.number()),
  notes: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Formation = z.infer<typeof formationSchema>;

// ---- One contract per endpoint ----

/**
 * GET /api/teams/:teamId/formations (or /api/formations for a user with one team), optionally
 * ?matchId= → Formation[], most recently updated first (then highest id). With matchId, only that
 * match's; a match of another team (or none) is 404 `Match not found`.
 */
export const listFormationsQuery = z.object({ matchId: rowIdParam.optional() });
export type ListFormationsQuery = z.input<typeof listFormationsQuery>;
export const listFormationsResponse = z.array(formationSchema);
