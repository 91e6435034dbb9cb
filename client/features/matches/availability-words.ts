import type {
  AvailabilityAnswer,
  AvailabilityCounts,
  AvailabilitySilence,
  EventAvailability,
} from '../../../shared/contracts/availability';
import { ANSWER_LABELS } from '../../lib/answer-labels';
import { arrivalWords } from '../../lib/arrival-words';
import { formatKickOff, formatMatchDay } from '../../lib/match-dates';

// The words of the match answers (issue 31): what a family said it can do, what the coach reads of
// them and which controls each side gets. Kept free of React so the wording has unit tests. Types only
// from the contract: its values would bring zod into the page's first load (decision 048).

export type Answer = AvailabilityAnswer;

type Counts = AvailabilityCounts;

/**
 * "Available 8 · Not sure 1 · Unavailable 2 · No answer 3", and, when the team counts silence as
 * available, the sentence that says the silent are among the available (else a coach reads 8 + 3 as 11).
 */
export function countsWords(
  counts: Counts,
  silenceMeans: AvailabilitySilence,
): { line: string; silence: string | null } {
  const line = `Available ${counts.available} · Not sure ${counts.maybe} · Unavailable ${counts.unavailable} · No answer ${counts.unanswered}`;
  if (silenceMeans !== 'available') return { line, silence: null };
  const silent = counts.unanswered;
  if (silent === 0) return { line, silence: 'No answer counts as available.' };
  const who =
    silent === 1 ? 'the 1 player who has not answered is' : `the ${silent} players who have not answered are`;
  return {
    line,
    silence: `No answer counts as available: ${who} counted in Available.`,
  };
}

/** "10:00 on Sat 5 Dec": the moment as every screen writes a kick-off (UK time). */
export function momentWords(iso: string, now: Date = new Date()): string | null {
  const time = formatKickOff(iso);
  const day = formatMatchDay(iso, { now });
  return time && day ? `${time} on ${day}` : null;
}

/**
 * What a family reads about the deadline: closed ("Answers closed at 10:00 on Sat 5 Dec"), open with a
 * deadline ("Answer by 10:00 on Sat 5 Dec"), or nothing when answers never close.
 */
export function lockWords(
  view: Pick<EventAvailability, 'lockAt' | 'isLocked' | 'startsAt'>,
  now: Date = new Date(),
): string | null {
  if (view.isLocked) {
    // Locked with no lock time: closed at kick-off.
    const at = view.lockAt ?? view.startsAt;
    const when = at ? momentWords(at, now) : null;
    return when ? `Answers closed at ${when}.` : 'Answers are closed.';
  }
  if (!view.lockAt) return null;
  const when = momentWords(view.lockAt, now);
  return when ? `Answer by ${when}.` : null;
}

/** "Saved: Available · 21:04" (the time in the UK, as kick-offs are); null while nothing is saved. */
export function savedWords(answer: Answer | null, answeredAt: string | null): string | null {
  if (!answer) return null;
  const time = formatKickOff(answeredAt);
  return time ? `Saved: ${ANSWER_LABELS[answer]} · ${time}` : `Saved: ${ANSWER_LABELS[answer]}`;
}

/** "Before the change: Available", while the answer given before a new date or time stands unanswered. */
export function previousWords(
  answer: Answer | null,
  previous: { answer: Answer; note: string | null; arrivesAt?: string | null } | null,
): string | null {
  if (answer || !previous) return null;
  const note = previous.note ? ` (“${previous.note}”)` : '';
  const arrival = arrivalWords(previous.arrivesAt ?? null);
  return `Before the change: ${ANSWER_LABELS[previous.answer]}${arrival ? `, ${arrival.toLowerCase()}` : ''}${note}`;
}

/** The note as the server keeps it: trimmed, and empty as none. */
export function noteToSend(text: string): string | null {
  const trimmed = text.trim();
  return trimmed === '' ? null : trimmed;
}

/** The copy button's words: "Mark the 3 unavailable players as unavailable for this match". */
export function copyUnavailableLabel(count: number): string {
  return count === 1
    ? 'Mark the 1 unavailable player as unavailable for this match'
    : `Mark the ${count} unavailable players as unavailable for this match`;
}

/**
 * The players who answered Unavailable and are not yet in the match's own unavailable list: what the
 * copy button would add. The list stays the coach's: never copied without the press.
 */
export function unavailableToCopy(
  players: ReadonlyArray<{ playerId: number; answer: Answer | null }>,
  unavailablePlayerIds: readonly number[],
): number[] {
  const already = new Set(unavailablePlayerIds);
  return players
    .filter((row) => row.answer === 'unavailable' && !already.has(row.playerId))
    .map((row) => row.playerId);
}

export type AnswerParts = {
  /** The per-player rows with the three buttons and the note. */
  answerRows: 'editable' | 'read-only';
  /** The squad's counts line. */
  counts: boolean;
  /** Who has not answered, the notes and the copy button: the coach's view. */
  coachSummary: boolean;
};

/**
 * Which parts of the answers card a caller sees: a family its own players' rows (read only once the
 * answers close) and the counts only when the team shows them; a coach the counts, the names and
 * notes, the copy button, and a row per player he may answer for (a parent who phoned).
 */
export function answerParts(view: Pick<EventAvailability, 'scope' | 'isLocked' | 'counts'>): AnswerParts {
  if (view.scope === 'team')
    return { answerRows: 'editable', counts: view.counts !== null, coachSummary: true };
  return {
    answerRows: view.isLocked ? 'read-only' : 'editable',
    counts: view.counts !== null,
    coachSummary: false,
  };
}

/** The names of the players who have not answered, in squad order, for the coach to chase. */
export function notAnsweredNames<P extends { id: number }>(
  players: ReadonlyArray<{ playerId: number; answer: Answer | null }>,
  squad: readonly P[],
  name: (player: P) => string,
): string[] {
  const silent = new Set(players.filter((row) => row.answer === null).map((row) => row.playerId));
  return squad.filter((player) => silent.has(player.id)).map(name);
}

/**
 * The rows of the card, in squad order (as the squad page lists them), players the squad list lacks at
 * the end: a family's players all (read only once closed, so not only those it may still answer for);
 * for a coach, those he may answer for.
 */
export function rowsToShow<R extends { playerId: number }>(
  view: { scope: 'team' | 'family'; canAnswerFor: readonly number[]; players: readonly R[] },
  roster: ReadonlyArray<{ id: number }>,
): R[] {
  const mine = new Set(view.canAnswerFor);
  const shown = view.players.filter((row) => view.scope === 'family' || mine.has(row.playerId));
  const order = new Map(roster.map((player, index) => [player.id, index]));
  const place = (row: R) => order.get(row.playerId) ?? roster.length;
  return [...shown].sort((a, b) => place(a) - place(b));
}

/**
 * What a coach reads about the families' deadline (he is never locked himself): "Families can answer
 * until 10:00 on Sat 5 Dec." or, once passed, when they closed (his own answers go on, under "Answer for a player").
 */
export function coachLockWords(lockAt: string | null, now: Date = new Date()): string | null {
  if (!lockAt) return null;
  const when = momentWords(lockAt, now);
  if (!when) return null;
  return Date.parse(lockAt) <= now.getTime()
    ? `Families' answers closed at ${when}.`
    : `Families can answer until ${when}.`;
}
