import fs from 'node:fs';
import autocannon from 'autocannon';
import { type BenchPlace, benchKinds, createPlace, openPlace } from './bench-places.js';
import { MATCHES, SQUAD, seedCoachedTeam } from './seed-teams.js';
import { measure, startServer } from './support.js';

// Match planning's reads and writes for one team of 20 players and 200 matches (with goals, lists and a
// formation per match): the reads the page makes (matches, players, opposition teams, formations of a
// match, and the formation library) at 10 connections, and its writes: PUT goals, PATCH
// player-availability and PATCH squad-roles, each request on another of 50 coming matches so the
// writes do not all queue on one row, then the squad's own set-piece order (PATCH
// players/:id/squad-role, which takes the team's lock, so those writes do queue). On the embedded
// database, and on a PostgreSQL server when DATABASE_URL (or BENCH_DATABASE_URL) names one: a database
// is created beside the one named and dropped at the end. BENCH_CONNECTIONS=2 measures at 2 connections,
// nearer what a club's coaches send at once, and BENCH_RATE=20 paces the writes to 20 a second in all.

const COACH = 'bench-coach@bench.test';
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS) || 10;
/**
 * Writes a second over all connections (BENCH_RATE), or as many as they can: a paced load shows what one
 * write costs when the server is not flat out, as at a club.
 */
const RATE = Number(process.env.BENCH_RATE) || undefined;

async function seed(place: BenchPlace): Promise<void> {
  const database = await openPlace(place);
  try {
    await database.migrate();
    await seedCoachedTeam(database, 'planning', COACH);
    if (place.databaseUrl) await database.db.execute('analyze');
  } finally {
    await database.close();
  }
}

type Match = { id: number; matchDate: string | null; homeScore: number | null };

/** A write at CONNECTIONS connections, each request on the next of `ids` (round robin). */
async function measureWrite(
  name: string,
  method: 'PUT' | 'PATCH',
  pathOf: (id: number) => string,
  body: (n: number) => unknown,
  ids: number[],
  cookie: string,
  seconds = 5,
) {
  let n = 0;
  const result = await autocannon({
    url: pathOf(ids[0] ?? 0),
    connections: CONNECTIONS,
    duration: seconds,
    ...(RATE ? { overallRate: RATE } : {}),
    requests: [
      {
        method,
        headers: { cookie, 'content-type': 'application/json' },
        setupRequest: (request) => {
          n++;
          return {
            ...request,
            path: new URL(pathOf(ids[n % ids.length] ?? 0)).pathname,
            body: JSON.stringify(body(n)),
          };
        },
      },
    ],
  });
  return {
    name,
    'req/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

async function benchOne(place: BenchPlace) {
  await seed(place);
  const server = await startServer(
    { SEED_DEMO: 'false', DATABASE_URL: place.databaseUrl ?? '' },
    { dataDir: place.dataDir },
  );
  try {
    const { cookie, teamId } = await server.signInToFirstTeam(COACH);
    const team = `${server.url}/api/teams/${teamId}`;
    const matches = (await (await fetch(`${team}/matches`, { headers: { cookie } })).json()) as Match[];
    const players = (await (await fetch(`${team}/players`, { headers: { cookie } })).json()) as Array<{
      id: number;
    }>;
    if (matches.length !== MATCHES || players.length !== SQUAD) throw new Error('bench team not found');
    const coming = matches
      .filter((m) => m.homeScore === null)
      .slice(0, 50)
      .map((m) => m.id);
    const planned = matches[Math.floor(MATCHES / 2)]?.id ?? 0;
    const reads: Array<[string, string]> = [
      ['GET matches', `${team}/matches`],
      ['GET players', `${team}/players`],
      ['GET opposition teams', `${team}/teams`],
      ['GET formations?matchId=', `${team}/formations?matchId=${planned}`],
      ['GET formations (library)', `${team}/formations`],
    ];
    for (const [, url] of reads) await measure('warm', url, cookie, 1, CONNECTIONS);
    const rows = [];
    for (const [name, url] of reads) rows.push(await measure(name, url, cookie, 5, CONNECTIONS));
    const playerId = (i: number) => players[i % SQUAD]?.id ?? 0;
    // The goals editor's save: three goals, one of them an own goal.
    rows.push(
      await measureWrite(
        'PUT goals (3)',
        'PUT',
        (id) => `${server.url}/api/matches/${id}/goals`,
        (n) => ({
          goals: [
            { minute: 10, scorerId: playerId(n), assistId: playerId(n + 1), isOwnGoal: 0 },
            { minute: 40, scorerId: playerId(n + 2), assistId: null, isOwnGoal: 0 },
            { minute: 55, scorerId: null, assistId: null, isOwnGoal: 1 },
          ],
        }),
        coming,
        cookie,
      ),
    );
    // An availability toggle, as the page sends it (a change, not the whole list).
    rows.push(
      await measureWrite(
        'PATCH player-availability',
        'PATCH',
        (id) => `${server.url}/api/matches/${id}/player-availability`,
        (n) => (n % 2 ? { markUnavailable: [playerId(n)] } : { markAvailable: [playerId(n - 1)] }),
        coming,
        cookie,
      ),
    );
    // The match's penalty takers as the page sends them: the whole list for one role.
    rows.push(
      await measureWrite(
        'PATCH squad-roles (match)',
        'PATCH',
        (id) => `${server.url}/api/matches/${id}/squad-roles`,
        (n) => ({ roleType: 'penalty', playerIds: [playerId(n), playerId(n + 1), playerId(n + 2)] }),
        coming,
        cookie,
      ),
    );
    // The squad's penalty order: one player moved to a priority, the others renumbered.
    rows.push(
      await measureWrite(
        'PATCH squad-role (squad)',
        'PATCH',
        (id) => `${server.url}/api/players/${id}/squad-role`,
        (n) => ({ roleType: 'penalty', order: 1 + (n % 3) }),
        players.map((p) => p.id),
        cookie,
      ),
    );
    return rows;
  } finally {
    await server.stop();
  }
}

const places: BenchPlace[] = [];
try {
  const kinds = benchKinds();
  for (const kind of kinds) {
    const place = await createPlace('planning', kind);
    places.push(place);
    const rows = await benchOne(place);
    console.log(
      `\nMatch planning, one team of ${SQUAD} players and ${MATCHES} matches (goals, lists, a formation each), ` +
        `${place.kind}; ${CONNECTIONS} connections${RATE ? ` (writes at ${RATE} a second)` : ''}, 5 s each; ` +
        'match writes spread over 50 coming matches',
    );
    console.table(rows);
  }
} finally {
  for (const place of places) {
    fs.rmSync(place.dataDir, { recursive: true, force: true });
    await place.drop?.();
  }
}
