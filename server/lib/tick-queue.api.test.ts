import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgBoss } from 'pg-boss';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { pgBossOnPglite } from '../db/pgboss-adapter.js';
import { countCachedReads } from '../db/read-cache.js';
import { openAnotherHandle } from '../test-support/database-template.js';
import { addTeamMember, insertPlayers, insertTeam } from '../test-support/team-fixtures.js';
import { startTestApp, type TestApp } from '../test-support/test-app.js';
import { createScheduler } from './scheduler.js';
import { startTickQueue, TICK_QUEUE, type TickQueue } from './tick-queue.js';

// pg-boss starting the scheduler's ticks (decision 071), on the test's real database: PGlite in this
// process, or the PostgreSQL server with TEST_DATABASE_URL.

const onServer = Boolean(process.env.TEST_DATABASE_URL);
const NEVER = '0 0 1 1 *';
const silent = { info: () => {}, error: () => {} };
const probeRows = async () =>
  (
    (await t.db.execute(sql`select n from adapter_probe order by n`)) as unknown as {
      rows: Array<{ n: number }>;
    }
  ).rows;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(condition: () => boolean, ms = 15_000): Promise<void> {
  const end = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > end) throw new Error('timed out');
    await sleep(50);
  }
}

/** A scheduler whose one job counts the ticks. */
function countingScheduler() {
  const scheduler = createScheduler({ now: () => new Date(), logger: silent });
  const ticks: Date[] = [];
  scheduler.add({ name: 'count', run: async (now) => void ticks.push(now) });
  return { scheduler, ticks };
}

let t: TestApp;
const started: TickQueue[] = [];
const start = async (options: Parameters<typeof startTickQueue>[0]) => {
  const queue = await startTickQueue({
    cronMonitorIntervalSeconds: 1,
    pollingIntervalSeconds: 0.5,
    ...options,
  });
  started.push(queue);
  return queue;
};

beforeAll(async () => {
  t = await startTestApp();
}, 60_000);
afterEach(async () => {
  for (const queue of started.splice(0)) await queue.stop();
});
afterAll(async () => {
  await t?.close();
});

const pglite = () => (t.db as unknown as { $client: PGlite }).$client;

describe.skipIf(onServer)('the PGlite adapter', () => {
  it('rolls a failed block back before the app sends its next statement', async () => {
    const adapter = pgBossOnPglite(pglite());
    await t.db.execute(sql`create table adapter_probe (n int)`);
    // The app's insert is sent (`then` starts a drizzle query) while the failing block holds the
    // connection: it waits for it and runs right after it, before anything else is sent.
    const failing = adapter.executeSql(
      'BEGIN; insert into adapter_probe values (1); select pg_sleep(0.2); select 1/0; COMMIT',
    );
    const appInsert = t.db.execute(sql`insert into adapter_probe values (2)`).then(
      () => 'inserted',
      (err: Error) => err.message,
    );
    await expect(failing).rejects.toThrow(/division by zero/);
    expect(await appInsert).toBe('inserted');
    expect(await probeRows()).toEqual([{ n: 2 }]);
  });

  it("returns a good block's rows and commits it", async () => {
    const adapter = pgBossOnPglite(pglite());
    const result = await adapter.executeSql(
      'BEGIN; insert into adapter_probe values (3), (4) returning n; COMMIT',
    );
    expect(result.rows).toEqual([{ n: 3 }, { n: 4 }]);
    expect(await probeRows()).toEqual([{ n: 2 }, { n: 3 }, { n: 4 }]);
  });

  it("keeps the app's cached reads while pg-boss polls and runs a tick, and an app write still clears them", async () => {
    const team = await insertTeam(t.db, 'Queue Rovers U12');
    await addTeamMember(t.db, team.id, 'coach@queue.test', 'coach');
    const [player] = await insertPlayers(t.db, team.id, [1]);
    const coach = await t.signIn('coach@queue.test');
    const players = `/api/teams/${team.secureId}/players`;
    expect((await t.request('GET', players, { cookie: coach })).status).toBe(200);
    const kept = countCachedReads(t.db) ?? 0;
    expect(kept).toBeGreaterThan(0);

    const { scheduler, ticks } = countingScheduler();
    const queue = await start({ connection: t.database.jobQueue, scheduler, cron: NEVER, logger: silent });
    await queue.boss.send(TICK_QUEUE);
    await until(() => ticks.length === 1);
    await sleep(1500);
    expect(countCachedReads(t.db)).toBe(kept);

    await t.db.execute(sql`update players set first_name = 'Queued' where id = ${player?.id ?? 0}`);
    expect(countCachedReads(t.db)).toBeLessThan(kept);
    const body = (await t.request('GET', players, { cookie: coach })).body as Array<{ firstName: string }>;
    expect(body[0]?.firstName).toBe('Queued');
  });
});

async function countOf(boss: PgBoss) {
  const queues = (await boss.getQueues()).filter((q) => q.name === TICK_QUEUE);
  const schedules = (await boss.getSchedules()).filter((s) => s.name === TICK_QUEUE);
  return { queues: queues.length, schedules: schedules.length, policy: queues[0]?.policy };
}

/** Cron tests start away from a minute's end, so one occurrence is due in the few seconds they watch. */
async function awayFromMinuteEnd(): Promise<void> {
  const second = new Date().getUTCSeconds();
  if (second > 45) await sleep((61 - second) * 1000);
}

describe('the tick queue', () => {
  it('ticks on its cron schedule, and a second start makes nothing again', async () => {
    await awayFromMinuteEnd();
    const { scheduler, ticks } = countingScheduler();
    const first = await start({
      connection: t.database.jobQueue,
      scheduler,
      cron: '* * * * *',
      logger: silent,
    });
    // The first cron pass sends the occurrence of the minute the schedule was made.
    await until(() => ticks.length === 1);
    expect(await countOf(first.boss)).toEqual({ queues: 1, schedules: 1, policy: 'exclusive' });
    await first.stop();
    started.splice(0);

    const began = performance.now();
    const again = await start({ connection: t.database.jobQueue, scheduler, cron: NEVER, logger: silent });
    expect(performance.now() - began).toBeLessThan(5_000);
    expect(await countOf(again.boss)).toEqual({ queues: 1, schedules: 1, policy: 'exclusive' });
    expect((await again.boss.getSchedules()).find((s) => s.name === TICK_QUEUE)?.cron).toBe(NEVER);
  }, 40_000);

  it('runs one tick in all for two instances on one database, sent by both or by the cron of both', async () => {
    const other = openAnotherHandle(t.database);
    try {
      const a = countingScheduler();
      const b = countingScheduler();
      const one = await start({
        connection: t.database.jobQueue,
        scheduler: a.scheduler,
        cron: NEVER,
        logger: silent,
      });
      const two = await start({
        connection: other.jobQueue,
        scheduler: b.scheduler,
        cron: NEVER,
        logger: silent,
      });
      // Sent by both at once: the exclusive queue takes one.
      const ids = await Promise.all([one.boss.send(TICK_QUEUE), two.boss.send(TICK_QUEUE)]);
      expect(ids.filter(Boolean)).toHaveLength(1);
      await until(() => a.ticks.length + b.ticks.length === 1);

      // Both schedule every minute: the minute's occurrence is ticked once, by one of them. (A schedule
      // of its own: the first test's schedule may have sent this minute's occurrence already.)
      await awayFromMinuteEnd();
      await one.boss.schedule(TICK_QUEUE, '* * * * *', null, { tz: 'UTC', key: 'both' });
      await two.boss.schedule(TICK_QUEUE, '* * * * *', null, { tz: 'UTC', key: 'both' });
      await until(() => a.ticks.length + b.ticks.length === 2);
      await sleep(3_000);
      expect(a.ticks.length + b.ticks.length).toBe(2);
    } finally {
      for (const queue of started.splice(0)) await queue.stop();
      await other.close();
    }
  }, 60_000);
});
