import type { PGlite } from '@electric-sql/pglite';
import { describe, expect, it } from 'vitest';
import { schemaTableGraph } from './client.js';
import {
  clearOnWrite,
  createReadCache,
  isReadOnlyStatement,
  tablesNamed,
  tablesWritten,
} from './read-cache.js';

describe('isReadOnlyStatement', () => {
  it.each([
    ['select * from players where my_team_id = $1', true],
    ['  SELECT 1', true],
    ['with past as materialized (select id from matches) select * from past', true],
    ['select "updated_at", "is_deleted", "offset_x" from t', true],
    ['insert into players (x) values ($1)', false],
    ['update sessions set expire = $1', false],
    ['delete from sessions where sid = $1', false],
    ['with gone as (delete from goals returning id) select count(*) from gone', false],
    ['select * from teams where id = $1 for update', false],
    ['select nextval($1)', false],
    ['select set_config($1, $2, false)', true],
    ['explain (analyze, format json) delete from goals', false],
    ['begin', false],
    ['create table x (id int)', false],
    ['set search_path to public', false],
  ])('%s → %s', (text, isRead) => {
    expect(isReadOnlyStatement(text)).toBe(isRead);
  });
});

describe('createReadCache', () => {
  it('loads once for concurrent callers and keeps the value until cleared', async () => {
    const cache = createReadCache();
    let loads = 0;
    const load = async () => ++loads;
    const [a, b] = await Promise.all([cache.read('k', load), cache.read('k', load)]);
    expect([a, b, loads]).toEqual([1, 1, 1]);
    expect(await cache.read('k', load)).toBe(1);
    cache.clear();
    expect(await cache.read('k', load)).toBe(2);
  });

  it('drops a load that was under way when cleared, so the next read loads again', async () => {
    const cache = createReadCache();
    let release: (value: string) => void = () => {};
    const first = cache.read('k', () => new Promise<string>((resolve) => (release = resolve)));
    cache.clear();
    release('before the write');
    expect(await first).toBe('before the write');
    expect(await cache.read('k', async () => 'after the write')).toBe('after the write');
  });

  it('does not keep a failed load', async () => {
    const cache = createReadCache();
    await expect(cache.read('k', async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await cache.read('k', async () => 'ok')).toBe('ok');
  });

  it('reloads a value its freshness test refuses', async () => {
    const cache = createReadCache();
    let now = 1;
    const isFresh = (value: { validUntil: number }) => now <= value.validUntil;
    let loads = 0;
    const load = async () => ({ loads: ++loads, validUntil: now + 10 });
    expect((await cache.read('k', load, isFresh)).loads).toBe(1);
    now = 11;
    expect((await cache.read('k', load, isFresh)).loads).toBe(1);
    now = 12;
    expect((await cache.read('k', load, isFresh)).loads).toBe(2);
  });

  it("judges freshness by each caller's own test, not the first caller's", async () => {
    const cache = createReadCache();
    let loads = 0;
    const load = async () => ({ loads: ++loads });
    await cache.read('k', load, () => true);
    expect((await cache.read('k', load, () => false)).loads).toBe(2);
    expect((await cache.read('k', load, () => true)).loads).toBe(2);
  });

  it('keeps at most its bound, forgetting the oldest first', async () => {
    const cache = createReadCache(2);
    for (const key of ['a', 'b', 'c']) await cache.read(key, async () => key);
    expect(cache.size).toBe(2);
    let reloaded = false;
    await cache.read('a', async () => {
      reloaded = true;
      return 'a';
    });
    expect(reloaded).toBe(true);
  });
});

describe('tablesWritten (decision 025)', () => {
  const graph = schemaTableGraph();
  const matchTables = [
    'answer_links',
    'availability_answers',
    'formation_places',
    'formation_requests',
    'formations',
    'goals',
    'goals_against',
    'match_clean_sheets',
    'match_live_change_players',
    'match_live_changes',
    'match_live_events',
    'match_live_requests',
    'match_set_piece_takers',
    'match_unavailable_players',
    'matches',
  ];
  const written = (text: string) => {
    const tables = tablesWritten(text, graph);
    return tables === 'all' ? 'all' : [...tables].sort();
  };

  it('names the targets of INSERT, UPDATE and DELETE and what hangs from them by a foreign key', () => {
    expect(written('update sessions set expire = $1 where sid = $2')).toEqual(['sessions']);
    expect(written('update "matches" set "version" = "matches"."version" + 1 where "id" = $1')).toEqual(
      matchTables,
    );
    expect(
      written(
        'with c as (update matches m set version = m.version + 1 returning m.*), d as (delete from goals g where g.match_id = (select id from c)), i as (insert into goals (match_id) select id from c returning id) select * from i',
      ),
    ).toEqual(matchTables);
    // A live goal's id row hangs from its goal (set null when the goal goes).
    expect(written('insert into "goals" ("match_id") values ($1)')).toEqual(['goals', 'match_live_requests']);
    expect(written('delete from "goals_against" where "id" = $1')).toEqual([
      'goals_against',
      'match_live_requests',
    ]);
    expect(
      written(
        'insert into "match_clean_sheets" ("match_id", "kind", "slot", "player_id") values ($1, $2, $3, $4) on conflict ("match_id","kind","slot") do update set "player_id" = $5',
      ),
    ).toEqual(['match_clean_sheets']);
    expect(
      written(
        'insert into match_unavailable_players (match_id, player_id) values (1, 2) on conflict do nothing',
      ),
    ).toEqual(['match_unavailable_players']);
    // Deleting a user takes their sessions and memberships, and whatever hangs from those.
    const user = written('delete from "users" where "id" = $1');
    expect(user).toEqual(
      expect.arrayContaining(['users', 'sessions', 'team_memberships', 'club_memberships']),
    );
  });

  it.each([
    'begin',
    'commit',
    'select * from teams where id = $1 for update',
    'truncate goals',
    'update pg_catalog.pg_class set relname = $1',
    'update "public"."goals" set minute = 1',
    'update unknown_table set x = 1',
    'insert into goals select * from goals returning nextval($1)',
    'create table goals_copy (id int)',
    'with x as (select 1) select set_config($1, $2, false) from x where exists (select 1 from goals for update)',
    'delete from goals; drop table players',
    'copy goals from stdin',
    'lock table matches',
    'set search_path to public',
    'do $$ begin delete from goals; end $$',
  ])('cannot tell for certain, so everything: %s', (text) => {
    expect(written(text)).toBe('all');
  });

  it('names every known table a read mentions, and nothing else', () => {
    expect(
      [
        ...tablesNamed('select "users"."id" from "sessions" inner join "users" on x where sid = $1', graph),
      ].sort(),
    ).toEqual(['sessions', 'users']);
    expect([...tablesNamed('select 1 as matches_count from pg_class', graph)]).toEqual([]);
  });
});

describe('clearOnWrite: what a write clears (decision 025)', () => {
  // A stand-in for the PGlite client: clearOnWrite wraps its query, exec and transaction (and the
  // query, exec and sql of the transaction's handle).
  function setUp() {
    const sent: string[] = [];
    const query = async (text: string) => {
      sent.push(text);
      return { rows: [] };
    };
    type Handle = {
      query: (text: string) => Promise<{ rows: unknown[] }>;
      exec: (text?: string) => Promise<unknown[]>;
      sql: () => Promise<{ rows: unknown[] }>;
    };
    const client = {
      query,
      exec: async () => [],
      transaction: async <T>(work: (tx: Handle) => Promise<T>) =>
        work({ query, exec: async () => [], sql: async () => ({ rows: [] }) }),
    };
    const cache = createReadCache();
    clearOnWrite(client as unknown as PGlite, cache, schemaTableGraph());
    let loads = 0;
    const read = (key: string, statement: string) =>
      cache.read(key, async () => {
        await client.query(statement);
        return ++loads;
      });
    return { client, cache, read };
  }

  it('a single write clears the reads that named a table it may change, and keeps the others', async () => {
    const { client, read } = setUp();
    const session = () => read('session', 'select * from "sessions" inner join "users" on true');
    const season = () => read('matches', 'select * from matches m left join opposition_teams o on true');
    const squad = () => read('squad', 'select * from players');
    expect([await session(), await season(), await squad()]).toEqual([1, 2, 3]);
    await client.query('with c as (update matches m set version = 2 returning *) delete from goals');
    expect([await session(), await season(), await squad()]).toEqual([1, 4, 3]);
    await client.query('update players set first_name = $1');
    expect([await session(), await season(), await squad()]).toEqual([1, 5, 6]);
    await client.query('delete from sessions where sid = $1');
    expect([await session(), await season(), await squad()]).toEqual([7, 5, 6]);
  });

  it('exec, or a write it cannot read, alone or in a transaction, clears everything', async () => {
    const { client, read } = setUp();
    const session = () => read('session', 'select * from sessions');
    expect(await session()).toBe(1);
    await client.exec();
    expect(await session()).toBe(2);
    await client.query('truncate goals');
    expect(await session()).toBe(3);
    await client.query('select 1 from goals for update');
    expect(await session()).toBe(4);
    await client.transaction(async (tx) => {
      await tx.query('update goals set minute = 1');
      await tx.exec('vacuum');
    });
    expect(await session()).toBe(5);
    await client.transaction(async (tx) => {
      await tx.query('lock table goals');
    });
    expect(await session()).toBe(6);
  });

  it('a transaction clears what its statements may change, as each is sent and once it is over', async () => {
    const { client, read } = setUp();
    const session = () => read('session', 'select * from "sessions" inner join "users" on true');
    const season = () => read('matches', 'select * from matches m left join opposition_teams o on true');
    const squad = () => read('squad', 'select * from players');
    expect([await session(), await season(), await squad()]).toEqual([1, 2, 3]);
    await client.transaction(async (tx) => {
      await tx.query('update matches set version = version + 1 where id = $1 returning *');
      // Kept while the transaction runs would be from before it: gone as soon as the write is sent.
      expect([await season()]).toEqual([4]);
      await tx.query('select id from players where id = any($1) for key share');
      await tx.query('insert into goals (match_id) values ($1)');
    });
    expect([await session(), await season(), await squad()]).toEqual([1, 5, 3]);
    // A rolled-back transaction clears the same, once it is over.
    await expect(
      client.transaction(async (tx) => {
        await tx.query('delete from players where id = $1');
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect([await session(), await season(), await squad()]).toEqual([1, 6, 7]);
    // An empty transaction changes nothing.
    await client.transaction(async () => {});
    expect([await session(), await season(), await squad()]).toEqual([1, 6, 7]);
  });

  it("counts a read made inside another read's load as depending on everything", async () => {
    const { client, cache } = setUp();
    let loads = 0;
    const outer = () =>
      cache.read('outer', async () => {
        await cache.read('inner', async () => client.query('select * from sessions'));
        return ++loads;
      });
    expect(await outer()).toBe(1);
    await client.query('update goals set minute = 1');
    expect(await outer()).toBe(2);
  });
});
