import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { playerSeason } from './player-season.js';
import { playerPeriods, seasonPlayingTime } from './playing-time.js';
import { CB, testFormation as formation, GK, ST, testMatch } from './test-playing-time.js';

// Two halves of 20 unless a test says otherwise.
const match = (overrides: Parameters<typeof testMatch>[0]) =>
  testMatch({ matchLength: 40, substitutionTimings: [0, 20], ...overrides });

const NOW = new Date('2026-10-01T12:00:00Z');
const seven = { id: 7, createdAt: '2026-09-01T08:00:00Z' };

describe('playerPeriods', () => {
  it('says where each period put him, and nothing for an unplanned one', () => {
    const m = match({ id: 1, substitutionTimings: [0, 10, 20, 30] });
    const periods = playerPeriods(
      m,
      [
        formation(1, 1, { pitch: [[7, GK]] }),
        formation(1, 2, { pitch: [[8, GK]], bench: [7] }),
        formation(1, 4, { pitch: [[8, GK]], unavailable: [7] }),
      ],
      7,
    );
    // Period 3 has no formation: unplanned, so no place (not the bench of the period before).
    expect(periods.map((period) => period.place)).toEqual([
      { kind: 'pitch', label: 'GK', line: 'GK' },
      { kind: 'bench' },
      null,
      { kind: 'unavailable' },
    ]);
    const unplanned = playerPeriods(m, [formation(1, 2, { pitch: [[7, ST]] })], 7);
    expect(unplanned[0]).toMatchObject({ number: 1, formationId: null, place: null });
    expect(unplanned[1]?.place).toEqual({ kind: 'pitch', label: 'ST', line: 'FWD' });
  });

  it('reads a player the match marks unavailable as unavailable unless a period put him on', () => {
    const m = match({ id: 2, unavailablePlayerIds: [7] });
    const periods = playerPeriods(
      m,
      [formation(2, 1, { bench: [7] }), formation(2, 2, { pitch: [[7, CB]] })],
      7,
    );
    expect(periods.map((period) => period.place?.kind)).toEqual(['unavailable', 'pitch']);
    expect(playerPeriods(m, [formation(2, 1, { pitch: [[8, GK]] })], 9)[0]?.place).toEqual({
      kind: 'not-named',
    });
  });
});

describe('playerSeason', () => {
  // 1: played 6 Sep, 20 + 20; he starts in goal then sits; captain.
  // 2: played 13 Sep, he is unavailable for the match (period 2 unplanned: it counts for nobody).
  // 3: postponed 20 Sep, planned on the pitch: no minutes.
  // 4: played 30 Aug, before he joined: not his.
  // 5: played 27 Sep, period 1 unplanned, on as a striker in period 2.
  const matches = [
    match({ id: 1, captainPlayerId: 7 }),
    match({ id: 2, matchDate: '2026-09-13T09:30:00Z', unavailablePlayerIds: [7] }),
    match({ id: 3, matchDate: '2026-09-20T09:30:00Z', isPostponed: true }),
    match({ id: 4, matchDate: '2026-08-30T09:30:00Z' }),
    match({ id: 5, matchDate: '2026-09-27T09:30:00Z' }),
  ];
  const formations = [
    formation(1, 1, { pitch: [[7, GK]] }),
    formation(1, 2, { pitch: [[8, GK]], bench: [7] }),
    formation(2, 1, { pitch: [[8, GK]] }),
    formation(3, 1, { pitch: [[7, ST]] }),
    formation(4, 1, { pitch: [[7, ST]] }),
    formation(5, 2, { pitch: [[7, ST]] }),
  ];

  it('lists the counted matches he was in the squad for, by kick-off, with hand-worked figures', () => {
    const sheet = playerSeason(matches, formations, seven, { now: NOW });
    expect(sheet.matches.map((row) => row.matchId)).toEqual([1, 2, 5]);
    expect(sheet.matches.map((row) => [row.minutes, row.availableMinutes, row.started])).toEqual([
      [20, 40, true],
      [0, 0, false],
      [20, 20, false],
    ]);
    expect(sheet.matches[0]).toMatchObject({
      isCaptain: true,
      periods: 2,
      plannedPeriods: 2,
      periodsOnBench: 1,
      matchDate: '2026-09-06T09:30:00.000Z',
    });
    expect(sheet.matches[1]).toMatchObject({ unavailable: true, periodsUnavailable: 1 });
    expect(sheet.matches[2]?.periodList.map((period) => period.place?.kind ?? null)).toEqual([null, 'pitch']);
    expect(sheet.totals).toMatchObject({
      matchesInSquad: 3,
      matchesPlayed: 2,
      minutes: 40,
      availableMinutes: 60,
      starts: 1,
      timesCaptain: 1,
      byLine: { GK: 1, DEF: 0, MID: 0, FWD: 1 },
    });
  });

  it('keeps to the London days asked for', () => {
    const sheet = playerSeason(matches, formations, seven, {
      now: NOW,
      from: '2026-09-10',
      to: '2026-09-30',
    });
    expect(sheet.matches.map((row) => row.matchId)).toEqual([2, 5]);
    expect(sheet.totals.minutes).toBe(20);
  });

  it('adds up to his row in the season table, whatever the plans', () => {
    const spot = fc.constantFrom(GK, CB, ST);
    const period = fc.record({
      matchId: fc.integer({ min: 1, max: 4 }),
      quarter: fc.integer({ min: 1, max: 3 }),
      place: fc.constantFrom('pitch', 'bench', 'unavailable', 'none'),
      spot,
    });
    const played = fc.record({
      id: fc.integer({ min: 1, max: 4 }),
      day: fc.integer({ min: 1, max: 28 }),
      isPostponed: fc.boolean(),
      away: fc.boolean(),
    });
    fc.assert(
      fc.property(fc.array(played, { maxLength: 4 }), fc.array(period, { maxLength: 12 }), (ms, ps) => {
        const unique = [...new Map(ms.map((m) => [m.id, m])).values()];
        const teamMatches = unique.map((m) =>
          match({
            id: m.id,
            matchDate: `2026-09-${String(m.day).padStart(2, '0')}T09:30:00Z`,
            isPostponed: m.isPostponed,
            substitutionTimings: [0, 15, 30],
            matchLength: 45,
            unavailablePlayerIds: m.away ? [7] : [],
          }),
        );
        const plans = ps.map((p) =>
          formation(p.matchId, p.quarter, {
            pitch: p.place === 'pitch' ? [[7, p.spot]] : [],
            bench: p.place === 'bench' ? [7] : [],
            unavailable: p.place === 'unavailable' ? [7] : [],
          }),
        );
        const options = { now: NOW, from: '2026-09-05' };
        const sheet = playerSeason(teamMatches, plans, seven, options);
        const row = seasonPlayingTime(teamMatches, plans, [seven], options).players[0];
        expect(sheet.totals).toEqual(row);
        const sum = (pick: (m: (typeof sheet.matches)[number]) => number) =>
          sheet.matches.reduce((total, m) => total + pick(m), 0);
        expect(sheet.matches).toHaveLength(row?.matchesInSquad ?? -1);
        expect(sum((m) => m.minutes)).toBe(row?.minutes);
        expect(sum((m) => m.availableMinutes)).toBe(row?.availableMinutes);
        expect(sum((m) => (m.started ? 1 : 0))).toBe(row?.starts);
        const onPitch = sheet.matches.flatMap((m) => m.periodList).filter((p) => p.place?.kind === 'pitch');
        expect(onPitch).toHaveLength(row?.periodsOnPitch ?? -1);
      }),
    );
  });
});
