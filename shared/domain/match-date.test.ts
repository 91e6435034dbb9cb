import { describe, expect, it } from 'vitest';
import { parseMatchDate } from './match-date.js';

describe('parseMatchDate', () => {
  it('reads no date as null', () => {
    for (const empty of [null, undefined, '', '   ']) expect(parseMatchDate(empty)).toBeNull();
  });

  it('reads ISO dates and date-times, without an offset as UTC', () => {
    const cases: Array<[string, string]> = [
      ['2025-03-08T10:00:00.000Z', '2025-03-08T10:00:00.000Z'],
      ['2025-03-08T10:00:00+01:00', '2025-03-08T09:00:00.000Z'],
      ['2025-03-08T10:00+0100', '2025-03-08T09:00:00.000Z'],
      ['2025-03-08T10:00', '2025-03-08T10:00:00.000Z'],
      ['2025-03-08 10:30:15', '2025-03-08T10:30:15.000Z'],
      ['2025-03-08', '2025-03-08T00:00:00.000Z'],
      ['2024-02-29', '2024-02-29T00:00:00.000Z'],
    ];
    for (const [input, iso] of cases) expect((parseMatchDate(input) as Date).toISOString(), input).toBe(iso);
  });

  it('refuses what is not a real date', () => {
    for (const bad of [
      'tomorrow',
      '2025-02-30',
      '2023-02-29',
      '2025-13-01',
      '2025-03-08T25:00',
      '2025-03-08T10:61',
      '08/03/2025',
      '1e3',
      '0000-01-01',
      '9999-12-31',
      '2025-03-08T10:00:00Zjunk',
    ]) {
      expect(parseMatchDate(bad), bad).toBe('invalid');
    }
  });
});
