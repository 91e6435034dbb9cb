import { describe, expect, it } from 'vitest';
import {
  compareSaved,
  formationForPeriod,
  isSupersededFormation,
  type PeriodFormation,
  supersededFormationIds,
} from './formation-for-period.js';

const formation = (
  id: number,
  matchId: number | null,
  quarter: number,
  updatedAt: string | Date,
): PeriodFormation & { name: string } => ({ id, matchId, quarter, updatedAt, name: `F${id}` });

const formations = [
  formation(1, 10, 1, '2025-03-01T10:00:00.000Z'),
  formation(2, 10, 1, '2025-03-02T10:00:00.000Z'), // saved later: shown for match 10, period 1
  formation(3, 10, 2, '2025-03-01T10:00:00.000Z'),
  formation(4, 11, 1, '2025-03-05T10:00:00.000Z'),
  formation(5, 10, 3, '2025-03-01T10:00:00.000Z'),
  formation(6, 10, 3, '2025-03-01T10:00:00.000Z'), // same time as 5: the higher id wins
  formation(7, null, 1, '2025-03-09T10:00:00.000Z'),
  formation(8, null, 1, '2025-03-01T10:00:00.000Z'),
];

describe('formationForPeriod', () => {
  it('shows the most recently saved formation of the match and period', () => {
    expect(formationForPeriod(formations, 10, 1)?.id).toBe(2);
    expect(formationForPeriod(formations, 10, 2)?.id).toBe(3);
    expect(formationForPeriod(formations, 11, 1)?.name).toBe('F4');
  });

  it('breaks a tie on updatedAt by the higher id, whatever the order of the list', () => {
    expect(formationForPeriod(formations, 10, 3)?.id).toBe(6);
    expect(formationForPeriod([...formations].reverse(), 10, 3)?.id).toBe(6);
    expect(formationForPeriod([...formations].reverse(), 10, 1)?.id).toBe(2);
  });

  it('is null for a blank period, another match or no formations', () => {
    expect(formationForPeriod(formations, 10, 4)).toBeNull();
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

  it('ranks an unreadable updatedAt as the oldest', () => {
    const list = [formation(9, 10, 1, 'not a date'), formation(1, 10, 1, '2020-01-01T00:00:00Z')];
    expect(formationForPeriod(list, 10, 1)?.id).toBe(1);
    expect(compareSaved(list[0]!, list[1]!)).toBeLessThan(0);
  });
});

describe('superseded formations', () => {
  it('are the others of a match and period, never the shown one or a practice formation', () => {
    expect([...supersededFormationIds(formations)].sort()).toEqual([1, 5]);
    expect(formations.filter((f) => isSupersededFormation(f, formations)).map((f) => f.id)).toEqual([1, 5]);
  });

  it('agree with formationForPeriod for every formation', () => {
    const superseded = supersededFormationIds(formations);
    for (const f of formations) {
      const shown = f.matchId === null ? null : formationForPeriod(formations, f.matchId, f.quarter);
      expect(superseded.has(f.id), `formation ${f.id}`).toBe(shown !== null && shown.id !== f.id);
      expect(isSupersededFormation(f, formations)).toBe(superseded.has(f.id));
    }
  });

  it('are none when each period has one formation', () => {
    expect(supersededFormationIds([formations[0]!, formations[2]!, formations[3]!]).size).toBe(0);
  });
});
