import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Player } from '../../../shared/contracts/squad.js';
import {
  type SquadRoleType,
  squadRoleOrderFields,
  squadRoleTypes,
} from '../../../shared/domain/squad-roles.js';
import { players } from '../../db/schema.js';
import { addTeamMember, insertPlayers, insertTeam } from '../../test-support/team-fixtures.js';
import { startTestApp, type TestApp } from '../../test-support/test-app.js';

let t: TestApp;
let coach: string;
let parent: string;
let team: { id: number; secureId: string };
const SHIRTS = [1, 2, 3, 4, 5, 6, 7, 8];

beforeAll(async () => {
  t = await startTestApp({ seed: true });
  coach = await t.signIn('coach@demo.test');
  parent = await t.signIn('parent@demo.test');
  team = await insertTeam(t.db, 'Set Pieces FC');
  await addTeamMember(t.db, team.id, 'coach@demo.test', 'coach');
  await addTeamMember(t.db, team.id, 'parent@demo.test', 'player_parent');
  await insertPlayers(t.db, team.id, SHIRTS);
});
afterAll(async () => {
  await t?.close();
});

async function squad(): Promise<Player[]> {
  return t.db
    .select()
    .from(players)
    .where(eq(players.myTeamId, team.id))
    .orderBy(players.shirtNumber) as unknown as Promise<Player[]>;
}

async function resetRoles() {
  await t.db
    .update(players)
    .set({ penaltyOrder: null, cornerOrder: null, attackingFkOrder: null, defensiveFkOrder: null })
    .where(eq(players.myTeamId, team.id));
}

/** The takers of a role by order, from an answer or from the database. */
function takersOf(list: Player[], role: SquadRoleType): number[] {
  const field = squadRoleOrderFields[role];
  return list
    .filter((p) => p[field] !== null)
    .sort((a, b) => (a[field] as number) - (b[field] as number))
    .map((p) => p.id);
}

/** The invariant: in every role, the orders held are exactly 1..n. */
function expectContiguous(list: Player[]) {
  for (const role of squadRoleTypes) {
    const orders = list
      .map((p) => p[squadRoleOrderFields[role]])
      .filter((order): order is number => order !== null)
      .sort((a, b) => a - b);
    expect(orders, role).toEqual(orders.map((_, i) => i + 1));
  }
}

function setRole(playerId: number, roleType: unknown, order: unknown, cookie = coach) {
  return t.request('PATCH', `/api/players/${playerId}/squad-role`, { cookie, body: { roleType, order } });
}

describe('squad roles', () => {
  it('ticks, moves up and down by one call, unticks and closes the gap; answers the whole squad', async () => {
    await resetRoles();
    const [a, b, c] = (await squad()).map((p) => p.id) as [number, number, number];
    await setRole(a, 'corner', 1);
    await setRole(b, 'corner', 2);
    const third = await setRole(c, 'corner', 3);
    expect(third.status).toBe(200);
    const list = third.body as Player[];
    expect(list.map((p) => p.shirtNumber)).toEqual(SHIRTS);
    expect(takersOf(list, 'corner')).toEqual([a, b, c]);

    // Move c up: setting 2 on the player at 3 swaps him with the one at 2.
    expect(takersOf((await setRole(c, 'corner', 2)).body as Player[], 'corner')).toEqual([a, c, b]);
    // Move a down.
    expect(takersOf((await setRole(a, 'corner', 2)).body as Player[], 'corner')).toEqual([c, a, b]);
    // Untick the first: the rest become 1..2.
    const cleared = (await setRole(c, 'corner', null)).body as Player[];
    expect(takersOf(cleared, 'corner')).toEqual([a, b]);
    expect(cleared.find((p) => p.id === a)?.cornerOrder).toBe(1);
    expect(cleared.find((p) => p.id === c)?.cornerOrder).toBeNull();
    // A far-off order lands at the end; other roles are untouched.
    expect(takersOf((await setRole(c, 'corner', 50)).body as Player[], 'corner')).toEqual([a, b, c]);
    expectContiguous(await squad());
    expect(takersOf(await squad(), 'penalty')).toEqual([]);
  });

  it('refuses bad input with 400 and a parent with 403, changing nothing', async () => {
    const before = await squad();
    const id = before[0]?.id ?? 0;
    const cases: Array<[unknown, unknown, string]> = [
      [
        'throwIn',
        1,
        'Validation failed: roleType: Role type must be one of penalty, corner, attackingFk, defensiveFk',
      ],
      [
        undefined,
        1,
        'Validation failed: roleType: Role type must be one of penalty, corner, attackingFk, defensiveFk',
      ],
      [
        'penalty',
        0,
        'Validation failed: order: Order must be a whole number from 1, or null to clear the role',
      ],
      [
        'penalty',
        1.5,
        'Validation failed: order: Order must be a whole number from 1, or null to clear the role',
      ],
      [
        'penalty',
        'first',
        'Validation failed: order: Order must be a whole number from 1, or null to clear the role',
      ],
      [
        'penalty',
        undefined,
        'Validation failed: order: Order must be a whole number from 1, or null to clear the role',
      ],
      [
        'penalty',
        1e15,
        'Validation failed: order: Order must be a whole number from 1, or null to clear the role',
      ],
    ];
    for (const [roleType, order, message] of cases) {
      const res = await setRole(id, roleType, order);
      expect(res.status, JSON.stringify({ roleType, order })).toBe(400);
      expect(res.body).toEqual({ code: 'VALIDATION_FAILED', message });
    }
    const refused = await setRole(id, 'penalty', 1, parent);
    expect(refused.status).toBe(403);
    expect(await squad()).toEqual(before);
  });

  it('keeps every role at exactly 1..n and matches a simple model under any sequence of calls', async () => {
    const ids = (await squad()).map((p) => p.id);
    const command = fc.record({
      player: fc.integer({ min: 0, max: ids.length - 1 }),
      role: fc.constantFrom(...squadRoleTypes),
      order: fc.option(fc.integer({ min: 1, max: ids.length + 2 }), { freq: 3 }),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 1, maxLength: 12 }), async (commands) => {
        await resetRoles();
        const model: Record<SquadRoleType, number[]> = {
          penalty: [],
          corner: [],
          attackingFk: [],
          defensiveFk: [],
        };
        for (const { player, role, order } of commands) {
          const id = ids[player] as number;
          const res = await setRole(id, role, order);
          expect(res.status).toBe(200);
          // Model: take the player out, then put him back at the order (at most one past the end).
          const list = model[role].filter((other) => other !== id);
          if (order !== null) list.splice(Math.min(order, list.length + 1) - 1, 0, id);
          model[role] = list;
          const answer = res.body as Player[];
          expectContiguous(answer);
          for (const r of squadRoleTypes) expect(takersOf(answer, r), r).toEqual(model[r]);
        }
        const stored = await squad();
        expectContiguous(stored);
        for (const r of squadRoleTypes) expect(takersOf(stored, r)).toEqual(model[r]);
      }),
      { numRuns: 40 },
    );
    // Hundreds of real requests: generous room for a busy CI machine.
  }, 120_000);

  it('keeps every role at exactly 1..n when calls and removals race', async () => {
    const command = fc.record({
      kind: fc.constantFrom('set', 'set', 'set', 'delete'),
      player: fc.integer({ min: 0, max: SHIRTS.length - 1 }),
      role: fc.constantFrom(...squadRoleTypes),
      order: fc.option(fc.integer({ min: 1, max: SHIRTS.length + 1 }), { freq: 4 }),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 2, maxLength: 8 }), async (commands) => {
        const current = await squad();
        const ids = current.map((p) => p.id);
        const results = await Promise.all(
          commands.map(({ kind, player, role, order }) => {
            const id = ids[player % ids.length] as number;
            return kind === 'delete'
              ? t.request('DELETE', `/api/players/${id}`, { cookie: coach })
              : setRole(id, role, order);
          }),
        );
        // A call on a player removed a moment earlier is a clean 404; nothing else may fail.
        for (const res of results) expect([200, 404]).toContain(res.status);
        expectContiguous(await squad());
        // Refill the squad for the next run.
        const present = new Set((await squad()).map((p) => p.shirtNumber));
        await insertPlayers(
          t.db,
          team.id,
          SHIRTS.filter((shirt) => !present.has(shirt)),
        );
      }),
      { numRuns: 30 },
    );
  }, 120_000);
});
