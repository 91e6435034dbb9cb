import { describe, expect, it } from 'vitest';
import { PERIOD_TEMPLATES, suggestedTemplate } from '../../../shared/domain/period-templates';
import {
  draftFromMatch,
  readTimingDraft,
  templateHint,
  templateOfDraft,
  withLength,
  withStart,
  withSubstitutions,
  withTemplate,
} from './timing-draft';

const match = { matchLength: 80, substitutionTimings: [0, 20, 40, 60], defaultSubstitutions: 3 };

describe('timing draft', () => {
  it('opens with the match timing, or 90 minutes and 3 substitutions without one', () => {
    expect(draftFromMatch(match)).toEqual({
      length: '80',
      substitutions: '3',
      starts: ['0', '20', '40', '60'],
    });
    const blank = draftFromMatch({ matchLength: 80, substitutionTimings: [], defaultSubstitutions: null });
    expect(blank.length).toBe('90');
    expect(blank.substitutions).toBe('3');
    expect(blank.starts).toHaveLength(4);
  });

  it('counts the changes between the starts, not a number stored beside them (issue 30)', () => {
    const fromOldDefaults = { matchLength: 90, substitutionTimings: [0, 30, 60], defaultSubstitutions: 3 };
    expect(draftFromMatch(fromOldDefaults).substitutions).toBe('2');
  });

  it('spreads the starts evenly when the count changes; 0 gives only kick-off', () => {
    const draft = draftFromMatch(match);
    expect(withSubstitutions(draft, '1').starts).toEqual(['0', '40']);
    expect(withSubstitutions(draft, '0').starts).toEqual(['0']);
  });

  it('moves even starts with the length but keeps starts set by hand', () => {
    const even = draftFromMatch(match);
    expect(withLength(even, '60').starts).toEqual(['0', '15', '30', '45']);
    const byHand = withStart(even, 1, '25');
    expect(withLength(byHand, '60').starts).toEqual(['0', '25', '40', '60']);
  });

  it('checks with the server rule: falls back to 90 and 1 for what is not a number', () => {
    expect(readTimingDraft(draftFromMatch(match))).toEqual({
      ok: true,
      timing: { matchLength: 80, substitutionTimings: [0, 20, 40, 60], defaultSubstitutions: 3 },
    });
    const tooLong = withStart(draftFromMatch(match), 3, '80');
    expect(readTimingDraft(tooLong)).toMatchObject({ ok: false, problem: { field: 'substitutionTimings' } });
    const notANumber = { length: 'abc', substitutions: '1', starts: ['0', 'x'] };
    expect(readTimingDraft(notANumber)).toEqual({
      ok: true,
      timing: { matchLength: 90, substitutionTimings: [0, 1], defaultSubstitutions: 1 },
    });
    expect(readTimingDraft({ length: '20', substitutions: '1', starts: ['0', '10'] })).toMatchObject({
      ok: false,
      problem: { field: 'matchLength' },
    });
  });
});

describe('period templates in the timing draft (issue 30)', () => {
  const u9 = PERIOD_TEMPLATES.find((template) => template.id === 'u9-u10');
  const u7 = PERIOD_TEMPLATES.find((template) => template.id === 'u7-u8');

  it('fills length, changes and starts, and stays that template until something is edited', () => {
    if (!u9 || !u7) throw new Error('templates missing');
    const draft = withTemplate(u7);
    expect(draft).toEqual({ length: '40', substitutions: '3', starts: ['0', '10', '20', '30'] });
    expect(templateOfDraft(draft)).toBe(u7);
    expect(templateOfDraft(withTemplate(u9))).toBe(u9);
    // Still editable: a start moved by hand is no longer the template, and saves as typed.
    const moved = withStart(draft, 2, '22');
    expect(templateOfDraft(moved)).toBeNull();
    expect(readTimingDraft(moved)).toMatchObject({
      ok: true,
      timing: { substitutionTimings: [0, 10, 22, 30] },
    });
    expect(templateOfDraft(withLength(draft, '45'))).toBeNull();
  });

  it('shows the template a saved match already uses', () => {
    expect(
      templateOfDraft(
        draftFromMatch({ matchLength: 60, substitutionTimings: [0, 30], defaultSubstitutions: 1 }),
      )?.id,
    ).toBe('u11-u12');
    expect(templateOfDraft(draftFromMatch(match))).toBeNull();
  });
});

describe('the template hint', () => {
  const u12 = suggestedTemplate({ format: 9, ageGroup: 'U12' });
  const u11 = PERIOD_TEMPLATES.find((template) => template.id === 'u11-u12') ?? null;
  const adult = PERIOD_TEMPLATES.find((template) => template.id === 'adult') ?? null;

  it("names the team's suggested template while the match is on its own timing or another template", () => {
    expect(templateHint(null, u12)).toBe(
      'Suggested for U12 9v9: U11-U12 9v9: 2 × 30 min. Fills the length and periods for an age group; you can still change them.',
    );
    expect(templateHint(adult, u12)).toBe(
      'Suggested for U12 9v9: U11-U12 9v9: 2 × 30 min. Change anything below if your league plays it differently.',
    );
  });

  it('says the template in use is the suggested one, with its day cap', () => {
    expect(templateHint(u11, u12)).toBe(
      "Suggested for U12 9v9. The FA's guidance: at most 80 minutes a player on one day.",
    );
  });

  it('says only the choice and its cap without a suggestion (settings not read yet, or 11v11 without an age)', () => {
    expect(templateHint(null, null)).toBe(
      'Fills the length and periods for an age group; you can still change them.',
    );
    expect(templateHint(u11, null)).toBe("The FA's guidance: at most 80 minutes a player on one day.");
  });
});
