import { describe, expect, it } from 'vitest';
import { familyBoundary, familyOf, familyReason, minutesScope, sameAddress } from './family.js';

const player = (id: number, fields: Partial<Parameters<typeof familyReason>[0]> = {}) => ({
  id,
  userId: null,
  parent1Email: null,
  parent2Email: null,
  playerEmail: null,
  ...fields,
});
const mum = { id: 7, email: 'mum@example.com' };

describe('the family rule', () => {
  it('compares addresses trimmed and without regard to case, and never matches an empty one', () => {
    expect(sameAddress(' Mum@Example.COM ', 'mum@example.com')).toBe(true);
    expect(sameAddress('mum@example.com', 'dad@example.com')).toBe(false);
    expect(sameAddress('', '')).toBe(false);
    expect(sameAddress(null, 'mum@example.com')).toBe(false);
  });

  it('takes any of the three addresses, or the player row tied to the account', () => {
    const squad = [
      player(1, { parent1Email: 'MUM@example.com' }),
      player(2, { parent2Email: 'mum@example.com ' }),
      player(3, { playerEmail: 'mum@example.com' }),
      player(4, { userId: 7 }),
      player(5, { parent1Email: 'dad@example.com', userId: 8 }),
    ];
    expect([...familyOf(squad, mum, [])]).toEqual([1, 2, 3, 4]);
  });

  it("adds a coach's hand links and takes away his unlinks, whatever the addresses say", () => {
    const squad = [player(1, { parent1Email: 'mum@example.com' }), player(2), player(3)];
    const links = [
      { playerId: 1, linked: false },
      { playerId: 2, linked: true },
    ];
    expect([...familyOf(squad, mum, links)]).toEqual([2]);
    expect(familyReason(squad[0]!, mum, false)).toBeNull();
    expect(familyReason(squad[1]!, mum, true)).toBe('link');
    expect(familyReason(squad[0]!, mum, undefined)).toBe('email');
  });

  it("shows the squad's minutes to coaches and admins, and to families only when the team says so", () => {
    expect(minutesScope('coach', false)).toBe('squad');
    expect(minutesScope('admin', false)).toBe('squad');
    expect(minutesScope('player_parent', false)).toBe('family');
    expect(minutesScope('player_parent', true)).toBe('squad');
  });

  it("keeps only the family's side of each change", () => {
    const boundary = {
      minute: 20,
      before: 1,
      after: 2,
      planned: true as const,
      changes: [
        { on: 12, off: 3 },
        { on: 5, off: 9 },
        { on: null, off: 4 },
      ],
    };
    expect(familyBoundary(boundary, new Set([3, 4]))).toEqual({
      ...boundary,
      changes: [
        { on: null, off: 3 },
        { on: null, off: 4 },
      ],
    });
    const unplanned = { minute: 20, before: 1, after: 2, planned: false as const, unplannedPeriods: [2] };
    expect(familyBoundary(unplanned, new Set())).toBe(unplanned);
  });
});
