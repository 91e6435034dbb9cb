import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasReadCache } from '../../db/read-cache.js';
import { openAnotherHandle, runOutsideTheApp } from '../../test-support/database-template.js';
import {
  kickOff,
  planPeriod,
  setJoined,
  spot,
  type TestTeam,
} from '../../test-support/squad-minutes-fixture.js';
import { addTeamMember, insertMatch, insertPlayers, insertTeam } from '../../test-support/team-fixtures.js';
import { startTestApp, type TestApp } from '../../test-support/test-app.js';

// The season's playing time kept in the database (decision 053's last amendment) for instances that
// keep nothing themselves: two such instances on one database (on the embedded database, two handles
// without a read cache; on the PostgreSQL server, two pools). A kept answer is served by either instance;
// a write of each kind that changes the figures, through either instance or none, makes the next read
// count afresh. "Afresh" is checked two ways: the kept answer is first doctored, so a read still served
// from it shows, and the read after the write equals the one counted with nothing kept.
const NOW = '2025-03-15T12:00:00.000Z';

let owner: TestApp;
let first: TestApp;
let second: TestApp;
let team: TestTeam;
let cookie: string;
const squad: number[] = [];
const m: Record<'played' | 'second' | 'later', number> = { played: 0, second: 0, later: 0 };
const f: Record<'played1' | 'played2' | 'second1' | 'later1', number> = {
  played1: 0,
  played2: 0,
  second1: 0,
  later1: 0,
};

beforeAll(async () => {
  // The owner only makes the database (and writes outside the apps through it); the two below read.
  owner = await startTestApp();
  first = await startTestApp({ database: openAnotherHandle(owner.database, { readCache: false }) });
  second = await startTestApp({ database: openAnotherHandle(owner.database, { readCache: false }) });
  for (const app of [first, second]) app.clock.set(NOW);
  const db = first.db;
  team = await insertTeam(db, 'Kept FC U10');
  await addTeamMember(db, team.id, 'coach@kept-minutes.test', 'coach');
  cookie = await first.signIn('coach@kept-minutes.test');
  squad.push(...(await insertPlayers(db, team.id, [1, 2, 3, 4, 5])).map((player) => player.id));
  await setJoined(db, squad, '2025-01-01T09:00:00Z');
  const [a, b, c, d, e] = squad as [number, number, number, number, number];
  const timing = { matchLength: 40, substitutionTimings: [0, 20] };
  m.played = await insertMatch(db, team.id, {
    matchDate: kickOff('2025-01-11'),
    homeScore: 2,
    awayScore: 1,
    ...timing,
  });
  m.second = await insertMatch(db, team.id, {
    matchDate: kickOff('2025-02-08'),
    homeScore: 0,
    awayScore: 0,
    ...timing,
  });
  // To come on 20 March, a score already typed: it counts once its kick-off passes.
  m.later = await insertMatch(db, team.id, {
    matchDate: kickOff('2025-03-20'),
    homeScore: 3,
    awayScore: 0,
    ...timing,
  });
  const plan = (matchId: number, period: number, on: number[], bench: number[]) =>
    planPeriod(db, team.id, matchId, period, {
      playerPositions: on.map((playerId, i) => ({ playerId, ...[spot.GK, spot.CB, spot.CM, spot.ST][i]! })),
      benchPlayers: bench,
    });
  f.played1 = await plan(m.played, 1, [a, b, c], [d, e]);
  f.played2 = await plan(m.played, 2, [a, d, e], [b, c]);
  f.second1 = await plan(m.second, 1, [b, c, d, e], [a]);
  f.later1 = await plan(m.later, 1, [a, b], [c, d, e]);
});

afterAll(async () => {
  await second?.close();
  await first?.close();
  await owner?.close();
});

const season = (app: TestApp = first) =>
  app.request('GET', `/api/teams/${team.secureId}/playing-time`, { cookie });

/** The kept answers of the team, as the database holds them. */
async function keptRows(): Promise<Array<{ key: string; answer: string }>> {
  const result = await first.db.execute(
    sql`select key, answer from playing_time_answers where team_id = ${team.id} order by key`,
  );
  return (result as unknown as { rows: Array<{ key: string; answer: string }> }).rows;
}

/**
 * Makes the kept answer say 999 matches counted, then checks a read is served from it, so the check
 * after the write would fail on an answer kept past it.
 */
async function doctorKeptAnswer(): Promise<void> {
  await season();
  await first.db.execute(sql`update playing_time_answers
    set answer = replace(answer, '"matchesCounted":', '"matchesCounted":999')
    where team_id = ${team.id}`);
  const served = await season(second);
  expect(served.status).toBe(200);
  expect((served.body as { matchesCounted: number }).matchesCounted).toBeGreaterThanOrEqual(999);
}

/** What the season reads with nothing kept: counted from the rows. */
async function countedAfresh(): Promise<string> {
  await first.db.execute(sql`delete from playing_time_answers where team_id = ${team.id}`);
  const res = await season(second);
  expect(res.status).toBe(200);
  return res.text;
}

/** After `write`, the next read on either instance is the fresh count, not the doctored answer. */
async function expectFreshAfter(write: () => Promise<void>): Promise<string> {
  await doctorKeptAnswer();
  await write();
  const next = await season(second);
  const other = await season(first);
  expect(next.status).toBe(200);
  const fresh = await countedAfresh();
  expect(next.text).toBe(fresh);
  expect(other.text).toBe(fresh);
  return fresh;
}

const ok = (status: number) => expect([200, 201]).toContain(status);

describe('the season kept in the database', () => {
  it('runs on instances without a read cache of their own', () => {
    expect(hasReadCache(first.db)).toBe(false);
    expect(hasReadCache(second.db)).toBe(false);
  });

  it('keeps the answer counted by one instance for the other, byte for byte', async () => {
    const counted = await season(first);
    expect(counted.status).toBe(200);
    expect(await keptRows()).toHaveLength(1);
    expect((await season(second)).text).toBe(counted.text);
    expect((counted.body as { matchesCounted: number }).matchesCounted).toBe(2);
  });

  it('counts afresh after a formation is saved, through either instance', async () => {
    const [a, b, c, d, e] = squad as [number, number, number, number, number];
    const before = (await season()).text;
    const after = await expectFreshAfter(async () => {
      const res = await second.request('PUT', `/api/formations/${f.played1}`, {
        cookie,
        body: { playerPositions: [{ playerId: e, ...spot.ST }], benchPlayers: [a, b, c, d] },
      });
      ok(res.status);
    });
    expect(after).not.toBe(before);
  });

  it('counts afresh after a formation is deleted', async () => {
    await expectFreshAfter(async () => {
      ok((await first.request('DELETE', `/api/formations/${f.played2}`, { cookie })).status);
    });
  });

  it('counts afresh after a result, a captain, an unavailable player and a timing change', async () => {
    const [a, , c] = squad as [number, number, number];
    await expectFreshAfter(async () => {
      const res = await first.request('PUT', `/api/matches/${m.second}`, {
        cookie,
        body: { homeScore: null, awayScore: null },
      });
      ok(res.status);
    });
    await expectFreshAfter(async () => {
      const res = await second.request('PUT', `/api/matches/${m.second}`, {
        cookie,
        body: { homeScore: 1, awayScore: 1 },
      });
      ok(res.status);
    });
    await expectFreshAfter(async () => {
      const res = await first.request('PATCH', `/api/matches/${m.second}/player-availability`, {
        cookie,
        body: { captainPlayerId: a },
      });
      ok(res.status);
    });
    await expectFreshAfter(async () => {
      const res = await first.request('PATCH', `/api/matches/${m.second}/player-availability`, {
        cookie,
        body: { unavailablePlayerIds: [c] },
      });
      ok(res.status);
    });
    await expectFreshAfter(async () => {
      const res = await second.request('PUT', `/api/matches/${m.second}`, {
        cookie,
        body: { matchLength: 60, substitutionTimings: [0, 30] },
      });
      ok(res.status);
    });
  });

  it('counts afresh after a player is added, changed and removed', async () => {
    let added = 0;
    await expectFreshAfter(async () => {
      const res = await first.request('POST', `/api/teams/${team.secureId}/players`, {
        cookie,
        body: { shirtNumber: 9, firstName: 'New', preferredPosition: 'Forward' },
      });
      ok(res.status);
      added = (res.body as { id: number }).id;
    });
    await expectFreshAfter(async () => {
      const res = await second.request('PUT', `/api/players/${squad[1]}`, {
        cookie,
        body: { shirtNumber: 12, firstName: 'Renumbered', preferredPosition: 'Defender' },
      });
      ok(res.status);
    });
    await expectFreshAfter(async () => {
      ok((await first.request('DELETE', `/api/players/${squad[3]}`, { cookie })).status);
    });
    expect(added).toBeGreaterThan(0);
  });

  it("takes a place written by hand as a new version of its formation's row, its values unchanged", async () => {
    // The stamp does not visit places: the database gives a formation's row a new version whenever any
    // of its places changes (migration 0035), and the stamp takes the formation's (id, xmin).
    const e = squad[4]!;
    const rowsOf = async () =>
      (
        (await first.db.execute(sql`
          select id, xmin::text as xmin, version, updated_at::text as updated_at from formations
          where my_team_id = ${team.id} order by id`)) as unknown as {
          rows: Array<{ id: number; xmin: string; version: number; updated_at: string }>;
        }
      ).rows;
    const changedBy = async (statements: string[]) => {
      const before = await rowsOf();
      await runOutsideTheApp(owner.database, statements);
      const after = await rowsOf();
      // Nothing a read returns changes: only the row's version.
      expect(after.map(({ xmin: _, ...row }) => row)).toEqual(before.map(({ xmin: _, ...row }) => row));
      return after.filter((row, i) => row.xmin !== before[i]?.xmin).map((row) => row.id);
    };
    expect(
      await changedBy([`update formation_places set ordinal = ordinal where formation_id = ${f.second1}`]),
    ).toEqual([f.second1]);
    expect(
      await changedBy([`delete from formation_places where formation_id = ${f.later1} and player_id = ${e}`]),
    ).toEqual([f.later1]);
    // A place moved to another formation: both.
    expect(
      await changedBy([
        `update formation_places set formation_id = ${f.later1} where formation_id = ${f.second1} and player_id = ${e}`,
      ]),
    ).toEqual([f.second1, f.later1].sort((x, y) => x - y));
    expect(
      await changedBy([
        `insert into formation_places (formation_id, player_id, place, ordinal) values (${f.second1}, ${e}, 'bench', 9)`,
      ]),
    ).toEqual([f.second1]);
    // A player deleted by hand takes his places by cascade: their formations too.
    const [extra] = await insertPlayers(first.db, team.id, [77]);
    await runOutsideTheApp(owner.database, [
      `insert into formation_places (formation_id, player_id, place, ordinal) values (${f.second1}, ${extra?.id}, 'bench', 10), (${f.later1}, ${extra?.id}, 'bench', 10)`,
    ]);
    expect(await changedBy([`delete from players where id = ${extra?.id}`])).toEqual(
      [f.second1, f.later1].sort((x, y) => x - y),
    );
    // A formation deleted takes its places by cascade: nothing left to touch, and no error.
    const spare = await planPeriod(first.db, team.id, m.later, 2, { playerPositions: [], benchPlayers: [e] });
    await runOutsideTheApp(owner.database, [`delete from formations where id = ${spare}`]);
    expect((await rowsOf()).map((row) => row.id)).not.toContain(spare);
  });

  it('counts afresh after places written by hand, of a counted formation or not', async () => {
    const e = squad[4]!;
    // The match to come is not counted, but its formation's row stands for its places as any other's.
    await expectFreshAfter(() =>
      runOutsideTheApp(owner.database, [
        `update formation_places set place = 'bench', x = null, y = null where formation_id = ${f.later1} and place = 'pitch'`,
      ]),
    );
    await expectFreshAfter(() =>
      runOutsideTheApp(owner.database, [
        `delete from formation_places where formation_id = ${f.played1} and player_id = ${e}`,
      ]),
    );
    await expectFreshAfter(() =>
      runOutsideTheApp(owner.database, [
        `insert into formation_places (formation_id, player_id, place, ordinal) values (${f.played1}, ${e}, 'bench', 9)`,
      ]),
    );
  });

  it('counts afresh when a kick-off passes, on the clock alone', async () => {
    const before = await season();
    expect((before.body as { matchesCounted: number }).matchesCounted).toBe(2);
    const after = await expectFreshAfter(async () => {
      for (const app of [first, second]) app.clock.set('2025-03-21T09:00:00.000Z');
    });
    expect((JSON.parse(after) as { matchesCounted: number }).matchesCounted).toBe(3);
  });

  it('counts afresh after writes made outside the app', async () => {
    await expectFreshAfter(() =>
      runOutsideTheApp(owner.database, [`update matches set home_score = 4 where id = ${m.played}`]),
    );
    await expectFreshAfter(() =>
      runOutsideTheApp(owner.database, [`update matches set is_postponed = true where id = ${m.played}`]),
    );
    await expectFreshAfter(() =>
      runOutsideTheApp(owner.database, [
        `delete from match_unavailable_players where match_id = ${m.second}`,
      ]),
    );
    await expectFreshAfter(() =>
      runOutsideTheApp(owner.database, [
        `update players set created_at = '2025-03-01' where id = ${squad[0]}`,
      ]),
    );
    // A formation's places changed by hand, the formation's row left as it was.
    await expectFreshAfter(() =>
      runOutsideTheApp(owner.database, [
        `update formation_places set place = 'bench', x = null, y = null where formation_id = ${f.second1} and place = 'pitch'`,
      ]),
    );
    await expectFreshAfter(() =>
      runOutsideTheApp(owner.database, [`delete from formation_places where formation_id = ${f.second1}`]),
    );
    // A match moved to another team leaves this team's stamp though nothing of this team was written.
    const other = await insertTeam(first.db, 'Other FC U10');
    await expectFreshAfter(() =>
      runOutsideTheApp(owner.database, [
        `update matches set my_team_id = ${other.id} where id = ${m.later}`,
        `update formations set my_team_id = ${other.id} where match_id = ${m.later}`,
      ]),
    );
    await expectFreshAfter(() =>
      runOutsideTheApp(owner.database, [`delete from matches where id = ${m.second}`]),
    );
  });

  it('counts the actual minutes of a match played live, afresh after each press, change and undo', async () => {
    const [a, b, c, , e] = squad as [number, number, number, number, number];
    for (const app of [first, second]) app.clock.set('2025-03-21T10:30:00.000Z');
    const live = await insertMatch(first.db, team.id, {
      matchDate: kickOff('2025-03-21'),
      homeScore: 1,
      awayScore: 0,
      matchLength: 40,
      substitutionTimings: [0, 20],
    });
    await planPeriod(first.db, team.id, live, 1, {
      playerPositions: [
        { playerId: a, ...spot.GK },
        { playerId: b, ...spot.CB },
      ],
      benchPlayers: [c, e],
    });
    const post = async (what: string, body: object, app: TestApp = first) =>
      ok((await app.request('POST', `/api/matches/${live}/live/${what}`, { cookie, body })).status);
    const at = (minute: number) => `2025-03-21T10:${String(minute).padStart(2, '0')}:00.000Z`;
    const minutesOf = (text: string) => {
      const body = JSON.parse(text) as {
        actualMatches: number;
        players: { playerId: number; minutes: number }[];
      };
      const of = (id: number) => body.players.find((player) => player.playerId === id)?.minutes ?? 0;
      return { actual: body.actualMatches, a: of(a), b: of(b), c: of(c) };
    };
    // Kicked off at 10:00, paused at 10:20: 20 minutes played, counted as the actual ones.
    const started = minutesOf(
      await expectFreshAfter(async () => {
        await post('events', { id: randomUUID(), kind: 'start', at: at(0) });
        await post('events', { id: randomUUID(), kind: 'pause', at: at(20) }, second);
      }),
    );
    expect(started.actual).toBe(1);
    // Resumed at 10:21, c on for b at 10:23 (22:00 of play), paused at 10:25 (24:00).
    const changeId = randomUUID();
    const changed = minutesOf(
      await expectFreshAfter(async () => {
        await post('events', { id: randomUUID(), kind: 'resume', at: at(21) });
        await post('changes', { id: changeId, period: 2, at: at(23), on: [c], off: [b] }, second);
        await post('events', { id: randomUUID(), kind: 'pause', at: at(25) });
      }),
    );
    expect([changed.a - started.a, changed.b - started.b, changed.c - started.c]).toEqual([4, 2, 2]);
    // Undone: b played on, c never came on.
    const undone = minutesOf(await expectFreshAfter(() => post('changes/undo', { id: changeId })));
    expect([undone.a - started.a, undone.b - started.b, undone.c - started.c]).toEqual([4, 4, 0]);
  });

  it('keeps a bounded number of answers per team', async () => {
    for (let month = 1; month <= 12; month += 1) {
      const to = `2025-${String(month).padStart(2, '0')}-28`;
      const res = await first.request(
        'GET',
        `/api/teams/${team.secureId}/playing-time?from=2025-01-01&to=${to}`,
        {
          cookie,
        },
      );
      expect(res.status).toBe(200);
    }
    expect((await keptRows()).length).toBe(8);
  });

  // Last, as it empties every formation of its places: a truncate has no rows to name, so its trigger
  // gives every formation a new row version (migration 0035).
  it('counts afresh after a TRUNCATE of the places, every formation taken as changed', async () => {
    const versions = async () =>
      (
        (await first.db.execute(sql`
          select id, xmin::text as xmin from formations where my_team_id = ${team.id} order by id`)) as unknown as {
          rows: Array<{ id: number; xmin: string }>;
        }
      ).rows;
    const before = await versions();
    expect(before.length).toBeGreaterThan(1);
    const minutesOf = (text: string) =>
      (JSON.parse(text) as { players: Array<{ minutes: number }> }).players.reduce(
        (sum, player) => sum + player.minutes,
        0,
      );
    const minutesBefore = minutesOf((await season(first)).text);
    expect(minutesBefore).toBeGreaterThan(0);
    const fresh = await expectFreshAfter(() =>
      runOutsideTheApp(owner.database, ['truncate formation_places']),
    );
    const after = await versions();
    expect(after.map((row) => row.id)).toEqual(before.map((row) => row.id));
    for (const [i, row] of after.entries()) expect(row.xmin).not.toBe(before[i]?.xmin);
    // No places: the planned minutes are gone.
    expect(minutesOf(fresh)).toBeLessThan(minutesBefore);
  });
});
