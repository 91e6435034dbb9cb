import { redistributeTimings, TIMING_DIALOG_DEFAULTS } from '../../../shared/domain/match-periods';
import {
  findMatchTimingProblems,
  MATCH_LENGTH_MAX,
  MATCH_LENGTH_MIN,
  type MatchTimingProblem,
  sortPeriodStarts,
} from '../../../shared/domain/match-timing';
import {
  type PeriodTemplate,
  type suggestedTemplate,
  templateLabel,
  templateOfTiming,
  templateTiming,
} from '../../../shared/domain/period-templates';

// The timing dialog's state (spec 001 §4.5, §5), as text the inputs hold, and what it means.

export type TimingDraft = { length: string; substitutions: string; starts: string[] };
export type TimingSettings = {
  matchLength: number;
  substitutionTimings: number[];
  defaultSubstitutions: number;
};

const whole = (text: string): number | null => (/^\s*\d{1,4}\s*$/.test(text) ? Number(text) : null);

/** Spec 001 §5: a length that is not a number counts as 90, a start that is not one as 1. */
export function draftLength(draft: Pick<TimingDraft, 'length'>): number {
  return whole(draft.length) ?? TIMING_DIALOG_DEFAULTS.matchLength;
}

/** What the dialog opens with: the match's timing, or 90 minutes and 3 substitutions when it has none. */
export function draftFromMatch(match: {
  matchLength: number;
  substitutionTimings: readonly number[];
  defaultSubstitutions: number | null;
}): TimingDraft {
  const hasTiming = match.substitutionTimings.length > 0;
  const length = hasTiming ? match.matchLength : TIMING_DIALOG_DEFAULTS.matchLength;
  // With start times the number is the changes between them (issue 30), so the two fields never disagree.
  const substitutions = hasTiming
    ? match.substitutionTimings.length - 1
    : (match.defaultSubstitutions ?? TIMING_DIALOG_DEFAULTS.substitutions);
  const starts = hasTiming
    ? sortPeriodStarts(match.substitutionTimings)
    : redistributeTimings(substitutions, length);
  return { length: String(length), substitutions: String(substitutions), starts: starts.map(String) };
}

/** A new number of substitutions: the starts are spread evenly again over the length. */
export function withSubstitutions(draft: TimingDraft, substitutions: string): TimingDraft {
  const count = whole(substitutions);
  if (count === null) return { ...draft, substitutions };
  return { ...draft, substitutions, starts: redistributeTimings(count, draftLength(draft)).map(String) };
}

/**
 * A new length: starts that were the even split of the old length follow the new one; starts the coach
 * set by hand stay as they are (the check on save says if one no longer fits).
 */
export function withLength(draft: TimingDraft, length: string): TimingDraft {
  const count = whole(draft.substitutions);
  const next = whole(length);
  const wasEven =
    count !== null &&
    redistributeTimings(count, draftLength(draft)).map(String).join() === draft.starts.join();
  if (!wasEven || next === null || next < MATCH_LENGTH_MIN || next > MATCH_LENGTH_MAX || count === null) {
    return { ...draft, length };
  }
  return { ...draft, length, starts: redistributeTimings(count, next).map(String) };
}

export function withStart(draft: TimingDraft, index: number, value: string): TimingDraft {
  return { ...draft, starts: draft.starts.map((start, i) => (i === index ? value : start)) };
}

/** The timing to save, or the first broken rule (the same rule the server applies). */
export function readTimingDraft(
  draft: TimingDraft,
): { ok: true; timing: TimingSettings } | { ok: false; problem: MatchTimingProblem } {
  const matchLength = draftLength(draft);
  const substitutions = whole(draft.substitutions);
  const timing = {
    matchLength,
    substitutionTimings: sortPeriodStarts(
      draft.starts.map((start, i) => (i === 0 ? 0 : (whole(start) ?? 1))),
    ),
    defaultSubstitutions: substitutions ?? Number.NaN,
  };
  const [problem] = findMatchTimingProblems(timing);
  return problem ? { ok: false, problem } : { ok: true, timing };
}

/** An age group's template (issue 30): its length, periods and changes, all still editable after. */
export function withTemplate(template: PeriodTemplate): TimingDraft {
  const timing = templateTiming(template);
  return {
    length: String(timing.matchLength),
    substitutions: String(timing.defaultSubstitutions),
    starts: timing.substitutionTimings.map(String),
  };
}

/** The template the draft is exactly, or null once anything differs (or does not yet read as a timing). */
export function templateOfDraft(draft: TimingDraft): PeriodTemplate | null {
  const read = readTimingDraft(draft);
  return read.ok ? templateOfTiming(read.timing) : null;
}

/**
 * Under the template choice: the template suggested for the team (never filled in by itself: the coach
 * chooses), then the FA's day cap for the chosen template's ages, or the choice's own words.
 */
export function templateHint(
  template: PeriodTemplate | null,
  suggestion: ReturnType<typeof suggestedTemplate>,
): string {
  const suggested =
    suggestion === null
      ? ''
      : suggestion.template === template
        ? `Suggested for ${suggestion.forWhom}. `
        : `Suggested for ${suggestion.forWhom}: ${templateLabel(suggestion.template)}. `;
  if (!template)
    return `${suggested}Fills the length and periods for an age group; you can still change them.`;
  return template.dailyCapMinutes === null
    ? `${suggested}Change anything below if your league plays it differently.`
    : `${suggested}The FA's guidance: at most ${template.dailyCapMinutes} minutes a player on one day.`;
}
