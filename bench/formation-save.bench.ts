import fs from 'node:fs';
import autocannon from 'autocannon';
import { type BenchPlace, benchKinds, createPlace, openPlace } from './bench-places.js';
import { MATCHES, SQUAD, seedCoachedTeam } from './seed-teams.js';
import { startServer } from './support.js';

// The formation editor's save (issue 12): PUT /api/formations/:id with a full XI on the pitch, the rest
// on the bench and one unavailable, as the editor sends it, round robin over 50 formations so the writes
// do not all queue on one row; and POST (a new formation for a match period). 10 connections (BENCH_CONNECTIONS), on the
// embedded database and, when DATABASE_URL (or BENCH_DATABASE_URL) names one, a PostgreSQL server.
// BENCH_CONNECTIONS=2 measures at 2 connections, nearer what a club's coaches send at once, and
// BENCH_RATE=20 paces them to 20 saves a second in all.

const COACH = 'bench-coach@bench.test';
/** Issue 12's aim, on the PostgreSQL server only: the embedded database is measured for comparison. */
const GOAL_P99_MS = 25;
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

/** A write at CONNECTIONS connections, each request on the next of `ids` (round robin). */
async function measureWrite(
  name: string,
  method: 'PUT' | 'POST',
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

// A 4-4-2 as the editor lays it out (x is depth, y is width, percentages of the pitch).
const SLOTS = [
  [5, 50],
  [25, 15],
  [25, 38],
  [25, 62],
  [25, 85],
  [50, 15],
  [50, 38],
  [50, 62],
  [50, 85],
  [75, 38],
  [75, 62],
];

function lineUp(players: number[], n: number) {
  const order = players.map((_, i) => players[(i + n) % players.length] ?? 0);
  return {
    formation: '4-4-2',
    playerPositions: SLOTS.map(([x, y], i) => ({ playerId: order[i] ?? 0, x, y })),
    benchPlayers: order.slice(SLOTS.length, order.length - 1),
    unavailablePlayers: order.slice(order.length - 1),
    notes: `Press high from the kick-off (${n})`,
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
    const players = (
      (await (await fetch(`${team}/players`, { headers: { cookie } })).json()) as Array<{ id: number }>
    ).map((p) => p.id);
    const formations = (await (await fetch(`${team}/formations`, { headers: { cookie } })).json()) as Array<{
      id: number;
      matchId: number | null;
    }>;
    const matches = (await (await fetch(`${team}/matches`, { headers: { cookie } })).json()) as Array<{
      id: number;
    }>;
    if (players.length !== SQUAD || matches.length !== MATCHES || formations.length < 50) {
      throw new Error('bench team not found');
    }
    const saved = formations.slice(0, 50);
    const ids = saved.map((f) => f.id);
    const rows = [];
    rows.push(
      await measureWrite(
        'PUT formation (editor save)',
        'PUT',
        (id) => `${server.url}/api/formations/${id}`,
        // The editor sends the whole document, its match and period too (formation-editor-api.ts).
        (n) => ({
          name: `Saturday plan ${n % 7}`,
          matchId: saved[n % saved.length]?.matchId ?? null,
          quarter: 1,
          ...lineUp(players, n),
        }),
        ids,
        cookie,
      ),
    );
    const matchIds = matches.slice(0, 50).map((m) => m.id);
    rows.push(
      await measureWrite(
        'POST formation (new plan)',
        'POST',
        () => `${team}/formations`,
        (n) => ({
          name: `New plan ${n}`,
          matchId: matchIds[n % matchIds.length],
          quarter: 1,
          ...lineUp(players, n),
        }),
        [0],
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
    const place = await createPlace('formation-save', kind);
    places.push(place);
    const isServer = place.databaseUrl !== undefined;
    // A run with errors did not measure saves alone (a refusal answers faster than a write): it never
    // meets the aim, however quick.
    const rows = (await benchOne(place)).map((row) => ({
      ...row,
      goal: isServer ? `p99 <= ${GOAL_P99_MS}` : '',
      'meets goal': isServer ? (row['p99 ms'] <= GOAL_P99_MS && row.errors === 0 ? 'yes' : 'no') : '',
    }));
    console.log(
      `\nFormation save, one team of ${SQUAD} players and ${MATCHES} matches, ${place.kind}; ` +
        `${CONNECTIONS} connections${RATE ? ` at ${RATE} saves a second` : ''}, 5 s each; PUT spread over 50 formations`,
    );
    console.log(
      `(goal: p99 at most ${GOAL_P99_MS} ms on the PostgreSQL server${isServer ? '' : '; not held here, shown for comparison'})`,
    );
    console.table(rows);
  }
} finally {
  for (const place of places) {
    fs.rmSync(place.dataDir, { recursive: true, force: true });
    await place.drop?.();
  }
}
