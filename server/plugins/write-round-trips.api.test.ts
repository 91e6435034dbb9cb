import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Formation } from '../../shared/contracts/formations.js';
import { type PlanningFixture, setUpPlanningTeam } from '../test-support/match-planning-fixture.js';
import { startTestApp, type TestApp } from '../test-support/test-app.js';

// What a busy write costs in round trips to the database (decisions 025, 028, 029): the session, the
// user, the team the call names (by :teamId, or the team owning the match or formation named by :id)
// and the caller's role on it in one statement, then the write in one statement. On a server each round
// trip is a socket write and a wake-up, and under load that is most of a write's time.

let t: TestApp;
let f: PlanningFixture;

beforeAll(async () => {
  t = await startTestApp({ recordStatements: true });
  f = await setUpPlanningTeam(t, 'Round Trips');
});
afterAll(async () => {
  await t?.close();
});

/**
 * The statements the app sent for one call. Each call here follows a write, which clears what the
 * embedded database's read cache kept of the match or formation, so both databases read the session.
 */
async function statementsOf(call: () => Promise<{ status: number }>, status = 200) {
  t.statements.length = 0;
  const res = await call();
  expect(res.status).toBe(status);
  return t.statements.map((statement) => statement.text);
}

const isSessionWithTeam = (text: string) => text.includes('"sessions"') && text.includes('"teams"');

describe('round trips of the busiest writes', () => {
  it('PATCH player-availability and PUT goals: the session with the match’s team, then the write', async () => {
    const matchId = await f.match({});
    const availability = await statementsOf(() =>
      f.request('PATCH', `/api/matches/${matchId}/player-availability`, 'coach', {
        markUnavailable: [f.players[1]],
      }),
    );
    expect(availability).toHaveLength(2);
    expect(isSessionWithTeam(availability[0] ?? '')).toBe(true);
    expect(availability[0]).toContain('"matches"');
    const goals = await statementsOf(() =>
      f.request('PUT', `/api/matches/${matchId}/goals`, 'coach', {
        goals: [{ minute: 12, scorerId: f.players[2], assistId: null, isOwnGoal: 0 }],
      }),
    );
    expect(goals).toHaveLength(2);
    expect(isSessionWithTeam(goals[0] ?? '')).toBe(true);
  });

  it('a formation saved new and saved again: two statements each', async () => {
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
    const created = await statementsOf(
      () => f.request('POST', `/api/teams/${f.team.secureId}/formations`, 'coach', body),
      201,
    );
    expect(created).toHaveLength(2);
    expect(isSessionWithTeam(created[0] ?? '')).toBe(true);
    const list = await f.request(
      'GET',
      `/api/teams/${f.team.secureId}/formations?matchId=${matchId}`,
      'coach',
    );
    const saved = (list.body as Formation[])[0];
    if (!saved) throw new Error('formation not saved');
    const updated = await statementsOf(() =>
      f.request('PUT', `/api/formations/${saved.id}`, 'coach', {
        ...body,
        playerPositions: [{ playerId: f.players[0], x: 6, y: 48 }],
        version: saved.version,
      }),
    );
    expect(updated).toHaveLength(2);
    expect(isSessionWithTeam(updated[0] ?? '')).toBe(true);
    expect(updated[0]).toContain('"formations"');
  });
});
