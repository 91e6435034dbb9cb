import { describe, expect, it } from 'vitest';
import type { RotationPlanAnswer } from '../../../shared/contracts/rotation-plan';
import type { Player } from '../../../shared/contracts/squad';
import { periodsOf } from '../../../shared/domain/match-periods';
import {
  answersForPlan,
  isShapePlace,
  keeperChangeChoices,
  pinPlaceChoices,
  pinPositionChoices,
  previewMinutes,
  previewPeriods,
  type RotationDraft,
  rotationBody,
} from './rotation-draft';

/** A squad player for these tests: shirt and name, the rest as a new player's. */
const makePlayer = (
  id: number,
  shirtNumber: number,
  name: Pick<Player, 'firstName' | 'lastName'>,
): Player => ({
  id,
  shirtNumber,
  ...name,
  preferredPosition: 'Midfielder',
  willingToKeep: false,
  age: null,
  height: null,
  penaltyOrder: null,
  cornerOrder: null,
  attackingFkOrder: null,
  defensiveFkOrder: null,
  myTeamId: 1,
  userId: null,
  createdAt: '2025-01-01T00:00:00.000Z',
});

const fourQuarters = periodsOf({ matchLength: 60, substitutionTimings: [0, 15, 30, 45] });
const draft = (more: Partial<RotationDraft> = {}): RotationDraft => ({
  shape: '4-4-2',
  keeperChange: 'half-time',
  fromPeriod: 1,
  pins: [],
  overwritePlanned: false,
  includeNotSure: true,
  ...more,
});

describe('the rotation dialog’s choices', () => {
  it('offers half-time first, naming its minute and period, then never and every period', () => {
    expect(keeperChangeChoices(fourQuarters)).toEqual([
      { value: 'half-time', label: "At half-time (30', period 3)" },
      { value: 'never', label: 'Never: one keeper all match' },
      { value: 'every-period', label: 'At every change of period' },
    ]);
    // One period: no half-time to change at.
    expect(
      keeperChangeChoices(periodsOf({ matchLength: 60, substitutionTimings: [0] })).map((c) => c.value),
    ).toEqual(['never', 'every-period']);
  });

  it("names a shape's lines by role, telling two midfield lines apart", () => {
    expect(pinPlaceChoices('4-4-2').map((c) => c.label)).toEqual([
      'Anywhere',
      'In goal',
      'In defence',
      'In midfield',
      'In attack',
    ]);
    expect(
      pinPlaceChoices('4-2-3-1')
        .map((c) => c.label)
        .slice(3, 5),
    ).toEqual(['In midfield (the line of 2)', 'In midfield (the line of 3)']);
  });

  it("offers a shape's positions once each, from the back and left to right, a shape change resetting them", () => {
    expect(pinPositionChoices('4-4-2')).toEqual(
      ['LB', 'CB', 'RB', 'LM', 'CM', 'RM', 'ST'].map((label) => ({ value: `position-${label}`, label })),
    );
    expect(pinPositionChoices('3-3-2').map((c) => c.label)).toEqual(['CB', 'CM', 'ST']);
    expect(pinPositionChoices('4-2-3-1').map((c) => c.label)).toEqual([
      'LB',
      'CB',
      'RB',
      'CDM',
      'LW',
      'CAM',
      'RW',
      'ST',
    ]);
    expect((['anywhere', 'GK', 'line-0', 'position-LB'] as const).map(isShapePlace)).toEqual([
      false,
      false,
      true,
      true,
    ]);
  });
});

describe('rotationBody', () => {
  it('sends only what the coach chose: half-time is the server’s default', () => {
    expect(rotationBody(draft(), fourQuarters)).toEqual({ ok: true, body: { shape: '4-4-2' } });
    expect(rotationBody(draft({ keeperChange: 'never' }), fourQuarters)).toEqual({
      ok: true,
      body: { shape: '4-4-2', keeperChangeAt: [] },
    });
    expect(rotationBody(draft({ keeperChange: 'every-period', fromPeriod: 3 }), fourQuarters)).toEqual({
      ok: true,
      body: { shape: '4-4-2', keeperChangeAt: [2, 3, 4], fromPeriod: 3 },
    });
  });

  it('turns pins into the contract’s, dropping periods already kept', () => {
    const result = rotationBody(
      draft({
        fromPeriod: 2,
        pins: [
          { playerId: 7, where: 'GK', periods: [] },
          { playerId: 9, where: 'line-2', periods: [3, 1, 2] },
          { playerId: 4, where: 'anywhere', periods: [4] },
          { playerId: 5, where: 'position-LB', periods: [] },
        ],
      }),
      fourQuarters,
    );
    expect(result).toEqual({
      ok: true,
      body: {
        shape: '4-4-2',
        fromPeriod: 2,
        pins: [
          { playerId: 7, place: 'GK' },
          { playerId: 9, periods: [2, 3], place: { line: 2 } },
          { playerId: 4, periods: [4] },
          { playerId: 5, place: { position: 'LB' } },
        ],
      },
    });
  });

  it('says what a pin lacks instead of sending it', () => {
    expect(rotationBody(draft({ pins: [{ playerId: 0, where: 'GK', periods: [] }] }), fourQuarters)).toEqual({
      ok: false,
      problem: 'Pin 1: choose a player.',
    });
    expect(
      rotationBody(draft({ pins: [{ playerId: 3, where: 'anywhere', periods: [] }] }), fourQuarters),
    ).toEqual({ ok: false, problem: 'Pin 1: choose periods, a place, or both.' });
  });
});

describe('the preview', () => {
  const players = [
    makePlayer(1, 1, { firstName: 'Ann', lastName: 'Keeper' }),
    makePlayer(2, 2, { firstName: 'Bo', lastName: '' }),
    makePlayer(3, 3, { firstName: 'Cy', lastName: 'Dee' }),
    makePlayer(4, 4, { firstName: 'Di', lastName: 'Eff' }),
  ];
  const plan: RotationPlanAnswer = {
    matchId: 9,
    shape: '4-4-2',
    fromPeriod: 2,
    unavailable: [],
    notSure: [],
    notSureIncluded: true,
    late: [],
    left: [],
    periods: [
      {
        number: 1,
        from: 0,
        to: 30,
        keeper: 1,
        lines: [[2], [3]],
        bench: [4],
        absent: [],
        playerPositions: [],
        kept: true,
        planned: true,
      },
      {
        number: 2,
        from: 30,
        to: 60,
        keeper: 1,
        lines: [[4], [2]],
        bench: [3],
        absent: [],
        playerPositions: [],
        kept: false,
        planned: false,
      },
    ],
    minutes: [
      { playerId: 1, minutes: 60, keeperMinutes: 60, availableMinutes: 60 },
      { playerId: 2, minutes: 60, keeperMinutes: 0, availableMinutes: 60 },
      { playerId: 3, minutes: 30, keeperMinutes: 0, availableMinutes: 60 },
      { playerId: 4, minutes: 30, keeperMinutes: 0, availableMinutes: 60 },
    ],
  };

  it('lists each period by GK, lines by role and bench, naming players as match planning does', () => {
    expect(previewPeriods(plan, players)[1]).toEqual({
      number: 2,
      minutes: "30–60'",
      kept: false,
      planned: false,
      rows: [
        { label: 'GK', names: '1 Ann Keeper' },
        { label: 'DEF', names: '4 Di Eff' },
        { label: 'FWD', names: '2 Bo' },
        { label: 'Bench', names: '3 Cy Dee' },
      ],
    });
  });

  it('lists minutes most first, then by shirt, with the minutes in goal', () => {
    expect(previewMinutes(plan, players)).toEqual([
      { playerId: 1, name: '1 Ann Keeper', minutes: '60 min (60 in goal)' },
      { playerId: 2, name: '2 Bo', minutes: '60 min' },
      { playerId: 3, name: '3 Cy Dee', minutes: '30 min' },
      { playerId: 4, name: '4 Di Eff', minutes: '30 min' },
    ]);
  });
});

describe('the families’ answers in the rotation dialog (issue 31)', () => {
  const squad = [
    makePlayer(1, 1, { firstName: 'Al', lastName: 'Bee' }),
    makePlayer(2, 2, { firstName: 'Bo', lastName: 'Cee' }),
    makePlayer(3, 3, { firstName: 'Cy', lastName: 'Dee' }),
    makePlayer(4, 4, { firstName: 'Di', lastName: 'Eff' }),
  ];
  const row = (
    playerId: number,
    answer: 'available' | 'maybe' | 'unavailable',
    arrivesAt: string | null = null,
    leftAtMinute: number | null = null,
  ) => ({
    playerId,
    answer,
    note: null,
    answeredAt: '2026-11-29T20:00:00Z',
    arrivesAt,
    leftAtMinute,
    previous: null,
  });
  const match = { matchDate: '2026-12-05T10:00:00Z', unavailablePlayerIds: [4] };

  it('names the Not sure players and the late arrivals with the minute they are planned from, leaving out the unavailable', () => {
    const view = {
      players: [
        row(3, 'maybe', '2026-12-05T10:31:00Z'),
        row(2, 'maybe'),
        row(1, 'available', '2026-12-05T10:30:00Z'),
        row(4, 'maybe'),
      ],
    };
    expect(answersForPlan(view, squad, match)).toEqual({
      notSure: ['2 Bo Cee', '3 Cy Dee'],
      late: [
        '1 Al Bee: arrives 10:30, plays from minute 30',
        '3 Cy Dee: arrives 10:31, plays from minute 31',
      ],
      left: [],
    });
    expect(answersForPlan(undefined, squad, match)).toEqual({ notSure: [], late: [], left: [] });
  });

  it('names the players recorded as injured or gone on the live screen, with the minute (issue 32)', () => {
    const view = { players: [row(2, 'available', null, 12), row(1, 'available'), row(4, 'maybe', null, 20)] };
    expect(answersForPlan(view, squad, match).left).toEqual(['2 Bo Cee: left at minute 12']);
  });

  it('sends includeNotSure only when the coach leaves the Not sure players out', () => {
    expect(rotationBody(draft({ includeNotSure: false }), fourQuarters)).toEqual({
      ok: true,
      body: { shape: '4-4-2', includeNotSure: false },
    });
  });

  it("shows who is not there yet in a period, and a late player's minutes of those he is there for", () => {
    const period = (number: number, absent: number[]) => ({
      number,
      from: (number - 1) * 30,
      to: number * 30,
      keeper: 1,
      lines: [[2]],
      bench: [],
      absent,
      playerPositions: [],
      kept: false,
      planned: false,
    });
    const plan: RotationPlanAnswer = {
      matchId: 9,
      shape: '4-4-2',
      fromPeriod: 1,
      unavailable: [],
      notSure: [],
      notSureIncluded: true,
      late: [{ playerId: 3, arrivesAt: '2026-12-05T10:30:00Z', fromMinute: 30 }],
      left: [],
      periods: [period(1, [3]), { ...period(2, []), lines: [[3]], bench: [2] }],
      minutes: [
        { playerId: 1, minutes: 60, keeperMinutes: 60, availableMinutes: 60 },
        { playerId: 2, minutes: 30, keeperMinutes: 0, availableMinutes: 60 },
        { playerId: 3, minutes: 30, keeperMinutes: 0, availableMinutes: 30 },
      ],
    };
    expect(previewPeriods(plan, squad)[0]!.rows.at(-1)).toEqual({ label: 'Later', names: '3 Cy Dee' });
    expect(previewPeriods(plan, squad)[1]!.rows.at(-1)).toEqual({ label: 'Bench', names: '2 Bo Cee' });
    expect(previewMinutes(plan, squad).map((row) => row.minutes)).toEqual([
      '60 min (60 in goal)',
      '30 min',
      '30 min of 30 there',
    ]);
  });
});
