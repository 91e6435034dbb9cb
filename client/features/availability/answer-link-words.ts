import type { AnswerLinkView } from '../../../shared/contracts/answer-links';
import type { AvailabilityAnswer } from '../../../shared/contracts/availability';
import { ANSWER_LABELS, ANSWERS } from '../../lib/answer-labels';
import { arrivalWords } from '../../lib/arrival-words';
import { formatKickOff, formatMatchDay, TIME_TBC } from '../../lib/match-dates';

// The words of the answer page (issue 31, decision 059), which a parent opens from a reminder's
// button. Kept free of React so the wording has unit tests; types only from the contracts, whose values
// would bring zod into the page's chunk. The matches area has its own words for the signed-in card,
// and features never import each other.

export type Answer = AvailabilityAnswer;

/** The e-mail button's answer from the address's `?answer=`, to preselect (never to save); or null. */
export function answerFromQuery(search: string): Answer | null {
  const value = new URLSearchParams(search).get('answer');
  return ANSWERS.find((answer) => answer === value) ?? null;
}

/** "10:00 on Sat 5 Dec" (UK time, as every screen writes a kick-off). */
export function momentWords(iso: string, now: Date = new Date()): string | null {
  const time = formatKickOff(iso);
  const day = formatMatchDay(iso, { now });
  return time && day ? `${time} on ${day}` : null;
}

// A link is for a match or a training session (`kind`); without one the view is a match's.
type EventKindOf = Partial<Pick<AnswerLinkView, 'kind'>>;
const isTraining = (view: EventKindOf) => view.kind === 'training';

/** "Can Ava play?" for a match, "Can Ava come to training?" for a session. */
export function questionWords(view: Pick<AnswerLinkView, 'player'> & EventKindOf): string {
  const name = view.player.firstName;
  return isTraining(view) ? `Can ${name} come to training?` : `Can ${name} play?`;
}

/**
 * "Away to Eastside Eagles", "Home to Eastside Eagles", or the side alone when no opponent is set; for
 * a training session, "Training at Riverside Park".
 */
export function fixtureWords(
  view: Pick<AnswerLinkView, 'opponent' | 'isHome'> & EventKindOf & Partial<Pick<AnswerLinkView, 'place'>>,
): string {
  if (isTraining(view)) return view.place ? `Training at ${view.place}` : 'Training';
  const side = view.isHome ? 'Home' : 'Away';
  return view.opponent ? `${side} to ${view.opponent}` : `${side} match, opponent to be confirmed`;
}

/** "Sat 5 Dec, 10:00", "Sat 5 Dec, Time TBC", or that the date is not set yet; "Tue 1 Dec, 18:00–19:15" for a session. */
export function whenWords(
  view: Pick<AnswerLinkView, 'startsAt' | 'isTimeTbc'> & Partial<Pick<AnswerLinkView, 'endsAt'>>,
  now: Date = new Date(),
): string {
  const day = formatMatchDay(view.startsAt, { now });
  if (!day) return 'Date to be confirmed';
  const end = view.endsAt ? formatKickOff(view.endsAt) : null;
  if (end) return `${day}, ${formatKickOff(view.startsAt)}–${end}`;
  const time = view.isTimeTbc ? TIME_TBC : formatKickOff(view.startsAt);
  return `${day}, ${time}`;
}

/**
 * "Meet at 17:45": when the players are to be there, a session's or a match's meet time (the server
 * turns a match's minutes before kick-off into the UK clock time); null when there is none.
 */
export function meetWords(view: Partial<Pick<AnswerLinkView, 'meetTime'>>): string | null {
  return view.meetTime ? `Meet at ${view.meetTime}` : null;
}

/**
 * What the page says once the answer is saved: "Saved: Available. Thank you — you can change it
 * until 10:00 on Sat 5 Dec." (the lock, or kick-off without one), or without a deadline when the match
 * has no date and never closes.
 */
export function savedMessage(
  view: Pick<AnswerLinkView, 'answer' | 'lockAt'>,
  now: Date = new Date(),
): string | null {
  if (!view.answer) return null;
  const saved = `Saved: ${ANSWER_LABELS[view.answer]}.`;
  const until = view.lockAt ? momentWords(view.lockAt, now) : null;
  return until
    ? `${saved} Thank you — you can change it until ${until}.`
    : `${saved} Thank you — you can change it from this link.`;
}

/** "Your answer so far: Not sure (“Arrives at half-time”)", or that there is none yet. */
export function currentAnswerWords(
  view: Pick<AnswerLinkView, 'answer' | 'note'> & { arrivesAt?: string | null },
): string {
  if (!view.answer) return 'No answer yet.';
  const note = view.note ? ` (“${view.note}”)` : '';
  const arrival = arrivalWords(view.arrivesAt ?? null);
  return `Your answer so far: ${ANSWER_LABELS[view.answer]}${arrival ? `, ${arrival.toLowerCase()}` : ''}${note}.`;
}

/** What a closed page says: when answers closed and what to do instead. */
export function lockedWords(
  view: Pick<AnswerLinkView, 'lockAt'> & EventKindOf,
  now: Date = new Date(),
): string {
  const when = view.lockAt ? momentWords(view.lockAt, now) : null;
  const event = isTraining(view) ? 'this training session' : 'this match';
  const closed = when ? `Answers for ${event} closed at ${when}.` : `Answers for ${event} are closed.`;
  return `${closed} To change it now, contact the coach.`;
}

/** The note as the server keeps it: trimmed, and empty as none. */
export function noteToSend(text: string): string | null {
  const trimmed = text.trim();
  return trimmed === '' ? null : trimmed;
}
