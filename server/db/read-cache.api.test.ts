import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addTeamMember,
  insertGoals,
  insertMatch,
  insertOpponent,
  insertPlayers,
  insertTeam,
} from '../test-support/team-fixtures.js';
import { startTestApp, type TestApp } from '../test-support/test-app.js';
import { schemaTableGraph } from './client.js';
import { countCachedReads } from './read-cache.js';

// The embedded database's read cache (decision 017) must never show what a write has changed, however
// the write is made: through a route, or straight to the database as a script or another feature would.
// On the PostgreSQL server there is no cache and the same answers come from the database.
let t: TestApp;
let team: { id: number; secureId: string };
let coach: string;
let coachId: number;
let playerIds: number[];

const NOW = '2025-06-01T12:00:00.000Z';

beforeAll(async () => {
  t = await startTestApp();
  t.clock.set(NOW);
  team = await insertTeam(t.db, 'Cache Rovers U11');
  coachId = await addTeamMember(t.db, team.id, 'coach@cache.test', 'coach');
  playerIds = (await insertPlayers(t.db, team.id, [1, 2, 3])).map((p) => p.id);
  coach = await t.signIn('coach@cache.test');
});

afterAll(async () => {
  await t?.close();
});

const get = (path: string, cookie = coach) => t.request('GET', path, { cookie });

describe('read cache', () => {
  it('exists on the embedded database only, and is used', async () => {
    await get(`/api/teams/${team.secureId}/players`);
    const kept = countCachedReads(t.db);
    if (process.env.TEST_DATABASE_URL) expect(kept).toBeNull();
    else expect(kept).toBeGreaterThan(0);
  });

  it('shows a player changed straight in the database on the next read', async () => {
    const path = `/api/teams/${team.secureId}/players`;
    expect(((await get(path)).body as Array<{ firstName: string }>)[0]?.firstName).toBe('Player1');
    await t.db.execute(sql`update players set first_name = 'Renamed' where id = ${playerIds[0]}`);
    expect(((await get(path)).body as Array<{ firstName: string }>)[0]?.firstName).toBe('Renamed');
  });

  it('shows an opposition team added through the route, then one added in a transaction', async () => {
    const path = `/api/teams/${team.secureId}/teams`;
    expect((await get(path)).body).toEqual([]);
    const created = await t.request('POST', path, { cookie: coach, body: { name: 'Alpha Athletic' } });
    expect(created.status).toBe(201);
    expect(((await get(path)).body as unknown[]).length).toBe(1);
    await t.db.transaction(async (tx) => {
      await tx.execute(sql`insert into opposition_teams (my_team_id, name) values (${team.id}, 'Beta Boys')`);
    });
    expect(((await get(path)).body as Array<{ name: string }>).map((o) => o.name)).toEqual([
      'Alpha Athletic',
      'Beta Boys',
    ]);
  });

  it('applies a role change and a removed session at once', async () => {
    const rolePath = `/api/auth/team-role/${team.secureId}`;
    expect((await get(rolePath)).body).toEqual({ role: 'coach' });
    await t.db.execute(
      sql`update team_memberships set role = 'player_parent' where user_id = ${coachId} and my_team_id = ${team.id}`,
    );
    expect((await get(rolePath)).body).toEqual({ role: 'player_parent' });
    const write = await t.request('POST', `/api/teams/${team.secureId}/players`, {
      cookie: coach,
      body: { shirtNumber: 9, firstName: 'Nine', preferredPosition: 'Forward' },
    });
    expect(write.status).toBe(403);
    await t.db.execute(
      sql`update team_memberships set role = 'coach' where user_id = ${coachId} and my_team_id = ${team.id}`,
    );
    expect((await get('/api/auth/user')).status).toBe(200);
    await t.db.execute(sql`delete from sessions where user_id = ${coachId}`);
    expect((await get('/api/auth/user')).status).toBe(401);
    expect((await get(`/api/teams/${team.secureId}/players`)).status).toBe(401);
    coach = await t.signIn('coach@cache.test');
  });

  it('ends a session when its time is up, with no write in between', async () => {
    const session = await t.signIn('coach@cache.test');
    expect((await get('/api/auth/user', session)).status).toBe(200);
    t.clock.advance(400 * 24 * 60 * 60 * 1000);
    expect((await get('/api/auth/user', session)).status).toBe(401);
    t.clock.set(NOW);
    coach = await t.signIn('coach@cache.test');
  });

  it('counts a match in the statistics once its kick-off has passed, and not before', async () => {
    const opponent = await insertOpponent(t.db, team.id, 'Clock Town');
    const matchId = await insertMatch(t.db, team.id, {
      opponentTeamId: opponent,
      matchDate: new Date('2025-06-01T14:00:00.000Z'),
      isHome: 1,
      homeScore: 1,
      awayScore: 0,
    });
    await insertGoals(t.db, [{ matchId, scorerId: playerIds[1], minute: 10 }]);
    const path = `/api/teams/${team.secureId}/stats`;
    const goalsOf = async () =>
      ((await get(path)).body as Array<{ playerId: number; goals: number }>).find(
        (row) => row.playerId === playerIds[1],
      )?.goals;
    expect(await goalsOf()).toBe(0);
    t.clock.set('2025-06-01T14:00:00.001Z');
    expect(await goalsOf()).toBe(1);
    t.clock.set('2025-06-01T13:59:59.000Z');
    expect(await goalsOf()).toBe(0);
    t.clock.set(NOW);
  });

  it('keeps the session and squad over a match write, and shows the match changed at once', async () => {
    const matchId = await insertMatch(t.db, team.id, { homeScore: 2, awayScore: 0 });
    const players = `/api/teams/${team.secureId}/players`;
    const matches = `/api/teams/${team.secureId}/matches`;
    const versionOf = async () =>
      ((await get(matches)).body as Array<{ id: number; version: number }>).find((m) => m.id === matchId)
        ?.version;
    expect(await versionOf()).toBe(1);
    await get(players);
    // Count what the embedded database is sent from here on (the server has no cache to keep).
    const client = (t.db as unknown as { $client: { query: (...args: unknown[]) => Promise<unknown> } })
      .$client;
    const sent: string[] = [];
    const query = client.query;
    client.query = function (this: unknown, ...args: unknown[]) {
      sent.push(String(args[0]));
      return query.apply(this, args);
    };
    try {
      const put = await t.request('PUT', `/api/matches/${matchId}/goals`, {
        cookie: coach,
        body: { goals: [{ minute: 3, scorerId: playerIds[0] }] },
      });
      expect(put.status).toBe(200);
      sent.length = 0;
      expect((await get(players)).status).toBe(200);
      if (!process.env.TEST_DATABASE_URL) expect(sent).toEqual([]);
      expect(await versionOf()).toBe(2);
      // A match changed straight in the database shows too, and so does a player.
      await t.db.execute(sql`update matches set version = 7 where id = ${matchId}`);
      expect(await versionOf()).toBe(7);
      await t.db.execute(sql`update players set first_name = 'Again' where id = ${playerIds[0]}`);
      expect(((await get(players)).body as Array<{ firstName: string }>)[0]?.firstName).toBe('Again');
    } finally {
      client.query = query;
    }
  });

  it('knows every foreign key of the database, and no trigger or rule changes a value unseen', async () => {
    // A single write clears the reads of the tables it may change: its targets and the tables whose
    // foreign keys point at them (decision 025). That graph comes from schema.ts; the migrated
    // database must have no other key, and nothing else that writes behind a statement's back.
    const keys = (await t.db.execute(sql`
      select child.relname as child, parent.relname as parent from pg_constraint c
      join pg_class child on child.oid = c.conrelid join pg_class parent on parent.oid = c.confrelid
      join pg_namespace n on n.oid = child.relnamespace
      where c.contype = 'f' and n.nspname = 'public'`)) as unknown as {
      rows: Array<{ child: string; parent: string }>;
    };
    const graph = schemaTableGraph();
    expect(keys.rows.length).toBeGreaterThan(0);
    for (const { child, parent } of keys.rows) {
      expect(graph.referencedBy.get(parent) ?? [], `${child} -> ${parent}`).toContain(child);
    }
    // A trigger could write a table the graph does not know of (migration 0009 dropped the list stamps'
    // triggers, issue 28). The only ones are migration 0035's on formation_places, which give the
    // changed places' formations a new row version and change none of their values (`id = id`), so no
    // kept read of formations differs (decision 017's amendment of 2026-11-30).
    const triggers = (await t.db.execute(sql`
      select c.relname as "table", tg.tgname as name, p.proname as "function" from pg_trigger tg
      join pg_class c on c.oid = tg.tgrelid join pg_namespace n on n.oid = c.relnamespace
      join pg_proc p on p.oid = tg.tgfoid
      where not tg.tgisinternal and n.nspname = 'public' order by tg.tgname`)) as unknown as {
      rows: Array<{ table: string; name: string; function: string }>;
    };
    expect(triggers.rows).toEqual(
      [
        'formation_places_deleted',
        'formation_places_inserted',
        'formation_places_truncated',
        'formation_places_updated',
      ].map((name) => ({ table: 'formation_places', name, function: 'formation_places_touch_formation' })),
    );
    // A SELECT counts as a read (read-cache.ts): no function of ours may write behind one. A trigger
    // function cannot be called from a query, only fired by a write.
    const functions = (await t.db.execute(sql`
      select p.proname as name from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname = 'public' and p.prorettype <> 'trigger'::regtype`)) as unknown as {
      rows: Array<{ name: string }>;
    };
    expect(functions.rows).toEqual([]);
    const rules = (await t.db.execute(sql`
      select count(*)::int as n from pg_rules where schemaname = 'public'`)) as unknown as {
      rows: Array<{ n: number }>;
    };
    expect(rules.rows[0]?.n).toBe(0);
  });
});
