import { z } from 'zod';
import { availabilityAnswers, setAvailabilityBody } from './availability.js';

// Answer links (issue 31, decision 059): the link in a reminder e-mail opens a page on which a family
// member answers for one player and one match without signing in. The token in the path is the only
// key; reading it changes nothing, only the page's POST saves.

/** The words of every refused link, whatever the reason: nothing here helps someone guessing. */
export const ANSWER_LINK_INVALID =
  'This link has expired or is not valid. Sign in to Touchline to answer, or ask the coach.';

/** The tokens of our links: 32 random bytes as base64url. Anything else is refused without a look-up. */
export const ANSWER_LINK_TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** Any text up to a bound reaches the handler, so a malformed token gets the same 404 as an old one. */
export const answerLinkParams = z.object({ token: z.string().max(200) });

/**
 * GET and POST /api/answer-links/:token: what the page shows. The player by first name and shirt
 * number only: the page is open to whoever holds the link, and the family knows the surname.
 */
export const answerLinkView = z.object({
  /** The event the link answers for: a match, or a training session (decision 060). */
  kind: z.enum(['match', 'training']),
  player: z.object({ firstName: z.string(), shirtNumber: z.number() }),
  teamName: z.string(),
  /** The opposition's name, or null when the match has none yet (always null for training). */
  opponent: z.string().nullable(),
  /** Kick-off or the session's start (ISO), or null when the match has no date. */
  startsAt: z.string().nullable(),
  /** The session's end (ISO); null for a match. */
  endsAt: z.string().nullable(),
  /** Where the session is; null for a match. */
  place: z.string().nullable(),
  /**
   * When the players are to be there ("17:45", UK clock on the event's day): a session's meet time, or
   * a match's (kept as minutes before kick-off, shared/domain/match-meet-time.ts); null when none is set,
   * or a match's kick-off time is not known.
   */
  meetTime: z.string().nullable(),
  /** Kick-off time not confirmed yet: startsAt is 00:00 UK of the day. False for training. */
  isTimeTbc: z.boolean(),
  /** False for training. */
  isHome: z.boolean(),
  /** The match is postponed. False for training. */
  isPostponed: z.boolean(),
  /** The session is cancelled (it still takes answers: it may be put back on). False for a match. */
  isCancelled: z.boolean(),
  /** The player's current answer for this event, or null (not answered, or asked again). */
  answer: z.enum(availabilityAnswers).nullable(),
  note: z.string().nullable(),
  answeredAt: z.string().nullable(),
  /** A late arrival given with the answer (ISO), or null: there from the start. */
  arrivesAt: z.string().nullable(),
  /** When answers close for families (decision 057), or null: never. */
  lockAt: z.string().nullable(),
  /** Answers are closed: the POST would be 409 AVAILABILITY_LOCKED. */
  isLocked: z.boolean(),
  /** When this link stops working (ISO). */
  expiresAt: z.string(),
});
export type AnswerLinkView = z.infer<typeof answerLinkView>;

/** POST /api/answer-links/:token: the same body as the signed-in answer (decision 057). */
export const answerLinkBody = setAvailabilityBody;
export type AnswerLinkInput = z.input<typeof answerLinkBody>;

/** Answers sent through links from one connection: a family answers a few times, a script many. */
export const ANSWER_LINK_RATE_LIMIT = { limit: 30, windowMs: 15 * 60 * 1000 } as const;
export const TOO_MANY_LINK_ANSWERS =
  'Too many answers sent from your connection. Please wait a quarter of an hour and try again.';

/** The largest answer body taken: an answer and a 200-character note are far smaller. */
export const ANSWER_LINK_BODY_LIMIT = 4096;
