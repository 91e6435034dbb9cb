import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertTeam } from '../test-support/team-fixtures.js';
import { startTestApp, type TestApp } from '../test-support/test-app.js';
import type { Db } from './client.js';
import { teams } from './schema.js';
import { inTransaction } from './transaction.js';

// The helper on a real database: a refused run leaves nothing behind, and on a PostgreSQL server a
// real deadlock between two of our transactions ends with both committed (decision 037).

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

const deadlock = () => Object.assign(new Error('deadlock detected'), { code: '40P01' });

describe('inTransaction on the database', () => {
  it('rolls a refused run back before the next one', async () => {
    let runs = 0;
    await inTransaction(t.db, async (tx) => {
      runs++;
      await tx.insert(teams).values({ secureId: `retry-${runs}`, name: 'Retried FC' });
      if (runs === 1) throw deadlock();
    });
    expect(runs).toBe(2);
    const rows = await t.db
      .select({ secureId: teams.secureId })
      .from(teams)
      .where(eq(teams.name, 'Retried FC'));
    expect(rows).toEqual([{ secureId: 'retry-2' }]);
  });

  // The embedded database runs one transaction at a time, so two cannot wait for each other there.
  it.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    'lets both of two deadlocked transactions commit on the server',
    async () => {
      const a = await insertTeam(t.db, 'Deadlock A');
      const b = await insertTeam(t.db, 'Deadlock B');
      const lock = (tx: Db, id: number) => tx.execute(sql`update teams set name = name where id = ${id}`);
      let aHeld = () => {};
      let bHeld = () => {};
      const aLocked = new Promise<void>((resolve) => {
        aHeld = resolve;
      });
      const bLocked = new Promise<void>((resolve) => {
        bHeld = resolve;
      });
      let runs = 0;
      // Each takes its first row, waits until the other has taken its own, then asks for the other's.
      const one = inTransaction(t.db, async (tx) => {
        runs++;
        await lock(tx, a.id);
        aHeld();
        await bLocked;
        await lock(tx, b.id);
      });
      const two = inTransaction(t.db, async (tx) => {
        runs++;
        await lock(tx, b.id);
        bHeld();
        await aLocked;
        await lock(tx, a.id);
      });
      await Promise.all([one, two]);
      // Postgres aborted one of them (40P01); it ran again once the other had committed.
      expect(runs).toBe(3);
    },
  );
});
