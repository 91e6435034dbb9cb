import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SeasonPlayingTimeAnswer } from '../../../shared/contracts/playing-time.js';
import { seasonPlayingTime } from '../../../shared/domain/playing-time.js';
import { readFormations, readMatches, readSquad } from '../../db/playing-time-reads.js';
import { matches, players } from '../../db/schema.js';
import {
  kickOff,
  planPeriod,
  setJoined,
  spot,
  startTeamAndRivals,
  type TestTeam,
  zeroLines,
} from '../../test-support/squad-minutes-fixture.js';
import { recordStatements } from '../../test-support/statement-recorder.js';
import { insertMatch, insertPlayers } from '../../test-support/team-fixtures.js';
import type { TestApp } from '../../test-support/test-app.js';
import { readSeasonPlayingTime } from './playing-time.js';

// Hand-worked season minutes (issue 30) over two played matches, a postponed one and a future one, for a
// squad of five, one of whom joined between the two played matches.
const NOW = '2025-03-15T12:00:00.000Z';

let t: TestApp;
let team: TestTeam;
let rivals: TestTeam;
let coach: string;
let parent: string;
let rivalCoach: string;
const p = { a: 0, b: 0, c: 0, d: 0, e: 0 };

const none = {
  postponed: 0,
  abandoned: 0,
  void: 0,
  walkover: 0,
  undated: 0,
  'not-kicked-off': 0,
  'awaiting-result': 0,
};

beforeAll(async () => {
  const start = await startTeamAndRivals(NOW, { team: 'Minutes FC U10', rivals: 'Rivals U10' });
  ({ t, team, rivals } = start);
  coach = (await start.member(team.id, 'coach@minutes.test', 'coach')).cookie;
  parent = (await start.member(team.id, 'parent@minutes.test', 'player_parent')).cookie;
  rivalCoach = (await start.member(rivals.id, 'coach@rivals-minutes.test', 'coach')).cookie;

  const squad = await insertPlayers(t.db, team.id, [1, 2, 3, 4, 5]);
  [p.a, p.b, p.c, p.d, p.e] = squad.map((player) => player.id) as [number, number, number, number, number];
  await setJoined(t.db, [p.a, p.b, p.c, p.e], '2025-01-01T09:00:00Z');
  // D joined between the two played matches: he was in the squad for the second only.
  await setJoined(t.db, [p.d], '2025-02-01T09:00:00Z');
  // E's name would break a careless CSV or run in a spreadsheet.
  await t.db
    .update(players)
    .set({ firstName: '=HYPERLINK("http://evil.test")', lastName: 'Smith, "Jo"' })
    .where(eq(players.id, p.e));

  const plan = (matchId: number, period: number, fields: Parameters<typeof planPeriod>[4]) =>
    planPeriod(t.db, team.id, matchId, period, fields);

  // 1. Played 11 Jan, 60 minutes in three periods of 20; A captain. Period 3 is unplanned: nobody's minutes.
  const m1 = await insertMatch(t.db, team.id, {
    matchDate: kickOff('2025-01-11'),
    homeScore: 2,
    awayScore: 1,
    matchLength: 60,
    substitutionTimings: [0, 20, 40],
    captainPlayerId: p.a,
  });
  await plan(m1, 1, {
    playerPositions: [
      { playerId: p.a, ...spot.GK },
      { playerId: p.b, ...spot.CB },
    ],
    benchPlayers: [p.c, p.e],
  });
  await plan(m1, 2, {
    playerPositions: [
      { playerId: p.a, ...spot.GK },
      { playerId: p.c, ...spot.ST },
    ],
    benchPlayers: [p.b, p.e],
  });
  // 2. Played 8 Feb, 40 minutes in two periods of 20; B captain; C unavailable for the match.
  const m2 = await insertMatch(t.db, team.id, {
    matchDate: kickOff('2025-02-08'),
    isHome: 0,
    homeScore: 0,
    awayScore: 0,
    matchLength: 40,
    substitutionTimings: [0, 20],
    captainPlayerId: p.b,
    unavailablePlayerIds: [p.c],
  });
  await plan(m2, 1, {
    playerPositions: [
      { playerId: p.a, ...spot.GK },
      { playerId: p.b, ...spot.CM },
      { playerId: p.d, ...spot.ST },
    ],
    benchPlayers: [p.e],
  });
  await plan(m2, 2, {
    playerPositions: [
      { playerId: p.a, ...spot.GK },
      { playerId: p.d, ...spot.CB },
    ],
    benchPlayers: [p.b, p.e],
  });
  // 3. Postponed 22 Feb though a score was typed: C planned on the pitch gets nothing from it.
  const m3 = await insertMatch(t.db, team.id, {
    matchDate: kickOff('2025-02-22'),
    homeScore: 1,
    awayScore: 0,
    isPostponed: true,
    matchLength: 40,
    substitutionTimings: [0, 20],
  });
  await plan(m3, 1, { playerPositions: [{ playerId: p.c, ...spot.ST }], benchPlayers: [p.e] });
  // 4. Still to come on 5 April: planned, but nobody has played it.
  const m4 = await insertMatch(t.db, team.id, {
    matchDate: kickOff('2025-04-05'),
    matchLength: 40,
    substitutionTimings: [0, 20],
  });
  await plan(m4, 1, { playerPositions: [{ playerId: p.e, ...spot.ST }] });

  // Another team's played match with our player ids nowhere near it.
  const [rival] = await insertPlayers(t.db, rivals.id, [7]);
  await setJoined(t.db, [rival!.id], '2025-01-01T09:00:00Z');
  const rm = await insertMatch(t.db, rivals.id, {
    matchDate: kickOff('2025-01-18'),
    homeScore: 1,
    awayScore: 1,
    matchLength: 40,
    substitutionTimings: [0],
  });
  await planPeriod(t.db, rivals.id, rm, 1, { playerPositions: [{ playerId: rival!.id, ...spot.CM }] });
});
afterAll(async () => {
  await t?.close();
});

const get = (query = '', cookie = coach) =>
  t.request('GET', `/api/teams/${team.secureId}/playing-time${query}`, { cookie });

describe('GET /api/teams/:teamId/playing-time', () => {
  it('gives each player his hand-worked minutes, share, starts, periods and captaincies', async () => {
    const res = await get();
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      from: null,
      to: null,
      fairShareTarget: 50,
      matchesCounted: 2,
      actualMatches: 0,
      periods: 5,
      plannedPeriods: 4,
      notCounted: { ...none, postponed: 1, 'not-kicked-off': 1 },
      scope: 'squad',
      players: [
        // A: on in all four planned periods, in goal; captain of match 1.
        {
          playerId: p.a,
          matchesInSquad: 2,
          matchesPlayed: 2,
          minutes: 80,
          availableMinutes: 80,
          share: 1,
          starts: 2,
          periodsOnPitch: 4,
          periodsOnBench: 0,
          periodsUnavailable: 0,
          byLine: { ...zeroLines, GK: 4 },
          timesCaptain: 1,
          belowTarget: false,
        },
        // B: 20 + 20 of 40 + 40 — exactly the 50% target, so not below it.
        {
          playerId: p.b,
          matchesInSquad: 2,
          matchesPlayed: 2,
          minutes: 40,
          availableMinutes: 80,
          share: 0.5,
          starts: 2,
          periodsOnPitch: 2,
          periodsOnBench: 2,
          periodsUnavailable: 0,
          byLine: { ...zeroLines, DEF: 1, MID: 1 },
          timesCaptain: 1,
          belowTarget: false,
        },
        // C: 20 of 40 in match 1; unavailable for match 2, which gives him no minutes to have played.
        {
          playerId: p.c,
          matchesInSquad: 2,
          matchesPlayed: 1,
          minutes: 20,
          availableMinutes: 40,
          share: 0.5,
          starts: 0,
          periodsOnPitch: 1,
          periodsOnBench: 1,
          periodsUnavailable: 2,
          byLine: { ...zeroLines, FWD: 1 },
          timesCaptain: 0,
          belowTarget: false,
        },
        // D: joined after match 1, so only match 2 counts for him, all 40 minutes.
        {
          playerId: p.d,
          matchesInSquad: 1,
          matchesPlayed: 1,
          minutes: 40,
          availableMinutes: 40,
          share: 1,
          starts: 1,
          periodsOnPitch: 2,
          periodsOnBench: 0,
          periodsUnavailable: 0,
          byLine: { ...zeroLines, DEF: 1, FWD: 1 },
          timesCaptain: 0,
          belowTarget: false,
        },
        // E: on the bench for all 80 minutes he was there for; the future match's plan gives him nothing.
        {
          playerId: p.e,
          matchesInSquad: 2,
          matchesPlayed: 0,
          minutes: 0,
          availableMinutes: 80,
          share: 0,
          starts: 0,
          periodsOnPitch: 0,
          periodsOnBench: 4,
          periodsUnavailable: 0,
          byLine: zeroLines,
          timesCaptain: 0,
          belowTarget: true,
        },
      ],
    } satisfies SeasonPlayingTimeAnswer);
  });

  it('counts only the London days asked for, both bounds inclusive', async () => {
    const january = (await get('?from=2025-01-11&to=2025-01-11')).body as SeasonPlayingTimeAnswer;
    expect(january).toMatchObject({
      from: '2025-01-11',
      to: '2025-01-11',
      matchesCounted: 1,
      notCounted: none,
    });
    const minutes = Object.fromEntries(
      january.players.map((row) => [row.playerId, [row.minutes, row.availableMinutes]]),
    );
    expect(minutes).toEqual({
      [p.a]: [40, 40],
      [p.b]: [20, 40],
      [p.c]: [20, 40],
      [p.d]: [0, 0],
      [p.e]: [0, 40],
    });
    expect(january.players.find((row) => row.playerId === p.d)?.share).toBeNull();

    const fromFebruary = (await get('?from=2025-02-01')).body as SeasonPlayingTimeAnswer;
    expect(fromFebruary).toMatchObject({
      from: '2025-02-01',
      to: null,
      matchesCounted: 1,
      notCounted: { ...none, postponed: 1, 'not-kicked-off': 1 },
    });
    expect(fromFebruary.players.find((row) => row.playerId === p.b)).toMatchObject({
      minutes: 20,
      availableMinutes: 40,
    });

    // The day after the last played match, up to a day before the next: nothing.
    const between = (await get('?from=2025-02-09&to=2025-02-21')).body as SeasonPlayingTimeAnswer;
    expect(between.matchesCounted).toBe(0);
    expect(between.players.every((row) => row.minutes === 0 && row.matchesInSquad === 0)).toBe(true);
  });

  it('refuses a date that is not a calendar day, and a range that ends before it starts', async () => {
    for (const query of ['?from=2025-02-30', '?to=15/03/2025', '?from=yesterday']) {
      const res = await get(query);
      expect(res.status, query).toBe(400);
      expect((res.body as { message: string }).message, query).toMatch(
        /^Validation failed: (from|to): must be a calendar day written YYYY-MM-DD$/,
      );
    }
    const backwards = await get('?from=2025-03-01&to=2025-02-01');
    expect(backwards.status).toBe(400);
    expect(backwards.body).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'Validation failed: from: must not be after to',
    });
  });

  it("lets a parent read the team's figures but no other child's; another team's coach is refused", async () => {
    const asCoach = (await get()).body as SeasonPlayingTimeAnswer;
    const asParent = await get('', parent);
    expect(asParent.status).toBe(200);
    // This parent has no child in the squad (family.api.test.ts has those who do).
    expect(asParent.body).toEqual({ ...asCoach, scope: 'family', players: [] });
    const other = await get('', rivalCoach);
    expect(other.status).toBe(404);
    expect(other.body).toEqual({ code: 'TEAM_NOT_FOUND', message: 'Team not found' });
    const csv = await t.request('GET', `/api/teams/${team.secureId}/playing-time.csv`, {
      cookie: rivalCoach,
    });
    expect(csv.status).toBe(404);
    expect((await t.request('GET', `/api/teams/${team.secureId}/playing-time`)).status).toBe(401);
  });

  it('reads matches, formations and squad in three statements whatever their number', async () => {
    const recorder = recordStatements(t.db);
    const coachView = { role: 'coach' as const, id: 0, email: 'coach@example.com' };
    const teamOf = (id: number) => ({ id, fairShareTarget: 50, showSquadMinutesToFamily: false });
    const ours = await readSeasonPlayingTime(
      recorder.db,
      teamOf(team.id),
      coachView,
      { from: null, to: null },
      new Date(NOW),
    );
    expect(ours.time.players).toHaveLength(5);
    expect(recorder.statements).toHaveLength(3);
    const range = { from: '2025-01-01', to: null };
    await readSeasonPlayingTime(recorder.db, teamOf(rivals.id), coachView, range, new Date(NOW));
    expect(recorder.statements).toHaveLength(6);
  });
});

describe('the season read takes only the formations of the matches that count (decision 053)', () => {
  it('gives the figures of every formation of the team, over each range', async () => {
    const coachView = { role: 'coach' as const, id: 0, email: 'coach@example.com' };
    const teamOf = { id: team.id, fairShareTarget: 50, showSquadMinutesToFamily: false };
    const ranges = [
      { from: null, to: null },
      { from: '2025-02-01', to: null },
      { from: null, to: '2025-01-31' },
      { from: '2025-02-22', to: '2025-04-05' },
    ];
    for (const range of ranges) {
      // A new handle each time, past the embedded database's kept answers: a read afresh.
      const recorder = recordStatements(t.db);
      const read = await readSeasonPlayingTime(recorder.db, teamOf, coachView, range, new Date(NOW));
      const every = seasonPlayingTime(
        await readMatches(t.db, team.id, { range }),
        await readFormations(t.db, team.id, { range }),
        await readSquad(t.db, team.id),
        { ...range, now: new Date(NOW), fairShareTarget: 50 },
      );
      expect(read.time).toEqual({ ...range, ...every, scope: 'squad' });
    }
  });

  it('does not read the formations of a postponed match or one still to come', async () => {
    const recorder = recordStatements(t.db);
    const coachView = { role: 'coach' as const, id: 0, email: 'coach@example.com' };
    const teamOf = { id: team.id, fairShareTarget: 50, showSquadMinutesToFamily: false };
    await readSeasonPlayingTime(recorder.db, teamOf, coachView, { from: null, to: null }, new Date(NOW));
    // The team's matches in the order inserted: 11 Jan and 8 Feb played, 22 Feb postponed, 5 April to come.
    const ids = (await t.db.select({ id: matches.id }).from(matches).where(eq(matches.myTeamId, team.id)))
      .map((row) => row.id)
      .sort((a, b) => a - b);
    const formationsRead = recorder.statements.find((statement) =>
      statement.text.includes('formation_places'),
    );
    const matchIdsRead = formationsRead?.params.find((param) => typeof param === 'string');
    const idsIn = (literal: unknown) => new Set(String(literal).slice(1, -1).split(',').map(Number));
    expect(idsIn(matchIdsRead)).toEqual(new Set(ids.slice(0, 2)));
    // The figures are the same as from every formation (above); here the two others are not even read.
    const placesRead = await readFormations(t.db, team.id, { matchIds: ids.slice(0, 2) });
    expect(new Set(placesRead.map((formation) => formation.matchId))).toEqual(new Set(ids.slice(0, 2)));
    expect(await readFormations(t.db, team.id, { matchIds: ids.slice(2) })).toHaveLength(2);
  });
});

describe('the season read on the embedded database (kept, decision 053)', () => {
  it('shows a formation changed straight in the database, and a match once its kick-off has passed', async () => {
    const read = async () => (await get()).body as SeasonPlayingTimeAnswer;
    const minutesOfE = async () => (await read()).players.find((row) => row.playerId === p.e)?.minutes;
    // The 5 April match, the team's last inserted.
    const [april] = (await t.db.select({ id: matches.id }).from(matches).where(eq(matches.myTeamId, team.id)))
      .map((row) => row.id)
      .sort((a, b) => b - a);
    const future = sql`(${april})`;
    const placesOfE = sql`player_id = ${p.e} and formation_id in (select id from formations where match_id in ${future})`;
    expect(await minutesOfE()).toBe(0);
    // The April match (E on in period 1 of two of 20) moved to an hour after now, with a score.
    await t.db.execute(
      sql`update matches set match_date = '2025-03-15T13:00:00Z', home_score = 1, away_score = 0 where id in ${future}`,
    );
    try {
      expect(await minutesOfE()).toBe(0);
      t.clock.set('2025-03-15T13:00:00.001Z');
      expect(await minutesOfE()).toBe(20);
      // A place changed without the app: E moved to the bench.
      await t.db.execute(
        sql`update formation_places set place = 'bench', x = null, y = null where ${placesOfE}`,
      );
      expect(await minutesOfE()).toBe(0);
      t.clock.set('2025-03-15T12:59:59.000Z');
      expect((await read()).notCounted['not-kicked-off']).toBe(1);
    } finally {
      t.clock.set(NOW);
      await t.db.execute(sql`update matches set match_date = '2025-04-05T10:00:00Z', home_score = null,
        away_score = null where id in ${future}`);
      await t.db.execute(
        sql`update formation_places set place = 'pitch', x = ${spot.ST.x}, y = ${spot.ST.y} where ${placesOfE}`,
      );
    }
    expect(await minutesOfE()).toBe(0);
  });
});

describe("the team's fair share target", () => {
  const settings = { matchLength: 90, substitutionTimings: [0, 30, 60], defaultSubstitutions: 2 };
  const setTarget = (fairShareTarget: number) =>
    t.request('PATCH', `/api/teams/${team.secureId}/match-settings`, {
      cookie: coach,
      body: { ...settings, fairShareTarget },
    });
  const flagged = async () => {
    const body = (await get()).body as SeasonPlayingTimeAnswer;
    return {
      target: body.fairShareTarget,
      below: body.players.filter((row) => row.belowTarget).map((row) => row.playerId),
    };
  };

  it('flags the players below the target the coach set, and nobody when it is 0', async () => {
    try {
      expect((await setTarget(60)).status).toBe(200);
      // B and C had half their available minutes: on the 50% default they were not flagged.
      expect(await flagged()).toEqual({ target: 60, below: [p.b, p.c, p.e] });
      expect((await setTarget(0)).status).toBe(200);
      expect(await flagged()).toEqual({ target: 0, below: [] });
      const csv = await t.request('GET', `/api/teams/${team.secureId}/playing-time.csv`, { cookie: coach });
      // With the target off the column says nothing rather than "No" for everyone.
      expect(csv.text.split('\r\n')[5]?.endsWith(',0,0,0,0,0,')).toBe(true);
    } finally {
      await setTarget(50);
    }
  });
});

describe('GET /api/teams/:teamId/playing-time.csv', () => {
  it('is a CSV attachment: a header row, then one row per player with his name and shirt number', async () => {
    const res = await t.request(
      'GET',
      `/api/teams/${team.secureId}/playing-time.csv?from=2025-01-01&to=2025-03-31`,
      {
        cookie: coach,
      },
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(
      'attachment; filename="playing-time-minutes-fc-u10-2025-01-01-2025-03-31.csv"',
    );
    // fetch's text() drops the byte order mark; the lines end CRLF.
    const lines = res.text.split('\r\n');
    expect(lines.at(-1)).toBe('');
    expect(lines.slice(0, -1)).toEqual([
      '"Shirt number","First name","Last name","Matches in squad","Matches played","Minutes","Available minutes","Share of available minutes (%)","Starts","Periods on pitch","Periods on bench","Periods unavailable","Periods in goal","Periods in defence","Periods in midfield","Periods in attack","Times captain","Below fair share target"',
      '1,"Player1","",2,2,80,80,100,2,4,0,0,4,0,0,0,1,"No"',
      '2,"Player2","",2,2,40,80,50,2,2,2,0,0,1,1,0,1,"No"',
      '3,"Player3","",2,1,20,40,50,0,1,1,2,0,0,0,1,0,"No"',
      '4,"Player4","",1,1,40,40,100,1,2,0,0,0,1,0,1,0,"No"',
      // The formula is written as text and the comma and quotes stay inside their cells.
      '5,"\'=HYPERLINK(""http://evil.test"")","Smith, ""Jo""",2,0,0,80,0,0,0,4,0,0,0,0,0,0,"Yes"',
    ]);
  });

  it('refuses a bad date as the JSON read does', async () => {
    const res = await t.request('GET', `/api/teams/${team.secureId}/playing-time.csv?to=2025-13-01`, {
      cookie: coach,
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'Validation failed: to: must be a calendar day written YYYY-MM-DD',
    });
  });
});
