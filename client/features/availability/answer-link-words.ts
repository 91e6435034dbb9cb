import type { AnswerLinkView } from '../../../shared/contracts/answer-links';
import type { AvailabilityAnswer } from '../../../shared/contracts/availability';
import { ANSWER_LABELS, ANSWERS } from '../../lib/answer-labels';
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

/** "Away to Eastside Eagles", "Home to Eastside Eagles", or the side alone when no opponent is set. */
export function fixtureWords(view: Pick<AnswerLinkView, 'opponent' | 'isHome'>): string {
  const side = view.isHome ? 'Home' : 'Away';
  return view.opponent ? `${side} to ${view.opponent}` : `${side} match, opponent to be confirmed`;
}

/** "Sat 5 Dec, 10:00", "Sat 5 Dec, Time TBC", or that the date is not set yet. */
export function whenWords(
  view: Pick<AnswerLinkView, 'startsAt' | 'isTimeTbc'>,
  now: Date = new Date(),
): string {
  const day = formatMatchDay(view.startsAt, { now });
  if (!day) return 'Date to be confirmed';
  const time = view.isTimeTbc ? TIME_TBC : formatKickOff(view.startsAt);
  return `${day}, ${time}`;
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
export function currentAnswerWords(view: Pick<AnswerLinkView, 'answer' | 'note'>): string {
  if (!view.answer) return 'No answer yet.';
  const note = view.note ? ` (“${view.note}”)` : '';
  return `Your answer so far: ${ANSWER_LABELS[view.answer]}${note}.`;
}

/** What a closed page says: when answers closed and what to do instead. */
export function lockedWords(view: Pick<AnswerLinkView, 'lockAt'>, now: Date = new Date()): string {
  const when = view.lockAt ? momentWords(view.lockAt, now) : null;
  const closed = when ? `Answers for this match closed at ${when}.` : 'Answers for this match are closed.';
  return `${closed} To change it now, contact the coach.`;
}

/** The note as the server keeps it: trimmed, and empty as none. */
export function noteToSend(text: string): string | null {
  const trimmed = text.trim();
  return trimmed === '' ? null : trimmed;
}
