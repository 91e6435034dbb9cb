import { describe, expect, it } from 'vitest';
import { makePlayer } from '../../lib/test-players';
import { playerName, sortByShirt } from './player-display';

describe('display helpers', () => {
  it('joins first and last name, without a trailing space for an empty surname', () => {
    expect(playerName({ firstName: 'Sam', lastName: 'Fletcher' })).toBe('Sam Fletcher');
    expect(playerName({ firstName: 'Sam', lastName: '' })).toBe('Sam');
  });

  it('sorts by shirt number, then id', () => {
    const sorted = sortByShirt([makePlayer(3, 9), makePlayer(1, 2), makePlayer(2, 9)]);
    expect(sorted.map((p) => p.id)).toEqual([1, 2, 3]);
  });
});
