import { describe, expect, it } from 'vitest';
import type { RotationProblem } from './rotation-planner.js';
import { describeRotationProblem, describeRotationProblems, listWords } from './rotation-problem-words.js';

const name = (id: number) => ({ 7: '7 Sam Jones', 9: '9 Ali Khan' })[id] ?? `player ${id}`;

describe('the rotation planner’s problems in words', () => {
  it('lists as people write lists', () => {
    expect([listWords([]), listWords(['1']), listWords(['1', '2']), listWords(['1', '2', '3'])]).toEqual([
      '',
      '1',
      '1 and 2',
      '1, 2 and 3',
    ]);
  });

  it('says what to change, naming players by shirt and name', () => {
    expect(describeRotationProblem({ kind: 'not-enough-players', needed: 7, available: 1 }, name)).toBe(
      'Not enough players available: this shape needs 7 (a keeper and 6 outfield) and 1 is available. Mark more players available or choose a smaller shape.',
    );
    expect(
      describeRotationProblem(
        { kind: 'conflicting-pins', reason: 'two-keepers', playerIds: [7, 9], period: 3 },
        name,
      ),
    ).toBe(
      '7 Sam Jones and 9 Ali Khan are all pinned in goal from period 3, where the keeper cannot change.',
    );
    expect(
      describeRotationProblem(
        { kind: 'conflicting-pins', reason: 'too-many-pinned', playerIds: [7, 9], period: 2 },
        name,
      ),
    ).toBe('More players are pinned on the pitch in period 2 than it holds (7 Sam Jones and 9 Ali Khan).');
    expect(
      describeRotationProblem(
        {
          kind: 'conflicting-pins',
          reason: 'position-full',
          playerIds: [7, 9],
          period: 2,
          position: 'LB',
          room: 1,
        },
        name,
      ),
    ).toBe(
      '7 Sam Jones and 9 Ali Khan are both pinned to LB in period 2, but this shape has only one: pin one of them elsewhere or to other periods.',
    );
    expect(
      describeRotationProblem(
        {
          kind: 'conflicting-pins',
          reason: 'unknown-position',
          playerIds: [7],
          period: null,
          position: 'LW',
        },
        name,
      ),
    ).toBe(
      '7 Sam Jones is pinned to LW, a position this shape does not have: choose one of its positions, or another shape.',
    );
  });

  it('says "nobody may keep" once for every keeper block, and each other problem once', () => {
    const pin: RotationProblem = {
      kind: 'conflicting-pins',
      reason: 'two-places',
      playerIds: [9],
      period: 1,
    };
    expect(
      describeRotationProblems(
        [{ kind: 'no-keeper', periods: [1, 2] }, pin, { kind: 'no-keeper', periods: [3, 4] }, pin],
        name,
      ),
    ).toBe(
      'Nobody available may keep goal in periods 1, 2, 3 and 4: mark a player willing to keep goal in his player form, or make a goalkeeper available. 9 Ali Khan is pinned to two places at once in period 1.',
    );
  });
});
