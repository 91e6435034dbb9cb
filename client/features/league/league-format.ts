import type { LastResult, NextMatch, OppositionTeam } from '../../../shared/contracts/league';
import { isPastMatch } from '../../../shared/domain/match-status';
import { compareNames } from '../../../shared/domain/name-order';
import { type DateOptions, formatMatchDay, matchDayAndTime, validDate } from '../../lib/match-dates';
import { type ResultLabel, resultLabel, venueLabel } from '../../lib/match-result-labels';

// What the league screen says about each opposition team (spec 000 §2, §4), kept free of React so the
// wording has unit tests.

/** Spec 000 §2: the avatar shows the team's first two initials ("Dene Valley Juniors" → "DV"). */
export function teamInitials(name: string): string {
  // Words that start with a letter or digit; "&" or "-" between words is not an initial.
  const words = name
    .trim()
    .split(/\s+/)
    .map((word) => word.replace(/^[^\p{L}\p{N}]+/u, ''))
    .filter(Boolean);
  const first = words[0];
  if (!first) return '?';
  const second = words[1];
  // A one-word name still gets two letters, so every avatar reads the same way.
  const letters = second ? [Array.from(first)[0], Array.from(second)[0]] : Array.from(first).slice(0, 2);
  return letters.join('').toLocaleUpperCase('en-GB');
}

const avatarTones = [
  'bg-green-100 text-green-900',
  'bg-sky-100 text-sky-900',
  'bg-amber-100 text-amber-900',
  'bg-rose-100 text-rose-900',
  'bg-violet-100 text-violet-900',
  'bg-teal-100 text-teal-900',
] as const;

/** A colour per team that stays the same between visits, so a coach learns to spot the avatar. */
export function avatarTone(name: string): string {
  let hash = 0;
  for (const char of name.trim().toLowerCase()) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return avatarTones[hash % avatarTones.length] ?? avatarTones[0];
}

/**
 * Alphabetical by name, ignoring case and accents (spec 000 §2). The server sends them in that order
 * already; sorting here keeps the list right while a just-renamed team waits for the refetch.
 */
export function sortTeamsByName<T extends Pick<OppositionTeam, 'id' | 'name'>>(teams: readonly T[]): T[] {
  return [...teams].sort((a, b) => compareNames(a.name, b.name) || a.id - b.id);
}

/**
 * The team already listed under the name typed so far, leaving out the one being edited; null when the
 * name is free. Same rule as the server's unique index (trimmed, case ignored); a hint, not the check.
 */
export function findNameClash<T extends Pick<OppositionTeam, 'id' | 'name'>>(
  teams: readonly T[],
  typed: string,
  exceptId?: number,
): T | null {
  const wanted = typed.trim().toLowerCase();
  if (!wanted) return null;
  return teams.find((team) => team.id !== exceptId && team.name.trim().toLowerCase() === wanted) ?? null;
}

export const NOT_PLAYED = 'Not Played';
export const NO_NEXT_MATCH = 'TBD';
export const DATE_TBD = 'Date TBD';

/** A cup tie's badge, with the competition when Full-Time named it; null for a league match. */
export type CupView = { competition: string | null } | null;

function cupOf(match: Pick<LastResult, 'isCup' | 'competition'>): CupView {
  return match.isCup ? { competition: match.competition } : null;
}

export type LastResultView =
  | { kind: 'not-played'; text: typeof NOT_PLAYED }
  | {
      kind: 'played';
      /** "W 3-1" (our goals first) or "W (walkover)", read out as "Won 3-1". */
      result: ResultLabel;
      /** Null when that match has no date. */
      date: string | null;
      iso: string | null;
      /** The match came in from FA Full-Time: the summary carries the small "from Full-Time" mark. */
      isFromFullTime: boolean;
      cup: CupView;
    };

/** Spec 000 §4: the latest match with a result as "W 3-1" (or "W (walkover)") with its date, or "Not Played". */
export function lastResultView(result: LastResult | null, options: DateOptions = {}): LastResultView {
  if (!result) return { kind: 'not-played', text: NOT_PLAYED };
  return {
    kind: 'played',
    result: resultLabel(result),
    date: formatMatchDay(result.matchDate, options),
    iso: validDate(result.matchDate) ? result.matchDate : null,
    isFromFullTime: result.isFromFullTime,
    cup: cupOf(result),
  };
}

export type NextMatchView =
  | { kind: 'none'; text: typeof NO_NEXT_MATCH }
  | {
      kind: 'scheduled';
      /** "Sat 21 Jun, 10:00", "Sat 21 Jun, Time TBC", or "Date TBD" for a fixture without a date yet. */
      when: string;
      iso: string | null;
      venue: 'Home' | 'Away';
      /**
       * Its day has passed with no result (the server leaves out postponed, abandoned and void
       * matches): the summary marks it "Overdue", as match planning does, so a fixture weeks old is
       * not read as the next one to play.
       */
      isOverdue: boolean;
      /** The match came in from FA Full-Time: the summary carries the small "from Full-Time" mark. */
      isFromFullTime: boolean;
      cup: CupView;
    };

/**
 * Spec 000 §4: the earliest unplayed match as date and Home or Away, marked overdue once its day has
 * passed; "TBD" when there is none.
 */
export function nextMatchView(next: NextMatch | null, options: DateOptions = {}): NextMatchView {
  if (!next) return { kind: 'none', text: NO_NEXT_MATCH };
  const when = matchDayAndTime(next, options);
  return {
    kind: 'scheduled',
    when: when ? `${when.day}, ${when.time}` : DATE_TBD,
    iso: when ? next.matchDate : null,
    venue: venueLabel(next),
    isOverdue: isPastMatch(next, options.now ?? new Date()),
    isFromFullTime: next.isFromFullTime,
    cup: cupOf(next),
  };
}

export const POSTPONED = 'Postponed';
const UNPLAYED_LABELS = { abandoned: 'Abandoned', void: 'Void' } as const;

export type PostponedMatchView = {
  /** The badge: "Postponed", "Abandoned" or "Void". */
  label: string;
  /** "Sat 21 Jun, 10:00": when it was to be played, or "Date TBD". */
  when: string;
  iso: string | null;
  venue: 'Home' | 'Away';
  isFromFullTime: boolean;
  cup: CupView;
};

/**
 * The latest match against the team that was not played: marked postponed by FA Full-Time ("P - P")
 * and not replayed, or abandoned or void, with the day it was (to be) played; null when there is none.
 */
export function postponedMatchView(
  postponed: OppositionTeam['postponedMatch'],
  options: DateOptions = {},
): PostponedMatchView | null {
  if (!postponed) return null;
  const view = nextMatchView(postponed, options);
  if (view.kind === 'none') return null;
  return {
    label: postponed.resultCode ? UNPLAYED_LABELS[postponed.resultCode] : POSTPONED,
    when: view.when,
    iso: view.iso,
    venue: view.venue,
    isFromFullTime: view.isFromFullTime,
    cup: view.cup,
  };
}

/** The removal confirmation's sentence: what happens to the matches already recorded against the team. */
export function removalConsequence(team: Pick<OppositionTeam, 'name' | 'matchCount'>): string {
  if (team.matchCount === 0) return `No matches are recorded against ${team.name}.`;
  const matches = team.matchCount === 1 ? '1 match' : `${team.matchCount} matches`;
  return `${matches} against ${team.name} will stay, with the opponent cleared.`;
}
