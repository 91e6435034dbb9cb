import { describe, expect, it } from 'vitest';
import {
  byDepth,
  describeLineUp,
  describePlayer,
  percentToPoint,
  pitchPlayersOf,
  pointToPercent,
  screenStep,
  tokenName,
} from './pitch-model';

describe('pointToPercent', () => {
  const rect = { left: 100, top: 50, width: 600, height: 400 };

  it('turns client coordinates into pitch percentages', () => {
    expect(pointToPercent(rect, 100, 50)).toEqual({ x: 0, y: 0 });
    expect(pointToPercent(rect, 400, 250)).toEqual({ x: 50, y: 50 });
    expect(pointToPercent(rect, 700, 450)).toEqual({ x: 100, y: 100 });
    expect(pointToPercent(rect, 250, 150)).toEqual({ x: 25, y: 25 });
  });

  it('clamps a point off the pitch to its edge', () => {
    expect(pointToPercent(rect, 0, 0)).toEqual({ x: 0, y: 0 });
    expect(pointToPercent(rect, 9999, -20)).toEqual({ x: 100, y: 0 });
    expect(pointToPercent(rect, 400, 1000)).toEqual({ x: 50, y: 100 });
  });

  it('gives the centre for an empty rectangle and stays finite', () => {
    expect(pointToPercent({ left: 0, top: 0, width: 0, height: 0 }, 10, 10)).toEqual({ x: 50, y: 50 });
    expect(pointToPercent(rect, Number.NaN, 250)).toEqual({ x: 0, y: 50 });
  });
});

describe('the upright pitch (the editor on a phone)', () => {
  // 300 wide, 450 tall: our goal at the foot, the left touchline on the left.
  const upright = { left: 10, top: 100, width: 300, height: 450 };
  const landscape = { left: 100, top: 50, width: 600, height: 400 };

  it('reads depth from the foot up and width from the left', () => {
    expect(pointToPercent(upright, 10, 550)).toEqual({ x: 0, y: 0 });
    expect(pointToPercent(upright, 310, 100)).toEqual({ x: 100, y: 100 });
    // A left back: a fifth of the way up, a fifth across from the left.
    expect(pointToPercent(upright, 70, 460)).toEqual({ x: 20, y: 20 });
    expect(pointToPercent(upright, 400, 0)).toEqual({ x: 100, y: 100 });
  });

  it('puts a pitch point back where it was read, either way up', () => {
    for (const rect of [upright, landscape]) {
      for (const point of [
        { x: 5, y: 50 },
        { x: 22, y: 20 },
        { x: 85, y: 70 },
      ]) {
        const onScreen = percentToPoint(rect, point);
        const back = pointToPercent(rect, onScreen.x, onScreen.y);
        expect(back.x).toBeCloseTo(point.x);
        expect(back.y).toBeCloseTo(point.y);
      }
    }
  });

  it('moves a player the way an arrow points on the screen', () => {
    // Up the screen is towards their goal upright, across it to the right is towards our right.
    expect(screenStep(upright, 0, -1, 2)).toEqual({ x: 2, y: 0 });
    expect(screenStep(upright, 1, 0, 2)).toEqual({ x: 0, y: 2 });
    expect(screenStep(landscape, 0, -1, 2)).toEqual({ x: 0, y: -2 });
    expect(screenStep(landscape, 1, 0, 10)).toEqual({ x: 10, y: 0 });
  });
});

describe('tokenName', () => {
  it('is the last name, or the first name alone', () => {
    expect(tokenName('Sam', 'Jones')).toBe('Jones');
    expect(tokenName('Sam', ' Jones ')).toBe('Jones');
    expect(tokenName(' Sam ', '')).toBe('Sam');
    expect(tokenName('Sam', null)).toBe('Sam');
    expect(tokenName('Sam')).toBe('Sam');
  });
});

describe('the text alternative', () => {
  const players = [
    { id: 1, shirtNumber: 9, firstName: 'Ava', lastName: 'King', x: 84, y: 50 },
    { id: 2, shirtNumber: 2, firstName: 'Ben', lastName: 'Cole', x: 25, y: 20, isCaptain: true },
    { id: 3, shirtNumber: 1, firstName: 'Cal', lastName: 'Reed', x: 5, y: 50 },
    { id: 4, shirtNumber: 5, firstName: 'Dan', lastName: '', x: 25, y: 40, isUnavailable: true },
    {
      id: 5,
      shirtNumber: 3,
      firstName: 'Eli',
      lastName: 'Fox',
      x: 25,
      y: 80,
      isCaptain: true,
      isUnavailable: true,
    },
  ];

  it('orders players from our goal forward, then left to right', () => {
    expect(byDepth(players).map((p) => p.shirtNumber)).toEqual([1, 2, 5, 3, 9]);
  });

  it('says where each plays, the shirt, the full name and the markers', () => {
    expect(describePlayer(players[1]!)).toBe('LB: 2 Ben Cole (captain)');
    expect(describePlayer(players[3]!)).toBe('CB: 5 Dan (unavailable)');
    expect(describePlayer(players[4]!)).toBe('RB: 3 Eli Fox (captain, unavailable)');
    expect(describeLineUp(players)).toBe(
      'GK: 1 Cal Reed; LB: 2 Ben Cole (captain); CB: 5 Dan (unavailable); RB: 3 Eli Fox (captain, unavailable); ST: 9 Ava King',
    );
    expect(describeLineUp([])).toBe('No players placed');
  });
});

describe('pitchPlayersOf', () => {
  const squad = [
    { id: 1, shirtNumber: 1, firstName: 'Cal', lastName: 'Reed' },
    { id: 2, shirtNumber: 2, firstName: 'Ben', lastName: null },
  ];
  const positions = [
    { playerId: 1, x: 5, y: 50 },
    { playerId: 2, x: 25, y: 20 },
    { playerId: 9, x: 80, y: 50 },
  ];

  it('joins each position to its player, marks the captain and the unavailable, leaves out who left', () => {
    expect(pitchPlayersOf(positions, squad, { captainPlayerId: 2, unavailableIds: new Set([1]) })).toEqual([
      {
        id: 1,
        shirtNumber: 1,
        firstName: 'Cal',
        lastName: 'Reed',
        x: 5,
        y: 50,
        isCaptain: false,
        isUnavailable: true,
      },
      {
        id: 2,
        shirtNumber: 2,
        firstName: 'Ben',
        lastName: null,
        x: 25,
        y: 20,
        isCaptain: true,
        isUnavailable: false,
      },
    ]);
  });

  it('marks nobody without a captain or unavailable players', () => {
    const drawn = pitchPlayersOf(positions, squad, { captainPlayerId: null, unavailableIds: new Set() });
    expect(drawn.some((player) => player.isCaptain || player.isUnavailable)).toBe(false);
  });
});
