import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Match } from '../../../shared/contracts/matches.js';
import { goalsAgainst, matches } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';
import { type PlanningFixture, setUpPlanningTeam } from '../../test-support/match-planning-fixture.js';
import { startTestApp, type TestApp } from '../../test-support/test-app.js';
import { applyFixtures } from './apply-fixtures.js';
import type { FullTimeFixture } from './fulltime-page.js';

// A Full-Time sync keeps the goals against recorded live within the opponent's score (issue 32,
// server/db/goals-against.ts), as the match form does (matches/goals-against.api.test.ts).

let t: TestApp;
let f: PlanningFixture;

beforeAll(async () => {
  t = await startTestApp();
  f = await setUpPlanningTeam(t, 'Against');
});
afterAll(async () => {
  await t?.close();
});

const minutesOf = async (matchId: number) =>
  (
    await t.db
      .select({ minute: goalsAgainst.minute })
      .from(goalsAgainst)
      .where(eq(goalsAgainst.matchId, matchId))
      .orderBy(asc(goalsAgainst.id))
  ).map((row) => row.minute);

const threeAgainst = async (isHome: 0 | 1) => {
  const id = await f.match({
    matchDate: t.clock.now(),
    matchLength: 60,
    substitutionTimings: [0, 30],
    isHome,
  });
  for (const minute of [5, 20, 44]) {
    const answer = await f.request('POST', `/api/matches/${id}/live/goals`, 'coach', {
      id: randomUUID(),
      side: 'them',
      minute,
    });
    expect(answer.status).toBe(201);
  }
  return id;
};

describe('a Full-Time sync and the goals against', () => {
  it('a Full-Time sync lowering their score or giving a result without goals trims them; no result leaves them', async () => {
    const id = await threeAgainst(1);
    await t.db.update(matches).set({ faFixtureId: '9901' }).where(eq(matches.id, id));
    const match = (await f.read(id)) as Match;
    const team = {
      id: f.team.id,
      names: ['Against U11'],
      faTeamId: null,
      defaultMatchLength: 60,
      defaultSubstitutionTimings: [0, 30],
    };
    const fixture = (result: Partial<FullTimeFixture>): FullTimeFixture => ({
      fixtureId: '9901',
      kickoff: new Date(match.matchDate as string),
      isTimeTbc: false,
      home: { name: 'Against U11', faTeamId: null },
      away: { name: 'Against Kestrels', faTeamId: null },
      homeScore: null,
      awayScore: null,
      isPostponed: false,
      resultCode: null,
      note: null,
      competition: null,
      isCup: false,
      ...result,
    });
    const sync = (result: Partial<FullTimeFixture>) =>
      inTransaction(t.db, (tx) => applyFixtures(tx, team, [fixture(result)], t.clock.now()));
    // No result on Full-Time yet (the match under way): nothing of the live record moves.
    await sync({});
    expect(await minutesOf(id)).toEqual([5, 20, 44]);
    await sync({ homeScore: 0, awayScore: 2 });
    expect(await minutesOf(id)).toEqual([5, 20]);
    expect(await f.read(id)).toMatchObject({ homeScore: 0, awayScore: 2 });
    await sync({ resultCode: 'abandoned' });
    expect(await minutesOf(id)).toEqual([]);
    expect(await f.read(id)).toMatchObject({ homeScore: null, awayScore: null, resultCode: 'abandoned' });
  });
});
