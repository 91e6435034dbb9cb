import { describe, expect, it } from 'vitest';
import type { Player } from '../../../shared/contracts/squad';
import { makePlayer } from '../../lib/test-players';
import {
  applyRoleChange,
  clearChange,
  moveChange,
  roleColumnRows,
  roleOrder,
  roleTakers,
  tickChange,
} from './squad-role-board';

// Penalties: 3 first, then 1; 2 and 4 not assigned.
const squad: Player[] = [
  makePlayer(1, 9, { penaltyOrder: 2 }),
  makePlayer(2, 1),
  makePlayer(3, 10, { penaltyOrder: 1, cornerOrder: 1 }),
  makePlayer(4, 4),
];
const penaltyIds = (players: readonly Player[]) => roleTakers(players, 'penalty').map((p) => p.id);

describe('roleTakers and roleColumnRows', () => {
  it('lists takers by priority, then the rest by shirt number', () => {
    expect(penaltyIds(squad)).toEqual([3, 1]);
    expect(roleColumnRows(squad, 'penalty').map((p) => p.id)).toEqual([3, 1, 2, 4]);
    expect(roleColumnRows(squad, 'defensiveFk').map((p) => p.id)).toEqual([2, 4, 1, 3]);
  });
});

describe('changes (spec 000 §4)', () => {
  it('ticking assigns the next position after the current count', () => {
    expect(tickChange(squad, 'penalty', 4)).toEqual({ playerId: 4, roleType: 'penalty', order: 3 });
    expect(tickChange(squad, 'attackingFk', 4)).toEqual({ playerId: 4, roleType: 'attackingFk', order: 1 });
  });

  it('unticking clears the order and the rest close up', () => {
    const after = applyRoleChange(squad, clearChange('penalty', 3));
    expect(roleOrder(after.find((p) => p.id === 3) as Player, 'penalty')).toBeNull();
    expect(roleOrder(after.find((p) => p.id === 1) as Player, 'penalty')).toBe(1);
  });

  it('moving asks for the neighbour position, and nothing past the ends', () => {
    expect(moveChange(squad, 'penalty', 1, 'up')).toEqual({ playerId: 1, roleType: 'penalty', order: 1 });
    expect(moveChange(squad, 'penalty', 3, 'down')).toEqual({ playerId: 3, roleType: 'penalty', order: 2 });
    expect(moveChange(squad, 'penalty', 3, 'up')).toBeNull();
    expect(moveChange(squad, 'penalty', 1, 'down')).toBeNull();
    expect(moveChange(squad, 'penalty', 2, 'up')).toBeNull();
  });

  it('a move swaps the two neighbours', () => {
    const change = moveChange(squad, 'penalty', 1, 'up');
    if (!change) throw new Error('expected a move');
    expect(penaltyIds(applyRoleChange(squad, change))).toEqual([1, 3]);
  });

  it('a tick puts the player last and leaves other roles alone', () => {
    const after = applyRoleChange(squad, tickChange(squad, 'penalty', 2));
    expect(penaltyIds(after)).toEqual([3, 1, 2]);
    expect(after.map((p) => p.cornerOrder)).toEqual(squad.map((p) => p.cornerOrder));
    // Untouched rows stay the same objects, so React skips them.
    expect(after[3]).toBe(squad[3]);
  });
});
