import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  availablePlayers,
  emptyPlacement,
  type Placement,
  type PlacementAction,
  pitchCoordinate,
  placementFromLists,
  placementReducer,
  placeOf,
} from './editor-placement';

const run = (actions: PlacementAction[], from: Placement = emptyPlacement) =>
  actions.reduce(placementReducer, from);

const squad = [
  { id: 11, shirtNumber: 9, firstName: 'Logan' },
  { id: 12, shirtNumber: 1, firstName: 'Ethan' },
  { id: 13, shirtNumber: 4, firstName: 'Lucas' },
  { id: 14, shirtNumber: 4, firstName: 'Aaron' },
];

describe('placement (spec 001 §4.1)', () => {
  const placed: Placement = {
    positions: [
      { playerId: 1, x: 10, y: 50 },
      { playerId: 2, x: 30, y: 20 },
    ],
    bench: [3],
    unavailable: [4],
    selectedId: null,
  };

  it.each<[string, PlacementAction, Partial<Placement>]>([
    [
      'placing an available player adds him at the end of the pitch',
      { type: 'place', playerId: 5, x: 50, y: 50 },
      { positions: [...placed.positions, { playerId: 5, x: 50, y: 50 }] },
    ],
    [
      're-placing replaces his coordinates and keeps his order',
      { type: 'place', playerId: 1, x: 6, y: 44 },
      {
        positions: [
          { playerId: 1, x: 6, y: 44 },
          { playerId: 2, x: 30, y: 20 },
        ],
      },
    ],
    [
      'placing from the bench takes him off the bench',
      { type: 'place', playerId: 3, x: 70, y: 30 },
      { positions: [...placed.positions, { playerId: 3, x: 70, y: 30 }], bench: [] },
    ],
    [
      'placing an unavailable player takes him off the unavailable list',
      { type: 'place', playerId: 4, x: 70, y: 30 },
      { positions: [...placed.positions, { playerId: 4, x: 70, y: 30 }], unavailable: [] },
    ],
    [
      'positions are clamped to 0-100 on both axes',
      { type: 'place', playerId: 5, x: -12, y: 140 },
      { positions: [...placed.positions, { playerId: 5, x: 0, y: 100 }] },
    ],
    [
      'benching a player on the pitch takes him off it',
      { type: 'bench', playerId: 2 },
      { positions: [placed.positions[0]!], bench: [3, 2] },
    ],
    [
      'benching an unavailable player makes him available for the bench',
      { type: 'bench', playerId: 4 },
      { bench: [3, 4], unavailable: [] },
    ],
    ['benching a benched player changes nothing', { type: 'bench', playerId: 3 }, {}],
    [
      'marking a player on the pitch unavailable takes him off it',
      { type: 'unavailable', playerId: 1 },
      { positions: [placed.positions[1]!], unavailable: [4, 1] },
    ],
    [
      'marking a benched player unavailable takes him off the bench',
      { type: 'unavailable', playerId: 3 },
      { bench: [], unavailable: [4, 3] },
    ],
    [
      "a match's unavailable list replaces this one, and those it names leave the pitch and bench",
      { type: 'setUnavailable', playerIds: [2, 3, 2] },
      { positions: [placed.positions[0]!], bench: [], unavailable: [2, 3] },
    ],
  ])('%s', (_, action, change) => {
    expect(placementReducer(placed, action)).toEqual({ ...placed, ...change });
  });

  it('a tap selects, a tap on the same player deselects, a tap on another moves the selection', () => {
    const selected = run([{ type: 'select', playerId: 5 }], placed);
    expect(selected.selectedId).toBe(5);
    expect(run([{ type: 'select', playerId: 5 }], selected).selectedId).toBeNull();
    expect(run([{ type: 'select', playerId: 6 }], selected).selectedId).toBe(6);
  });

  it.each<PlacementAction>([
    { type: 'place', playerId: 5, x: 1, y: 1 },
    { type: 'bench', playerId: 5 },
    { type: 'unavailable', playerId: 5 },
  ])('$type clears the touch selection', (action) => {
    expect(run([{ type: 'select', playerId: 5 }, action], placed).selectedId).toBeNull();
  });

  it('lists loaded from a save keep each player once (pitch, then bench, then unavailable) and drop strangers', () => {
    const loaded = placementFromLists(
      {
        playerPositions: [
          { playerId: 1, x: 120, y: Number.NaN },
          { playerId: 1, x: 5, y: 5 },
          { playerId: 99, x: 5, y: 5 },
        ],
        benchPlayers: [1, 2, 2],
        unavailablePlayers: [2, 3],
      },
      new Set([1, 2, 3]),
    );
    expect(loaded).toEqual({
      positions: [{ playerId: 1, x: 100, y: 0 }],
      bench: [2],
      unavailable: [3],
      selectedId: null,
    });
  });

  it('keeps coordinates to a hundredth', () => {
    expect(pitchCoordinate(33.33333)).toBe(33.33);
    expect(pitchCoordinate(Number.POSITIVE_INFINITY)).toBe(0);
  });

  it('lists the available players by shirt number, then name', () => {
    const state = run([{ type: 'bench', playerId: 11 }]);
    expect(availablePlayers(squad, state).map((p) => p.id)).toEqual([12, 14, 13]);
    expect(placeOf(state, 11)).toBe('bench');
    expect(placeOf(state, 12)).toBe('available');
  });
});

// ---- Properties: any sequence of actions ----

const ids = fc.integer({ min: 1, max: 12 });
const coordinate = fc.oneof(
  fc.double({ min: -50, max: 150, noNaN: true }),
  fc.constantFrom(Number.NaN, Number.POSITIVE_INFINITY, -0),
);
const action: fc.Arbitrary<PlacementAction> = fc.oneof(
  fc.record({ type: fc.constant('place' as const), playerId: ids, x: coordinate, y: coordinate }),
  fc.record({
    type: fc.constant('placeMany' as const),
    positions: fc.array(fc.record({ playerId: ids, x: coordinate, y: coordinate }), { maxLength: 11 }),
  }),
  fc.record({ type: fc.constant('bench' as const), playerId: ids }),
  fc.record({ type: fc.constant('unavailable' as const), playerId: ids }),
  fc.record({ type: fc.constant('setUnavailable' as const), playerIds: fc.array(ids, { maxLength: 6 }) }),
  fc.record({ type: fc.constant('select' as const), playerId: ids }),
  fc.constant({ type: 'deselect' as const }),
  fc.record({
    type: fc.constant('load' as const),
    lists: fc.record({
      playerPositions: fc.array(fc.record({ playerId: ids, x: coordinate, y: coordinate }), {
        maxLength: 14,
      }),
      benchPlayers: fc.array(ids, { maxLength: 8 }),
      unavailablePlayers: fc.array(ids, { maxLength: 8 }),
    }),
  }),
);

describe('placement, whatever the coach does', () => {
  it('keeps every player in exactly one of available, pitch, bench and unavailable', () => {
    fc.assert(
      fc.property(fc.array(action, { maxLength: 40 }), (actions) => {
        const state = run(actions);
        const named = [...state.positions.map((p) => p.playerId), ...state.bench, ...state.unavailable];
        expect(new Set(named).size).toBe(named.length);
        for (let id = 1; id <= 12; id++) {
          const places = [
            state.positions.some((p) => p.playerId === id),
            state.bench.includes(id),
            state.unavailable.includes(id),
          ].filter(Boolean).length;
          expect(places).toBeLessThanOrEqual(1);
          expect(placeOf(state, id) === 'available').toBe(places === 0);
        }
      }),
    );
  });

  it('keeps every coordinate within 0-100', () => {
    fc.assert(
      fc.property(fc.array(action, { maxLength: 40 }), (actions) => {
        for (const p of run(actions).positions) {
          for (const value of [p.x, p.y]) {
            expect(Number.isFinite(value)).toBe(true);
            expect(value).toBeGreaterThanOrEqual(0);
            expect(value).toBeLessThanOrEqual(100);
          }
        }
      }),
    );
  });

  it('re-placing replaces: a placed player stands where he was last put, once', () => {
    fc.assert(
      fc.property(
        fc.array(action, { maxLength: 30 }),
        ids,
        coordinate,
        coordinate,
        (actions, playerId, x, y) => {
          const state = run([...actions, { type: 'place', playerId, x, y }]);
          const mine = state.positions.filter((p) => p.playerId === playerId);
          expect(mine).toEqual([{ playerId, x: pitchCoordinate(x), y: pitchCoordinate(y) }]);
          expect(state.selectedId).toBeNull();
        },
      ),
    );
  });
});
