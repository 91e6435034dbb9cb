import { describe, expect, it } from 'vitest';
import { byShirt } from './shirt-order';

describe('byShirt', () => {
  it('orders by shirt number, then id, with players who have no number last', () => {
    const players = [
      { id: 4, shirtNumber: null },
      { id: 3, shirtNumber: 7 },
      { id: 1, shirtNumber: 12 },
      { id: 2, shirtNumber: 7 },
      { id: 5, shirtNumber: 1 },
    ];
    expect([...players].sort(byShirt).map((player) => player.id)).toEqual([5, 2, 3, 1, 4]);
  });
});
