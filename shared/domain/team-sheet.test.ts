import { describe, expect, it } from 'vitest';
import {
  lineUpOf,
  lineUpShareText,
  periodHeading,
  type SheetSquadPlayer,
  setPieceTakersOf,
  sheetPeriodsOf,
  sheetPlayerText,
} from './team-sheet.js';

const squad: SheetSquadPlayer[] = [
  { id: 1, shirtNumber: 1, firstName: 'Oliver', lastName: 'Bennett' },
  { id: 2, shirtNumber: 2, firstName: 'Jack', lastName: 'Turner' },
  { id: 3, shirtNumber: 3, firstName: 'Leo', lastName: 'Ward' },
  { id: 4, shirtNumber: 9, firstName: 'Oscar', lastName: 'Hughes' },
  { id: 5, shirtNumber: 12, firstName: 'Harry', lastName: 'Whitfield' },
  { id: 6, shirtNumber: 14, firstName: 'Noah', lastName: 'Price' },
  { id: 7, shirtNumber: null, firstName: 'Alfie', lastName: '' },
];

const formation = {
  // Placed in any order: the sheet reads from the goalkeeper forward, left to right in each line.
  playerPositions: [
    { playerId: 4, x: 85, y: 50 }, // ST
    { playerId: 3, x: 25, y: 85 }, // RB
    { playerId: 1, x: 5, y: 50 }, // GK
    { playerId: 2, x: 25, y: 10 }, // LB
  ],
  benchPlayers: [6, 5, 99],
  unavailablePlayers: [],
};

describe('lineUpOf', () => {
  it('lists the pitch from the goalkeeper forward with position labels, then the bench in order', () => {
    const lineUp = lineUpOf(formation, squad, { captainPlayerId: 3, unavailablePlayerIds: [] });
    expect(lineUp.onPitch.map((p) => `${p.position} ${sheetPlayerText(p)}`)).toEqual([
      'GK 1 Oliver Bennett',
      'LB 2 Jack Turner',
      'RB 3 Leo Ward (C)',
      'ST 9 Oscar Hughes',
    ]);
    // A player no longer in the squad (99) is left out.
    expect(lineUp.bench.map(sheetPlayerText)).toEqual(['14 Noah Price', '12 Harry Whitfield']);
    expect(lineUp.unavailable).toEqual([]);
  });

  it('moves a benched player the match marks unavailable to the unavailable list, and drops his captaincy', () => {
    const lineUp = lineUpOf({ ...formation, unavailablePlayers: [7] }, squad, {
      captainPlayerId: 6,
      unavailablePlayerIds: [6],
    });
    expect(lineUp.bench.map(sheetPlayerText)).toEqual(['12 Harry Whitfield']);
    // By shirt number, a player without one last, and no "(C)": an unavailable captain does not lead.
    expect(lineUp.unavailable.map(sheetPlayerText)).toEqual(['14 Noah Price', 'Alfie']);
  });

  it('keeps a player on the pitch whom the match marks unavailable there (the viewer flags him)', () => {
    const lineUp = lineUpOf(formation, squad, { captainPlayerId: null, unavailablePlayerIds: [4] });
    expect(lineUp.onPitch.map((p) => p.id)).toContain(4);
    expect(lineUp.unavailable).toEqual([]);
  });
});

describe('setPieceTakersOf', () => {
  it('gives every role in its order, leaving out the unavailable and the removed', () => {
    const takers = setPieceTakersOf(
      {
        captainPlayerId: null,
        unavailablePlayerIds: [2],
        matchPenaltyOrder: [4, 2, 3],
        matchCornerOrder: [99, 5],
        matchAttackingFkOrder: [],
        matchDefensiveFkOrder: [3],
      },
      squad,
    );
    expect(takers.map((row) => [row.label, row.takers.map(sheetPlayerText)])).toEqual([
      ['Penalties', ['9 Oscar Hughes', '3 Leo Ward']],
      ['Corners', ['12 Harry Whitfield']],
      ['Attacking free kicks', []],
      ['Defensive free kicks', ['3 Leo Ward']],
    ]);
  });
});

describe('lineUpShareText', () => {
  const period = { number: 2, from: 15, to: 30 };

  it('writes the fixture, the period, a line per player and the bench', () => {
    const lineUp = lineUpOf(formation, squad, { captainPlayerId: 1, unavailablePlayerIds: [] });
    expect(
      lineUpShareText({
        teamName: 'Riverside Rovers U12',
        opponent: 'Kestrels',
        when: 'Sat 5 Dec 10:00',
        period,
        lineUp,
      }),
    ).toBe(
      [
        "Riverside Rovers U12 v Kestrels, Sat 5 Dec 10:00 — Period 2 (15'-30')",
        'GK 1 Oliver Bennett (C)',
        'LB 2 Jack Turner',
        'RB 3 Leo Ward',
        'ST 9 Oscar Hughes',
        'Bench: 14 Noah Price, 12 Harry Whitfield',
      ].join('\n'),
    );
  });

  it('says who is unavailable, and does without the team name or a date', () => {
    const lineUp = lineUpOf(
      { playerPositions: [{ playerId: 1, x: 5, y: 50 }], benchPlayers: [], unavailablePlayers: [5] },
      squad,
      { captainPlayerId: null, unavailablePlayerIds: [] },
    );
    expect(lineUpShareText({ teamName: null, opponent: 'TBD', when: null, period, lineUp })).toBe(
      ["v TBD — Period 2 (15'-30')", 'GK 1 Oliver Bennett', 'Unavailable: 12 Harry Whitfield'].join('\n'),
    );
  });

  it('says so when nobody is placed yet', () => {
    const lineUp = { onPitch: [], bench: [], unavailable: [] };
    expect(lineUpShareText({ teamName: 'U12', opponent: 'Kestrels', when: null, period, lineUp })).toBe(
      "U12 v Kestrels — Period 2 (15'-30')\nNo one placed on the pitch yet.",
    );
  });
});

describe('periodHeading', () => {
  it("gives the period's number and minutes", () => {
    expect(periodHeading({ number: 1, from: 0, to: 15 })).toBe("Period 1 (0'-15')");
  });
});

describe('sheetPeriodsOf', () => {
  it('gives every period its minutes and the line-up of the plan it shows, none for a blank one', () => {
    const match = {
      id: 10,
      matchLength: 60,
      substitutionTimings: [0, 15, 30, 45],
      captainPlayerId: null,
      unavailablePlayerIds: [],
    };
    const saved = (id: number, quarter: number, plannedAt: string | null, goalkeeper: number) => ({
      ...formation,
      id,
      matchId: 10,
      quarter,
      plannedAt,
      formation: '2-1',
      playerPositions: [{ playerId: goalkeeper, x: 5, y: 50 }],
    });
    const periods = sheetPeriodsOf(
      match,
      [
        saved(1, 1, '2026-11-01T10:00:00Z', 1),
        // Saved later for period 1: the one the period shows.
        saved(2, 1, '2026-11-02T10:00:00Z', 5),
        // A library copy never saved in the editor: not the plan of period 3.
        saved(3, 3, null, 1),
        { ...saved(4, 2, '2026-11-01T10:00:00Z', 1), matchId: 11 },
      ],
      squad,
    );
    expect(periods.map((p) => [p.number, p.from, p.to, p.shape])).toEqual([
      [1, 0, 15, '2-1'],
      [2, 15, 30, null],
      [3, 30, 45, null],
      [4, 45, 60, null],
    ]);
    expect(periods[0]?.lineUp?.onPitch.map(sheetPlayerText)).toEqual(['12 Harry Whitfield']);
    expect(periods[1]?.lineUp).toBeNull();
  });
});
