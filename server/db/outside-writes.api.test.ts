import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openAnotherHandle, runOutsideTheApp } from '../test-support/database-template.js';
import {
  addTeamMember,
  insertMatch,
  insertOpponent,
  insertPlayers,
  insertTeam,
} from '../test-support/team-fixtures.js';
import { startTestApp, type TestApp } from '../test-support/test-app.js';

// Issue 28: every app instance answers what the database holds now, whoever wrote it. Two instances run
// on one database and read a team's lists; then rows change without the app (on the PostgreSQL server
// over a connection of its own, as psql or a restore would; on the embedded database, which no other
// connection can reach, straight on its PGlite client) and the next read on each must show the change.
// Such writes bump no version or stamp the app keeps: a restore may even bring back the same versions.
let first: TestApp;
let second: TestApp;
const cookies = new Map<TestApp, string>();
const COACH = 'coach@outside-writes.test';

beforeAll(async () => {
  first = await startTestApp();
  second = await startTestApp({ database: openAnotherHandle(first.database) });
  // The coach needs a team before a sign-in link is sent.
  await setUp('Sign-in');
  for (const app of [first, second]) cookies.set(app, await app.signIn(COACH));
});

afterAll(async () => {
  await second?.close();
  await first?.close();
});

type Lists = {
  matches: Array<{ id: number; homeScore: number | null; awayScore: number | null; version: number }>;
  matchUnavailable: number[][];
  opposition: Array<{ id: number; name: string; matchCount: number }>;
  players: string[];
};

/** A team of the coach's with a player, an opponent and one match against it (2-1, one unavailable). */
async function setUp(name: string) {
  const team = await insertTeam(first.db, `${name} ${Math.random()}`);
  await addTeamMember(first.db, team.id, COACH, 'coach');
  const [player] = await insertPlayers(first.db, team.id, [7]);
  if (!player) throw new Error('player');
  const opponent = await insertOpponent(first.db, team.id, 'Rovers');
  const matchId = await insertMatch(first.db, team.id, {
    opponentTeamId: opponent,
    homeScore: 2,
    awayScore: 1,
    unavailablePlayerIds: [player.id],
  });
  return { team, player, opponent, matchId };
}

/** The team's lists as each instance answers them; both must answer the same. */
async function listsOnBoth(team: { secureId: string }): Promise<Lists> {
  const answers: Lists[] = [];
  for (const app of [first, second]) {
    const get = async (path: string) => {
      const res = await app.request('GET', `/api/teams/${team.secureId}/${path}`, {
        cookie: cookies.get(app),
      });
      expect(res.status).toBe(200);
      return res.body as Array<Record<string, unknown>>;
    };
    const matches = await get('matches');
    answers.push({
      matches: matches.map((m) => ({
        id: m.id as number,
        homeScore: m.homeScore as number | null,
        awayScore: m.awayScore as number | null,
        version: m.version as number,
      })),
      matchUnavailable: matches.map((m) => m.unavailablePlayerIds as number[]),
      opposition: (await get('teams')).map((o) => ({
        id: o.id as number,
        name: o.name as string,
        matchCount: o.matchCount as number,
      })),
      players: (await get('players')).map((p) => p.firstName as string),
    });
  }
  expect(answers[1]).toEqual(answers[0]);
  return answers[0] as Lists;
}

describe('writes made outside the app, seen by the next read on two instances', () => {
  it('an UPDATE that moves a match to another team', async () => {
    const ours = await setUp('Ours');
    const theirs = await setUp('Theirs');
    await listsOnBoth(ours.team);
    await listsOnBoth(theirs.team);
    await runOutsideTheApp(first.database, [
      `update matches set my_team_id = ${theirs.team.id}, opponent_team_id = ${theirs.opponent}
       where id = ${ours.matchId}`,
    ]);
    const oursAfter = await listsOnBoth(ours.team);
    expect(oursAfter.matches).toEqual([]);
    expect(oursAfter.opposition).toEqual([{ id: ours.opponent, name: 'Rovers', matchCount: 0 }]);
    const theirsAfter = await listsOnBoth(theirs.team);
    expect(theirsAfter.matches.map((m) => m.id).sort()).toEqual([ours.matchId, theirs.matchId].sort());
    expect(theirsAfter.opposition).toEqual([{ id: theirs.opponent, name: 'Rovers', matchCount: 2 }]);
  });

  it('a TRUNCATE of a match list, then of the matches themselves', async () => {
    const ours = await setUp('Truncated');
    expect((await listsOnBoth(ours.team)).matchUnavailable).toEqual([[ours.player.id]]);
    await runOutsideTheApp(first.database, ['truncate match_unavailable_players']);
    expect((await listsOnBoth(ours.team)).matchUnavailable).toEqual([[]]);
    await runOutsideTheApp(first.database, ['truncate matches cascade']);
    const after = await listsOnBoth(ours.team);
    expect(after.matches).toEqual([]);
    expect(after.opposition).toEqual([{ id: ours.opponent, name: 'Rovers', matchCount: 0 }]);
  });

  it('a restore that deletes the rows and puts them back, same ids and versions, other values', async () => {
    const ours = await setUp('Restored');
    const before = await listsOnBoth(ours.team);
    expect(before.matches).toEqual([{ id: ours.matchId, homeScore: 2, awayScore: 1, version: 1 }]);
    const id = ours.team.id;
    await runOutsideTheApp(first.database, [
      `delete from matches where my_team_id = ${id}`,
      `delete from opposition_teams where my_team_id = ${id}`,
      `delete from players where my_team_id = ${id}`,
      `insert into players (id, my_team_id, shirt_number, first_name, preferred_position)
       values (${ours.player.id}, ${id}, 7, 'Restored', 'Midfielder')`,
      `insert into opposition_teams (id, my_team_id, name) values (${ours.opponent}, ${id}, 'Rovers of old')`,
      `insert into matches (id, my_team_id, opponent_team_id, home_score, away_score, version)
       values (${ours.matchId}, ${id}, ${ours.opponent}, 0, 3, 1)`,
    ]);
    const after = await listsOnBoth(ours.team);
    expect(after.matches).toEqual([{ id: ours.matchId, homeScore: 0, awayScore: 3, version: 1 }]);
    expect(after.matchUnavailable).toEqual([[]]);
    expect(after.opposition).toEqual([{ id: ours.opponent, name: 'Rovers of old', matchCount: 1 }]);
    expect(after.players).toEqual(['Restored']);
  });

  it("a write through one instance's route, seen by the other", async () => {
    const ours = await setUp('Renamed');
    await listsOnBoth(ours.team);
    const put = await first.request('PUT', `/api/teams/${ours.team.secureId}/teams/${ours.opponent}`, {
      cookie: cookies.get(first),
      body: { name: 'Rovers Renamed' },
    });
    expect(put.status).toBe(200);
    expect((await listsOnBoth(ours.team)).opposition).toEqual([
      { id: ours.opponent, name: 'Rovers Renamed', matchCount: 1 },
    ]);
  });
});
