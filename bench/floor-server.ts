import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import Fastify from 'fastify';

// The floor the app's team reads are judged against (issue "fast on a phone"): bare Fastify and PGlite
// of the versions the app uses, one route answering a 20-row indexed read as JSON, nothing else (no
// session, no hooks, no schemas). Started by team-reads.bench.ts as its own process, as the app is.
const port = Number(process.env.PORT ?? 0);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'touchline-floor-'));
const db = await PGlite.create(path.join(dataDir, 'pgdata'));
await db.exec(`
  create table rows (id serial primary key, team_id int not null, shirt int not null, name text not null,
                     position text not null, notes text);
  create index rows_team on rows (team_id, shirt);
  insert into rows (team_id, shirt, name, position, notes)
  select t, s, 'Player ' || s, 'Midfielder', 'notes ' || s
  from generate_series(1, 100) t, generate_series(1, 20) s;`);

const app = Fastify({ logger: false });
app.get('/rows', async () => {
  const result = await db.query('select * from rows where team_id = $1 order by shirt', [50]);
  return result.rows;
});
app.get('/readyz', async () => ({ ok: true }));
await app.listen({ port, host: '127.0.0.1' });

const stop = async () => {
  await app.close();
  await db.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
