import { z } from 'zod';
import { GOAL_MINUTE } from '../domain/figures.js';
import { MEET_CLOCK_PATTERN, MEET_TIME_FORMAT_MESSAGE } from '../domain/match-meet-time.js';
import { MATCH_RESULT_CODES } from '../domain/match-result-code.js';
import { SUBSTITUTIONS_MAX, SUBSTITUTIONS_MIN } from '../domain/match-settings.js';
import {
  findMatchTimingProblems,
  MATCH_LENGTH_MAX,
  MATCH_LENGTH_MIN,
  MATCH_TIMING_LENGTH_MESSAGE,
  MATCH_TIMING_SUBSTITUTIONS_MESSAGE,
  MAX_PERIOD_STARTS,
  PERIOD_STARTS_COUNT_MESSAGE,
} from '../domain/match-timing.js';
import { squadRoleTypes } from '../domain/squad-roles.js';
import {
  messageResponse,
  optionalRowIdField,
  optionalText,
  rowIdField,
  rowIdParam,
  teamIdParam,
  versionField,
  wholeNumber,
} from './params.js';

// Matches (spec 000 §3, 001 §3.2, §4.4–4.7, §5, §7): reads for the squad, league and match planning
// screens, and match planning's writes. Messages are what the forms show (these schemas are their
// resolvers) and what the server returns inside `Validation failed: <field>: <message>`.

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
  /** The Full-Time fixture id of a match the FA Full-Time sync brought in; null for one entered by hand. */
  faFixtureId: z.string().nullable(),
  /** Postponed on Full-Time ("P - P"): shown with a Postponed badge and left out of the statistics. */
  isPostponed: z.boolean(),
  /**
   * A result FA Full-Time gives without goals: 'abandoned', 'void', or a walkover to the home or away
   * side ('homeWalkover', 'awayWalkover'); both scores are then null. Such a match counts in no player's
   * statistics; a walkover is a win or a loss in the team's record. Null for a score or no result yet.
   */
  resultCode: z.enum(MATCH_RESULT_CODES).nullable(),
  /** A cup tie (from Full-Time), with the competition's name when known. */
  isCup: z.boolean(),
  competition: z.string().nullable(),
  /** The day is known but not the kick-off time ("Time TBC"): matchDate is 00:00 UK time that day. */
  isTimeTbc: z.boolean(),
  /**
   * When the players meet, "09:15" on the UK clock, or null when none is set. Kept as minutes before
   * kick-off, so it moves with the kick-off (shared/domain/match-meet-time.ts).
   */
  meetTime: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /**
   * Starts at 1 and goes up by one with every write to the match, its lists or its goals. Send it back
   * (body `version` or `If-Match: "3"`) on PUT and PATCH to be told 409 `MATCH_CHANGED` instead of
   * overwriting another coach's change (docs/decisions/020-match-versions.md).
   */
  version: z.number(),
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

/**
 * One of the opponent's goals with its minute (issue 32): recorded on the live screen, the minute from
 * the live clock (null when none was sent). They never outnumber the opponent's score; a score entered
 * by hand or by Full-Time may have fewer (those goals have no minute known).
 */
export const goalAgainstSchema = z.object({
  id: z.number(),
  matchId: z.number(),
  minute: z.number().nullable(),
});
export type GoalAgainst = z.infer<typeof goalAgainstSchema>;

// ---- One contract per endpoint ----

/**
 * GET /api/teams/:teamId/matches (or /api/matches for a user with one team) → Match[] by date, undated
 * fixtures last.
 */
export const listMatchesResponse = z.array(matchSchema);

/** GET /api/matches/:id/goals → Goal[] by minute. 404 `Match not found` for a match the caller cannot see. */
export const matchParams = z.object({ id: rowIdParam });
export const listGoalsResponse = z.array(goalSchema);

/**
 * GET /api/matches/:id/goals-against → GoalAgainst[] in the order recorded (by id), for everyone who can
 * see the match. 404 `Match not found` for a match the caller cannot see.
 */
export const listGoalsAgainstResponse = z.array(goalAgainstSchema);

/** Periods by line (shared/domain/playing-time.ts's LineCounts). */
export const lineCountsSchema = z.object({
  GK: z.number(),
  DEF: z.number(),
  MID: z.number(),
  FWD: z.number(),
});

/** One period of a match with its minutes and formation (playing-time.ts's PeriodPlan). */
export const periodTimeSchema = z.object({
  number: z.number(),
  from: z.number(),
  to: z.number(),
  minutes: z.number(),
  formationId: z.number().nullable(),
});

/** One player's time in one match (playing-time.ts's PlayerMatchTime). */
export const playerMatchTimeSchema = z.object({
  playerId: z.number(),
  minutes: z.number(),
  availableMinutes: z.number(),
  periodsOnPitch: z.number(),
  periodsOnBench: z.number(),
  periodsUnavailable: z.number(),
  started: z.boolean(),
  byLine: lineCountsSchema,
  isCaptain: z.boolean(),
  unavailable: z.boolean(),
});

const periodChangeSchema = z.object({ on: z.number().nullable(), off: z.number().nullable() });

/**
 * GET /api/matches/:id/playing-time → the match's minutes from its plan (shared/domain/playing-time.ts:
 * matchPlayingTime for every squad player, periodChanges with formatBoundary's text). Parents and players
 * read it too, their family's players only unless the team shows the squad's minutes (`scope`, decision
 * 052). 404 `Match not found` for a match the caller cannot see.
 */
export const matchPlayingTimeResponse = z.object({
  matchId: z.number(),
  /** 'actual' for a match played live (its presses and changes as made), 'planned' from the formations. */
  source: z.enum(['actual', 'planned']),
  /** The team's fair share target in percent (0: off), which the page flags players below. */
  fairShareTarget: z.number(),
  periods: z.number(),
  plannedPeriods: z.number(),
  periodList: z.array(periodTimeSchema),
  players: z.array(playerMatchTimeSchema),
  /**
   * The FA's daily limit for the team's format (shared/domain/daily-minute-cap.ts) and the players this
   * plan puts over it, counting their planned minutes in all the team's matches on the match's London
   * day; null when the format sets no limit (11v11).
   */
  dailyCap: z
    .object({
      minutes: z.number(),
      players: z.array(z.object({ playerId: z.number(), dayMinutes: z.number(), matches: z.number() })),
    })
    .nullable(),
  /**
   * Whose minutes `players` holds: the whole squad, or only the caller's family (a parent or player while
   * the team keeps other children's minutes to the coaches). In 'family' the match's own figures
   * (periods, planned periods, their lengths) stay, and each change names only the family's players.
   */
  scope: z.enum(['squad', 'family']),
  /** Each boundary between periods, in order, with match planning's wording ("15': 12 on for 3"). */
  changes: z.array(
    z.discriminatedUnion('planned', [
      z.object({
        minute: z.number(),
        before: z.number(),
        after: z.number(),
        planned: z.literal(true),
        changes: z.array(periodChangeSchema),
        text: z.string(),
      }),
      z.object({
        minute: z.number(),
        before: z.number(),
        after: z.number(),
        planned: z.literal(false),
        unplannedPeriods: z.array(z.number()),
        text: z.string(),
      }),
    ]),
  ),
});
export type MatchPlayingTimeAnswer = z.infer<typeof matchPlayingTimeResponse>;

// ---- Limits and server answers to rules a schema cannot check ----

export const MATCH_LIMITS = { comments: 1000, listLength: 99, goals: 99 } as const;
export const SCORE_MIN = 0;
export const SCORE_MAX = 99;
/** 409 `MATCH_CHANGED`: the version sent is not the match's current one. */
export const MATCH_CHANGED = 'This match was changed by someone else. Reload to see the latest.';
/** 400 `INVALID_MATCH_DATE` (shared/domain/match-date.ts decides what is valid). */
export { INVALID_MATCH_DATE } from '../domain/match-date.js';
export const ROLE_TYPE_INVALID = 'Role type must be one of penalty, corner, attackingFk, defensiveFk';

// ---- Fields ----

/** A score: a whole number 0–99, or empty (null or '') for "not played yet". */
const optionalScore = (label: string) =>
  z
    .union(
      [
        z.literal(''),
        z.null(),
        wholeNumber(label, {
          min: SCORE_MIN,
          max: SCORE_MAX,
          rangeMessage: `${label} must be a whole number from ${SCORE_MIN} to ${SCORE_MAX}, or empty`,
        }),
      ],
      { error: `${label} must be a whole number from ${SCORE_MIN} to ${SCORE_MAX}, or empty` },
    )
    .transform((value) => (value === '' ? null : value));

/** 1/0 or true/false, stored 1/0. */
const zeroOrOne = (message: string) =>
  z
    .union([z.literal(0), z.literal(1), z.boolean()], { error: message })
    .transform((v) => (v === true || v === 1 ? 1 : 0));

/** The version last read, to be refused with 409 when someone wrote since. */
const version = versionField;

/** A list of distinct player ids of the team, in order. */
const playerIdList = (label: string) =>
  z
    .array(rowIdField(`${label} entry`), { error: `${label} must be a list of player ids` })
    .max(MATCH_LIMITS.listLength, `${label} may hold at most ${MATCH_LIMITS.listLength} players`)
    .refine((ids) => new Set(ids).size === ids.length, `${label} must not name a player twice`);

const matchLength = wholeNumber('Match length', {
  min: MATCH_LENGTH_MIN,
  max: MATCH_LENGTH_MAX,
  rangeMessage: MATCH_TIMING_LENGTH_MESSAGE,
});
// Only the type and count here: the range depends on the length and is checked with the timing rule.
const substitutionTimings = z
  .array(wholeNumber('Substitution timing', { min: -1_000_000, max: 1_000_000 }), {
    error: 'Substitution timings must be a list of minutes',
  })
  .min(1, PERIOD_STARTS_COUNT_MESSAGE)
  .max(MAX_PERIOD_STARTS, PERIOD_STARTS_COUNT_MESSAGE);
const defaultSubstitutions = wholeNumber('Number of substitutions', {
  min: SUBSTITUTIONS_MIN,
  max: SUBSTITUTIONS_MAX,
  rangeMessage: MATCH_TIMING_SUBSTITUTIONS_MESSAGE,
});

const cleanSheetFields = {
  cleanSheetKeeper1: optionalRowIdField('Clean sheet keeper 1').optional(),
  cleanSheetKeeper2: optionalRowIdField('Clean sheet keeper 2').optional(),
  cleanSheetDefender1: optionalRowIdField('Clean sheet defender 1').optional(),
  cleanSheetDefender2: optionalRowIdField('Clean sheet defender 2').optional(),
  cleanSheetDefender3: optionalRowIdField('Clean sheet defender 3').optional(),
  cleanSheetDefender4: optionalRowIdField('Clean sheet defender 4').optional(),
  cleanSheetDefender5: optionalRowIdField('Clean sheet defender 5').optional(),
  cleanSheetDefender6: optionalRowIdField('Clean sheet defender 6').optional(),
  cleanSheetDefender7: optionalRowIdField('Clean sheet defender 7').optional(),
  cleanSheetDefender8: optionalRowIdField('Clean sheet defender 8').optional(),
};
export const cleanSheetFieldNames = Object.keys(cleanSheetFields) as Array<keyof typeof cleanSheetFields>;

// ---- One contract per endpoint ----

/** Path of /api/teams/:teamId/matches/:id...: a match of another team than :teamId is 404 `Match not found`. */
export const teamMatchParams = z.object({ teamId: teamIdParam, id: rowIdParam });

/**
 * The match form (spec 001 §7 "match form fields"), for POST and PUT. Every field may be omitted: on
 * POST an omitted field is empty (no opponent, no date, home, no score, no clean sheets) and the timing
 * comes from the team's match settings; on PUT an omitted field stays as it is.
 * The server also checks what needs the database, each a 400 with its code: the opponent is one of
 * the team's opposition teams (`OPPOSITION_TEAM_NOT_FOUND`, "Opposition team not found: ..."), every
 * player id is a player of the team (`PLAYER_NOT_FOUND`, "Player not found: <field> ..."), `matchDate`
 * is a real date (`INVALID_MATCH_DATE`, "Invalid match date"), and our score is not below the goals
 * recorded (`GOALS_ABOVE_SCORE`, see PUT). The same player checks apply to every list and goal below.
 */
const matchFormFields = {
  /** One of the team's opposition teams, or null for "TBD". */
  opponentTeamId: optionalRowIdField('Opponent').optional(),
  /** ISO 8601 date-time (send `toISOString()`); null or '' for "Date TBD". */
  matchDate: z
    .string({ error: 'Match date must be an ISO date-time, or null for no date' })
    .max(40, 'Invalid match date')
    .nullable()
    .optional(),
  /** 1 (or true) home, 0 (or false) away. */
  isHome: zeroOrOne('Home or away must be 1 (home) or 0 (away)').optional(),
  homeScore: optionalScore('Home score').optional(),
  awayScore: optionalScore('Away score').optional(),
  ...cleanSheetFields,
  comments: optionalText(MATCH_LIMITS.comments, 'Comments', 'multi').optional(),
  /**
   * "Meet at": a UK clock time ("09:15") before kick-off on its day, or null or '' for none. Needs a
   * kick-off time (not a TBC one, not "Date TBD"). On PUT an omitted meet time stays as so many minutes
   * before kick-off, so moving the kick-off moves it; one that would then fall on the day before is
   * refused. The server's refusals are 400 `Validation failed: meetTime: <reason>`, nothing written.
   */
  meetTime: z
    .string({ error: MEET_TIME_FORMAT_MESSAGE })
    .trim()
    .refine((text) => text === '' || MEET_CLOCK_PATTERN.test(text), MEET_TIME_FORMAT_MESSAGE)
    .transform((text) => (text === '' ? null : text))
    .nullable()
    .optional(),
};

/**
 * POST /api/teams/:teamId/matches (or /api/matches for a user with one team) → 201 Match.
 * The timing fields are optional; each omitted one comes from the team's match settings, and the three
 * together must pass the match timing rule (shared/domain/match-timing.ts).
 */
export const createMatchBody = z.object({
  ...matchFormFields,
  matchLength: matchLength.optional(),
  substitutionTimings: substitutionTimings.optional(),
  defaultSubstitutions: defaultSubstitutions.optional(),
});
export type CreateMatchInput = z.input<typeof createMatchBody>;
export type CreateMatchBody = z.output<typeof createMatchBody>;
export const createMatchResponse = matchSchema;

/**
 * PUT /api/matches/:id → Match. The match form; `version` (or `If-Match`) makes it 409 `MATCH_CHANGED`
 * when stale, without it the last writer wins. Timing is changed with PATCH.
 * A save that sets our score below the goals recorded is 400 `GOALS_ABOVE_SCORE` and writes nothing,
 * unless `removeGoalIds` names enough of the match's goals to remove in the same save (the coach chose
 * them). Each must be a goal of this match (400 `GOAL_NOT_FOUND` otherwise, nothing written).
 * The opponent's goals with minutes (goals_against) never outnumber their score: a save that leaves
 * their score below them (lowered, cleared, or the sides swapped) removes the latest recorded in the
 * same save, and the answer's `goalsAgainstRemoved` says how many (the form tells the coach).
 */
export const updateMatchBody = z.object({
  ...matchFormFields,
  removeGoalIds: z
    .array(rowIdField('Goal to remove'), { error: 'Goals to remove must be a list of goal ids' })
    .max(MATCH_LIMITS.goals, `At most ${MATCH_LIMITS.goals} goals can be removed`)
    .refine((ids) => new Set(ids).size === ids.length, 'Goals to remove must not name a goal twice')
    .optional(),
  version,
});
export type UpdateMatchInput = z.input<typeof updateMatchBody>;
export type UpdateMatchBody = z.output<typeof updateMatchBody>;
export const updateMatchResponse = matchSchema.extend({
  /** How many goals against (with their minutes) this save removed; absent when none. */
  goalsAgainstRemoved: z.number().optional(),
});

/**
 * PATCH /api/teams/:teamId/matches/:id (or /api/matches/:id) → Match: the timing dialog (spec 001 §4.5,
 * §5). All three fields, checked together by findMatchTimingProblems; starts are stored sorted.
 * `defaultSubstitutions` is the number of changes, one fewer than the starts (issue 30, decision 050);
 * any other number is 400 `Validation failed: defaultSubstitutions: ...`.
 */
export const updateMatchTimingBody = z
  .object({ matchLength, substitutionTimings, defaultSubstitutions, version })
  .superRefine((timing, ctx) => {
    // Length and count already carry their own field checks; the starts depend on the length.
    for (const problem of findMatchTimingProblems(timing)) {
      if (problem.field !== 'substitutionTimings') continue;
      ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
    }
  });
export type UpdateMatchTimingInput = z.input<typeof updateMatchTimingBody>;
export type UpdateMatchTimingBody = z.output<typeof updateMatchTimingBody>;
export const updateMatchTimingResponse = matchSchema;

/**
 * PATCH /api/matches/:id/player-availability → Match. Any of:
 * - `unavailablePlayerIds`: the whole list (spec 001 §7); with two phones, send `version` too.
 * - `markUnavailable` / `markAvailable`: a change to whatever is stored, applied under a row lock, so
 *   two coaches toggling different players at once both keep their change without a version. A player
 *   may not be in both, and these cannot be sent with `unavailablePlayerIds`.
 * - `captainPlayerId`: a player of the team, or null for none.
 * An unavailable player keeps his captaincy and his place in the role lists in storage (restored when he
 * is available again); screens hide him using `unavailablePlayerIds`.
 */
export const updateAvailabilityBody = z
  .object({
    unavailablePlayerIds: playerIdList('Unavailable players').optional(),
    markUnavailable: playerIdList('Players to mark unavailable').optional(),
    markAvailable: playerIdList('Players to mark available').optional(),
    captainPlayerId: optionalRowIdField('Captain').optional(),
    version,
  })
  .superRefine((body, ctx) => {
    if (body.unavailablePlayerIds && (body.markUnavailable || body.markAvailable)) {
      ctx.addIssue({
        code: 'custom',
        path: ['unavailablePlayerIds'],
        message: 'Send either the whole list or the changes (markUnavailable, markAvailable), not both',
      });
    }
    const available = new Set(body.markAvailable ?? []);
    if ((body.markUnavailable ?? []).some((id) => available.has(id))) {
      ctx.addIssue({
        code: 'custom',
        path: ['markAvailable'],
        message: 'A player cannot be marked available and unavailable at once',
      });
    }
  });
export type UpdateAvailabilityInput = z.input<typeof updateAvailabilityBody>;
export type UpdateAvailabilityBody = z.output<typeof updateAvailabilityBody>;
export const updateAvailabilityResponse = matchSchema;

/**
 * PATCH /api/teams/:teamId/matches/:id/squad-roles (or /api/matches/:id/squad-roles) → Match: one role's
 * takers, in priority order (an empty list clears the role). Players of the team, each once.
 */
export const updateMatchSquadRolesBody = z.object({
  roleType: z.enum(squadRoleTypes, { error: ROLE_TYPE_INVALID }),
  playerIds: playerIdList('Players'),
  version,
});
export type UpdateMatchSquadRolesInput = z.input<typeof updateMatchSquadRolesBody>;
export type UpdateMatchSquadRolesBody = z.output<typeof updateMatchSquadRolesBody>;
export const updateMatchSquadRolesResponse = matchSchema;

/**
 * POST /api/teams/:teamId/matches/:id/initialize-squad-roles (or /api/matches/:id/...) → Match. No body:
 * the four lists become the team's squad preferences (players' penaltyOrder and friends), replacing
 * what the match had ("Copy from Squad" / "Reset from Squad").
 */
export const initializeSquadRolesResponse = matchSchema;

/** A goal's minute: 1–120, or null ('' too) when not known. */
const goalMinute = z
  .union(
    [
      z.literal(''),
      z.null(),
      wholeNumber('Minute', {
        min: GOAL_MINUTE.min,
        max: GOAL_MINUTE.max,
        rangeMessage: `Minute must be between ${GOAL_MINUTE.min} and ${GOAL_MINUTE.max}`,
      }),
    ],
    { error: `Minute must be between ${GOAL_MINUTE.min} and ${GOAL_MINUTE.max}, or empty` },
  )
  .transform((value) => (value === '' ? null : value));

/** One goal as the goals editor sends it (spec 001 §4.7). */
export const goalBody = z
  .object({
    /** 1–120, or null when not known. */
    minute: goalMinute,
    scorerId: optionalRowIdField('Scorer'),
    assistId: optionalRowIdField('Assist').optional(),
    /** 1 (or true): an own goal by the opponent, in our favour; it has neither scorer nor assist. */
    isOwnGoal: zeroOrOne('Own goal must be 0 or 1').optional(),
  })
  .superRefine((goal, ctx) => {
    const isOwnGoal = goal.isOwnGoal === 1;
    if (isOwnGoal && (goal.scorerId !== null || (goal.assistId ?? null) !== null)) {
      ctx.addIssue({ code: 'custom', path: ['isOwnGoal'], message: 'An own goal has no scorer or assist' });
    }
    if (!isOwnGoal && goal.scorerId === null) {
      ctx.addIssue({
        code: 'custom',
        path: ['scorerId'],
        message: 'Choose a scorer, or mark it an own goal',
      });
    }
    if (goal.scorerId !== null && goal.assistId === goal.scorerId) {
      ctx.addIssue({
        code: 'custom',
        path: ['assistId'],
        message: 'The assist must be another player than the scorer',
      });
    }
  });
export type GoalInput = z.input<typeof goalBody>;
export type GoalBody = z.output<typeof goalBody>;

/**
 * POST /api/matches/:id/goals → 201 Goal. Scorer and assist are players of the team; with a score set,
 * the match's goals may not outnumber our score (home score at home, else away): 400 otherwise.
 */
export const createGoalBody = goalBody;
export const createGoalResponse = goalSchema;

/**
 * POST /api/matches/:id/live/goals (live mode, issue 32, decision 067) → 201 LiveGoalAnswer: a goal as it
 * happens, with the score in the same transaction. `us`: one of our goals (the goal's own rules, as POST
 * goals), and our score goes up by one (from the goals recorded when no score was entered); `them`: a
 * goal against with its `minute` (the live clock's at the tap; omitted or null: not known) is stored
 * in goals_against, and the opponent's score goes up by one (from the goals against recorded when no
 * score was entered). The other side's empty score becomes 0. 409 LIVE_GOAL_REFUSED for a match with a
 * result code (abandoned, void, walkover).
 */
/**
 * The id the phone makes for each live goal and undo (decision 070): the same write sent again (a lost
 * answer, changes made with no signal sent when it returns) is answered from the match as it is and
 * applied once; an id already used for another write is 409 LIVE_REQUEST_ID_TAKEN.
 */
const liveRequestId = z.uuid('Id must be a UUID');

export const liveGoalBody = z.discriminatedUnion(
  'side',
  [
    z.object({ id: liveRequestId, side: z.literal('us'), goal: goalBody }),
    // The minute is optional so that a goal against queued offline before minutes were sent still goes.
    z.object({ id: liveRequestId, side: z.literal('them'), minute: goalMinute.optional() }),
  ],
  { error: 'Side must be us or them' },
);
export type LiveGoalInput = z.input<typeof liveGoalBody>;
export type LiveGoalBody = z.output<typeof liveGoalBody>;
export const liveGoalResponse = z.object({
  /** Our goal as stored; null for a goal against. */
  goal: goalSchema.nullable(),
  /** The goal against as stored; null for our goal, and in an undo's answer. */
  goalAgainst: goalAgainstSchema.nullable(),
  homeScore: z.number().nullable(),
  awayScore: z.number().nullable(),
  version: z.number(),
});
export type LiveGoalAnswer = z.infer<typeof liveGoalResponse>;

/**
 * POST /api/matches/:id/live/goals/undo → 200 LiveGoalAnswer (goal null): takes back a live goal with its
 * point of the score. `us`: removes goal `goalId` of this match (404 Goal not found when it is gone, so
 * an undo sent twice removes one) and our score goes down by one; `them`: the opponent's score goes down
 * by one only while it is still `score`, the score the phone showed (409 LIVE_GOAL_REFUSED otherwise, so
 * an undo sent twice, or after another coach's change, removes nothing more), and the latest goal
 * against recorded (the highest id) goes with it, when the goals against would otherwise outnumber
 * the score left.
 */
export const undoLiveGoalBody = z.discriminatedUnion(
  'side',
  [
    z.object({ id: liveRequestId, side: z.literal('us'), goalId: rowIdField('Goal') }),
    z.object({
      id: liveRequestId,
      side: z.literal('them'),
      score: wholeNumber('Score', { min: 1, max: 999, rangeMessage: 'Score must be between 1 and 999' }),
    }),
  ],
  { error: 'Side must be us or them' },
);
export type UndoLiveGoalInput = z.input<typeof undoLiveGoalBody>;
export type UndoLiveGoalBody = z.output<typeof undoLiveGoalBody>;
export const undoLiveGoalResponse = liveGoalResponse;

/** DELETE /api/goals/:id → {message: 'Goal removed successfully'}. A goal of another team's match is 404. */
export const goalParams = z.object({ id: rowIdParam });
export const deleteGoalResponse = messageResponse;

/**
 * PUT /api/matches/:id/goals → Goal[] by minute: replaces all the match's goals in one transaction (the
 * goals editor's save). Nothing changes if any row is refused. Same rules as POST, for the whole list.
 */
export const replaceGoalsBody = z.object({
  goals: z
    .array(goalBody, { error: 'Goals must be a list' })
    .max(MATCH_LIMITS.goals, `A match may have at most ${MATCH_LIMITS.goals} goals`),
  version,
});
export type ReplaceGoalsInput = z.input<typeof replaceGoalsBody>;
export type ReplaceGoalsBody = z.output<typeof replaceGoalsBody>;
export const replaceGoalsResponse = listGoalsResponse;

/**
 * DELETE /api/teams/:teamId/matches/:id (or /api/matches/:id) → {message: 'Match deleted successfully'};
 * its goals, lists and formations go with it.
 */
export const deleteMatchResponse = messageResponse;
