import { z } from 'zod';
import { ARRIVAL_TIME_PATTERN } from '../domain/late-arrival.js';
import { optionalText, rowIdField, rowIdParam, wholeNumber } from './params.js';

// Availability answers (issue 31, decision 057): each family says whether its player can come to a
// match or a training session (decision 060), and the coach sees the whole squad's answers and counts.
// An event id carries its kind, so both use the same routes.

const MAX_SERIAL = 2_147_483_647;

export const EVENT_NOT_FOUND = 'Event not found';
export const AVAILABILITY_NOTE_MAX = 200;

/** The answers a family can give; "not answered" is null, never a fourth answer. */
export const availabilityAnswers = ['available', 'maybe', 'unavailable'] as const;
export type AvailabilityAnswer = (typeof availabilityAnswers)[number];

/** What silence means on a team: nothing, or "available unless they say no". */
export const availabilitySilenceValues = ['unanswered', 'available'] as const;
export type AvailabilitySilence = (typeof availabilitySilenceValues)[number];

/** The kinds of event families answer for: matches, and training sessions (decision 060). */
export const eventKinds = ['match', 'training'] as const;
export type EventKind = (typeof eventKinds)[number];

/**
 * `match-<id>` or `training-<id>`: the kind and the row id. Digits without a leading zero and no larger
 * than a Postgres integer, so `match-0`, `match-1e3` or `training-01` never reach the database.
 */
export const eventIdParam = z
  .string({ error: 'must be an event id' })
  .regex(/^(match|training)-[1-9][0-9]{0,9}$/, 'must be an event id such as match-12 or training-7')
  .refine((value) => Number(value.slice(value.indexOf('-') + 1)) <= MAX_SERIAL, 'is too large');

/** The event an id names (one eventIdParam took). */
export function parseEventId(eventId: string): { kind: EventKind; id: number } {
  const at = eventId.indexOf('-');
  return {
    kind: eventId.slice(0, at) === 'training' ? 'training' : 'match',
    id: Number(eventId.slice(at + 1)),
  };
}

/** The event id of a match. */
export const matchEventId = (matchId: number): string => `match-${matchId}`;

/** The event id of a training session. */
export const trainingEventId = (sessionId: number): string => `training-${sessionId}`;

export const availabilityParams = z.object({ eventId: eventIdParam });
export const availabilityAnswerParams = z.object({ eventId: eventIdParam, playerId: rowIdParam });

const answerSchema = z.enum(availabilityAnswers);

export const availabilityPlayerSchema = z.object({
  playerId: z.number(),
  /** null: not answered, or asked again after the match's date or time changed. */
  answer: answerSchema.nullable(),
  /** "arrives at half-time"; at most 200 characters. */
  note: z.string().nullable(),
  answeredAt: z.string().nullable(),
  /** A late arrival (ISO instant), for an answer of available or maybe; null: there from the start. */
  arrivesAt: z.string().nullable(),
  /** The match minute he left at (an injury recorded live, issue 32); null: he stayed. */
  leftAtMinute: z.number().nullable(),
  /** The answer given before the match's date or time changed, or null. */
  previous: z
    .object({
      answer: answerSchema,
      note: z.string().nullable(),
      answeredAt: z.string(),
      arrivesAt: z.string().nullable(),
    })
    .nullable(),
});
export type AvailabilityPlayer = z.infer<typeof availabilityPlayerSchema>;

export const availabilityCountsSchema = z.object({
  /** With silence meaning available, this includes the silent. */
  available: z.number(),
  maybe: z.number(),
  unavailable: z.number(),
  /** How many have not answered (with silence meaning available, still how many were silent). */
  unanswered: z.number(),
});
export type AvailabilityCounts = z.infer<typeof availabilityCountsSchema>;

/**
 * GET /api/events/:eventId/availability: any member of the match's team. A parent or player gets the
 * family view (his family's players only; counts only when the team shows them to families). A match
 * of another team, or none, is 404 `Event not found`.
 */
export const eventAvailabilityResponse = z.object({
  eventId: z.string(),
  kind: z.enum(eventKinds),
  /** The match's id for a match; null for a training session. */
  matchId: z.number().nullable(),
  /** The session's id for a training session; null for a match. */
  trainingSessionId: z.number().nullable(),
  /** The match's kick-off or the session's start (ISO), or null for a match without a date. */
  startsAt: z.string().nullable(),
  /** When families can no longer answer (kick-off minus the team's lock hours); null: never. */
  lockAt: z.string().nullable(),
  /** For this caller: a family after lockAt or kick-off; never for coaches and admins. */
  isLocked: z.boolean(),
  silenceMeans: z.enum(availabilitySilenceValues),
  scope: z.enum(['team', 'family']),
  /** The players the caller may answer for. */
  canAnswerFor: z.array(z.number()),
  /** Over the whole squad; null for a family unless the team shows counts to families. */
  counts: availabilityCountsSchema.nullable(),
  players: z.array(availabilityPlayerSchema),
});
export type EventAvailability = z.infer<typeof eventAvailabilityResponse>;

/**
 * PUT /api/events/:eventId/availability/:playerId: the player's family, or the team's coaches and
 * admins (a family not after the lock or kick-off: 409 AVAILABILITY_LOCKED). Answers the same body as
 * the GET, for the caller.
 */
export const setAvailabilityBody = z
  .object({
    answer: z.enum(availabilityAnswers, { error: 'Answer must be available, maybe or unavailable' }),
    note: optionalText(AVAILABILITY_NOTE_MAX, 'Note').optional(),
    /**
     * "Arrives late": the UK clock time ("10:30") on the event's day, after its start and before its end
     * (the server checks those, 400 in words); null or omitted: there from the start. Only with
     * available or maybe.
     */
    arrivesAt: z
      .string({ error: 'Arrival time must be a time such as 10:30' })
      .regex(ARRIVAL_TIME_PATTERN, 'Arrival time must be a time such as 10:30')
      .nullable()
      .optional(),
  })
  .refine((body) => !body.arrivesAt || body.answer !== 'unavailable', {
    message: 'An Unavailable answer has no arrival time',
    path: ['arrivesAt'],
  });
export type SetAvailabilityInput = z.input<typeof setAvailabilityBody>;
export type SetAvailabilityBody = z.output<typeof setAvailabilityBody>;
export const setAvailabilityResponse = eventAvailabilityResponse;

/** What a coach records live for a player (issue 32): he arrived, or he left (injured or early). */
export const liveAvailabilityKinds = ['arrived', 'left'] as const;
export type LiveAvailabilityKind = (typeof liveAvailabilityKinds)[number];

/**
 * POST /api/matches/:id/live/availability (coaches and admins; decision 067): "arrived now" or "injured /
 * left now" for one player at a match minute from the live clock, or null to take it back. The minute
 * must fall after kick-off and before the end of the match's periods, and a leaving after the arrival
 * (400 in words, nothing written). Answers the match's availability as a coach sees it.
 */
export const liveAvailabilityBody = z.strictObject(
  {
    playerId: rowIdField('Player'),
    kind: z.enum(liveAvailabilityKinds, { error: "Kind must be 'arrived' or 'left'" }),
    // The match's own length is the server's check; this only keeps the number sane.
    minute: wholeNumber('Minute', {
      min: 0,
      max: 999,
      rangeMessage: 'Minute must be between 0 and 999',
    }).nullable(),
  },
  { error: 'The body must be {playerId, kind, minute}' },
);
export type LiveAvailabilityInput = z.input<typeof liveAvailabilityBody>;
export type LiveAvailabilityBody = z.output<typeof liveAvailabilityBody>;
export const liveAvailabilityParams = z.object({ id: rowIdParam });
