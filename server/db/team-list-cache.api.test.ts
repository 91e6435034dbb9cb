import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listOppositionTeams, listOppositionTeamsJson } from '../features/league/opposition-teams.js';
import { listMatches, listMatchesJson } from '../features/matches/matches.js';
import { recordStatements } from '../test-support/statement-recorder.js';
import {
  addTeamMember,
  insertMatch,
  insertOpponent,
  insertPlayers,
  insertTeam,
} from '../test-support/team-fixtures.js';
import { startTestApp, type TestApp } from '../test-support/test-app.js';
import type { Db } from './client.js';

// The lists a server instance keeps under the team's list stamp (decision 026): matches and opposition
// teams. A handle without the embedded read cache takes the server's path on either database: every way
// a write can change a list must change the stamp, whoever makes the write (a route, a script, a
// cascade).
let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

async function setUp() {
  const team = await insertTeam(t.db, `Stamped ${Math.random()}`);
  const [keeper, back, forward] = await insertPlayers(t.db, team.id, [1, 2, 9]);
  if (!keeper || !back || !forward) throw new Error('players');
  const opponent = await insertOpponent(t.db, team.id, 'Rovers');
  const matchId = await insertMatch(t.db, team.id, {
    opponentTeamId: opponent,
    captainPlayerId: forward.id,
    unavailablePlayerIds: [back.id],
    matchPenaltyOrder: [forward.id],
    cleanSheetKeeper1: keeper.id,
  });
  const reader = recordStatements(t.db);
  return { team, keeper, back, forward, opponent, matchId, reader };
}

/** Both kept answers, and how many statements they took (2: only the stamp was asked for, twice). */
async function read(reader: { db: Db; statements: unknown[] }, teamId: number) {
  reader.statements.length = 0;
  const matches = JSON.parse(await listMatchesJson(reader.db, teamId)) as unknown;
  const opposition = JSON.parse(await listOppositionTeamsJson(reader.db, teamId)) as unknown;
  return { matches, opposition, statements: reader.statements.length };
}

/** The same lists read the plain way, straight from the database. */
async function readPlain(teamId: number) {
  return {
    matches: JSON.parse(JSON.stringify(await listMatches(t.db, teamId))) as unknown,
    opposition: JSON.parse(JSON.stringify(await listOppositionTeams(t.db, teamId))) as unknown,
  };
}

describe('the lists kept under the team list stamp', () => {
  it('answers from what it kept while nothing changed, and is the list read afresh', async () => {
    const { team, reader } = await setUp();
    const first = await read(reader, team.id);
    expect({ matches: first.matches, opposition: first.opposition }).toEqual(await readPlain(team.id));
    expect(first.statements).toBe(4);
    const again = await read(reader, team.id);
    expect(again).toEqual({ ...first, statements: 2 });
    // The second reads only asked for the stamp.
    for (const statement of reader.statements as Array<{ text: string }>) {
      expect(statement.text).toContain('team_list_stamps');
    }
  });

  const changes: Array<[string, (s: Awaited<ReturnType<typeof setUp>>) => Promise<unknown>]> = [
    ['a score', (s) => t.db.execute(sql`update matches set home_score = 3 where id = ${s.matchId}`)],
    ['a new match', (s) => insertMatch(t.db, s.team.id, {})],
    ['a deleted match', (s) => t.db.execute(sql`delete from matches where id = ${s.matchId}`)],
    [
      'an unavailable player',
      (s) =>
        t.db.execute(
          sql`insert into match_unavailable_players (match_id, player_id) values (${s.matchId}, ${s.keeper.id})`,
        ),
    ],
    [
      'a set-piece list',
      (s) => t.db.execute(sql`delete from match_set_piece_takers where match_id = ${s.matchId}`),
    ],
    [
      'a clean sheet',
      (s) =>
        t.db.execute(
          sql`update match_clean_sheets set player_id = ${s.back.id} where match_id = ${s.matchId}`,
        ),
    ],
    [
      "an opponent's new name",
      (s) => t.db.execute(sql`update opposition_teams set name = 'Rovers Reserves' where id = ${s.opponent}`),
    ],
    ['a deleted opponent', (s) => t.db.execute(sql`delete from opposition_teams where id = ${s.opponent}`)],
    // SET NULL on the captain, CASCADE on the lists: the database's own writes.
    ['a deleted captain', (s) => t.db.execute(sql`delete from players where id = ${s.forward.id}`)],
    ['a deleted unavailable player', (s) => t.db.execute(sql`delete from players where id = ${s.back.id}`)],
  ];

  it.each(changes)('reads the list again after %s', async (_what, change) => {
    const setup = await setUp();
    const before = await read(setup.reader, setup.team.id);
    await change(setup);
    const after = await read(setup.reader, setup.team.id);
    expect({ matches: after.matches, opposition: after.opposition }).not.toEqual({
      matches: before.matches,
      opposition: before.opposition,
    });
    expect({ matches: after.matches, opposition: after.opposition }).toEqual(await readPlain(setup.team.id));
  });

  it("keeps a team's JSON when another team's matches change, and a team's deletion goes through", async () => {
    const ours = await setUp();
    const theirs = await setUp();
    await read(ours.reader, ours.team.id);
    await t.db.execute(sql`update matches set home_score = 1 where id = ${theirs.matchId}`);
    expect((await read(ours.reader, ours.team.id)).statements).toBe(2);
    await t.db.execute(sql`delete from teams where id = ${theirs.team.id}`);
    expect(await listMatches(t.db, theirs.team.id)).toEqual([]);
    const stamps = await t.db.execute(
      sql`select count(*)::int as n from team_list_stamps where my_team_id = ${theirs.team.id}`,
    );
    expect((stamps as unknown as { rows: Array<{ n: number }> }).rows[0]?.n).toBe(0);
  });

  // Migration 0007: one new stamp per transaction and team, however many rows it changes.
  it('reads afresh after a transaction that changed two teams and one of them twice', async () => {
    const ours = await setUp();
    const theirs = await setUp();
    const before = [await read(ours.reader, ours.team.id), await read(theirs.reader, theirs.team.id)];
    await t.db.transaction(async (tx) => {
      await tx.execute(sql`update matches set home_score = 4 where id = ${ours.matchId}`);
      await tx.execute(sql`update matches set away_score = 2 where id = ${theirs.matchId}`);
      await tx.execute(sql`delete from match_unavailable_players where match_id = ${ours.matchId}`);
    });
    const after = [await read(ours.reader, ours.team.id), await read(theirs.reader, theirs.team.id)];
    for (const [i, setup] of [ours, theirs].entries()) {
      expect(after[i]?.statements).toBe(4);
      expect(after[i]?.matches).not.toEqual(before[i]?.matches);
      expect({ matches: after[i]?.matches, opposition: after[i]?.opposition }).toEqual(
        await readPlain(setup.team.id),
      );
    }
  });

  it('renews the stamp again after a rolled-back savepoint had renewed it', async () => {
    const setup = await setUp();
    const stampOf = async () => {
      const result = await t.db.execute(
        sql`select stamp::text as stamp from team_list_stamps where my_team_id = ${setup.team.id}`,
      );
      return (result as unknown as { rows: Array<{ stamp: string }> }).rows[0]?.stamp;
    };
    await read(setup.reader, setup.team.id);
    const stampBefore = await stampOf();
    await t.db.transaction(async (tx) => {
      await tx
        .transaction(async (savepoint) => {
          await savepoint.execute(sql`update matches set home_score = 7 where id = ${setup.matchId}`);
          throw new Error('roll back to the savepoint');
        })
        .catch(() => {});
      await tx.execute(sql`update matches set away_score = 5 where id = ${setup.matchId}`);
    });
    expect(await stampOf()).not.toBe(stampBefore);
    const after = await read(setup.reader, setup.team.id);
    expect(after.statements).toBe(4);
    expect({ matches: after.matches, opposition: after.opposition }).toEqual(await readPlain(setup.team.id));
  });

  it("drops a team's stamp when the team goes in the transaction that renewed it", async () => {
    const setup = await setUp();
    await t.db.transaction(async (tx) => {
      await tx.execute(sql`update matches set home_score = 1 where id = ${setup.matchId}`);
      await tx.execute(sql`delete from teams where id = ${setup.team.id}`);
    });
    const stamps = await t.db.execute(
      sql`select count(*)::int as n from team_list_stamps where my_team_id = ${setup.team.id}`,
    );
    expect((stamps as unknown as { rows: Array<{ n: number }> }).rows[0]?.n).toBe(0);
  });

  it('answers the routes with the same JSON as the lists read the plain way', async () => {
    const setup = await setUp();
    const email = `stamp-coach-${setup.team.id}@example.test`;
    await addTeamMember(t.db, setup.team.id, email, 'coach');
    const coach = await t.signIn(email);
    const plain = await readPlain(setup.team.id);
    for (const [path, list] of [
      ['matches', plain.matches],
      ['teams', plain.opposition],
    ] as const) {
      const res = await t.request('GET', `/api/teams/${setup.team.secureId}/${path}`, { cookie: coach });
      expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
      expect(res.body).toEqual(list);
    }
  });
});
