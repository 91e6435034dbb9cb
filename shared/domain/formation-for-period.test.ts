import { describe, expect, it } from 'vitest';
import {
  comparePlanned,
  formationForPeriod,
  formationsNotShown,
  type PeriodFormation,
  whyNotShown,
} from './formation-for-period.js';

const formation = (
  id: number,
  matchId: number | null,
  quarter: number,
  plannedAt: string | Date | null,
): PeriodFormation & { name: string } => ({ id, matchId, quarter, plannedAt, name: `F${id}` });

const formations = [
  formation(1, 10, 1, '2025-03-01T10:00:00.000Z'),
  formation(2, 10, 1, '2025-03-02T10:00:00.000Z'), // planned later: shown for match 10, period 1
  formation(3, 10, 2, '2025-03-01T10:00:00.000Z'),
  formation(4, 11, 1, '2025-03-05T10:00:00.000Z'),
  formation(5, 10, 3, '2025-03-01T10:00:00.000Z'),
  formation(6, 10, 3, '2025-03-01T10:00:00.000Z'), // same time as 5: the higher id wins
  formation(7, null, 1, '2025-03-09T10:00:00.000Z'),
  formation(8, null, 1, '2025-03-01T10:00:00.000Z'),
  formation(9, 10, 1, null), // a copy of 2, made after it: not shown
  formation(10, 10, 4, null), // the only formation of period 4 is a copy: the period is blank
  formation(11, null, 1, null), // a copy of a practice formation
];

describe('formationForPeriod', () => {
  it('shows the formation of the match and period planned last', () => {
    expect(formationForPeriod(formations, 10, 1)?.id).toBe(2);
    expect(formationForPeriod(formations, 10, 2)?.id).toBe(3);
    expect(formationForPeriod(formations, 11, 1)?.name).toBe('F4');
  });

  it('never shows a copy not saved in the editor, however new its id', () => {
    expect(formationForPeriod(formations, 10, 1)?.id).toBe(2);
    expect(formationForPeriod(formations, 10, 4)).toBeNull();
    expect(formationForPeriod([formation(9, 10, 1, null)], 10, 1)).toBeNull();
  });

  it('shows the copy once it is saved in the editor', () => {
    const saved = formations.map((f) => (f.id === 9 ? { ...f, plannedAt: '2025-03-03T10:00:00.000Z' } : f));
    expect(formationForPeriod(saved, 10, 1)?.id).toBe(9);
  });

  it('breaks a tie on plannedAt by the higher id, whatever the order of the list', () => {
    expect(formationForPeriod(formations, 10, 3)?.id).toBe(6);
    expect(formationForPeriod([...formations].reverse(), 10, 3)?.id).toBe(6);
    expect(formationForPeriod([...formations].reverse(), 10, 1)?.id).toBe(2);
  });

  it('is null for a blank period, another match or no formations', () => {
    expect(formationForPeriod(formations, 10, 5)).toBeNull();
    expect(formationForPeriod(formations, 12, 1)).toBeNull();
    expect(formationForPeriod([], 10, 1)).toBeNull();
  });

  it('compares instants, not strings, and accepts Dates', () => {
    const list = [
      formation(1, 10, 1, '2025-03-01T11:00:00+01:00'), // 10:00 UTC
      formation(2, 10, 1, new Date('2025-03-01T10:30:00Z')),
      formation(3, 10, 1, '2025-03-01T09:59:00Z'),
    ];
    expect(formationForPeriod(list, 10, 1)?.id).toBe(2);
  });

  it('ranks an unreadable plannedAt as the oldest plan, still above a copy', () => {
    const list = [formation(9, 10, 1, 'not a date'), formation(1, 10, 1, '2020-01-01T00:00:00Z')];
    expect(formationForPeriod(list, 10, 1)?.id).toBe(1);
    expect(comparePlanned(list[0]!, list[1]!)).toBeLessThan(0);
    expect(formationForPeriod([list[0]!, formation(12, 10, 1, null)], 10, 1)?.id).toBe(9);
  });
});

describe('formations no period shows', () => {
  it('are the copies and the earlier plans of a period, never the shown one or a practice formation', () => {
    expect([...formationsNotShown(formations)].sort(([a], [b]) => a - b)).toEqual([
      [1, 'later-plan'],
      [5, 'later-plan'],
      [9, 'copy'],
      [10, 'copy'],
    ]);
  });

  it('agree with whyNotShown and formationForPeriod for every formation', () => {
    const notShown = formationsNotShown(formations);
    for (const f of formations) {
      const shown = f.matchId === null ? null : formationForPeriod(formations, f.matchId, f.quarter);
      expect(notShown.has(f.id), `formation ${f.id}`).toBe(f.matchId !== null && shown?.id !== f.id);
      expect(whyNotShown(f, formations), `formation ${f.id}`).toBe(notShown.get(f.id) ?? null);
    }
  });

  it('are none when each period has one plan', () => {
    expect(formationsNotShown([formations[0]!, formations[2]!, formations[3]!]).size).toBe(0);
  });
});
