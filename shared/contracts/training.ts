import { z } from 'zod';
import { MATCH_RESULT_CODES } from '../domain/match-result-code.js';
import {
  daysBetween,
  EVENTS_RANGE_MAX_DAYS,
  isCalendarDate,
  isClockTime,
  TRAINING_NOTES_MAX,
  TRAINING_PLACE_MAX,
  TRAINING_SERIES_MAX,
} from '../domain/training-sessions.js';
import { messageResponse, optionalText, rowIdParam, textField, versionField } from './params.js';

// Training sessions and the team's events (issue 31, decision 060). A session is typed as a UK date and
// two UK clock times; the server stores instants (shared/domain/training-sessions.ts). Messages are what
// a form shows, and what the server returns inside `Validation failed: <field>: <message>`.

/** 409 `TRAINING_SESSION_CHANGED`: the version sent is not the session's current one. */
export const TRAINING_SESSION_CHANGED =
  'This training session was changed by someone else. Reload to see the latest.';
export const END_AFTER_START = 'End time must be after the start time';
export const MEET_NOT_AFTER_START = 'Meet time must not be after the start time';

/**
 * Which sessions a change, a cancel or a delete is for: `this` session only (the default), or it and
 * every later session of its weekly series (`following`). A one-off session has no series, so
 * `following` is `this` for it.
 */
export const TRAINING_SCOPES = ['this', 'following'] as const;
export type TrainingScope = (typeof TRAINING_SCOPES)[number];
const scopeField = z.enum(TRAINING_SCOPES, { error: "Scope must be 'this' or 'following'" });

/** A YYYY-MM-DD date, read as a UK calendar day. */
const ukDateField = (label: string) =>
  z
    .string({ error: `${label} must be a date such as 2026-09-05` })
    .refine(isCalendarDate, `${label} must be a real date such as 2026-09-05`);

const clockTimeField = (label: string) =>
  z
    .string({ error: `${label} must be a time such as 18:00` })
    .refine(isClockTime, `${label} must be a 24-hour time such as 18:00`);

const placeField = textField(
  z
    .string({ error: 'Place must be text' })
    .trim()
    .min(1, 'Place is required')
    .max(TRAINING_PLACE_MAX, `Place must be at most ${TRAINING_PLACE_MAX} characters`),
  'Place',
  'one',
);

const notesField = optionalText(TRAINING_NOTES_MAX, 'Notes', 'multi');

/** When families are to be there (UK clock time on the session's day); null: at the start. */
const meetTimeField = clockTimeField('Meet time').nullable();

export const trainingSessionParams = z.object({ id: rowIdParam });

/**
 * A training session as the app shows it. `date`, `startTime` and `endTime` are UK wall-clock time (the
 * form's fields); `startsAt` and `endsAt` the same as instants (ISO). `notes` are the coaches': null in
 * a parent's or player's read.
 */
export const trainingSessionSchema = z.object({
  id: z.number(),
  /** `training-<id>`: the id availability answers and the calendar feed's UID use. */
  eventId: z.string(),
  teamId: z.number(),
  /** Shared by the sessions one weekly POST made; null for a one-off. */
  seriesId: z.string().nullable(),
  date: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  /** `HH:MM` UK, not after `startTime`, when families are to be there; null: at the start. */
  meetTime: z.string().nullable(),
  startsAt: z.string(),
  endsAt: z.string(),
  place: z.string(),
  notes: z.string().nullable(),
  /** Cancelled sessions stay listed (and in calendars, as cancelled) until deleted. */
  isCancelled: z.boolean(),
  cancelledAt: z.string().nullable(),
  /** Goes up with every write; send it back on PUT to be told 409 `TRAINING_SESSION_CHANGED`. */
  version: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TrainingSession = z.infer<typeof trainingSessionSchema>;

/**
 * POST /api/teams/:teamId/training-sessions → 201 `{sessions}`: one session, or with
 * `repeatWeeklyUntil` one each week from `date` up to that date (at most 52), sharing a `seriesId`.
 * Coaches and admins only.
 */
export const createTrainingBody = z
  .object({
    date: ukDateField('Date'),
    startTime: clockTimeField('Start time'),
    endTime: clockTimeField('End time'),
    meetTime: meetTimeField.optional(),
    place: placeField,
    notes: notesField.optional(),
    repeatWeeklyUntil: ukDateField('Repeat until').nullable().optional(),
  })
  .superRefine((body, ctx) => {
    if (isClockTime(body.startTime) && isClockTime(body.endTime) && body.endTime <= body.startTime) {
      ctx.addIssue({ code: 'custom', path: ['endTime'], message: END_AFTER_START });
    }
    if (body.meetTime && isClockTime(body.meetTime) && isClockTime(body.startTime)) {
      if (body.meetTime > body.startTime) {
        ctx.addIssue({ code: 'custom', path: ['meetTime'], message: MEET_NOT_AFTER_START });
      }
    }
    const until = body.repeatWeeklyUntil;
    if (until && isCalendarDate(until) && isCalendarDate(body.date)) {
      const days = daysBetween(body.date, until);
      if (days < 0) {
        ctx.addIssue({
          code: 'custom',
          path: ['repeatWeeklyUntil'],
          message: 'Repeat until must be on or after the date',
        });
      } else if (Math.floor(days / 7) + 1 > TRAINING_SERIES_MAX) {
        ctx.addIssue({
          code: 'custom',
          path: ['repeatWeeklyUntil'],
          message: `A weekly series can have at most ${TRAINING_SERIES_MAX} sessions: choose an earlier end date`,
        });
      }
    }
  });
export type CreateTrainingInput = z.input<typeof createTrainingBody>;
export type CreateTrainingBody = z.output<typeof createTrainingBody>;
export const createTrainingResponse = z.object({ sessions: z.array(trainingSessionSchema) });

/**
 * PUT /api/teams/:teamId/training-sessions/:id → TrainingSession (the one named). Changes one session,
 * or with `scope: 'following'` it and every later session of its series (decision 060): each field
 * omitted keeps each session's own value (`notes: null` clears them, `meetTime: null` drops it); a new
 * time, meet time or place is each one's, a new date moves each by the same number of days.
 * `cancelled: true` cancels (kept, and shown as cancelled), `false` puts back on. A change of date,
 * time, meet time, place or cancelled raises each changed session's calendar SEQUENCE. `version` (or
 * If-Match) is the named session's: stale, 409 `TRAINING_SESSION_CHANGED` and nothing written; a
 * session of another team is 404 `Training session not found`. Coaches and admins only.
 */
export const updateTrainingBody = z
  .object({
    date: ukDateField('Date').optional(),
    startTime: clockTimeField('Start time').optional(),
    endTime: clockTimeField('End time').optional(),
    meetTime: meetTimeField.optional(),
    place: placeField.optional(),
    notes: notesField.optional(),
    cancelled: z.boolean({ error: 'Cancelled must be true or false' }).optional(),
    scope: scopeField.optional(),
    version: versionField,
  })
  .superRefine((body, ctx) => {
    // With both sent the order is known here; otherwise the server checks it against each session's own.
    if (body.meetTime && body.startTime && isClockTime(body.meetTime) && isClockTime(body.startTime)) {
      if (body.meetTime > body.startTime) {
        ctx.addIssue({ code: 'custom', path: ['meetTime'], message: MEET_NOT_AFTER_START });
      }
    }
  });
export type UpdateTrainingInput = z.input<typeof updateTrainingBody>;
export type UpdateTrainingBody = z.output<typeof updateTrainingBody>;
export const updateTrainingResponse = trainingSessionSchema;

/**
 * DELETE /api/teams/:teamId/training-sessions/:id?scope= → {message}: gone, from lists and calendars;
 * with `scope=following`, it and every later session of its series.
 */
export const deleteTrainingQuery = z.object({ scope: scopeField.optional() });
export type DeleteTrainingQuery = z.input<typeof deleteTrainingQuery>;
export const deleteTrainingResponse = messageResponse;

// ---- The team's events ----

/**
 * GET /api/teams/:teamId/events?from=&to= : UK dates, both inclusive; `from` defaults to 44 weeks before
 * today (UK: the season's past sessions, decision 061), `to` to eight weeks after `from`, or after today
 * when no `from` is sent; at most 366 days.
 */
export const teamEventsQuery = z
  .object({ from: ukDateField('From').optional(), to: ukDateField('To').optional() })
  .superRefine((query, ctx) => {
    if (!query.from || !query.to || !isCalendarDate(query.from) || !isCalendarDate(query.to)) return;
    const days = daysBetween(query.from, query.to);
    if (days < 0) ctx.addIssue({ code: 'custom', path: ['to'], message: 'To must be on or after From' });
    if (days >= EVENTS_RANGE_MAX_DAYS) {
      ctx.addIssue({
        code: 'custom',
        path: ['to'],
        message: `Ask for at most ${EVENTS_RANGE_MAX_DAYS} days at once`,
      });
    }
  });
export type TeamEventsQuery = z.input<typeof teamEventsQuery>;

/** A dated match in the events list: what a list row shows (its own routes have the rest). */
export const matchEventSchema = z.object({
  kind: z.literal('match'),
  /** `match-<id>`: the availability answers' event id. */
  eventId: z.string(),
  matchId: z.number(),
  /** Kick-off (ISO); 00:00 UK of its day when `isTimeTbc`. */
  startsAt: z.string(),
  isTimeTbc: z.boolean(),
  isHome: z.boolean(),
  opponentName: z.string().nullable(),
  homeScore: z.number().nullable(),
  awayScore: z.number().nullable(),
  isPostponed: z.boolean(),
  resultCode: z.enum(MATCH_RESULT_CODES).nullable(),
  isCup: z.boolean(),
  competition: z.string().nullable(),
  /** Postponed, abandoned or void: a calendar shows it cancelled. */
  isCancelled: z.boolean(),
  version: z.number(),
});
export type MatchEvent = z.infer<typeof matchEventSchema>;

export const trainingEventSchema = trainingSessionSchema.extend({
  kind: z.literal('training'),
  /**
   * How many sessions of its series start after it (0 for a one-off or the last): when any do, a
   * change, a cancel or a delete asks "only this session" or "this and the following sessions".
   */
  followingInSeries: z.number(),
});
export type TrainingEvent = z.infer<typeof trainingEventSchema>;

export const teamEventSchema = z.discriminatedUnion('kind', [matchEventSchema, trainingEventSchema]);
export type TeamEvent = z.infer<typeof teamEventSchema>;

/**
 * The team's dated matches and training sessions from `from` to `to` (UK days), by start time (a match
 * before a session at the same minute). Undated matches are not listed: they have no place in a date
 * order. Every member of the team reads it; `notes` only coaches and admins.
 */
export const teamEventsResponse = z.object({
  from: z.string(),
  to: z.string(),
  events: z.array(teamEventSchema),
});
export type TeamEvents = z.infer<typeof teamEventsResponse>;
