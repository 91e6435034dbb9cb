import { z } from 'zod';
import { optionalText, rowIdParam } from './params.js';
import { isOneLineText, isStorableText, notOneLineText, unstorableText } from './text.js';

// League screen (spec 000 §2, §4, §5, §7): the team's opposition teams with last result and next match.

export const OPPOSITION_NAME_REQUIRED = 'Team name is required';
export const OPPOSITION_NAME_TAKEN = 'Team name already exists';
export const LEAGUE_LIMITS = { name: 100, location: 200, comments: 1000 } as const;

// ---- Shapes ----

/** What the league screen's summaries say of any match: a cup tie, and its competition. */
const competitionFields = {
  /** A cup tie (from Full-Time): the screen badges it with the competition's name when known. */
  isCup: z.boolean(),
  competition: z.string().nullable(),
};

/**
 * The latest match against the team with a result, from our side (home or away considered): both
 * scores, or a walkover, which is a win or a loss without goals (`resultCode` says which side had it).
 */
export const lastResultSchema = z.object({
  outcome: z.enum(['W', 'L', 'D']),
  /** Null for a walkover. */
  goalsFor: z.number().nullable(),
  goalsAgainst: z.number().nullable(),
  resultCode: z.enum(['homeWalkover', 'awayWalkover']).nullable(),
  ...competitionFields,
  /** ISO date-time; null only when that match has no date. */
  matchDate: z.string().nullable(),
  /** The match came in from FA Full-Time (it has a Full-Time fixture id): the screen marks it. */
  isFromFullTime: z.boolean(),
});
export type LastResult = z.infer<typeof lastResultSchema>;

/**
 * The earliest match against the team still to be played: no result yet (no score, not abandoned, void
 * or a walkover) and not postponed. Undated matches come last.
 */
export const nextMatchSchema = z.object({
  /** ISO date-time, or null for a match without a date yet ("Date TBD"). */
  matchDate: z.string().nullable(),
  /** The day is known, the kick-off time not yet: the screen says "Time TBC". */
  isTimeTbc: z.boolean(),
  ...competitionFields,
  /** 1 home, 0 away. */
  isHome: z.number(),
  /** The match came in from FA Full-Time (it has a Full-Time fixture id): the screen marks it. */
  isFromFullTime: z.boolean(),
});
export type NextMatch = z.infer<typeof nextMatchSchema>;

export const oppositionTeamSchema = z.object({
  id: z.number(),
  name: z.string(),
  location: z.string().nullable(),
  comments: z.string().nullable(),
  faTeamId: z.string().nullable(),
  myTeamId: z.number(),
  /** Matches against this team: removing the team keeps them with the opponent cleared. */
  matchCount: z.number(),
  lastResult: lastResultSchema.nullable(),
  nextMatch: nextMatchSchema.nullable(),
  /**
   * The latest match against the team that was not played: marked postponed by Full-Time ("P - P") and
   * not yet replayed (`resultCode` null), or abandoned or void. The screen badges it with which.
   */
  postponedMatch: nextMatchSchema.extend({ resultCode: z.enum(['abandoned', 'void']).nullable() }).nullable(),
});
export type OppositionTeam = z.infer<typeof oppositionTeamSchema>;

// ---- One contract per endpoint ----

/** GET /api/teams/:teamId/teams (or /api/teams for a user with one team) → OppositionTeam[] by name. */
export const listOppositionTeamsResponse = z.array(oppositionTeamSchema);

/**
 * POST /api/teams/:teamId/teams (or /api/teams for a user with one team) → 201 OppositionTeam;
 * PUT /api/teams/:teamId/teams/:id → OppositionTeam.
 * Names are unique per team ignoring case: 409 `Team name already exists`. On PUT an omitted location or
 * comments stays as it is; '' or null clears it.
 */
export const oppositionTeamBody = z.object({
  name: z
    .string({ error: OPPOSITION_NAME_REQUIRED })
    .trim()
    .min(1, OPPOSITION_NAME_REQUIRED)
    .max(LEAGUE_LIMITS.name, `Team name must be at most ${LEAGUE_LIMITS.name} characters`)
    .refine(isStorableText, unstorableText('Team name'))
    .refine(isOneLineText, notOneLineText('Team name')),
  location: optionalText(LEAGUE_LIMITS.location, 'Location').optional(),
  comments: optionalText(LEAGUE_LIMITS.comments, 'Comments', 'multi').optional(),
});
export type OppositionTeamInput = z.input<typeof oppositionTeamBody>;
export type OppositionTeamBody = z.output<typeof oppositionTeamBody>;
export const createOppositionTeamBody = oppositionTeamBody;
export const updateOppositionTeamBody = oppositionTeamBody;
export const createOppositionTeamResponse = oppositionTeamSchema;
export const updateOppositionTeamResponse = oppositionTeamSchema;

/** The opposition team's own path parameter (the team's :teamId is the registration's). */
export const oppositionTeamParams = z.object({ id: rowIdParam });

/**
 * DELETE /api/teams/:teamId/teams/:id → {message, matchCount}: the matches that were against the team
 * stay, with the opponent cleared. The confirmation dialog reads matchCount from the list row beforehand.
 */
export const deleteOppositionTeamResponse = z.object({ message: z.string(), matchCount: z.number() });
export type DeleteOppositionTeamResponse = z.infer<typeof deleteOppositionTeamResponse>;
