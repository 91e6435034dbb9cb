import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test-support/test-app.js';
import { claimRun, createScheduler, finishRun, runOnce } from './scheduler.js';

// The scheduler's claims on a real database (decision 058): who holds a run, and when it may be taken again.

let t: TestApp;
const MINUTE = 60 * 1000;
const at = (minutes: number) => new Date(Date.UTC(2027, 0, 1, 12, minutes));

beforeAll(async () => {
  t = await startTestApp();
}, 60_000);
afterAll(async () => {
  await t?.close();
});

describe('claimRun', () => {
  it('gives a run to one claimer, retakes it only once its lease ran out unfinished, never once finished', async () => {
    const claims = await Promise.all(
      [1, 2, 3].map(() => claimRun(t.db, 'test-job', 'a', at(0), 10 * MINUTE)),
    );
    expect(claims.filter(Boolean)).toHaveLength(1);
    // Its holder died: within the lease nobody takes it, after it the next claimer does.
    expect(await claimRun(t.db, 'test-job', 'a', at(9), 10 * MINUTE)).toBe(false);
    expect(await claimRun(t.db, 'test-job', 'a', at(10), 10 * MINUTE)).toBe(true);
    await finishRun(t.db, 'test-job', 'a', at(11));
    expect(await claimRun(t.db, 'test-job', 'a', at(60), 10 * MINUTE)).toBe(false);
    // Another key, or the same key of another job, is another run.
    expect(await claimRun(t.db, 'test-job', 'b', at(60), 10 * MINUTE)).toBe(true);
    expect(await claimRun(t.db, 'other-job', 'a', at(60), 10 * MINUTE)).toBe(true);
  });

  it('leaves a run whose work threw to be done again after its lease', async () => {
    const work = async () => {
      throw new Error('SMTP down');
    };
    await expect(runOnce(t.db, 'test-job', 'c', at(0), 10 * MINUTE, work)).rejects.toThrow('SMTP down');
    let done = 0;
    const ok = async () => {
      done += 1;
    };
    expect(await runOnce(t.db, 'test-job', 'c', at(5), 10 * MINUTE, ok)).toBe(false);
    expect(await runOnce(t.db, 'test-job', 'c', at(10), 10 * MINUTE, ok)).toBe(true);
    expect(await runOnce(t.db, 'test-job', 'c', at(30), 10 * MINUTE, ok)).toBe(false);
    expect(done).toBe(1);
  });
});

describe('createScheduler', () => {
  it("ticks every job with the injected clock; one job's failure does not stop the next", async () => {
    const errors: string[] = [];
    const seen: Date[] = [];
    const scheduler = createScheduler({
      now: () => at(42),
      logger: { info: () => {}, error: (obj) => errors.push((obj as { job: string }).job) },
    });
    scheduler.add({
      name: 'failing',
      run: async () => {
        throw new Error('boom');
      },
    });
    scheduler.add({ name: 'seeing', run: async () => void seen.push(new Date(0)) });
    // Added again under its name (an app built again on the context): it replaces the first, once a tick.
    scheduler.add({ name: 'seeing', run: async (now) => void seen.push(now) });
    expect(scheduler.jobNames()).toEqual(['failing', 'seeing']);
    await scheduler.tick();
    expect(errors).toEqual(['failing']);
    expect(seen).toEqual([at(42)]);
  });
});
