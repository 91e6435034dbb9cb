import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Formation } from '../../shared/contracts/formations.js';
import { type PlanningFixture, setUpPlanningTeam } from '../test-support/match-planning-fixture.js';
import { startTestApp, type TestApp } from '../test-support/test-app.js';

// What a busy write costs in round trips to the database (decisions 028 and 037, issue 28): the session,
// the user, the team the call names (by :teamId, or the team owning the match or formation named by :id)
// and the caller's role on it in one statement; then the write, one transaction: BEGIN, the claim of the
// match or formation, the checks that read the database, the change, the answer read back, COMMIT. On a
// server each round trip is a socket write and a wake-up, and under load that is most of a write's
// time: keep a write's statements few. (Until issue 28 the busiest writes were one statement each,
// decisions 025 and 029: two round trips, against five to ten now; docs/decisions/029 has the figures.)

let t: TestApp;
let f: PlanningFixture;

const onServer = Boolean(process.env.TEST_DATABASE_URL);

beforeAll(async () => {
  t = await startTestApp({ recordStatements: true });
  f = await setUpPlanningTeam(t, 'Round Trips');
});
afterAll(async () => {
  await t?.close();
});

const isTransactionEdge = (text: string) => /^\s*(begin|commit)\b/i.test(text);

/**
 * The statements the app sent for one call, BEGIN and COMMIT left out: on a server drizzle sends them as
 * statements of their own (checked here: the call ran one transaction, two more round trips), while
 * PGlite's transaction sends them itself, unrecorded. Each call here follows a write, which clears
 * what the embedded database's read cache kept of the match or formation, so both databases read the
 * session.
 */
async function statementsOf(call: () => Promise<{ status: number }>, status = 200) {
  t.statements.length = 0;
  const res = await call();
  expect(res.status).toBe(status);
  const texts = t.statements.map((statement) => statement.text);
  const edges = texts.filter(isTransactionEdge).map((text) => text.trim().toLowerCase());
  expect(edges).toEqual(onServer ? ['begin', 'commit'] : []);
  return texts.filter((text) => !isTransactionEdge(text));
}

const isSessionWithTeam = (text: string) => text.includes('"sessions"') && text.includes('"teams"');

describe('round trips of the busiest writes', () => {
  it('PATCH player-availability: the session with the match’s team, then claim, players, change, answer', async () => {
    const matchId = await f.match({});
    const availability = await statementsOf(() =>
      f.request('PATCH', `/api/matches/${matchId}/player-availability`, 'coach', {
        markUnavailable: [f.players[1]],
      }),
    );
    expect(availability).toHaveLength(5);
    expect(isSessionWithTeam(availability[0] ?? '')).toBe(true);
    expect(availability[0]).toContain('"matches"');
    expect(availability[1]).toMatch(/^update "matches"/);
  });

  it('PUT goals: the session with the match’s team, then claim, players, delete, insert', async () => {
    const matchId = await f.match({});
    const goals = await statementsOf(() =>
      f.request('PUT', `/api/matches/${matchId}/goals`, 'coach', {
        goals: [{ minute: 12, scorerId: f.players[2], assistId: null, isOwnGoal: 0 }],
      }),
    );
    expect(goals).toHaveLength(5);
    expect(isSessionWithTeam(goals[0] ?? '')).toBe(true);
    expect(goals[1]).toMatch(/^update "matches"/);
  });

  it('a formation saved new (six statements) and saved again (eight)', async () => {
    const matchId = await f.match({});
    const body = {
      name: 'Saturday',
      matchId,
      quarter: 1,
      formation: '4-4-2',
      playerPositions: [{ playerId: f.players[0], x: 5, y: 50 }],
      benchPlayers: [f.players[1]],
      unavailablePlayers: [],
    };
    // The session, the match's periods, the players, the formation, its places, the answer.
    const created = await statementsOf(
      () => f.request('POST', `/api/teams/${f.team.secureId}/formations`, 'coach', body),
      201,
    );
    expect(created).toHaveLength(6);
    expect(isSessionWithTeam(created[0] ?? '')).toBe(true);
    const list = await f.request(
      'GET',
      `/api/teams/${f.team.secureId}/formations?matchId=${matchId}`,
      'coach',
    );
    const saved = (list.body as Formation[])[0];
    if (!saved) throw new Error('formation not saved');
    // The editor's save, its match and period too: the session, the claim, the match's periods, the
    // players, the places out and in, the fields, the answer.
    const updated = await statementsOf(() =>
      f.request('PUT', `/api/formations/${saved.id}`, 'coach', {
        ...body,
        playerPositions: [{ playerId: f.players[0], x: 6, y: 48 }],
        version: saved.version,
      }),
    );
    expect(updated).toHaveLength(8);
    expect(isSessionWithTeam(updated[0] ?? '')).toBe(true);
    expect(updated[0]).toContain('"formations"');
    expect(updated[1]).toMatch(/^update "formations"/);
  });
});
