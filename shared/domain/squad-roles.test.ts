import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { orderRoleTakers, reorderSquadRole } from './squad-roles.js';

describe('reorderSquadRole', () => {
  it('ticking assigns the next position after the current count', () => {
    expect(reorderSquadRole([1, 2], 3, 3)).toEqual([1, 2, 3]);
    expect(reorderSquadRole([], 7, 1)).toEqual([7]);
  });

  it('inserts at a position and shifts the others down', () => {
    expect(reorderSquadRole([1, 2, 3], 4, 1)).toEqual([4, 1, 2, 3]);
    expect(reorderSquadRole([1, 2, 3], 4, 2)).toEqual([1, 4, 2, 3]);
  });

  it('clamps a position past the end to the end', () => {
    expect(reorderSquadRole([1, 2], 3, 99)).toEqual([1, 2, 3]);
    expect(reorderSquadRole([1, 2, 3], 1, 99)).toEqual([2, 3, 1]);
  });

  it('null removes the player and closes the gap; removing a non-taker changes nothing', () => {
    expect(reorderSquadRole([1, 2, 3], 2, null)).toEqual([1, 3]);
    expect(reorderSquadRole([1, 2, 3], 9, null)).toEqual([1, 2, 3]);
  });

  it('moving up or down is one call that swaps neighbours', () => {
    expect(reorderSquadRole([1, 2, 3], 2, 1)).toEqual([2, 1, 3]);
    expect(reorderSquadRole([1, 2, 3], 2, 3)).toEqual([1, 3, 2]);
    expect(reorderSquadRole([1, 2, 3], 1, 1)).toEqual([1, 2, 3]);
  });

  it('always yields each taker once, with the target where asked (property)', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 1, max: 30 }), { maxLength: 20 }),
        fc.integer({ min: 1, max: 30 }),
        fc.option(fc.integer({ min: 1, max: 25 })),
        (takers, playerId, order) => {
          const next = reorderSquadRole(takers, playerId, order);
          expect(new Set(next).size).toBe(next.length);
          const others = takers.filter((id) => id !== playerId);
          expect(next.filter((id) => id !== playerId)).toEqual(others);
          if (order === null) expect(next).toEqual(others);
          else expect(next.indexOf(playerId) + 1).toBe(Math.min(order, others.length + 1));
        },
      ),
    );
  });
});

describe('orderRoleTakers', () => {
  it('reads takers by order, ties by id, skipping the unassigned', () => {
    const rows = [
      { id: 5, order: 2 },
      { id: 3, order: null },
      { id: 9, order: 2 },
      { id: 1, order: 7 },
      { id: 2, order: 1 },
    ];
    expect(orderRoleTakers(rows, (row) => row.order)).toEqual([2, 5, 9, 1]);
  });
});
