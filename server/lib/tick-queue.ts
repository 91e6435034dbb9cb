import { type ConstructorOptions, PgBoss } from 'pg-boss';
import type { JobQueueConnection } from '../db/client.js';
import { pgBossOnPglite } from '../db/pgboss-adapter.js';
import type { Scheduler } from './scheduler.js';

// pg-boss starts the scheduler's ticks (decision 071): one queue, one cron schedule, one worker per
// instance. The queue is `exclusive`, so at most one tick is queued or running across all instances, and
// pg-boss's cron pass sends each occurrence once however many instances run it. What a tick does, and
// that each reminder, digest and daily sync happens once ever, stays with the scheduler and `job_runs`.

export const TICK_QUEUE = 'scheduler-tick';

type Logger = { error: (obj: object, msg: string) => void };

function connectionOptions(connection: JobQueueConnection): ConstructorOptions {
  if (connection.kind === 'pglite') return { db: pgBossOnPglite(connection.client), backend: 'pglite' };
  // Its own two connections: a tick's work runs on the app's pool, pg-boss only polls and claims.
  return { connectionString: connection.connectionString, max: 2 };
}

export type TickQueue = { boss: PgBoss; stop: () => Promise<void> };

/**
 * Starts pg-boss on `connection` (making its `pgboss` schema the first time), makes the tick queue and its
 * schedule if they are not there, and works the queue with `scheduler.tick`. `stop` lets a tick under way
 * finish, then stops polling; the database stays open for its owner to close.
 */
export async function startTickQueue(options: {
  connection: JobQueueConnection;
  scheduler: Pick<Scheduler, 'tick'>;
  cron: string;
  logger: Logger;
  /** Seconds between two looks for a due schedule (pg-boss's default is 30); tests look every second. */
  cronMonitorIntervalSeconds?: number;
  pollingIntervalSeconds?: number;
}): Promise<TickQueue> {
  const boss = new PgBoss({
    ...connectionOptions(options.connection),
    cronMonitorIntervalSeconds: options.cronMonitorIntervalSeconds ?? 10,
  });
  boss.on('error', (err) => options.logger.error({ err }, 'job queue error'));
  await boss.start();
  if (!(await boss.getQueue(TICK_QUEUE))) {
    await boss.createQueue(TICK_QUEUE, {
      policy: 'exclusive',
      // A tick never throws (each job's failure is logged) and the next one is a minute away.
      retryLimit: 0,
      // A tick is the daily sync at most: a quarter of an hour before pg-boss gives it up.
      expireInSeconds: 15 * 60,
      // One finished job a minute: kept an hour, for looking at, not 7 days.
      deleteAfterSeconds: 60 * 60,
    });
  }
  // Made or replaced: a changed SCHEDULER_CRON takes effect on the next start.
  await boss.schedule(TICK_QUEUE, options.cron, null, { tz: 'UTC' });
  await boss.work(TICK_QUEUE, { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 }, async () => {
    await options.scheduler.tick();
  });
  return {
    boss,
    stop: () => boss.stop({ graceful: true, close: true, timeout: 8_000 }),
  };
}
