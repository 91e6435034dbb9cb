// Team match defaults (spec 000 §4, §5, §9): the same rules run in the Match Settings card and on the server.

export const MATCH_LENGTH_MIN = 60;
export const MATCH_LENGTH_MAX = 120;
export const MATCH_LENGTH_STEP = 5;
export const DEFAULT_MATCH_LENGTH = 90;
export const SUBSTITUTIONS_MIN = 0;
export const SUBSTITUTIONS_MAX = 6;
/** What the interface starts with; the database default for a new team is 3 (spec 000 §9). */
export const DEFAULT_SUBSTITUTIONS_IN_FORM = 2;
export const DEFAULT_SUBSTITUTION_TIMINGS: readonly number[] = [0, 30, 60];
/** n substitutions give at most max(n, 2) timings; a little room is left for hand-edited lists. */
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
 * Substitution start minutes for n substitutions in a match of the given length: 0 gives [0], 1 gives
 * [0, half the length], otherwise 0 and the rounded multiples of length / n.
 */
export function generateSubstitutionTimings(substitutions: number, matchLength: number): number[] {
  if (substitutions <= 0) return [0];
  if (substitutions === 1) return [0, Math.round(matchLength / 2)];
  return Array.from({ length: substitutions }, (_, i) => Math.round((i * matchLength) / substitutions));
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
  }
  return problems;
}
