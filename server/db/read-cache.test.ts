import { describe, expect, it } from 'vitest';
import { createReadCache, isReadOnlyStatement } from './read-cache.js';

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
