import fc from 'fast-check';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { Formation } from '../contracts/formations.js';
import type { Match } from '../contracts/matches.js';
import type { Player } from '../contracts/squad.js';
import {
  belowFairShare,
  countsAsPlayed,
  describePlannedPeriods,
  formatBoundary,
  formatChange,
  lineOfLabel,
  matchPlayingTime,
  type NamedPlayer,
  notPlayedReason,
  type PlayerMatchTime,
  type PlayingTimeFormation,
  type PlayingTimeMatch,
  periodChanges,
  type SquadPlayer,
  seasonMatchReason,
  seasonPlayingTime,
  squadOnMatchDay,
} from './playing-time.js';
import { positionLabels } from './position-label.js';
import {
  CAM,
  CB,
  CM,
  testFormation as formation,
  GK,
  LB,
  LW,
  testMatch as match,
  RW,
  type Spot,
  ST,
} from './test-playing-time.js';

const squadOf = (...ids: number[]) => ids.map((id) => ({ id }));

// A 5-a-side match of 60 minutes with the start times a coach typed (0, 17, 38, 52): periods of 17, 21,
// 14 and 8 minutes. Period 3 has only a library copy (never saved in the editor), so it is unplanned.
// Player 8 is unavailable in the formations of periods 1 and 2 and not named in period 4; player 9 is
// unavailable for the whole match though a stale formation still puts him on the bench.
const worked = match({
  id: 1,
  substitutionTimings: [0, 17, 38, 52],
  captainPlayerId: 3,
  unavailablePlayerIds: [9],
});
const workedFormations = [
  // An earlier plan for period 1, replaced by the next one: formationForPeriod shows the later.
  formation(1, 1, {
    plannedAt: '2026-09-01T09:00:00.000Z',
    pitch: [
      [8, GK],
      [9, CB],
    ],
  }),
  formation(1, 1, {
    pitch: [
      [1, GK],
      [2, CB],
      [3, CM],
      [4, ST],
      [5, RW],
    ],
    bench: [6, 7, 9],
    unavailable: [8],
  }),
  formation(1, 2, {
    pitch: [
      [1, GK],
      [6, CB],
      [3, CM],
      [7, ST],
      [5, RW],
    ],
    bench: [2, 4],
    unavailable: [8],
  }),
  formation(1, 3, { plannedAt: null, pitch: [[8, GK]] }),
  formation(1, 4, {
    pitch: [
      [6, GK],
      [2, LB],
      [3, CAM],
      [4, ST],
      [7, LW],
    ],
    bench: [1, 5],
  }),
  // Another match's formation for period 3: not this match's plan.
  formation(2, 3, { pitch: [[1, GK]] }),
];

const lines = (GK: number, DEF: number, MID: number, FWD: number) => ({ GK, DEF, MID, FWD });

function timeOf(players: readonly PlayerMatchTime[], id: number): PlayerMatchTime {
  const found = players.find((player) => player.playerId === id);
  if (!found) throw new Error(`no player ${id}`);
  return found;
}

describe('inputs', () => {
  it('take the API objects as they are, so the server can hand them in without mapping', () => {
    expectTypeOf<Match>().toExtend<PlayingTimeMatch>();
    expectTypeOf<Formation>().toExtend<PlayingTimeFormation>();
    expectTypeOf<Player>().toExtend<NamedPlayer>();
    expectTypeOf<Player>().toExtend<SquadPlayer>();
  });
});

describe('lineOfLabel', () => {
  it('puts every position label on the line its name says', () => {
    const byLine: Record<string, string[]> = {};
    for (const label of positionLabels)
      byLine[lineOfLabel(label)] = [...(byLine[lineOfLabel(label)] ?? []), label];
    expect(byLine).toEqual({
      GK: ['GK'],
      DEF: ['LB', 'CB', 'RB'],
      MID: ['LM', 'CDM', 'CM', 'RM', 'CAM'],
      FWD: ['LW', 'ST', 'RW'],
    });
  });
});

describe('matchPlayingTime', () => {
  const time = matchPlayingTime(worked, workedFormations, squadOf(1, 2, 3, 4, 5, 6, 7, 8, 9));

  it('counts the periods and those planned', () => {
    expect(time.matchId).toBe(1);
    expect(time.periods).toBe(4);
    expect(time.plannedPeriods).toBe(3);
    expect(describePlannedPeriods(time)).toBe('3 of 4 periods planned');
    expect(time.periodList).toEqual([
      { number: 1, from: 0, to: 17, minutes: 17, formationId: workedFormations[1]!.id },
      { number: 2, from: 17, to: 38, minutes: 21, formationId: workedFormations[2]!.id },
      { number: 3, from: 38, to: 52, minutes: 14, formationId: null },
      { number: 4, from: 52, to: 60, minutes: 8, formationId: workedFormations[4]!.id },
    ]);
  });

  it('gives each player the minutes of the planned periods that put him on the pitch', () => {
    const minutes = time.players.map((player) => [player.playerId, player.minutes]);
    // 1: 17 + 21; 2: 17 + 8; 3: 17 + 21 + 8; 4: 17 + 8; 5: 17 + 21; 6 and 7: 21 + 8; 8 and 9: none.
    expect(minutes).toEqual([
      [1, 38],
      [2, 25],
      [3, 46],
      [4, 25],
      [5, 38],
      [6, 29],
      [7, 29],
      [8, 0],
      [9, 0],
    ]);
  });

  it('counts periods on the pitch, on the bench and by line, and who started', () => {
    expect(timeOf(time.players, 1)).toMatchObject({
      periodsOnPitch: 2,
      periodsOnBench: 1,
      periodsUnavailable: 0,
      started: true,
      byLine: lines(2, 0, 0, 0),
    });
    expect(timeOf(time.players, 2)).toMatchObject({ started: true, byLine: lines(0, 2, 0, 0) });
    // CM then CAM: both midfield.
    expect(timeOf(time.players, 3)).toMatchObject({ periodsOnPitch: 3, byLine: lines(0, 0, 3, 0) });
    // A CB in period 2 and in goal in period 4; on the bench for period 1, so he did not start.
    expect(timeOf(time.players, 6)).toMatchObject({
      periodsOnPitch: 2,
      periodsOnBench: 1,
      started: false,
      byLine: lines(1, 1, 0, 0),
    });
    expect(timeOf(time.players, 7)).toMatchObject({ started: false, byLine: lines(0, 0, 0, 2) });
  });

  it('counts the minutes each player was available for: planned periods only, never unavailable ones', () => {
    // 17 + 21 + 8 planned minutes; the unplanned 14 are nobody's.
    for (const id of [1, 2, 3, 4, 5, 6, 7]) expect(timeOf(time.players, id).availableMinutes).toBe(46);
    // Unavailable in periods 1 and 2, not named in period 4: available for its 8 minutes.
    expect(timeOf(time.players, 8)).toMatchObject({
      availableMinutes: 8,
      periodsUnavailable: 2,
      periodsOnBench: 0,
      unavailable: false,
    });
    // Unavailable for the match: the stale bench place in period 1 does not make him available.
    expect(timeOf(time.players, 9)).toMatchObject({
      availableMinutes: 0,
      periodsUnavailable: 3,
      periodsOnBench: 0,
      unavailable: true,
    });
  });

  it('names the captain, unless he is unavailable for the match', () => {
    expect(time.players.filter((player) => player.isCaptain).map((player) => player.playerId)).toEqual([3]);
    const unavailableCaptain = matchPlayingTime(
      { ...worked, captainPlayerId: 9 },
      workedFormations,
      squadOf(9),
    );
    expect(unavailableCaptain.players[0]!.isCaptain).toBe(false);
  });

  it('reports only the squad players given, in their order', () => {
    const some = matchPlayingTime(worked, workedFormations, squadOf(5, 1));
    expect(some.players.map((player) => [player.playerId, player.minutes])).toEqual([
      [5, 38],
      [1, 38],
    ]);
  });

  it('gives nobody minutes in a match with no plan, and nobody starts when period 1 is unplanned', () => {
    const none = matchPlayingTime(worked, [], squadOf(1, 2));
    expect(none.plannedPeriods).toBe(0);
    expect(describePlannedPeriods(none)).toBe('0 of 4 periods planned');
    expect(none.players.every((player) => player.minutes === 0 && player.availableMinutes === 0)).toBe(true);

    const laterOnly = matchPlayingTime(worked, workedFormations.slice(2), squadOf(1));
    expect(laterOnly.players[0]).toMatchObject({ minutes: 21, started: false, periodsOnPitch: 1 });
  });

  it('takes the periods from the team default when the match has no start times', () => {
    // 2 substitutions in 70 minutes: periods 0-23, 23-47, 47-70 (redistributeTimings).
    const defaulted = match({ id: 3, matchLength: 70, substitutionTimings: [], defaultSubstitutions: 2 });
    const time3 = matchPlayingTime(defaulted, [formation(3, 2, { pitch: [[1, GK]] })], squadOf(1));
    expect(time3.periods).toBe(3);
    expect(time3.players[0]!.minutes).toBe(24);
    expect(describePlannedPeriods({ periods: 1, plannedPeriods: 1 })).toBe('1 of 1 period planned');
  });

  it('counts no minute outside the match for timings older rows may hold', () => {
    // Saved before the timing rule: a start past the final whistle. Period 1 runs 0-70 on paper.
    const old = match({ id: 4, matchLength: 60, substitutionTimings: [0, 70] });
    const time4 = matchPlayingTime(
      old,
      [formation(4, 1, { pitch: [[1, GK]] }), formation(4, 2, { pitch: [[1, GK]] })],
      squadOf(1),
    );
    expect(time4.periodList.map((period) => period.minutes)).toEqual([60, 0]);
    expect(time4.players[0]!.minutes).toBe(60);
  });
});

// Shirt numbers unlike the ids, so a list that showed ids would fail.
const named = (id: number, shirtNumber: number | null, firstName = `First${id}`, lastName = `Last${id}`) => ({
  id,
  shirtNumber,
  firstName,
  lastName,
});
const workedSquad: NamedPlayer[] = [
  named(1, 1),
  named(2, 3),
  named(3, 8),
  named(4, 9),
  named(5, 7),
  named(6, 12),
  named(7, 14),
  named(8, null, 'Sam', 'Oduya'),
  named(9, 5),
];

describe('periodChanges', () => {
  it('lists who comes on for whom at each boundary, and no list next to an unplanned period', () => {
    const boundaries = periodChanges(worked, workedFormations, workedSquad);
    expect(boundaries).toEqual([
      {
        minute: 17,
        before: 1,
        after: 2,
        planned: true,
        changes: [
          { on: 6, off: 2 },
          { on: 7, off: 4 },
        ],
      },
      { minute: 38, before: 2, after: 3, planned: false, unplannedPeriods: [3] },
      { minute: 52, before: 3, after: 4, planned: false, unplannedPeriods: [3] },
    ]);
    expect(boundaries.map((boundary) => formatBoundary(boundary, workedSquad))).toEqual([
      "17': 12 on for 3, 14 on for 9",
      "38': period 3 not planned",
      "52': period 3 not planned",
    ]);
  });

  it('pairs the same position first, then the same line, then the rest, each in shirt order', () => {
    const m = match({ id: 20, substitutionTimings: [0, 30] });
    const squad = [
      named(1, 2),
      named(2, 4),
      named(3, 3),
      named(4, 5),
      named(5, 6),
      named(6, 10),
      named(7, 1),
    ];
    const boundaries = periodChanges(
      m,
      [
        formation(20, 1, {
          pitch: [
            [7, GK],
            [3, ST],
            [4, LB],
            [6, CM],
          ],
        }),
        formation(20, 2, {
          pitch: [
            [7, GK],
            [1, LB],
            [2, ST],
            [5, CB],
          ],
        }),
      ],
      squad,
    );
    // On: 1 (no. 2, LB), 2 (no. 4, ST), 5 (no. 6, CB). Off: 3 (no. 3, ST), 4 (no. 5, LB), 6 (no. 10, CM).
    // Labels pair no. 2 for no. 5 and no. 4 for no. 3; no. 6 has no defender left, so takes no. 10.
    expect(boundaries[0]).toMatchObject({
      changes: [
        { on: 1, off: 4 },
        { on: 5, off: 6 },
        { on: 2, off: 3 },
      ],
    });
    expect(formatBoundary(boundaries[0]!, squad)).toBe("30': 2 on for 5, 6 on for 10, 4 on for 3");
  });

  it('pairs the same label before the same line', () => {
    const m = match({ id: 24, substitutionTimings: [0, 30] });
    const squad = [named(1, 2), named(2, 4), named(3, 3), named(4, 5)];
    const [boundary] = periodChanges(
      m,
      [
        formation(24, 1, {
          pitch: [
            [3, LB],
            [4, CB],
          ],
        }),
        formation(24, 2, {
          pitch: [
            [1, CB],
            [2, LB],
          ],
        }),
      ],
      squad,
    );
    // All four are defenders; by line alone no. 2 would replace no. 3. The centre back replaces the centre back.
    expect(boundary).toMatchObject({
      changes: [
        { on: 1, off: 4 },
        { on: 2, off: 3 },
      ],
    });
  });

  it('pairs by line when no label matches', () => {
    const m = match({ id: 21, substitutionTimings: [0, 30] });
    const squad = [named(1, 1), named(2, 2), named(3, 3), named(4, 4)];
    const [boundary] = periodChanges(
      m,
      [
        formation(21, 1, {
          pitch: [
            [1, LB],
            [2, ST],
          ],
        }),
        formation(21, 2, {
          pitch: [
            [3, LW],
            [4, CB],
          ],
        }),
      ],
      squad,
    );
    // Shirt order alone would put 3 on for 1; the lines put the winger on for the striker.
    expect(boundary).toMatchObject({
      changes: [
        { on: 4, off: 1 },
        { on: 3, off: 2 },
      ],
    });
  });

  it('names a player without a shirt number, and lists changes without a partner', () => {
    const m = match({ id: 22, substitutionTimings: [0, 25, 50] });
    const squad = [named(1, 1), named(2, null, 'Sam', 'Oduya'), named(3, 3), named(4, 9)];
    const boundaries = periodChanges(
      m,
      [
        formation(22, 1, {
          pitch: [
            [1, GK],
            [4, ST],
          ],
        }),
        formation(22, 2, {
          pitch: [
            [1, GK],
            [2, ST],
            [3, CB],
          ],
        }),
        // Player 1 moves from goal to the back: a move on the pitch, not a change.
        formation(22, 3, { pitch: [[1, CB]] }),
      ],
      squad,
    );
    expect(boundaries.map((boundary) => formatBoundary(boundary, squad))).toEqual([
      "25': 3 on, Sam Oduya on for 9",
      "50': 3 off, Sam Oduya off",
    ]);
  });

  it('names players by number and name for the viewer, by name alone without a number', () => {
    const squad = [
      named(1, 12, 'Harry', 'Whitfield'),
      named(2, 3, 'Sam', 'Cole'),
      named(3, null, 'Ann', 'Lee'),
    ];
    const boundary = {
      minute: 30,
      before: 2,
      after: 3,
      planned: true as const,
      changes: [
        { on: 1, off: 2 },
        { on: 3, off: null },
        { on: null, off: 9 },
      ],
    };
    expect(formatBoundary(boundary, squad, 'number-and-name')).toBe(
      "30': 12 Harry Whitfield on for 3 Sam Cole, Ann Lee on, player 9 off",
    );
    // Match planning's wording is unchanged: numbers only.
    expect(formatBoundary(boundary, squad)).toBe("30': 12 on for 3, Ann Lee on, player 9 off");
    expect(formatChange({ on: 1, off: 2 }, squad, 'number-and-name')).toBe(
      '12 Harry Whitfield on for 3 Sam Cole',
    );
    expect(formatChange({ on: null, off: 2 }, squad)).toBe('3 off');
    // A numbered player whose name is blank keeps his number alone.
    expect(formatChange({ on: 4, off: null }, [named(4, 7, ' ', '')], 'number-and-name')).toBe('7 on');
  });

  it('says both periods are unplanned, and says so when nothing changes', () => {
    const m = match({ id: 23, substitutionTimings: [0, 20, 40] });
    const same = { pitch: [[1, GK] as [number, Spot]] };
    const boundaries = periodChanges(m, [formation(23, 1, same), formation(23, 2, same)], []);
    expect(boundaries.map((boundary) => formatBoundary(boundary, []))).toEqual([
      "20': no changes",
      "40': period 3 not planned",
    ]);
    const blank = periodChanges(m, [], []);
    expect(blank[0]).toEqual({ minute: 20, before: 1, after: 2, planned: false, unplannedPeriods: [1, 2] });
    expect(formatBoundary(blank[0]!, [])).toBe("20': periods 1 and 2 not planned");
  });
});

describe('countsAsPlayed', () => {
  // Tuesday 8 September 2026, 13:00 in London.
  const now = new Date('2026-09-08T12:00:00.000Z');
  const scored = { matchDate: '2026-09-06T09:30:00.000Z', homeScore: 3, awayScore: 3 };

  it('counts a match with a score once it has kicked off', () => {
    expect(countsAsPlayed(scored, now)).toBe(true);
    expect(notPlayedReason(scored, now)).toBeNull();
    expect(countsAsPlayed({ ...scored, homeScore: 0, awayScore: 0 }, now)).toBe(true);
    // Today's match, scored at the final whistle: it counts at once, not from midnight.
    expect(countsAsPlayed({ ...scored, matchDate: '2026-09-08T09:00:00.000Z' }, now)).toBe(true);
    // A bare date is that day.
    expect(countsAsPlayed({ ...scored, matchDate: '2026-09-06' }, now)).toBe(true);
  });

  it('leaves out postponed, abandoned and void matches and walkovers, whatever their date', () => {
    expect(notPlayedReason({ ...scored, isPostponed: true }, now)).toBe('postponed');
    const noScore = { ...scored, homeScore: null, awayScore: null };
    expect(notPlayedReason({ ...noScore, resultCode: 'abandoned' }, now)).toBe('abandoned');
    expect(notPlayedReason({ ...noScore, resultCode: 'void' }, now)).toBe('void');
    expect(notPlayedReason({ ...noScore, resultCode: 'homeWalkover' }, now)).toBe('walkover');
    expect(notPlayedReason({ ...noScore, resultCode: 'awayWalkover' }, now)).toBe('walkover');
    expect(countsAsPlayed({ ...noScore, resultCode: 'homeWalkover' }, now)).toBe(false);
  });

  it('leaves out an overdue match and one awaiting its score today', () => {
    expect(notPlayedReason({ ...scored, homeScore: null, awayScore: null }, now)).toBe('awaiting-result');
    expect(notPlayedReason({ ...scored, awayScore: null }, now)).toBe('awaiting-result');
    const today = { matchDate: '2026-09-08T09:00:00.000Z', homeScore: null, awayScore: null };
    expect(notPlayedReason(today, now)).toBe('awaiting-result');
  });

  it('leaves out a match still to kick off, even with a score typed in, and an undated one', () => {
    expect(notPlayedReason({ ...scored, matchDate: '2026-09-13T09:30:00.000Z' }, now)).toBe('not-kicked-off');
    expect(notPlayedReason({ ...scored, matchDate: '2026-09-08T17:00:00.000Z' }, now)).toBe('not-kicked-off');
    expect(notPlayedReason({ matchDate: '2026-09-20', homeScore: null, awayScore: null }, now)).toBe(
      'not-kicked-off',
    );
    expect(notPlayedReason({ ...scored, matchDate: null }, now)).toBe('undated');
    expect(notPlayedReason({ ...scored, matchDate: 'next week' }, now)).toBe('undated');
  });
});

describe('belowFairShare', () => {
  it('flags a share under the target, never one on it, never with no available minutes or a target of 0', () => {
    expect(belowFairShare({ minutes: 44, availableMinutes: 90 }, 50)).toBe(true);
    expect(belowFairShare({ minutes: 45, availableMinutes: 90 }, 50)).toBe(false);
    expect(belowFairShare({ minutes: 0, availableMinutes: 0 }, 50)).toBe(false);
    expect(belowFairShare({ minutes: 0, availableMinutes: 90 }, 0)).toBe(false);
    // The default (50%) when no target is given; the bounds for one outside 0-100.
    expect(belowFairShare({ minutes: 44, availableMinutes: 90 }, undefined)).toBe(true);
    expect(belowFairShare({ minutes: 89, availableMinutes: 90 }, 150)).toBe(true);
    expect(belowFairShare({ minutes: 0, availableMinutes: 90 }, -5)).toBe(false);
  });
});

describe('seasonMatchReason', () => {
  // Tuesday 8 September 2026, 13:00 in London.
  const now = new Date('2026-09-08T12:00:00.000Z');
  const played = match({ id: 1 });
  const postponed = match({ id: 2, isPostponed: true });
  const toCome = match({ id: 3, matchDate: '2026-09-13T09:30:00.000Z', homeScore: null, awayScore: null });
  const undated = match({ id: 4, matchDate: null, homeScore: null, awayScore: null });
  // Saturday 30 August, kicked off at 23:30 UTC: the 31st in London.
  const lateAugust = match({ id: 5, matchDate: '2026-08-30T23:30:00.000Z' });

  it('is null for a played match in the range, the reason otherwise, out-of-range by the London day', () => {
    const all = { now };
    expect(seasonMatchReason(played, all)).toBeNull();
    expect(seasonMatchReason(postponed, all)).toBe('postponed');
    expect(seasonMatchReason(toCome, all)).toBe('not-kicked-off');
    expect(seasonMatchReason(undated, all)).toBe('undated');
    const september = { from: '2026-09-01', to: '2026-09-30', now };
    expect(seasonMatchReason(played, september)).toBeNull();
    expect(seasonMatchReason(undated, september)).toBe('out-of-range');
    expect(seasonMatchReason(lateAugust, september)).toBe('out-of-range');
    expect(seasonMatchReason(lateAugust, { from: '2026-08-31', to: null, now })).toBeNull();
  });

  it('picks every match whose formations give a figure: the others can be left unread', () => {
    const teamMatches = [played, postponed, toCome, undated, lateAugust];
    const formations = teamMatches.flatMap((m) => [
      formation(m.id, 1, {
        pitch: [
          [1, GK],
          [2, ST],
        ],
        bench: [3],
      }),
      formation(m.id, 2, {
        pitch: [
          [1, GK],
          [3, CM],
        ],
        bench: [2],
      }),
    ]);
    const squad = [1, 2, 3].map((id) => ({ id, createdAt: null }));
    for (const range of [{}, { from: '2026-09-01', to: '2026-09-30' }, { from: null, to: '2026-08-31' }]) {
      const options = { ...range, now };
      const counted = new Set(
        teamMatches.filter((m) => seasonMatchReason(m, options) === null).map((m) => m.id),
      );
      const read = formations.filter((f) => counted.has(f.matchId ?? 0));
      expect(read.length).toBeLessThan(formations.length);
      expect(seasonPlayingTime(teamMatches, read, squad, options)).toEqual(
        seasonPlayingTime(teamMatches, formations, squad, options),
      );
    }
  });
});

describe('squadOnMatchDay', () => {
  it("keeps the players added on the match's London day or before, everyone for an undated match", () => {
    const squad = [
      // 00:30 on 6 September in London (BST): the match's day.
      { id: 1, createdAt: '2026-09-05T23:30:00.000Z' },
      // 00:30 on 7 September in London: the day after.
      { id: 2, createdAt: new Date('2026-09-06T23:30:00.000Z') },
      { id: 3, createdAt: null },
      // An unreadable date is kept: dropping him would hide real minutes.
      { id: 4, createdAt: 'not a date' },
    ];
    const ids = (players: readonly { id: number }[]) => players.map((player) => player.id);
    expect(ids(squadOnMatchDay({ matchDate: '2026-09-06T09:30:00.000Z' }, squad))).toEqual([1, 3, 4]);
    expect(ids(squadOnMatchDay({ matchDate: '2026-09-06' }, squad))).toEqual([1, 3, 4]);
    expect(ids(squadOnMatchDay({ matchDate: '2026-09-07T09:30:00.000Z' }, squad))).toEqual([1, 2, 3, 4]);
    expect(ids(squadOnMatchDay({ matchDate: '2026-09-05T09:30:00.000Z' }, squad))).toEqual([3, 4]);
    expect(ids(squadOnMatchDay({ matchDate: null }, squad))).toEqual([1, 2, 3, 4]);
  });
});

describe('seasonPlayingTime', () => {
  // Sunday 20 September 2026, in the afternoon.
  const now = new Date('2026-09-20T14:00:00.000Z');
  const at = (day: string) => `${day}T09:30:00.000Z`;
  // Each of the matches left out would give minutes if it counted.
  const leftOut = (id: number, day: string, extra: Partial<PlayingTimeMatch>) => ({
    match: match({ id, matchDate: at(day), matchLength: 60, substitutionTimings: [0], ...extra }),
    formation: formation(id, 1, {
      pitch: [
        [1, GK],
        [2, ST],
        [3, CB],
        [4, CM],
      ],
    }),
  });
  const skipped = [
    leftOut(3, '2026-09-14', { isPostponed: true }),
    leftOut(4, '2026-09-15', { homeScore: null, awayScore: null }), // overdue
    leftOut(5, '2026-09-27', { homeScore: null, awayScore: null }), // future
    leftOut(6, '2026-09-16', { homeScore: null, awayScore: null, resultCode: 'abandoned' }),
    leftOut(7, '2026-09-17', { homeScore: null, awayScore: null, resultCode: 'void' }),
    leftOut(8, '2026-08-30', {}), // played, but before the range
  ];
  const a = match({ id: 1, matchDate: at('2026-09-06'), substitutionTimings: [0, 30], captainPlayerId: 2 });
  const b = match({
    id: 2,
    matchDate: at('2026-09-13'),
    substitutionTimings: [0, 20, 40],
    captainPlayerId: 1,
  });
  const matches = [a, b, ...skipped.map((s) => s.match)];
  const formations = [
    formation(1, 1, {
      pitch: [
        [1, GK],
        [2, ST],
      ],
      bench: [3],
    }),
    // Player 4 joined after this match: his place here (added afterwards) does not count.
    formation(1, 2, {
      pitch: [
        [1, GK],
        [3, ST],
      ],
      bench: [2, 4],
    }),
    formation(2, 1, {
      pitch: [
        [1, GK],
        [4, ST],
      ],
      bench: [2, 3],
    }),
    // Period 2 of match 2 is unplanned.
    formation(2, 3, {
      pitch: [
        [3, GK],
        [4, ST],
      ],
      bench: [1],
      unavailable: [2],
    }),
    ...skipped.map((s) => s.formation),
  ];
  const squad = [
    { id: 1, createdAt: '2026-07-01T18:00:00.000Z' },
    { id: 2, createdAt: null },
    // Added on the evening of match 1's day: in the squad for it.
    { id: 3, createdAt: '2026-09-06T19:00:00.000Z' },
    { id: 4, createdAt: new Date('2026-09-10T12:00:00.000Z') },
  ];
  const season = seasonPlayingTime(matches, formations, squad, { from: '2026-09-01', now });
  const of = (id: number) => season.players.find((player) => player.playerId === id);

  it('counts only the played matches of the range, and says why the others do not count', () => {
    expect(season.fairShareTarget).toBe(50);
    expect(season.matchesCounted).toBe(2);
    expect(season.periods).toBe(5);
    expect(season.plannedPeriods).toBe(4);
    expect(season.notCounted).toEqual({
      postponed: 1,
      abandoned: 1,
      void: 1,
      walkover: 0,
      undated: 0,
      'not-kicked-off': 1,
      'awaiting-result': 1,
    });
    expect(season.players.map((player) => player.playerId)).toEqual([1, 2, 3, 4]);
  });

  it('adds up each player over the matches, by hand', () => {
    // Match 1: 30 + 30 in goal. Match 2: 20 in goal, then the bench in period 3; period 2 is unplanned.
    expect(of(1)).toEqual({
      playerId: 1,
      matchesInSquad: 2,
      matchesPlayed: 2,
      minutes: 80,
      availableMinutes: 100,
      share: 0.8,
      starts: 2,
      periodsOnPitch: 3,
      periodsOnBench: 1,
      periodsUnavailable: 0,
      byLine: lines(3, 0, 0, 0),
      timesCaptain: 1,
      belowTarget: false,
    });
    // Match 1: 30 up front, then the bench. Match 2: the bench, then unavailable for period 3.
    expect(of(2)).toEqual({
      playerId: 2,
      matchesInSquad: 2,
      matchesPlayed: 1,
      minutes: 30,
      availableMinutes: 80,
      share: 0.375,
      starts: 1,
      periodsOnPitch: 1,
      periodsOnBench: 2,
      periodsUnavailable: 1,
      byLine: lines(0, 0, 0, 1),
      timesCaptain: 1,
      belowTarget: true,
    });
    // 50 of 100: exactly on the target is not below it.
    expect(of(3)).toMatchObject({
      matchesPlayed: 2,
      minutes: 50,
      availableMinutes: 100,
      share: 0.5,
      starts: 0,
      byLine: lines(1, 0, 0, 1),
      belowTarget: false,
    });
  });

  it('counts a player only for the matches after he joined', () => {
    expect(of(4)).toMatchObject({
      matchesInSquad: 1,
      matchesPlayed: 1,
      minutes: 40,
      availableMinutes: 40,
      share: 1,
      starts: 1,
      periodsOnBench: 0,
    });
    const early = seasonPlayingTime(matches, formations, squad, {
      from: '2026-09-01',
      to: '2026-09-10',
      now,
    });
    expect(early.matchesCounted).toBe(1);
    expect(early.players.find((player) => player.playerId === 4)).toMatchObject({
      matchesInSquad: 0,
      minutes: 0,
      share: null,
      belowTarget: false,
    });
  });

  it('takes the whole history without bounds, and the target from the options', () => {
    const all = seasonPlayingTime(matches, formations, squad, { now, fairShareTarget: 40 });
    expect(all.matchesCounted).toBe(3);
    // Match 8 (30 August) was before players 3 and 4 joined; players 1 and 2 played its 60 minutes.
    expect(all.players.map((player) => [player.playerId, player.minutes, player.belowTarget])).toEqual([
      [1, 140, false],
      [2, 90, false],
      [3, 50, false],
      [4, 40, false],
    ]);
    const stricter = seasonPlayingTime(matches, formations, squad, {
      from: '2026-09-01',
      now,
      fairShareTarget: 60,
    });
    expect(stricter.players.filter((p) => p.belowTarget).map((p) => p.playerId)).toEqual([2, 3]);
    const off = seasonPlayingTime(matches, formations, squad, {
      from: '2026-09-01',
      now,
      fairShareTarget: 0,
    });
    expect(off.fairShareTarget).toBe(0);
    expect(off.players.some((player) => player.belowTarget)).toBe(false);
    expect(
      seasonPlayingTime(matches, formations, squad, { now, fairShareTarget: Number.NaN }).fairShareTarget,
    ).toBe(50);
  });

  it('handles 200 matches of 20 players', () => {
    const players = Array.from({ length: 20 }, (_, i) => ({
      id: i + 1,
      createdAt: '2025-01-01T00:00:00.000Z',
    }));
    const bigMatches: PlayingTimeMatch[] = [];
    const bigFormations: PlayingTimeFormation[] = [];
    for (let id = 1; id <= 200; id += 1) {
      bigMatches.push(
        match({
          id,
          matchDate: new Date(Date.UTC(2025, 0, 1) + id * 86_400_000).toISOString(),
          substitutionTimings: [0, 15, 30, 45],
        }),
      );
      for (let quarter = 1; quarter <= 4; quarter += 1) {
        // Eleven on, the next nine on the bench, rotating by period and match.
        const rotated = players.map((_, i) => ((i + id + quarter) % 20) + 1);
        bigFormations.push(
          formation(id, quarter, {
            pitch: rotated
              .slice(0, 11)
              .map((playerId, i): [number, Spot] => [playerId, { x: 5 + i * 8, y: 50 }]),
            bench: rotated.slice(11),
          }),
        );
      }
    }
    const big = seasonPlayingTime(bigMatches, bigFormations, players, {
      now: new Date('2026-01-01T00:00:00Z'),
    });
    expect(big.matchesCounted).toBe(200);
    expect(big.plannedPeriods).toBe(800);
    // Eleven players on for every minute of 200 matches of 60.
    expect(big.players.reduce((sum, player) => sum + player.minutes, 0)).toBe(200 * 60 * 11);
    expect(big.players.reduce((sum, player) => sum + player.periodsOnBench, 0)).toBe(800 * 9);
    expect(big.players.every((player) => player.availableMinutes === 200 * 60)).toBe(true);
  });
});

// ---- Properties ----

/** A valid timing (match-timing.ts): 30-120 minutes, kick-off and distinct starts inside the match. */
const timingArb = fc
  .integer({ min: 30, max: 120 })
  .chain((matchLength) =>
    fc
      .uniqueArray(fc.integer({ min: 1, max: matchLength - 1 }), { maxLength: 6 })
      .map((starts) => ({ matchLength, substitutionTimings: [0, ...starts] })),
  );

type PlaceChoice = { kind: 'pitch'; x: number; y: number } | { kind: 'bench' | 'unavailable' | 'none' };
const placeArb: fc.Arbitrary<PlaceChoice> = fc.oneof(
  fc.record({
    kind: fc.constant('pitch' as const),
    x: fc.integer({ min: 0, max: 100 }),
    y: fc.integer({ min: 0, max: 100 }),
  }),
  fc.record({ kind: fc.constantFrom('bench' as const, 'unavailable' as const, 'none' as const) }),
);

/** A match of `squadSize` players with each period planned or not, and every player placed at random. */
const scenarioArb = fc
  .record({ timing: timingArb, squadSize: fc.integer({ min: 1, max: 14 }) })
  .chain(({ timing, squadSize }) =>
    fc.record({
      timing: fc.constant(timing),
      squadSize: fc.constant(squadSize),
      periods: fc.array(fc.option(fc.array(placeArb, { minLength: squadSize, maxLength: squadSize })), {
        minLength: timing.substitutionTimings.length,
        maxLength: timing.substitutionTimings.length,
      }),
      unavailable: fc.subarray(Array.from({ length: squadSize }, (_, i) => i + 1)),
      captain: fc.option(fc.integer({ min: 1, max: squadSize })),
    }),
  )
  .map(({ timing, squadSize, periods, unavailable, captain }) => {
    const squad = squadOf(...Array.from({ length: squadSize }, (_, i) => i + 1));
    const formations = periods.flatMap((places, index) => {
      if (places === null) return [];
      const pick = (kind: PlaceChoice['kind']) =>
        places.flatMap((place, i) => (place.kind === kind ? [i + 1] : []));
      return [
        formation(9, index + 1, {
          pitch: places.flatMap((place, i): [number, Spot][] =>
            place.kind === 'pitch' ? [[i + 1, { x: place.x, y: place.y }]] : [],
          ),
          bench: pick('bench'),
          unavailable: pick('unavailable'),
        }),
      ];
    });
    return {
      match: match({ id: 9, ...timing, unavailablePlayerIds: unavailable, captainPlayerId: captain }),
      formations,
      squad,
    };
  });

describe('periodChanges properties', () => {
  it('turns the pitch of one planned period into the next, each player named once', () => {
    fc.assert(
      fc.property(scenarioArb, ({ match: m, formations, squad }) => {
        const time = matchPlayingTime(m, formations, squad);
        const pitchOf = (period: number) => {
          const id = time.periodList[period - 1]!.formationId;
          return new Set(formations.find((f) => f.id === id)?.playerPositions.map((p) => p.playerId));
        };
        const boundaries = periodChanges(m, formations, []);
        expect(boundaries).toHaveLength(time.periods - 1);
        for (const boundary of boundaries) {
          const plannedBoth =
            time.periodList[boundary.before - 1]!.formationId !== null &&
            time.periodList[boundary.after - 1]!.formationId !== null;
          expect(boundary.planned).toBe(plannedBoth);
          if (!boundary.planned) continue;
          const pitch = pitchOf(boundary.before);
          const named = boundary.changes.flatMap(({ on, off }) => [on, off].filter((id) => id !== null));
          expect(new Set(named).size).toBe(named.length);
          for (const { on, off } of boundary.changes) {
            expect(on !== null || off !== null).toBe(true);
            if (off !== null) pitch.delete(off);
            if (on !== null) pitch.add(on);
          }
          expect([...pitch].sort()).toEqual([...pitchOf(boundary.after)].sort());
        }
      }),
    );
  });
});

describe('matchPlayingTime properties', () => {
  it('shares each planned period among the players on the pitch: length times their number', () => {
    fc.assert(
      fc.property(scenarioArb, ({ match: m, formations, squad }) => {
        const time = matchPlayingTime(m, formations, squad);
        const expected = time.periodList.reduce((sum, period) => {
          const shown = formations.find((f) => f.id === period.formationId);
          return sum + (shown ? period.minutes * shown.playerPositions.length : 0);
        }, 0);
        expect(time.players.reduce((sum, player) => sum + player.minutes, 0)).toBe(expected);
      }),
    );
  });

  it('never gives more minutes than a player was available for, nor more than the match lasts', () => {
    fc.assert(
      fc.property(scenarioArb, ({ match: m, formations, squad }) => {
        const time = matchPlayingTime(m, formations, squad);
        const planned = time.periodList.reduce((sum, p) => sum + (p.formationId === null ? 0 : p.minutes), 0);
        expect(planned).toBeLessThanOrEqual(m.matchLength);
        for (const player of time.players) {
          expect(player.minutes).toBeLessThanOrEqual(player.availableMinutes);
          expect(player.availableMinutes).toBeLessThanOrEqual(planned);
          const { GK, DEF, MID, FWD } = player.byLine;
          expect(GK + DEF + MID + FWD).toBe(player.periodsOnPitch);
          expect(
            player.periodsOnPitch + player.periodsOnBench + player.periodsUnavailable,
          ).toBeLessThanOrEqual(time.plannedPeriods);
        }
      }),
    );
  });
});

describe('seasonPlayingTime properties', () => {
  it('gives a played match the figures of matchPlayingTime, a share within 0-1 and the flag below the target only', () => {
    const now = new Date('2026-10-01T12:00:00.000Z');
    fc.assert(
      fc.property(
        scenarioArb,
        fc.integer({ min: 0, max: 100 }),
        ({ match: m, formations, squad }, target) => {
          const one = matchPlayingTime(m, formations, squad);
          const season = seasonPlayingTime(
            [m],
            formations,
            squad.map((player) => ({ id: player.id, createdAt: null })),
            { now, fairShareTarget: target },
          );
          expect(season.plannedPeriods).toBe(one.plannedPeriods);
          for (const [i, player] of season.players.entries()) {
            const single = one.players[i]!;
            expect(player).toMatchObject({
              playerId: single.playerId,
              matchesInSquad: 1,
              matchesPlayed: single.periodsOnPitch > 0 ? 1 : 0,
              minutes: single.minutes,
              availableMinutes: single.availableMinutes,
              starts: single.started ? 1 : 0,
              byLine: single.byLine,
              timesCaptain: single.isCaptain ? 1 : 0,
            });
            if (player.share === null) {
              expect(player.availableMinutes).toBe(0);
              expect(player.belowTarget).toBe(false);
            } else {
              expect(player.share).toBeGreaterThanOrEqual(0);
              expect(player.share).toBeLessThanOrEqual(1);
              expect(player.belowTarget).toBe(target > 0 && player.share * 100 < target - 1e-9);
            }
          }
          // The same match still to come gives nobody anything.
          const future = seasonPlayingTime(
            [{ ...m, matchDate: '2026-10-04T09:30:00.000Z' }],
            formations,
            [],
            { now },
          );
          expect(future.matchesCounted).toBe(0);
          expect(future.notCounted['not-kicked-off']).toBe(1);
        },
      ),
    );
  });
});
