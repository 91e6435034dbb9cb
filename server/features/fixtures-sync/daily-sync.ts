import { ukDayAndHour } from '../../../shared/domain/uk-time.js';
import { claimRun, finishRun, type ScheduledJob } from '../../lib/scheduler.js';
import { listTeamsToSync, type SyncDeps, syncTeam } from './run-sync.js';

export const DAILY_SYNC_JOB = 'fulltime-daily-sync';
// Long enough for every team's sync (10 pages at 10 s each, a second apart) on a busy league. A run whose
// instance died is taken again after it only if the configured hour has not passed by then.
const LEASE_MS = 60 * 60 * 1000;

type Logger = { info: (obj: object, msg: string) => void; error: (obj: object, msg: string) => void };

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
 * One look at the clock (a tick of the app's scheduler): outside the configured UK hour nothing happens;
 * inside it, this instance runs the job only if it is the one that claims today's run, keyed by the UK day.
 */
export async function dailySyncTick(
  deps: SyncDeps,
  hour: number,
  logger: Logger,
  now: Date = deps.now(),
): Promise<DailyTickOutcome> {
  // The day and hour in the UK, where clubs and Full-Time are.
  const clock = ukDayAndHour(now);
  if (clock.hour !== hour) return { ran: false, why: 'not-the-hour' };
  if (!(await claimRun(deps.db, DAILY_SYNC_JOB, clock.day, now, LEASE_MS)))
    return { ran: false, why: 'taken' };
  const outcome = await runDailySync(deps, logger);
  await finishRun(deps.db, DAILY_SYNC_JOB, clock.day, deps.now());
  return { ran: true, ...outcome };
}

/** The daily sync as a job of the app's scheduler (server/lib/scheduler.ts). */
export function dailySyncJob(deps: SyncDeps, hour: number, logger: Logger): ScheduledJob {
  return {
    name: DAILY_SYNC_JOB,
    run: async (now) => {
      await dailySyncTick(deps, hour, logger, now);
    },
  };
}
