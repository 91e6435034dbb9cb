// A match's periods (spec 001 §4.3, §4.5): the stretches between substitution start times, numbered
// from 1. A formation's `quarter` is the number of the period it is for.

export type MatchTiming = {
  /** Minutes; the match planning length (30-120, default 80). */
  matchLength: number;
  /** Start minutes of the periods, kick-off (0) first once sorted; one period per entry. */
  substitutionTimings: readonly number[];
  /** The team's planned number of substitutions, when the match has no start times; null or absent if never set. */
  defaultSubstitutions?: number | null;
};

export type MatchPeriod = { number: number; from: number; to: number };

/** Periods when a match says nothing: four, as the editor's P1-P4 buttons. */
export const DEFAULT_PERIOD_COUNT = 4;

/** What the timing dialog starts with when nothing was chosen (spec 001 §4.5): 3 changes, 4 periods. */
export const TIMING_DIALOG_DEFAULTS = { matchLength: 90, substitutions: 3 } as const;

/**
 * How many periods the viewer steps through (spec 001 §4.3): one per start time when the match has
 * any; otherwise defaultSubstitutions + 1 when it is set; otherwise 4.
 */
export function totalPeriods(
  match: Pick<MatchTiming, 'substitutionTimings' | 'defaultSubstitutions'>,
): number {
  if (match.substitutionTimings.length > 0) return match.substitutionTimings.length;
  const substitutions = match.defaultSubstitutions;
  if (typeof substitutions === 'number' && Number.isFinite(substitutions)) {
    return Math.max(0, Math.trunc(substitutions)) + 1;
  }
  return DEFAULT_PERIOD_COUNT;
}

/**
 * The periods of a match (spec 001 §4.5): the start times sorted, each period running from its start to
 * the next start and the last to matchLength, numbered from 1.
 *
 * A match without start times gets the even split the timing dialog would give for totalPeriods(match)
 * periods, so periodsOf(match).length is always totalPeriods(match). Start times are kept as they are,
 * duplicates included (a zero-length period), so the numbering stays that of the stored list; a period
 * never ends before it starts.
 */
export function periodsOf(match: MatchTiming): MatchPeriod[] {
  const starts =
    match.substitutionTimings.length > 0
      ? [...match.substitutionTimings].sort((a, b) => a - b)
      : redistributeTimings(totalPeriods(match) - 1, match.matchLength);
  return starts.map((from, i) => ({
    number: i + 1,
    from,
    to: Math.max(from, starts[i + 1] ?? match.matchLength),
  }));
}

/**
 * The start times the timing dialog writes when the number of substitutions changes (spec 001 §4.5:
 * "redistributes the start times evenly across the match length; 0 substitutions gives only 0").
 *
 * Our reading: a substitution is a moment players change during the match, so `count` substitutions
 * make count + 1 periods: kick-off (0) and `count` more starts at the rounded multiples of
 * length / (count + 1). This agrees with §4.3 (defaultSubstitutions + 1 periods) and with the default
 * start times: 3 substitutions in 80 minutes give 0, 20, 40, 60. The squad's Match Settings card
 * (generateSubstitutionTimings) counts the same way since issue 30 (decision 050).
 *
 * Every start after kick-off lies in 1..length-1 (spec 001 §9) and they strictly increase: `count` is
 * taken as a whole number from 0 and at most length - 1, so the starts stay at least a minute apart.
 */
export function redistributeTimings(count: number, length: number): number[] {
  const whole = Number.isFinite(count) ? Math.trunc(count) : 0;
  const substitutions = Math.min(Math.max(whole, 0), Math.max(Math.trunc(length) - 1, 0));
  const periods = substitutions + 1;
  return Array.from({ length: periods }, (_, i) => Math.round((i * length) / periods));
}

/**
 * The number of substitutions (changes) a match has: one fewer than its periods (issue 30, decision 050).
 * A match with start times has as many changes as starts after kick-off, whatever number was stored
 * beside them.
 */
export function substitutionsOf(
  match: Pick<MatchTiming, 'substitutionTimings' | 'defaultSubstitutions'>,
): number {
  return Math.max(totalPeriods(match) - 1, 0);
}
