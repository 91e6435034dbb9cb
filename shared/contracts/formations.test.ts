import { describe, expect, it } from 'vitest';
import { createFormationBody, updateFormationBody } from './formations.js';

const issues = (result: {
  success: boolean;
  error?: { issues: Array<{ path: PropertyKey[]; message: string }> };
}) => result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? [];

describe('formation contracts', () => {
  it('reads the editor form: trimmed text, empty as none, ids as numbers or digits, x and y clamped', () => {
    expect(
      createFormationBody.parse({
        matchId: '12',
        quarter: '2',
        formation: '4-2-3-1',
        playerPositions: [
          { playerId: 3, x: -1, y: 101 },
          { playerId: '4', x: 12.345, y: 50 },
        ],
        benchPlayers: ['5'],
        unavailablePlayers: [],
        notes: '  ',
        name: '  Plan A ',
      }),
    ).toEqual({
      matchId: 12,
      quarter: 2,
      formation: '4-2-3-1',
      playerPositions: [
        { playerId: 3, x: 0, y: 100 },
        { playerId: 4, x: 12.35, y: 50 },
      ],
      benchPlayers: [5],
      unavailablePlayers: [],
      notes: null,
      name: 'Plan A',
    });
    expect(createFormationBody.parse({})).toEqual({});
    expect(createFormationBody.parse({ matchId: '', name: null })).toEqual({ matchId: null, name: null });
  });

  it('refuses shapes of no format, periods outside 1 to the integer maximum and a player in two places', () => {
    expect(issues(createFormationBody.safeParse({ formation: '4-4-3' }))).toEqual([
      expect.stringMatching(
        /^formation: Formation must be one of 2-1-1, 1-2-1, .*, 3-4-3, 3-5-2, .*, 4-4-1-1$/,
      ),
    ]);
    expect(createFormationBody.parse({ formation: '3-3-2' })).toEqual({ formation: '3-3-2' });
    // A match's periods are the server's to check; a practice formation's quarter is any the column holds.
    expect(createFormationBody.parse({ quarter: 13 })).toEqual({ quarter: 13 });
    expect(createFormationBody.parse({ quarter: 2_147_483_647 })).toEqual({ quarter: 2_147_483_647 });
    expect(issues(createFormationBody.safeParse({ quarter: 2_147_483_648 }))).toEqual([
      'quarter: Quarter must be a whole number from 1 to 2147483647',
    ]);
    expect(createFormationBody.safeParse({ quarter: 0 }).success).toBe(false);
    expect(
      issues(
        createFormationBody.safeParse({
          playerPositions: [{ playerId: 1, x: 1, y: 1 }],
          unavailablePlayers: [1],
        }),
      ),
    ).toEqual(['unavailablePlayers.0: player 1 is also in playerPositions; a player stands in one place']);
    expect(createFormationBody.safeParse({ playerPositions: [{ playerId: 1, x: '1', y: 1 }] }).success).toBe(
      false,
    );
  });

  it('takes the version on PUT only', () => {
    expect(updateFormationBody.parse({ version: '3' })).toEqual({ version: 3 });
    expect(updateFormationBody.safeParse({ version: 0 }).success).toBe(false);
    expect(createFormationBody.parse({ version: 3 })).toEqual({});
  });

  it('takes the save followed (afterRequestId) as a uuid on POST and PUT, or not at all', () => {
    const id = '7d3b2f0e-6a1c-4c2e-9b1a-0f5e8d7c6b5a';
    expect(updateFormationBody.parse({ afterRequestId: id })).toEqual({ afterRequestId: id });
    expect(createFormationBody.parse({ afterRequestId: id })).toEqual({ afterRequestId: id });
    for (const bad of ['', 'not-a-uuid', 3, null]) {
      expect(issues(updateFormationBody.safeParse({ afterRequestId: bad }))).toEqual([
        'afterRequestId: Request id must be a UUID',
      ]);
      expect(createFormationBody.safeParse({ afterRequestId: bad }).success).toBe(false);
    }
  });

  it("refuses a pitch fuller than the shape sent with it, leaving a pitch sent alone to the server's check", () => {
    const pitch = (count: number) =>
      Array.from({ length: count }, (_, i) => ({ playerId: i + 1, x: 50, y: 50 }));
    expect(issues(createFormationBody.safeParse({ formation: '2-1-1', playerPositions: pitch(6) }))).toEqual([
      'playerPositions: a 2-1-1 has 5 places on the pitch, and 6 players were placed',
    ]);
    expect(issues(updateFormationBody.safeParse({ formation: '3-2-3', playerPositions: pitch(10) }))).toEqual(
      ['playerPositions: a 3-2-3 has 9 places on the pitch, and 10 players were placed'],
    );
    expect(createFormationBody.safeParse({ formation: '2-1-1', playerPositions: pitch(5) }).success).toBe(
      true,
    );
    expect(updateFormationBody.safeParse({ playerPositions: pitch(12) }).success).toBe(true);
  });
});
