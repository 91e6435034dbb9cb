import { and, isNotNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { jobRuns } from '../db/schema.js';

// The app's one scheduler (decision 058): every instance ticks on its own clock and runs each registered
// job; which instance does a given run of a job is decided in the database by `claimRun`, so with several
// instances on one database each run happens once, and a restart finds the runs already done. pg-boss
// (12.20 and later) runs on PGlite too, but its keys are once only while a job is queued or active, so
// the once-ever keys (one reminder per member, event and kick-off) need `job_runs` whichever queue
// starts the work, and its stock PGlite adapter lets a failed block of its own reach the app's next
// statement; decision 058 and its amendment of 2026-11-30 give the measurements.

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
 * The jobs of one app instance and its ticker. Features add their jobs while the app is built
 * (`add`); main.ts starts the ticker once the app listens (`start`); tests call `tick` with their clock.
 */
export function createScheduler(options: { now: () => Date; logger: Logger }) {
  const jobs: ScheduledJob[] = [];
  let running: Promise<void> | null = null;

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
    /**
     * Ticks every `intervalMs` until the returned function is called (which waits for a tick under way).
     * A tick still running when the next is due is not overlapped: that one is skipped.
     */
    start(intervalMs: number): () => Promise<void> {
      const timer = setInterval(() => {
        if (running) return;
        running = tick().finally(() => {
          running = null;
        });
      }, intervalMs);
      // The ticker alone never keeps the process alive.
      timer.unref();
      return async () => {
        clearInterval(timer);
        await running;
      };
    },
  };
}
