import { describe, expect, it } from 'vitest';
import { type AppearanceMatch, countAppearances } from './appearances.js';

const NOW = new Date('2026-11-28T12:00:00Z');
const played = (day: string, fields: Partial<AppearanceMatch> = {}): AppearanceMatch => ({
  matchDate: `${day}T10:30:00Z`,
  homeScore: 2,
  awayScore: 1,
  unavailablePlayerIds: [],
  ...fields,
});

describe('countAppearances', () => {
  const squad = [
    { id: 1, createdAt: '2026-08-01T09:00:00Z' },
    { id: 2, createdAt: '2026-08-01T09:00:00Z' },
    // Joined on the evening of 2026-10-10's match: that day counts (the squad is often entered after it).
    { id: 3, createdAt: '2026-10-10T19:00:00Z' },
    // Added today: nothing from before today.
    { id: 4, createdAt: '2026-11-28T11:00:00Z' },
  ];

  it('counts played matches for the players in the squad that day and not unavailable', () => {
    const matches = [
      played('2026-09-05', { unavailablePlayerIds: [2] }),
      played('2026-10-10'),
      played('2026-11-14', { unavailablePlayerIds: [3] }),
      // Not played: overdue without a score, one score only, postponed, void, a walkover, to come, undated.
      played('2026-11-21', { homeScore: null, awayScore: null }),
      played('2026-11-07', { awayScore: null }),
      played('2026-10-24', { isPostponed: true }),
      played('2026-10-17', { homeScore: null, awayScore: null, resultCode: 'void' }),
      played('2026-10-03', { homeScore: null, awayScore: null, resultCode: 'homeWalkover' }),
      played('2026-12-05'),
      { ...played('2026-09-01'), matchDate: null },
    ];
    // Hand-worked: 1 plays 09-05, 10-10, 11-14 → 3; 2 misses 09-05 → 2; 3 joined 10-10 and is out on
    // 11-14 → 1; 4 joined today → 0.
    expect(countAppearances(matches, squad, NOW)).toEqual(
      new Map([
        [1, 3],
        [2, 2],
        [3, 1],
        [4, 0],
      ]),
    );
  });

  it("counts today's match from its kick-off once it has a score, for a player added today too", () => {
    const today = played('2026-11-28');
    expect(countAppearances([today], squad, NOW).get(4)).toBe(1);
    expect(countAppearances([today], squad, new Date('2026-11-28T10:00:00Z')).get(1)).toBe(0);
  });

  it('gives every player 0 without matches', () => {
    expect([...countAppearances([], squad, NOW).values()]).toEqual([0, 0, 0, 0]);
  });
});
