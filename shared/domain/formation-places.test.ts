import { describe, expect, it } from 'vitest';
import {
  describeDoublePlacement,
  describePitchOverflow,
  findDoublePlacement,
  pitchPercent,
} from './formation-places.js';

const at = (playerId: number) => ({ playerId, x: 50, y: 50 });

describe('findDoublePlacement', () => {
  it('is null when every player stands in one place at most', () => {
    expect(
      findDoublePlacement({ playerPositions: [at(1), at(2)], benchPlayers: [3], unavailablePlayers: [4] }),
    ).toBeNull();
    expect(findDoublePlacement({ playerPositions: [], benchPlayers: [], unavailablePlayers: [] })).toBeNull();
  });

  it('finds a player in two places, naming the later list and index', () => {
    const double = findDoublePlacement({
      playerPositions: [at(1), at(2)],
      benchPlayers: [3],
      unavailablePlayers: [4, 2],
    });
    expect(double).toEqual({
      playerId: 2,
      field: 'unavailablePlayers',
      index: 1,
      firstField: 'playerPositions',
    });
    expect(describeDoublePlacement(double!)).toBe(
      'player 2 is also in playerPositions; a player stands in one place',
    );
  });

  it('finds a player twice in one list', () => {
    const onPitch = findDoublePlacement({
      playerPositions: [at(5), at(5)],
      benchPlayers: [],
      unavailablePlayers: [],
    });
    expect(onPitch).toMatchObject({ field: 'playerPositions', index: 1, firstField: 'playerPositions' });
    expect(describeDoublePlacement(onPitch!)).toBe('player 5 is named twice; a player stands in one place');
    expect(
      findDoublePlacement({ playerPositions: [], benchPlayers: [7, 8, 7], unavailablePlayers: [] }),
    ).toMatchObject({ playerId: 7, field: 'benchPlayers', index: 2 });
  });
});

describe('pitchPercent', () => {
  it('clamps to 0–100 and keeps a hundredth', () => {
    expect(pitchPercent(-4)).toBe(0);
    expect(pitchPercent(120)).toBe(100);
    expect(pitchPercent(1e308)).toBe(100);
    expect(pitchPercent(-0)).toBe(0);
    expect(Object.is(pitchPercent(-0.001), 0)).toBe(true);
    expect(pitchPercent(22.5)).toBe(22.5);
    expect(pitchPercent(33.333333)).toBe(33.33);
    expect(pitchPercent(99.996)).toBe(100);
  });
});

describe('describePitchOverflow', () => {
  it("lets a pitch up to the shape's places through, a planned one or one still being planned", () => {
    expect(describePitchOverflow('2-1-1', 5)).toBeNull();
    expect(describePitchOverflow('3-3-2', 0)).toBeNull();
    expect(describePitchOverflow('4-4-2', 11)).toBeNull();
  });

  it('names the shape, its places and how many were placed when there are more', () => {
    expect(describePitchOverflow('2-1-1', 6)).toBe(
      'a 2-1-1 has 5 places on the pitch, and 6 players were placed',
    );
    expect(describePitchOverflow('2-1-2-1', 8)).toBe(
      'a 2-1-2-1 has 7 places on the pitch, and 8 players were placed',
    );
    expect(describePitchOverflow('4-2-3-1', 12)).toBe(
      'a 4-2-3-1 has 11 places on the pitch, and 12 players were placed',
    );
  });
});
