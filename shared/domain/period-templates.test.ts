import { describe, expect, it } from 'vitest';
import { periodsOf } from './match-periods.js';
import { findMatchTimingProblems } from './match-timing.js';
import {
  PERIOD_TEMPLATES,
  suggestedTemplate,
  templateLabel,
  templateOfTiming,
  templateTiming,
  underAgeOf,
} from './period-templates.js';

const byId = (id: string) => {
  const template = PERIOD_TEMPLATES.find((t) => t.id === id);
  if (!template) throw new Error(`no template ${id}`);
  return template;
};

describe('period templates', () => {
  it('lists the age groups with their format and periods', () => {
    expect(PERIOD_TEMPLATES.map(templateLabel)).toEqual([
      'U7-U8 5v5: 4 × 10 min',
      'U9-U10 7v7: 2 × 25 min',
      'U11-U12 9v9: 2 × 30 min',
      'U13-U14 11v11: 2 × 35 min',
      'U15-U16 11v11: 2 × 40 min',
      'Adult 11v11: 2 × 45 min',
    ]);
  });

  it('fills the length, the starts and the changes between them', () => {
    expect(templateTiming(byId('u7-u8'))).toEqual({
      matchLength: 40,
      substitutionTimings: [0, 10, 20, 30],
      defaultSubstitutions: 3,
    });
    expect(templateTiming(byId('u11-u12'))).toEqual({
      matchLength: 60,
      substitutionTimings: [0, 30],
      defaultSubstitutions: 1,
    });
    expect(templateTiming(byId('adult'))).toEqual({
      matchLength: 90,
      substitutionTimings: [0, 45],
      defaultSubstitutions: 1,
    });
  });

  it('gives every template a timing the match rule accepts, in periods of its length', () => {
    for (const template of PERIOD_TEMPLATES) {
      const timing = templateTiming(template);
      expect(findMatchTimingProblems(timing)).toEqual([]);
      expect(periodsOf(timing).map((p) => p.to - p.from)).toEqual(
        Array.from({ length: template.periods }, () => template.periodMinutes),
      );
    }
  });

  it('says the FA day cap of its ages and keeps one game within it', () => {
    expect(PERIOD_TEMPLATES.map((t) => t.dailyCapMinutes)).toEqual([40, 60, 80, 100, 100, null]);
    for (const template of PERIOD_TEMPLATES) {
      if (template.dailyCapMinutes === null) continue;
      expect(template.periods * template.periodMinutes).toBeLessThanOrEqual(template.dailyCapMinutes);
    }
  });

  it('tells which template a timing is, in any order, and none for one edited by hand', () => {
    expect(templateOfTiming({ matchLength: 50, substitutionTimings: [25, 0] })?.id).toBe('u9-u10');
    expect(templateOfTiming({ matchLength: 50, substitutionTimings: [0, 20] })).toBeNull();
    expect(templateOfTiming({ matchLength: 80, substitutionTimings: [0, 20, 40, 60] })).toBeNull();
    // Every template is a different timing, so the answer is never ambiguous.
    for (const template of PERIOD_TEMPLATES) {
      expect(templateOfTiming(templateTiming(template))).toBe(template);
    }
  });
});

describe('underAgeOf', () => {
  it('reads the under-age however the age group is written', () => {
    for (const written of [
      'U12',
      'u12',
      'U12s',
      'Under 12s',
      'under-12',
      'U 12',
      "Under 12's",
      'Boys U12 Blue',
    ]) {
      expect(underAgeOf(written), written).toBe(12);
    }
    expect(underAgeOf('U7-U8')).toBe(7);
  });

  it('finds none in an age group without one', () => {
    for (const written of [null, '', 'Open Age', 'Vets', 'Adults', 'U', 'FU12', 'U123']) {
      expect(underAgeOf(written), String(written)).toBeNull();
    }
  });
});

describe('suggestedTemplate', () => {
  const suggested = (format: 5 | 7 | 9 | 11, ageGroup: string | null) => {
    const answer = suggestedTemplate({ format, ageGroup });
    return answer && [answer.template.id, answer.forWhom];
  };

  it("suggests the template of the team's age group, named with its format", () => {
    expect(suggested(9, 'U12')).toEqual(['u11-u12', 'U12 9v9']);
    expect(suggested(5, 'Under 7s')).toEqual(['u7-u8', 'U7 5v5']);
    expect(suggested(7, 'U10')).toEqual(['u9-u10', 'U10 7v7']);
    expect(suggested(11, 'U13')).toEqual(['u13-u14', 'U13 11v11']);
    expect(suggested(11, 'U16')).toEqual(['u15-u16', 'U16 11v11']);
  });

  it('goes by age where age and format disagree: match lengths are by age', () => {
    expect(suggested(11, 'U12')).toEqual(['u11-u12', 'U12 11v11']);
  });

  it('gives under-17s and older the adult timing', () => {
    expect(suggested(11, 'U17')).toEqual(['adult', 'U17 11v11']);
    expect(suggested(11, 'U21')).toEqual(['adult', 'U21 11v11']);
  });

  it('falls back to the format when the age group names no age the templates cover', () => {
    expect(suggested(9, null)).toEqual(['u11-u12', '9v9']);
    expect(suggested(7, 'Development squad')).toEqual(['u9-u10', '7v7']);
    expect(suggested(5, 'U6')).toEqual(['u7-u8', '5v5']);
  });

  it('suggests nothing for eleven-a-side without an age: it spans U13 to adults', () => {
    expect(suggested(11, null)).toBeNull();
    expect(suggested(11, 'Open Age')).toBeNull();
  });
});
