import { describe, expect, it } from 'vitest';
import { periodsOf } from './match-periods.js';
import { findMatchTimingProblems } from './match-timing.js';
import { PERIOD_TEMPLATES, templateLabel, templateOfTiming, templateTiming } from './period-templates.js';

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
