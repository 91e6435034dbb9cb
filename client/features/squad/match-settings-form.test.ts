import { describe, expect, it } from 'vitest';
import {
  draftFromTeam,
  type MatchSettingsDraft,
  readAnswerSettings,
  readDraft,
  withSubstitutions,
} from './match-settings-form';

const draft: MatchSettingsDraft = {
  matchLength: '90',
  defaultSubstitutions: '2',
  timings: ['0', '30', '60'],
  fairShareTarget: '50',
  format: 11,
  showSquadMinutesToFamily: false,
  countSilenceAsAvailable: false,
  closeAnswers: 'none',
  lockHours: '12',
  showAnswerCountsToFamily: false,
  remindFamilies: 'none',
  reminderHours: '48',
};

describe('draftFromTeam', () => {
  it("takes the team's saved values", () => {
    expect(
      draftFromTeam({
        defaultMatchLength: 60,
        defaultSubstitutions: 3,
        defaultSubstitutionTimings: [0, 15, 30, 45],
        fairShareTarget: 0,
        format: 9,
        showSquadMinutesToFamily: true,
        availabilitySilence: 'unanswered',
        availabilityLockHours: null,
        showAvailabilityCountsToFamily: false,
        availabilityReminderHours: null,
      }),
    ).toEqual({
      matchLength: '60',
      defaultSubstitutions: '3',
      timings: ['0', '15', '30', '45'],
      fairShareTarget: '0',
      format: 9,
      showSquadMinutesToFamily: true,
      countSilenceAsAvailable: false,
      closeAnswers: 'none',
      lockHours: '12',
      showAnswerCountsToFamily: false,
      remindFamilies: 'none',
      reminderHours: '48',
    });
  });

  it('starts the interface at 90 minutes, 2 substitutions, [0, 30, 60], a 50% target and 11v11 without a team', () => {
    expect(draftFromTeam(null)).toEqual({
      matchLength: '90',
      defaultSubstitutions: '2',
      timings: ['0', '30', '60'],
      fairShareTarget: '50',
      format: 11,
      showSquadMinutesToFamily: false,
      countSilenceAsAvailable: false,
      closeAnswers: 'none',
      lockHours: '12',
      showAnswerCountsToFamily: false,
      // A new team reminds 48 hours before, as the server's default does.
      remindFamilies: 'hours',
      reminderHours: '48',
    });
  });

  it("takes the team's answers settings (issue 31)", () => {
    const team = {
      defaultMatchLength: 60,
      defaultSubstitutions: 1,
      defaultSubstitutionTimings: [0, 30],
      fairShareTarget: 50,
      format: 7 as const,
      showSquadMinutesToFamily: false,
    };
    expect(
      draftFromTeam({
        ...team,
        availabilitySilence: 'available',
        availabilityLockHours: 24,
        showAvailabilityCountsToFamily: true,
        availabilityReminderHours: 72,
      }),
    ).toMatchObject({
      countSilenceAsAvailable: true,
      closeAnswers: 'hours',
      lockHours: '24',
      showAnswerCountsToFamily: true,
      remindFamilies: 'hours',
      reminderHours: '72',
    });
    expect(
      draftFromTeam({
        ...team,
        availabilitySilence: 'unanswered',
        availabilityLockHours: null,
        showAvailabilityCountsToFamily: false,
        availabilityReminderHours: null,
      }),
    ).toMatchObject({
      countSilenceAsAvailable: false,
      closeAnswers: 'none',
      remindFamilies: 'none',
      reminderHours: '48',
    });
  });
});

describe('readAnswerSettings', () => {
  it('sends silence, the lock hours and the counts as the contract names them', () => {
    expect(
      readAnswerSettings({
        countSilenceAsAvailable: true,
        closeAnswers: 'hours',
        lockHours: ' 48 ',
        showAnswerCountsToFamily: true,
        remindFamilies: 'hours',
        reminderHours: ' 24 ',
      }),
    ).toEqual({
      ok: true,
      settings: {
        availabilitySilence: 'available',
        availabilityLockHours: 48,
        showAvailabilityCountsToFamily: true,
        availabilityReminderHours: 24,
      },
    });
  });

  it('sends no lock and no reminder when they are off, whatever the hours fields hold', () => {
    expect(readAnswerSettings({ ...draft, lockHours: 'abc', reminderHours: 'abc' })).toEqual({
      ok: true,
      settings: {
        availabilitySilence: 'unanswered',
        availabilityLockHours: null,
        showAvailabilityCountsToFamily: false,
        availabilityReminderHours: null,
      },
    });
  });

  it('refuses lock hours outside 1 to 168 or not whole, before any call', () => {
    for (const lockHours of ['0', '169', '2.5', '']) {
      expect(readAnswerSettings({ ...draft, closeAnswers: 'hours', lockHours })).toEqual({
        ok: false,
        problem: {
          title: 'Invalid Answer Deadline',
          message: 'Close answers between 1 and 168 whole hours before kick-off',
        },
      });
    }
    expect(readDraft({ ...draft, closeAnswers: 'hours', lockHours: '200' }).ok).toBe(false);
    expect(readAnswerSettings({ ...draft, closeAnswers: 'hours', lockHours: '168' }).ok).toBe(true);
  });

  it('refuses reminder hours outside 1 to 168 or not whole, before any call', () => {
    for (const reminderHours of ['0', '169', '2.5', '', 'two days']) {
      expect(readAnswerSettings({ ...draft, remindFamilies: 'hours', reminderHours })).toEqual({
        ok: false,
        problem: {
          title: 'Invalid Reminder Time',
          message: 'Remind families between 1 and 168 whole hours before kick-off',
        },
      });
    }
    expect(readAnswerSettings({ ...draft, remindFamilies: 'hours', reminderHours: '1' })).toMatchObject({
      ok: true,
      settings: { availabilityReminderHours: 1 },
    });
  });
});

// Issue 30 (decision 050): n substitutions are n changes, n + 1 periods; spec 000 §4 gave n for n ≥ 2.
describe('withSubstitutions', () => {
  it('regenerates one more timing than changes from the number and the match length', () => {
    expect(withSubstitutions(draft, '0').timings).toEqual(['0']);
    expect(withSubstitutions(draft, '1').timings).toEqual(['0', '45']);
    expect(withSubstitutions(draft, '2').timings).toEqual(['0', '30', '60']);
    expect(withSubstitutions(draft, '3').timings).toEqual(['0', '23', '45', '68']);
    expect(withSubstitutions({ ...draft, matchLength: '60' }, '1').timings).toEqual(['0', '30']);
  });

  it('spreads over 90 minutes while the length is not a number', () => {
    expect(withSubstitutions({ ...draft, matchLength: '' }, '1').timings).toEqual(['0', '45']);
  });

  it('keeps text outside 0 to 6 as typed, timings untouched', () => {
    for (const text of ['', '7', '-1', '2.5']) {
      expect(withSubstitutions(draft, text)).toEqual({ ...draft, defaultSubstitutions: text });
    }
  });
});

describe('readDraft (spec 000 §5)', () => {
  it('gives the settings to save', () => {
    expect(readDraft({ ...draft, timings: ['60', '0', '30'] })).toEqual({
      ok: true,
      settings: {
        matchLength: 90,
        defaultSubstitutions: 2,
        substitutionTimings: [60, 0, 30],
        fairShareTarget: 50,
        format: 11,
        showSquadMinutesToFamily: false,
        availabilitySilence: 'unanswered',
        availabilityLockHours: null,
        showAvailabilityCountsToFamily: false,
        availabilityReminderHours: null,
      },
    });
    expect(readDraft({ ...draft, format: 7 })).toMatchObject({ ok: true, settings: { format: 7 } });
    expect(readDraft({ ...draft, showSquadMinutesToFamily: true })).toMatchObject({
      ok: true,
      settings: { showSquadMinutesToFamily: true },
    });
  });

  it('takes a fair share target from 0 (off) to 100, whole numbers only', () => {
    for (const [text, target] of [
      ['0', 0],
      ['100', 100],
      [' 65 ', 65],
    ] as const) {
      expect(readDraft({ ...draft, fairShareTarget: text })).toMatchObject({
        ok: true,
        settings: { fairShareTarget: target },
      });
    }
    for (const fairShareTarget of ['101', '-1', '12.5', '', 'half']) {
      expect(readDraft({ ...draft, fairShareTarget }), fairShareTarget).toEqual({
        ok: false,
        problem: {
          title: 'Invalid Fair Share Target',
          message: 'Fair share target must be a whole number from 0 to 100 (0 turns it off)',
        },
      });
    }
  });

  it('refuses a length outside 60 to 120 first', () => {
    for (const matchLength of ['59', '125', '', 'abc']) {
      expect(readDraft({ ...draft, matchLength, timings: ['0', '200'] })).toEqual({
        ok: false,
        problem: {
          title: 'Invalid Match Length',
          message: 'Match length must be between 60 and 120 minutes',
        },
      });
    }
  });

  it('refuses a timing at or past the length, or below 0', () => {
    for (const timings of [
      ['0', '90'],
      ['-5', '30'],
      ['0', ''],
    ]) {
      expect(readDraft({ ...draft, timings })).toEqual({
        ok: false,
        problem: {
          title: 'Invalid Substitution Timing',
          message: 'All substitution timings must be between 0 and 90 minutes',
        },
      });
    }
  });

  it('refuses minutes that are not whole', () => {
    const result = readDraft({ ...draft, timings: ['0', '12.5'] });
    expect(result.ok).toBe(false);
  });

  it('refuses a number of substitutions outside 0 to 6', () => {
    const result = readDraft({ ...draft, defaultSubstitutions: '9' });
    expect(result).toMatchObject({ ok: false, problem: { title: 'Invalid Substitutions' } });
  });
});
