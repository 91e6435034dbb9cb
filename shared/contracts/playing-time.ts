import { z } from 'zod';
import type { PlayerSeason } from '../domain/player-season.js';
import { positionLines, type SeasonPlayingTime } from '../domain/playing-time.js';
import { positionLabels } from '../domain/position-label.js';
import { textAnswer } from './answers.js';
import { lineCountsSchema, periodTimeSchema, playerMatchTimeSchema } from './matches.js';
import { rowIdParam } from './params.js';

// Playing time over a season or a date range (issue 30): the squad page's Minutes, Share and Starts
// columns and the coach's CSV. Its own module, apart from squad.ts, because the client's forms import
// squad.ts and the CSV's documented answer (answers.ts) is for the server alone.

export const PLAYING_TIME_DAY_MESSAGE = 'must be a calendar day written YYYY-MM-DD';
export const PLAYING_TIME_RANGE_MESSAGE = 'must not be after to';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A London calendar day that exists (2025-02-30 does not): Date rolls it over, so read it back. */
function isCalendarDay(value: string): boolean {
  if (!DAY.test(value)) return false;
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

// An empty bound (a cleared date input sends `from=`) reads as no bound, as leaving it out does.
const dayBound = z
  .string()
  .trim()
  .refine((value) => value === '' || isCalendarDay(value), PLAYING_TIME_DAY_MESSAGE)
  .transform((value) => value || null)
  .optional();

/** ?from=&to=: London days, both optional and inclusive; from after to is refused. */
export const playingTimeQuery = z
  .object({ from: dayBound, to: dayBound })
  .superRefine(({ from, to }, ctx) => {
    if (from && to && from > to) {
      ctx.addIssue({ code: 'custom', path: ['from'], message: PLAYING_TIME_RANGE_MESSAGE });
    }
  });
export type PlayingTimeQuery = z.input<typeof playingTimeQuery>;

/** Whose minutes an answer holds (shared/domain/family.ts: minutesScope). */
export const minutesScopeSchema = z.enum(['squad', 'family']);

/** shared/domain/playing-time.ts's SeasonPlayerTime. */
export const seasonPlayerTimeSchema = z.object({
  playerId: z.number(),
  matchesInSquad: z.number(),
  matchesPlayed: z.number(),
  minutes: z.number(),
  availableMinutes: z.number(),
  share: z.number().nullable(),
  starts: z.number(),
  periodsOnPitch: z.number(),
  periodsOnBench: z.number(),
  periodsUnavailable: z.number(),
  byLine: lineCountsSchema,
  timesCaptain: z.number(),
  belowTarget: z.boolean(),
});

/**
 * GET /api/teams/:teamId/playing-time → seasonPlayingTime's figures over the range asked for (from and
 * to echoed, null for no bound): one entry per squad player, by shirt number. Parents and players read
 * it as they read the squad statistics, but see only their family's players unless the team shows the
 * squad's minutes to families (`scope`).
 */
export const seasonPlayingTimeResponse = z.object({
  from: z.string().nullable(),
  to: z.string().nullable(),
  fairShareTarget: z.number(),
  matchesCounted: z.number(),
  /** Of those, the matches played live: their minutes are the actual ones ("Actual minutes"). */
  actualMatches: z.number(),
  periods: z.number(),
  plannedPeriods: z.number(),
  notCounted: z.object({
    postponed: z.number(),
    abandoned: z.number(),
    void: z.number(),
    walkover: z.number(),
    undated: z.number(),
    'not-kicked-off': z.number(),
    'awaiting-result': z.number(),
  }),
  players: z.array(seasonPlayerTimeSchema),
  /**
   * Whose figures `players` holds: the whole squad, or only the caller's family (a parent or player while
   * the team keeps other children's minutes to the coaches; shared/domain/family.ts).
   */
  scope: minutesScopeSchema,
});
export type SeasonPlayingTimeAnswer = z.infer<typeof seasonPlayingTimeResponse>;

/** GET /api/teams/:teamId/playing-time.csv: the same figures, one row per player with name and shirt. */
export const seasonPlayingTimeCsvAnswer = textAnswer(
  'text/csv',
  'One row per player (shirt number, name, the season figures) after a header row',
);

/** :playerId of a player's sheet. */
export const playerPlayingTimeParams = z.object({ playerId: rowIdParam });

const periodPlaceSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('pitch'), label: z.enum(positionLabels), line: z.enum(positionLines) }),
  z.object({ kind: z.enum(['bench', 'unavailable', 'not-named']) }),
]);

/** shared/domain/player-season.ts's PlayerSeasonMatch, with the opponent's name and home or away. */
const playerSeasonMatchSchema = playerMatchTimeSchema.omit({ playerId: true }).extend({
  matchId: z.number(),
  matchDate: z.string(),
  /** The opponent's name, or null when it was removed or never set. */
  opponentName: z.string().nullable(),
  isHome: z.boolean(),
  periods: z.number(),
  plannedPeriods: z.number(),
  periodList: z.array(
    periodTimeSchema.extend({
      /** Null for an unplanned period: nobody knows where he was. */
      place: periodPlaceSchema.nullable(),
    }),
  ),
});

/**
 * GET /api/teams/:teamId/players/:playerId/playing-time → one player's sheet over ?from=&to=: his
 * figures (exactly his row of the season answer) and each counted match he was in the squad for, by
 * kick-off.
 */
export const playerPlayingTimeResponse = z.object({
  from: z.string().nullable(),
  to: z.string().nullable(),
  fairShareTarget: z.number(),
  player: z.object({ id: z.number(), shirtNumber: z.number(), firstName: z.string(), lastName: z.string() }),
  totals: seasonPlayerTimeSchema,
  matches: z.array(playerSeasonMatchSchema),
});
export type PlayerPlayingTimeAnswer = z.infer<typeof playerPlayingTimeResponse>;
export type PlayerSeasonMatchAnswer = z.infer<typeof playerSeasonMatchSchema>;

// The answer is seasonPlayingTime's result with the range: a field added to one and not the other fails
// to compile here.
type SameShape<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const answerIsTheDomainResult: SameShape<
  Omit<SeasonPlayingTimeAnswer, 'from' | 'to' | 'scope'>,
  SeasonPlayingTime
> = true;
void answerIsTheDomainResult;

// A player's sheet is playerSeason's result, each match with the opponent added.
const sheetIsTheDomainResult: SameShape<
  Omit<PlayerPlayingTimeAnswer, 'from' | 'to' | 'player' | 'matches'> & {
    matches: Omit<PlayerSeasonMatchAnswer, 'opponentName' | 'isHome'>[];
  },
  PlayerSeason
> = true;
void sheetIsTheDomainResult;
