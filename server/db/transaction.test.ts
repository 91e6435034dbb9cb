import fs from 'node:fs';
import path from 'node:path';
import { PgTransaction } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import type { Db } from './client.js';
import { inTransaction, retryTransient } from './transaction.js';

// As drizzle throws them: its own error, with the driver's (code and all) as the cause.
const conflictError = (code: string) =>
  Object.assign(new Error('Failed query: update ...'), { cause: Object.assign(new Error(code), { code }) });

const db = {} as Db;
const quick = { baseDelayMs: 0 };

/** Work that fails with `errors` in turn, then answers 'done'; counts its runs. */
function failing(...errors: Error[]) {
  const work = async () => {
    work.runs++;
    const error = errors[work.runs - 1];
    if (error) throw error;
    return 'done';
  };
  work.runs = 0;
  return work;
}

describe('retryTransient', () => {
  it('runs the work again after a deadlock or a serialization failure', async () => {
    const work = failing(conflictError('40P01'), conflictError('40001'));
    expect(await retryTransient(db, work, quick)).toBe('done');
    expect(work.runs).toBe(3);
  });

  it('does not run it again for any other error', async () => {
    const unique = conflictError('23505');
    const work = failing(unique);
    await expect(retryTransient(db, work, quick)).rejects.toBe(unique);
    expect(work.runs).toBe(1);
    const ours = new Error('Player not found');
    const mine = failing(ours);
    await expect(retryTransient(db, mine, quick)).rejects.toBe(ours);
    expect(mine.runs).toBe(1);
  });

  it('gives up after four runs and throws the last refusal', async () => {
    const errors = [1, 2, 3, 4, 5].map(() => conflictError('40P01'));
    const work = failing(...errors);
    await expect(retryTransient(db, work, quick)).rejects.toBe(errors[3]);
    expect(work.runs).toBe(4);
  });

  it('pauses a random 10–50 ms before the second run', async () => {
    const work = failing(conflictError('40P01'));
    const started = performance.now();
    await retryTransient(db, work);
    const waited = performance.now() - started;
    expect(waited).toBeGreaterThanOrEqual(9);
    expect(waited).toBeLessThan(200);
  });

  it('runs the work once inside a transaction: only whoever began it can start over', async () => {
    const tx = Object.create(PgTransaction.prototype) as Db;
    const deadlock = conflictError('40P01');
    const work = failing(deadlock);
    await expect(retryTransient(tx, work, quick)).rejects.toBe(deadlock);
    expect(work.runs).toBe(1);
  });
});

describe('inTransaction', () => {
  it('begins a new transaction for each run', async () => {
    const begun: string[] = [];
    const fake = {
      transaction: async <T>(fn: (tx: Db) => Promise<T>) => {
        begun.push(`tx${begun.length + 1}`);
        return fn(begun.at(-1) as unknown as Db);
      },
    } as unknown as Db;
    const seen: unknown[] = [];
    const answer = await inTransaction(
      fake,
      async (tx) => {
        seen.push(tx);
        if (seen.length < 3) throw conflictError('40P01');
        return 42;
      },
      quick,
    );
    expect(answer).toBe(42);
    expect(seen).toEqual(['tx1', 'tx2', 'tx3']);
  });

  it('is the only way the server begins a transaction', () => {
    const serverDir = path.resolve(import.meta.dirname, '..');
    const sources = fs
      .readdirSync(serverDir, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
      .filter((file) => path.join(serverDir, file) !== path.join(import.meta.dirname, 'transaction.ts'));
    const beginning = sources.filter((file) =>
      /\.transaction\(/.test(fs.readFileSync(path.join(serverDir, file), 'utf8')),
    );
    expect(beginning).toEqual([]);
  });
});
