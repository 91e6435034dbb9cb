import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { migrationsFolder, projectRoot } from '../lib/paths.js';

// A new embedded database is a copy of one made at build time (docs/decisions/018-new-database-from-a-template.md): creating a
// PGlite data dir runs initdb inside WebAssembly, about 2 s of the 3 s a first start took, while copying
// the 40 MB of files an initialised and migrated one holds takes about 0.2 s.

export const dataDirTemplate = path.join(projectRoot, 'dist', 'pgdata-template');
const MARKER = 'touchline-template.json';

/** What the template must have been migrated with: the migration journal, hashed. */
function migrationsFingerprint(folder = migrationsFolder): string {
  const journal = fs.readFileSync(path.join(folder, 'meta', '_journal.json'));
  return createHash('sha256').update(journal).digest('hex');
}

/** Initialises and migrates a data dir at `target` (replacing one left there) and marks it. */
export async function writeDataDirTemplate(target = dataDirTemplate): Promise<void> {
  fs.rmSync(target, { recursive: true, force: true });
  fs.mkdirSync(target, { recursive: true });
  const client = await PGlite.create(target);
  try {
    await migrate(drizzle({ client }), { migrationsFolder });
  } finally {
    await client.close();
  }
  fs.writeFileSync(path.join(target, MARKER), JSON.stringify({ migrations: migrationsFingerprint() }));
}

function isNewDataDir(dataDir: string): boolean {
  return !fs.existsSync(path.join(dataDir, 'PG_VERSION'));
}

function isCurrentTemplate(template: string): boolean {
  try {
    const marker = JSON.parse(fs.readFileSync(path.join(template, MARKER), 'utf8')) as {
      migrations?: unknown;
    };
    return marker.migrations === migrationsFingerprint();
  } catch {
    return false;
  }
}

/**
 * Fills a data dir that holds no database yet from the build's template, when there is one migrated
 * with the migrations this code carries. Returns whether it did; otherwise PGlite runs initdb as usual.
 */
export function seedDataDirFromTemplate(dataDir: string, template = dataDirTemplate): boolean {
  if (!isNewDataDir(dataDir) || !isCurrentTemplate(template)) return false;
  const leftovers = fs.existsSync(dataDir) ? fs.readdirSync(dataDir) : [];
  // Only into an empty folder: never mix the template's files with anything already there.
  if (leftovers.length > 0) return false;
  fs.cpSync(template, dataDir, { recursive: true, filter: (source) => path.basename(source) !== MARKER });
  return true;
}
