import { describe, expect, it } from 'vitest';
import type { Formation } from '../../../shared/contracts/formations';
import type { LiveChangeAnswer } from '../../../shared/contracts/match-live';
import { makePlayer } from '../../lib/test-players';
import { actualOnPitch, changePeriodOf, plannedMoves } from './live-change-logic';

// The live screen's changes as made: who is actually on, what one tap makes, which period it is for.

const players = [1, 2, 3, 4, 5].map((n) => makePlayer(n, n, { firstName: `P${n}`, lastName: 'X' }));
const formation = (quarter: number, ids: number[]) =>
  ({
    id: quarter,
    quarter,
    matchId: 7,
    plannedAt: '2026-11-01T10:00:00Z',
    playerPositions: ids.map((playerId) => ({ playerId, x: 10, y: 10 })),
  }) as unknown as Formation;
// Period 1: 1, 2, 3. Period 2: 1, 4, 5 (4 on for 2, 5 on for 3). Period 3: 1, 2, 5.
const formations = [formation(1, [1, 2, 3]), formation(2, [1, 4, 5]), formation(3, [1, 2, 5])];
const made = (period: number, on: number[], off: number[]): LiveChangeAnswer => ({
  id: `c${period}`,
  period,
  at: '2026-11-28T10:20:00Z',
  seconds: 1200,
  on,
  off,
});
const ids = (list: readonly { id: number }[] | null) => list?.map((p) => p.id) ?? null;

describe('actualOnPitch', () => {
  it('is the line-up and the changes made, not the plan of the period', () => {
    expect(ids(actualOnPitch(formations, 7, [], players))).toEqual([1, 2, 3]);
    expect(ids(actualOnPitch(formations, 7, [made(2, [4], [2])], players))).toEqual([1, 3, 4]);
    expect(actualOnPitch(formations.slice(1), 7, [], players)).toBeNull();
  });
});

describe('plannedMoves', () => {
  it("is the change list when all went to plan, and brings the pitch to the period's plan after an adjusted one", () => {
    const start = actualOnPitch(formations, 7, [], players) ?? [];
    const asPlanned = plannedMoves(formations, 7, 2, start, players);
    expect([ids(asPlanned?.on ?? []), ids(asPlanned?.off ?? [])]).toEqual([
      [4, 5],
      [2, 3],
    ]);
    // Adjusted at period 2: only 4 on for 2. Period 3's plan (1, 2, 5) then needs 2 and 5 on, 3 and 4 off.
    const adjusted = actualOnPitch(formations, 7, [made(2, [4], [2])], players) ?? [];
    const next = plannedMoves(formations, 7, 3, adjusted, players);
    expect([ids(next?.on ?? []), ids(next?.off ?? [])]).toEqual([
      [2, 5],
      [3, 4],
    ]);
    expect(plannedMoves(formations, 7, 4, adjusted, players)).toBeNull();
  });
});

describe('changePeriodOf', () => {
  const always = () => true;
  it('offers the period being played until its change is made, then the next; nothing when not playing', () => {
    const state = {
      state: 'running' as const,
      period: 2,
      nextChange: { minute: 30, period: 3, inSeconds: 60 },
    };
    expect(changePeriodOf(state, [], always)).toBe(2);
    expect(changePeriodOf(state, [made(2, [4], [2])], always)).toBe(3);
    expect(changePeriodOf(state, [], () => false)).toBe(3);
    expect(
      changePeriodOf({ ...state, period: 1, nextChange: { ...state.nextChange, period: 2 } }, [], always),
    ).toBe(2);
    expect(changePeriodOf({ ...state, state: 'ended' }, [], always)).toBeNull();
    expect(
      changePeriodOf(
        { ...state, period: 3, nextChange: null },
        [made(2, [4], [2]), made(3, [5], [3])],
        always,
      ),
    ).toBeNull();
  });
});
