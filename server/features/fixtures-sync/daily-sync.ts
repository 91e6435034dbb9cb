import { sql } from 'drizzle-orm';
import { ukDayAndHour } from '../../../shared/domain/uk-time.js';
import type { Db } from '../../db/client.js';
import { listTeamsToSync, type SyncDeps, syncTeam } from './run-sync.js';

const JOB = 'fulltime-daily-sync';
// How often an instance looks at the clock; the job itself runs once a day.
const TICK_MS = 5 * 60 * 1000;
// Long enough for every team's sync (10 pages at 10 s each, a second apart) on a busy league.
const LEASE_MS = 60 * 60 * 1000;

type Logger = { info: (obj: object, msg: string) => void; error: (obj: object, msg: string) => void };

/**
 * Takes today's run of the job for this instance, or answers false when another instance (or an earlier
 * tick) has it. One UPDATE decides, so two instances on one database never both run it.
 */
export async function claimDailyRun(db: Db, day: string, now: Date): Promise<boolean> {
  const result = await db.execute(sql`
    insert into daily_jobs (name, last_run_on, lease_until)
    values (${JOB}, ${day}, ${new Date(now.getTime() + LEASE_MS).toISOString()}::timestamptz)
    on conflict (name) do update
      set last_run_on = excluded.last_run_on, lease_until = excluded.lease_until
      where daily_jobs.last_run_on is distinct from excluded.last_run_on
    returning name`);
  return (result as unknown as { rows: unknown[] }).rows.length > 0;
}

/**
 * Re-syncs every team with a Full-Time address, one team at a time. Each outcome is kept as the team's
 * last run (Team Settings shows it); one team's failure does not stop the others.
 */
export async function runDailySync(
  deps: SyncDeps,
  logger: Logger,
): Promise<{ synced: number; failed: number }> {
  let synced = 0;
  let failed = 0;
  for (const team of await listTeamsToSync(deps.db)) {
    try {
      const result = await syncTeam(deps, team.id, team.faFullTimeUrl, 'daily');
      synced += 1;
      logger.info({ teamId: team.id, ...result }, 'daily Full-Time sync');
    } catch (error) {
      failed += 1;
      logger.error({ teamId: team.id, err: error }, 'daily Full-Time sync failed');
    }
  }
  return { synced, failed };
}

export type DailyTickOutcome =
  | { ran: false; why: 'not-the-hour' | 'taken' }
  | { ran: true; synced: number; failed: number };

/**
 * One look at the clock: outside the configured UK hour nothing happens; inside it, this instance runs
 * the job only if it is the one that takes today's run.
 */
export async function dailySyncTick(deps: SyncDeps, hour: number, logger: Logger): Promise<DailyTickOutcome> {
  const now = deps.now();
  // The day and hour in the UK, where clubs and Full-Time are.
  const clock = ukDayAndHour(now);
  if (clock.hour !== hour) return { ran: false, why: 'not-the-hour' };
  if (!(await claimDailyRun(deps.db, clock.day, now))) return { ran: false, why: 'taken' };
  return { ran: true, ...(await runDailySync(deps, logger)) };
}

/** Starts the daily job's clock on this instance; the returned function stops it. */
export function startDailySync(deps: SyncDeps, hour: number, logger: Logger): () => Promise<void> {
  let running: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = dailySyncTick(deps, hour, logger)
      .catch((err: unknown) => logger.error({ err }, 'daily Full-Time sync failed'))
      .finally(() => {
        running = null;
      });
  }, TICK_MS);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
