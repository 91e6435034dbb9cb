// Team match defaults (spec 000 §4, §5, §9): the same rules run in the Match Settings card and on the server.
// "Substitutions" is the number of changes, so n substitutions make n + 1 periods, as in a match's timing
// (match-periods.ts). Spec 000 §4 counted them as periods for n ≥ 2; issue 30 supersedes that
// (docs/decisions/050-substitutions-are-changes.md), and migration 0014 moved the stored numbers over.

export const MATCH_LENGTH_MIN = 60;
export const MATCH_LENGTH_MAX = 120;
export const MATCH_LENGTH_STEP = 5;
export const DEFAULT_MATCH_LENGTH = 90;
export const SUBSTITUTIONS_MIN = 0;
export const SUBSTITUTIONS_MAX = 6;
/**
 * What the interface starts with, and the database default for a new team: two changes, so three periods
 * at the default timings (spec 000 §9 stored 3 for the same three periods under its old count).
 */
export const DEFAULT_SUBSTITUTIONS_IN_FORM = 2;
export const DEFAULT_SUBSTITUTION_TIMINGS: readonly number[] = [0, 30, 60];
/** n substitutions give n + 1 timings, at most 7; a little room is left for hand-edited lists. */
export const MAX_SUBSTITUTION_TIMINGS = 12;
/** What each timing input of the card accepts (spec 000 §5); the first, kick-off, holds 0 all the same. */
export const TIMING_INPUT_MIN = 1;
export const TIMING_INPUT_MAX = 120;

export const MATCH_LENGTH_TITLE = 'Invalid Match Length';
export const MATCH_LENGTH_MESSAGE = `Match length must be between ${MATCH_LENGTH_MIN} and ${MATCH_LENGTH_MAX} minutes`;
export const TIMING_TITLE = 'Invalid Substitution Timing';
export const timingMessage = (matchLength: number) =>
  `All substitution timings must be between 0 and ${matchLength} minutes`;
export const SUBSTITUTIONS_MESSAGE = `Number of substitutions must be between ${SUBSTITUTIONS_MIN} and ${SUBSTITUTIONS_MAX}`;
export const DUPLICATE_TIMING_MESSAGE = 'Substitution timings must all be different';
/** Issue 30: n substitutions are n changes, so n + 1 timings (the first is kick-off). */
export const timingsCountMessage = (substitutions: number, timings: number) =>
  `${substitutions} ${substitutions === 1 ? 'substitution needs' : 'substitutions need'} ${substitutions + 1} timings (kick-off and one for each change), but ${timings} ${timings === 1 ? 'was' : 'were'} given`;

/** The fair share target (issue 30): percent of a player's available minutes; 0 turns the flag off. */
export const FAIR_SHARE_TARGET_MIN = 0;
export const FAIR_SHARE_TARGET_MAX = 100;
/** The team's format (issue 30): players on the pitch, shared/domain/formation-shapes.ts's teamFormats. */
export const TEAM_FORMAT_MESSAGE = 'Format must be 5, 7, 9 or 11 players on the pitch';
export const FAIR_SHARE_TARGET_TITLE = 'Invalid Fair Share Target';
export const FAIR_SHARE_TARGET_MESSAGE = `Fair share target must be a whole number from ${FAIR_SHARE_TARGET_MIN} to ${FAIR_SHARE_TARGET_MAX} (0 turns it off)`;

export type MatchSettings = {
  matchLength: number;
  substitutionTimings: readonly number[];
  defaultSubstitutions: number;
};

export type MatchSettingsField = keyof MatchSettings;
export type MatchSettingsProblem = { field: MatchSettingsField; title: string; message: string };

/**
 * Period start minutes for n substitutions (changes) in a match of the given length: n + 1 periods, so
 * 0 and the rounded multiples of length / (n + 1); 0 gives [0], 1 gives [0, half the length]. The same
 * split as a match's timing dialog (redistributeTimings). Spec 000 §4 gave n starts for n ≥ 2; issue 30
 * made both mean changes (decision 050).
 */
export function generateSubstitutionTimings(substitutions: number, matchLength: number): number[] {
  const periods = Math.max(0, Math.trunc(substitutions)) + 1;
  return Array.from({ length: periods }, (_, i) => Math.round((i * matchLength) / periods));
}

export function sortTimings(timings: readonly number[]): number[] {
  return [...timings].sort((a, b) => a - b);
}

/** Every broken rule, in the order the card reports them (length first, as the spec's save does). */
export function findMatchSettingsProblems(settings: MatchSettings): MatchSettingsProblem[] {
  const problems: MatchSettingsProblem[] = [];
  const { matchLength, substitutionTimings, defaultSubstitutions } = settings;
  const isLengthValid =
    Number.isInteger(matchLength) && matchLength >= MATCH_LENGTH_MIN && matchLength <= MATCH_LENGTH_MAX;
  if (!isLengthValid) {
    problems.push({ field: 'matchLength', title: MATCH_LENGTH_TITLE, message: MATCH_LENGTH_MESSAGE });
  }
  const sorted = sortTimings(substitutionTimings);
  if (sorted.some((minute) => !Number.isFinite(minute) || minute < 0 || minute >= matchLength)) {
    problems.push({
      field: 'substitutionTimings',
      title: TIMING_TITLE,
      message: timingMessage(matchLength),
    });
  } else if (sorted.some((minute, i) => i > 0 && minute === sorted[i - 1])) {
    problems.push({ field: 'substitutionTimings', title: TIMING_TITLE, message: DUPLICATE_TIMING_MESSAGE });
  }
  const isSubstitutionsValid =
    Number.isInteger(defaultSubstitutions) &&
    defaultSubstitutions >= SUBSTITUTIONS_MIN &&
    defaultSubstitutions <= SUBSTITUTIONS_MAX;
  if (!isSubstitutionsValid) {
    problems.push({
      field: 'defaultSubstitutions',
      title: 'Invalid Substitutions',
      message: SUBSTITUTIONS_MESSAGE,
    });
  } else if (
    !problems.some((problem) => problem.field === 'substitutionTimings') &&
    substitutionTimings.length !== defaultSubstitutions + 1
  ) {
    // One meaning (issue 30): the number and the timings it generates cannot disagree.
    problems.push({
      field: 'defaultSubstitutions',
      title: 'Invalid Substitutions',
      message: timingsCountMessage(defaultSubstitutions, substitutionTimings.length),
    });
  }
  return problems;
}
