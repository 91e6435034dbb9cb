import type { TeamDefaults } from '../../../shared/contracts/squad';
import { DEFAULT_TEAM_FORMAT, type TeamFormat } from '../../../shared/domain/formation-shapes';
import {
  DEFAULT_MATCH_LENGTH,
  DEFAULT_SUBSTITUTION_TIMINGS,
  DEFAULT_SUBSTITUTIONS_IN_FORM,
  FAIR_SHARE_TARGET_MAX,
  FAIR_SHARE_TARGET_MESSAGE,
  FAIR_SHARE_TARGET_MIN,
  FAIR_SHARE_TARGET_TITLE,
  findMatchSettingsProblems,
  generateSubstitutionTimings,
  type MatchSettings,
  SUBSTITUTIONS_MAX,
  SUBSTITUTIONS_MIN,
  TIMING_TITLE,
} from '../../../shared/domain/match-settings';
import { DEFAULT_FAIR_SHARE_TARGET } from '../../../shared/domain/playing-time';

// The Match Settings card's draft: what is typed, kept as text so a half-typed number is not lost,
// and turned into the PATCH body only on save.

/** The team's answers settings (issue 31, decision 057), as the team's defaults carry them. */
export type AnswerSettings = Pick<
  TeamDefaults,
  | 'availabilitySilence'
  | 'availabilityLockHours'
  | 'showAvailabilityCountsToFamily'
  | 'availabilityReminderHours'
>;

/** "Close answers before kick-off": 1 hour to a week. */
export const LOCK_HOURS_MIN = 1;
export const LOCK_HOURS_MAX = 168;
/** What the hours field offers when the coach first turns the lock on: the evening before a morning game. */
export const LOCK_HOURS_DEFAULT = 12;
export const LOCK_HOURS_TITLE = 'Invalid Answer Deadline';
export const LOCK_HOURS_MESSAGE = `Close answers between ${LOCK_HOURS_MIN} and ${LOCK_HOURS_MAX} whole hours before kick-off`;

/** "Remind families who have not answered": 1 hour to a week before kick-off (decision 058). */
export const REMINDER_HOURS_MIN = 1;
export const REMINDER_HOURS_MAX = 168;
/** The server's default for a new team, and what the field offers when reminders are turned back on. */
export const REMINDER_HOURS_DEFAULT = 48;
export const REMINDER_HOURS_TITLE = 'Invalid Reminder Time';
export const REMINDER_HOURS_MESSAGE = `Remind families between ${REMINDER_HOURS_MIN} and ${REMINDER_HOURS_MAX} whole hours before kick-off`;

export type MatchSettingsDraft = {
  matchLength: string;
  defaultSubstitutions: string;
  timings: string[];
  /** Percent, 0 (off) to 100 (issue 30). */
  fairShareTarget: string;
  /** Players on the pitch (issue 30): picked from a list, so never half typed. */
  format: TeamFormat;
  /** Parents and players see every player's minutes, not only their family's (issue 30). */
  showSquadMinutesToFamily: boolean;
  /** Issue 31: a player who has not answered is counted as available. */
  countSilenceAsAvailable: boolean;
  /** Issue 31: families' answers close some hours before kick-off ('none' or the hours, as typed). */
  closeAnswers: 'none' | 'hours';
  lockHours: string;
  /** Issue 31: families see the squad's counts, not only their own answers. */
  showAnswerCountsToFamily: boolean;
  /** Issue 31: families who have not answered get an e-mail some hours before kick-off, or none. */
  remindFamilies: 'none' | 'hours';
  reminderHours: string;
};

/**
 * The team's saved defaults, or the interface's own starting values (spec 000 §9: 90 minutes,
 * 2 substitutions, [0, 30, 60]) when the team has none to give.
 */
export function draftFromTeam(
  team: Pick<
    TeamDefaults,
    | 'defaultMatchLength'
    | 'defaultSubstitutions'
    | 'defaultSubstitutionTimings'
    | 'fairShareTarget'
    | 'format'
    | 'showSquadMinutesToFamily'
    | keyof AnswerSettings
  > | null,
): MatchSettingsDraft {
  const timings = team?.defaultSubstitutionTimings.length
    ? team.defaultSubstitutionTimings
    : DEFAULT_SUBSTITUTION_TIMINGS;
  return {
    matchLength: String(team?.defaultMatchLength ?? DEFAULT_MATCH_LENGTH),
    defaultSubstitutions: String(team?.defaultSubstitutions ?? DEFAULT_SUBSTITUTIONS_IN_FORM),
    timings: timings.map(String),
    fairShareTarget: String(team?.fairShareTarget ?? DEFAULT_FAIR_SHARE_TARGET),
    format: team?.format ?? DEFAULT_TEAM_FORMAT,
    showSquadMinutesToFamily: team?.showSquadMinutesToFamily ?? false,
    countSilenceAsAvailable: team?.availabilitySilence === 'available',
    closeAnswers: team?.availabilityLockHours ? 'hours' : 'none',
    lockHours: String(team?.availabilityLockHours ?? LOCK_HOURS_DEFAULT),
    showAnswerCountsToFamily: team?.showAvailabilityCountsToFamily ?? false,
    // No team yet reads as the server's default (48 h); a team's null is "no reminders".
    remindFamilies: team && team.availabilityReminderHours === null ? 'none' : 'hours',
    reminderHours: String(team?.availabilityReminderHours ?? REMINDER_HOURS_DEFAULT),
  };
}

/** '' and anything not a number read as NaN, which the rules then refuse. */
export function readNumber(text: string): number {
  const trimmed = text.trim();
  return trimmed === '' ? Number.NaN : Number(trimmed);
}

/** The length to spread timings over: the typed one when it is a usable number, else the default. */
function lengthForTimings(draft: MatchSettingsDraft): number {
  const length = readNumber(draft.matchLength);
  return Number.isFinite(length) && length > 0 ? length : DEFAULT_MATCH_LENGTH;
}

/**
 * A new number of substitutions (spec 000 §4): a whole number from 0 to 6 regenerates the timings; any
 * other text is kept as typed, timings untouched, until it is fixed or saved.
 */
export function withSubstitutions(draft: MatchSettingsDraft, text: string): MatchSettingsDraft {
  const count = readNumber(text);
  const isValid = Number.isInteger(count) && count >= SUBSTITUTIONS_MIN && count <= SUBSTITUTIONS_MAX;
  if (!isValid) return { ...draft, defaultSubstitutions: text };
  return {
    ...draft,
    defaultSubstitutions: text,
    timings: generateSubstitutionTimings(count, lengthForTimings(draft)).map(String),
  };
}

export type DraftResult =
  | {
      ok: true;
      settings: MatchSettings & {
        fairShareTarget: number;
        format: TeamFormat;
        showSquadMinutesToFamily: boolean;
      } & AnswerSettings;
    }
  | { ok: false; problem: { title: string; message: string } };

/**
 * The draft checked against spec 000 §5 before any call: the first problem, worded for the toast, or
 * the settings to send.
 */
export function readDraft(draft: MatchSettingsDraft): DraftResult {
  const settings: MatchSettings = {
    matchLength: readNumber(draft.matchLength),
    defaultSubstitutions: readNumber(draft.defaultSubstitutions),
    substitutionTimings: draft.timings.map(readNumber),
  };
  const [problem] = findMatchSettingsProblems(settings);
  if (problem) return { ok: false, problem: { title: problem.title, message: problem.message } };
  // In range but not whole (12.5): the server takes minutes only.
  if (settings.substitutionTimings.some((minute) => !Number.isInteger(minute))) {
    return {
      ok: false,
      problem: { title: TIMING_TITLE, message: 'Substitution timings must be whole minutes' },
    };
  }
  const fairShareTarget = readNumber(draft.fairShareTarget);
  const isTarget =
    Number.isInteger(fairShareTarget) &&
    fairShareTarget >= FAIR_SHARE_TARGET_MIN &&
    fairShareTarget <= FAIR_SHARE_TARGET_MAX;
  if (!isTarget) {
    return { ok: false, problem: { title: FAIR_SHARE_TARGET_TITLE, message: FAIR_SHARE_TARGET_MESSAGE } };
  }
  const answers = readAnswerSettings(draft);
  if (!answers.ok) return answers;
  const { format, showSquadMinutesToFamily } = draft;
  return {
    ok: true,
    settings: { ...settings, fairShareTarget, format, showSquadMinutesToFamily, ...answers.settings },
  };
}

/** The answers settings of the draft: the lock hours a whole number 1 to 168 when answers close. */
export function readAnswerSettings(
  draft: Pick<
    MatchSettingsDraft,
    | 'countSilenceAsAvailable'
    | 'closeAnswers'
    | 'lockHours'
    | 'showAnswerCountsToFamily'
    | 'remindFamilies'
    | 'reminderHours'
  >,
): { ok: true; settings: AnswerSettings } | { ok: false; problem: { title: string; message: string } } {
  let availabilityLockHours: number | null = null;
  if (draft.closeAnswers === 'hours') {
    const hours = readNumber(draft.lockHours);
    if (!Number.isInteger(hours) || hours < LOCK_HOURS_MIN || hours > LOCK_HOURS_MAX) {
      return { ok: false, problem: { title: LOCK_HOURS_TITLE, message: LOCK_HOURS_MESSAGE } };
    }
    availabilityLockHours = hours;
  }
  let availabilityReminderHours: number | null = null;
  if (draft.remindFamilies === 'hours') {
    const hours = readNumber(draft.reminderHours);
    if (!Number.isInteger(hours) || hours < REMINDER_HOURS_MIN || hours > REMINDER_HOURS_MAX) {
      return { ok: false, problem: { title: REMINDER_HOURS_TITLE, message: REMINDER_HOURS_MESSAGE } };
    }
    availabilityReminderHours = hours;
  }
  return {
    ok: true,
    settings: {
      availabilitySilence: draft.countSilenceAsAvailable ? 'available' : 'unanswered',
      availabilityLockHours,
      showAvailabilityCountsToFamily: draft.showAnswerCountsToFamily,
      availabilityReminderHours,
    },
  };
}
