import { MATCH_LENGTH } from './figures.js';
import { SUBSTITUTIONS_MAX, SUBSTITUTIONS_MIN } from './match-settings.js';

// One match's timing (spec 001 §4.5, §5, §9): its length, the start minute of each period, and the
// number of substitutions. The timing dialog and the server run the same rule. Wider than the squad's
// team defaults (match-settings.ts): a match may last 30 to 120 minutes.

export const MATCH_LENGTH_MIN = MATCH_LENGTH.min;
export const MATCH_LENGTH_MAX = MATCH_LENGTH.max;
/** Kick-off plus six substitutions at most; a little room is left for hand-made lists. */
export const MAX_PERIOD_STARTS = 12;

export const MATCH_TIMING_LENGTH_MESSAGE = `Match length must be between ${MATCH_LENGTH_MIN} and ${MATCH_LENGTH_MAX} minutes`;
export const MATCH_TIMING_SUBSTITUTIONS_MESSAGE = `Number of substitutions must be between ${SUBSTITUTIONS_MIN} and ${SUBSTITUTIONS_MAX}`;
export const FIRST_START_MESSAGE = 'The first period must start at minute 0';
export const periodStartMessage = (matchLength: number) =>
  `Each later period must start between minute 1 and minute ${matchLength - 1}`;
export const PERIOD_STARTS_DISTINCT_MESSAGE = 'Period start times must all be different';
export const PERIOD_STARTS_COUNT_MESSAGE = `Give between 1 and ${MAX_PERIOD_STARTS} period start times`;
/** Issue 30: the number and the starts cannot disagree, as they did under spec 000's old count. */
export const substitutionsCountMessage = (substitutions: number, starts: number) =>
  `${substitutions} ${substitutions === 1 ? 'substitution makes' : 'substitutions make'} ${substitutions + 1} ${substitutions === 0 ? 'period' : 'periods'}, but ${starts} period start ${starts === 1 ? 'time was' : 'times were'} given`;

export type MatchTiming = {
  matchLength: number;
  /** Period start minutes. */
  substitutionTimings: readonly number[];
  /** Null only on old matches; the dialog always sends a number. */
  defaultSubstitutions: number | null;
};

export type MatchTimingField = 'matchLength' | 'substitutionTimings' | 'defaultSubstitutions';
export type MatchTimingProblem = { field: MatchTimingField; message: string };

const isWhole = (n: number) => Number.isInteger(n);

/**
 * Every broken rule of a match's timing: length 30 to 120; 0 to 6 substitutions, one fewer than the
 * period starts when a number is given (issue 30: substitutions are changes); 1 to 12 period starts
 * which, sorted, are 0 first and then strictly increasing, each from 1 to length − 1 (a period starting
 * at the final whistle would last no time). Starts are judged sorted: the order they are sent in does not
 * matter, and they are stored sorted (sortPeriodStarts).
 */
export function findMatchTimingProblems(timing: MatchTiming): MatchTimingProblem[] {
  const problems: MatchTimingProblem[] = [];
  const { matchLength, substitutionTimings, defaultSubstitutions } = timing;
  const isLengthValid =
    isWhole(matchLength) && matchLength >= MATCH_LENGTH_MIN && matchLength <= MATCH_LENGTH_MAX;
  if (!isLengthValid) problems.push({ field: 'matchLength', message: MATCH_TIMING_LENGTH_MESSAGE });

  const starts = sortPeriodStarts(substitutionTimings);
  if (starts.length < 1 || starts.length > MAX_PERIOD_STARTS) {
    problems.push({ field: 'substitutionTimings', message: PERIOD_STARTS_COUNT_MESSAGE });
  } else if (!starts.every(isWhole)) {
    problems.push({ field: 'substitutionTimings', message: 'Period start times must be whole minutes' });
  } else if (starts[0] !== 0) {
    problems.push({ field: 'substitutionTimings', message: FIRST_START_MESSAGE });
  } else if (starts.some((minute, i) => i > 0 && minute === starts[i - 1])) {
    problems.push({ field: 'substitutionTimings', message: PERIOD_STARTS_DISTINCT_MESSAGE });
  } else if (isLengthValid && starts.some((minute, i) => i > 0 && (minute < 1 || minute > matchLength - 1))) {
    problems.push({ field: 'substitutionTimings', message: periodStartMessage(matchLength) });
  }

  if (
    defaultSubstitutions !== null &&
    !(
      isWhole(defaultSubstitutions) &&
      defaultSubstitutions >= SUBSTITUTIONS_MIN &&
      defaultSubstitutions <= SUBSTITUTIONS_MAX
    )
  ) {
    problems.push({ field: 'defaultSubstitutions', message: MATCH_TIMING_SUBSTITUTIONS_MESSAGE });
  } else if (
    defaultSubstitutions !== null &&
    !problems.some((problem) => problem.field === 'substitutionTimings') &&
    defaultSubstitutions !== starts.length - 1
  ) {
    // Substitutions are the changes between the periods (issue 30, decision 050): one fewer than starts.
    problems.push({
      field: 'defaultSubstitutions',
      message: substitutionsCountMessage(defaultSubstitutions, starts.length),
    });
  }
  return problems;
}

export function sortPeriodStarts(starts: readonly number[]): number[] {
  return [...starts].sort((a, b) => a - b);
}

/**
 * The number of substitutions beside a list of period starts: the changes between them (issue 30,
 * decision 050), or null when there are more than a match may state (a hand-made list of up to 12).
 */
export function substitutionsForStarts(starts: readonly number[]): number | null {
  const changes = Math.max(starts.length - 1, 0);
  return changes <= SUBSTITUTIONS_MAX ? changes : null;
}

/**
 * The timing a new match takes from its team's defaults (spec 000 §5 allows starts the match rule does
 * not: no kick-off, a start past a shorter match): the length clamped to 30–120, starts sorted, kick-off
 * added, duplicates and starts at or past the length dropped. Always passes findMatchTimingProblems.
 * The number of substitutions is the changes between those starts, not the team's number copied: a
 * team whose number and timings disagree (edited by hand, or stored under spec 000's old count) must
 * not give a match that reads "3 periods · 3 substitutions" (issue 30).
 */
export function matchTimingFromTeamDefaults(team: {
  defaultMatchLength: number;
  defaultSubstitutionTimings: readonly number[];
}): MatchTiming {
  const length = Number.isInteger(team.defaultMatchLength) ? team.defaultMatchLength : MATCH_LENGTH.default;
  const matchLength = Math.min(Math.max(length, MATCH_LENGTH_MIN), MATCH_LENGTH_MAX);
  const later = sortPeriodStarts(team.defaultSubstitutionTimings).filter(
    (minute, i, all) =>
      Number.isInteger(minute) && minute >= 1 && minute < matchLength && minute !== all[i - 1],
  );
  const starts = [0, ...later].slice(0, MAX_PERIOD_STARTS);
  return { matchLength, substitutionTimings: starts, defaultSubstitutions: substitutionsForStarts(starts) };
}
