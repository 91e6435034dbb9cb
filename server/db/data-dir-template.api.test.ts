import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite } from './client.js';
import { seedDataDirFromTemplate, writeDataDirTemplate } from './data-dir-template.js';

// A new embedded database starts as a copy of the build's template (decision 018); it must then be the
// same database initdb + migrate would have made, and nothing that already holds data is ever touched.
let root: string;
let template: string;

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'touchline-template-test-'));
  template = path.join(root, 'template');
  await writeDataDirTemplate(template);
}, 60_000);

afterAll(() => {
  fs.rmSync(root, { recursive: true, force: true });
});

describe('data dir template', () => {
  it('gives a new data dir a migrated database that opens and takes writes', async () => {
    const dataDir = path.join(root, 'new', 'pgdata');
    expect(seedDataDirFromTemplate(dataDir, template)).toBe(true);
    expect(fs.existsSync(path.join(dataDir, 'touchline-template.json'))).toBe(false);
    const database = await openPglite(dataDir);
    try {
      await database.migrate();
      const tables = (await database.db.execute(
        sql`select count(*)::int as n from information_schema.tables
            where table_name in ('users', 'players', 'matches', 'formations')`,
      )) as unknown as { rows: Array<{ n: number }> };
      expect(tables.rows[0]?.n).toBe(4);
      await database.db.execute(sql`insert into users (email) values ('first@template.test')`);
    } finally {
      await database.close();
    }
    // The copy is a database of its own: the template did not change.
    expect(seedDataDirFromTemplate(path.join(root, 'second', 'pgdata'), template)).toBe(true);
    const second = await openPglite(path.join(root, 'second', 'pgdata'));
    try {
      const users = (await second.db.execute(sql`select count(*)::int as n from users`)) as unknown as {
        rows: Array<{ n: number }>;
      };
      expect(users.rows[0]?.n).toBe(0);
    } finally {
      await second.close();
    }
  });

  it('leaves an existing database, and a folder with anything in it, alone', () => {
    const existing = path.join(root, 'new', 'pgdata');
    const before = fs.readdirSync(existing).sort();
    expect(seedDataDirFromTemplate(existing, template)).toBe(false);
    expect(fs.readdirSync(existing).sort()).toEqual(before);
    const cluttered = path.join(root, 'cluttered');
    fs.mkdirSync(cluttered, { recursive: true });
    fs.writeFileSync(path.join(cluttered, 'notes.txt'), 'mine');
    expect(seedDataDirFromTemplate(cluttered, template)).toBe(false);
    expect(fs.readdirSync(cluttered)).toEqual(['notes.txt']);
  });

  it('is not used when made with other migrations, or missing', () => {
    const stale = path.join(root, 'stale');
    fs.cpSync(template, stale, { recursive: true });
    fs.writeFileSync(path.join(stale, 'touchline-template.json'), JSON.stringify({ migrations: 'older' }));
    expect(seedDataDirFromTemplate(path.join(root, 'a', 'pgdata'), stale)).toBe(false);
    expect(seedDataDirFromTemplate(path.join(root, 'b', 'pgdata'), path.join(root, 'absent'))).toBe(false);
    expect(fs.existsSync(path.join(root, 'a', 'pgdata'))).toBe(false);
  });
});
