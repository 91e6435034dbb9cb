import { describe, expect, it } from 'vitest';
import { draftFromMatch, readTimingDraft, withLength, withStart, withSubstitutions } from './timing-draft';

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
