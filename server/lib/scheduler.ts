import { and, isNotNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { jobRuns } from '../db/schema.js';

// The app's one scheduler (decisions 058 and 071). pg-boss (`tick-queue.ts`, started by main.ts alone)
// decides when a tick happens: one a minute by default (SCHEDULER_CRON) across all instances, on PGlite
// or the PostgreSQL server.
// What a tick does is here: it runs each registered job, and each job claims every run it would do in
// `job_runs` (`claimRun`), which is what makes a reminder, a digest or a day's sync happen once ever,
// across instances and restarts; pg-boss's own keys hold only while a job is queued or active.

type Logger = { info: (obj: object, msg: string) => void; error: (obj: object, msg: string) => void };

/** One job: on each tick it looks at the clock and the data, and claims each run it would do. */
export type ScheduledJob = {
  name: string;
  run: (now: Date) => Promise<void>;
};

/**
 * Takes the run `runKey` of `job` for this instance, or answers false when it is taken. One statement
 * decides: the insert makes the row, or, when a row is there, takes it over only if its run never
 * finished and its lease has run out (its instance died or failed mid-way), so two instances never both
 * hold one run, and a run that finished is never done again.
 */
export async function claimRun(
  db: Db,
  job: string,
  runKey: string,
  now: Date,
  leaseMs: number,
): Promise<boolean> {
  const leaseUntil = new Date(now.getTime() + leaseMs);
  const rows = await db
    .insert(jobRuns)
    .values({ job, runKey, claimedAt: now, leaseUntil })
    .onConflictDoUpdate({
      target: [jobRuns.job, jobRuns.runKey],
      set: { claimedAt: now, leaseUntil },
      setWhere: sql`${jobRuns.finishedAt} is null and ${jobRuns.leaseUntil} <= ${now.toISOString()}::timestamptz`,
    })
    .returning({ job: jobRuns.job });
  return rows.length > 0;
}

/** Marks a claimed run done: no instance takes it again, whatever its lease says. */
export async function finishRun(db: Db, job: string, runKey: string, now: Date): Promise<void> {
  await db
    .update(jobRuns)
    .set({ finishedAt: now })
    .where(sql`${jobRuns.job} = ${job} and ${jobRuns.runKey} = ${runKey}`);
}

/**
 * Claims a run, does it and marks it done. When the work throws, the run stays unfinished and is taken
 * again once its lease runs out (the lease is the pause before a retry). Answers whether this instance
 * did the run.
 */
export async function runOnce(
  db: Db,
  job: string,
  runKey: string,
  now: Date,
  leaseMs: number,
  work: () => Promise<void>,
): Promise<boolean> {
  if (!(await claimRun(db, job, runKey, now, leaseMs))) return false;
  await work();
  await finishRun(db, job, runKey, now);
  return true;
}

/** Forgets finished runs claimed before `before`: their keys are past days and past kick-offs. */
export async function pruneJobRuns(db: Db, before: Date): Promise<void> {
  await db.delete(jobRuns).where(and(isNotNull(jobRuns.finishedAt), lt(jobRuns.claimedAt, before)));
}

export type Scheduler = ReturnType<typeof createScheduler>;

/**
 * The jobs of one app instance. Features add their jobs while the app is built (`add`); pg-boss's tick
 * job calls `tick` in a running app (main.ts); tests call `tick` with their clock.
 */
export function createScheduler(options: { now: () => Date; logger: Logger }) {
  const jobs: ScheduledJob[] = [];

  /** Every job once, one after another; one job's failure does not keep the others from running. */
  async function tick(): Promise<void> {
    for (const job of jobs) {
      try {
        await job.run(options.now());
      } catch (err) {
        options.logger.error({ err, job: job.name }, 'scheduled job failed');
      }
    }
  }

  return {
    /**
     * One job per name: an app built again on the same context (a test builds two on one) adds its jobs
     * again, and the latest stands in place of the earlier one rather than running twice a tick.
     */
    add(job: ScheduledJob): void {
      const index = jobs.findIndex((other) => other.name === job.name);
      if (index >= 0) jobs[index] = job;
      else jobs.push(job);
    },
    jobNames: (): string[] => jobs.map((job) => job.name),
    tick,
  };
}
