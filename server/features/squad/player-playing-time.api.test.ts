import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlayerPlayingTimeAnswer } from '../../../shared/contracts/playing-time.js';
import { matches, players, teams } from '../../db/schema.js';
import {
  kickOff,
  planPeriod,
  setJoined,
  spot,
  startTeamAndRivals,
  type TestTeam,
  zeroLines,
} from '../../test-support/squad-minutes-fixture.js';
import { countRowsRead, recordStatements } from '../../test-support/statement-recorder.js';
import { insertMatch, insertOpponent, insertPlayers } from '../../test-support/team-fixtures.js';
import type { TestApp } from '../../test-support/test-app.js';
import { readPlayerPlayingTime } from './playing-time.js';

// A player's sheet (issue 30), hand-worked: two played matches (the first with an unplanned third
// period), a postponed one with a plan and a score, a future one with a plan; C is unavailable for the
// second match, D joined between the two.
const NOW = '2025-03-15T12:00:00.000Z';

let t: TestApp;
let team: TestTeam;
let rivals: TestTeam;
let coach: string;
let parent: string;
let rivalCoach: string;
let rivalPlayer = 0;
const p = { a: 0, b: 0, c: 0, d: 0 };
const m = { first: 0, second: 0, future: 0 };

beforeAll(async () => {
  const start = await startTeamAndRivals(NOW, { team: 'Sheet FC U9', rivals: 'Sheet Rivals U9' });
  ({ t, team, rivals } = start);
  coach = (await start.member(team.id, 'coach@sheet.test', 'coach')).cookie;
  parent = (await start.member(team.id, 'parent@sheet.test', 'player_parent')).cookie;
  rivalCoach = (await start.member(rivals.id, 'coach@sheet-rivals.test', 'coach')).cookie;

  const squad = await insertPlayers(t.db, team.id, [1, 2, 3, 4]);
  [p.a, p.b, p.c, p.d] = squad.map((player) => player.id) as [number, number, number, number];
  await setJoined(t.db, [p.a, p.b, p.c], '2025-01-01T09:00:00Z');
  await setJoined(t.db, [p.d], '2025-02-01T09:00:00Z');
  const [rival] = await insertPlayers(t.db, rivals.id, [9]);
  rivalPlayer = rival!.id;

  const oakfield = await insertOpponent(t.db, team.id, 'Oakfield Colts');
  const riverside = await insertOpponent(t.db, team.id, 'Riverside Juniors');
  const plan = (matchId: number, period: number, fields: Parameters<typeof planPeriod>[4]) =>
    planPeriod(t.db, team.id, matchId, period, fields);

  // 11 Jan at home to Oakfield: 60 minutes in periods of 20, the third unplanned; A captain.
  m.first = await insertMatch(t.db, team.id, {
    opponentTeamId: oakfield,
    matchDate: kickOff('2025-01-11'),
    isHome: 1,
    homeScore: 3,
    awayScore: 1,
    matchLength: 60,
    substitutionTimings: [0, 20, 40],
    captainPlayerId: p.a,
  });
  await plan(m.first, 1, {
    playerPositions: [
      { playerId: p.a, ...spot.GK },
      { playerId: p.b, ...spot.CB },
    ],
    benchPlayers: [p.c],
  });
  await plan(m.first, 2, {
    playerPositions: [
      { playerId: p.a, ...spot.GK },
      { playerId: p.c, ...spot.ST },
    ],
    benchPlayers: [p.b],
  });
  // 8 Feb away at Riverside: 40 minutes in two periods of 20; B captain; C unavailable for the match.
  m.second = await insertMatch(t.db, team.id, {
    opponentTeamId: riverside,
    matchDate: kickOff('2025-02-08'),
    isHome: 0,
    homeScore: 1,
    awayScore: 1,
    matchLength: 40,
    substitutionTimings: [0, 20],
    captainPlayerId: p.b,
    unavailablePlayerIds: [p.c],
  });
  await plan(m.second, 1, {
    playerPositions: [
      { playerId: p.a, ...spot.GK },
      { playerId: p.b, ...spot.CM },
      { playerId: p.d, ...spot.ST },
    ],
  });
  await plan(m.second, 2, {
    playerPositions: [
      { playerId: p.a, ...spot.GK },
      { playerId: p.d, ...spot.CB },
    ],
    benchPlayers: [p.b],
  });
  // 22 Feb postponed though a score was typed, C planned up front: not on anyone's sheet.
  const postponed = await insertMatch(t.db, team.id, {
    opponentTeamId: oakfield,
    matchDate: kickOff('2025-02-22'),
    homeScore: 2,
    awayScore: 0,
    isPostponed: true,
    matchLength: 40,
    substitutionTimings: [0, 20],
  });
  await plan(postponed, 1, { playerPositions: [{ playerId: p.c, ...spot.ST }] });
  // 5 April, still to come.
  m.future = await insertMatch(t.db, team.id, {
    matchDate: kickOff('2025-04-05'),
    matchLength: 40,
    substitutionTimings: [0, 20],
  });
  await plan(m.future, 1, { playerPositions: [{ playerId: p.c, ...spot.ST }] });
});
afterAll(async () => {
  await t?.close();
});

const sheetOf = (playerId: number, query = '', cookie = coach) =>
  t.request('GET', `/api/teams/${team.secureId}/players/${playerId}/playing-time${query}`, { cookie });
const pitch = (label: string, line: string) => ({ kind: 'pitch', label, line });

describe('GET /api/teams/:teamId/players/:playerId/playing-time', () => {
  it("lists B's matches with his hand-worked minutes and places; the unplanned period gives none", async () => {
    const res = await sheetOf(p.b);
    expect(res.status).toBe(200);
    const body = res.body as PlayerPlayingTimeAnswer;
    expect(body).toMatchObject({ from: null, to: null, fairShareTarget: 50 });
    expect(body.player).toEqual({
      id: p.b,
      shirtNumber: 2,
      firstName: expect.any(String),
      lastName: expect.any(String),
    });
    expect(body.matches).toEqual([
      {
        matchId: m.first,
        matchDate: '2025-01-11T10:00:00.000Z',
        opponentName: 'Oakfield Colts',
        isHome: true,
        // 20 of the 40 planned minutes: period 3 (40'-60') was planned for nobody.
        minutes: 20,
        availableMinutes: 40,
        periodsOnPitch: 1,
        periodsOnBench: 1,
        periodsUnavailable: 0,
        started: true,
        byLine: { ...zeroLines, DEF: 1 },
        isCaptain: false,
        unavailable: false,
        periods: 3,
        plannedPeriods: 2,
        periodList: [
          {
            number: 1,
            from: 0,
            to: 20,
            minutes: 20,
            formationId: expect.any(Number),
            place: pitch('CB', 'DEF'),
          },
          {
            number: 2,
            from: 20,
            to: 40,
            minutes: 20,
            formationId: expect.any(Number),
            place: { kind: 'bench' },
          },
          { number: 3, from: 40, to: 60, minutes: 20, formationId: null, place: null },
        ],
      },
      {
        matchId: m.second,
        matchDate: '2025-02-08T10:00:00.000Z',
        opponentName: 'Riverside Juniors',
        isHome: false,
        minutes: 20,
        availableMinutes: 40,
        periodsOnPitch: 1,
        periodsOnBench: 1,
        periodsUnavailable: 0,
        started: true,
        byLine: { ...zeroLines, MID: 1 },
        isCaptain: true,
        unavailable: false,
        periods: 2,
        plannedPeriods: 2,
        periodList: [
          {
            number: 1,
            from: 0,
            to: 20,
            minutes: 20,
            formationId: expect.any(Number),
            place: pitch('CM', 'MID'),
          },
          {
            number: 2,
            from: 20,
            to: 40,
            minutes: 20,
            formationId: expect.any(Number),
            place: { kind: 'bench' },
          },
        ],
      },
    ]);
    expect(body.totals).toEqual({
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
    });
    // Exactly his row of the season's answer.
    const season = await t.request('GET', `/api/teams/${team.secureId}/playing-time`, { cookie: coach });
    expect((season.body as { players: unknown[] }).players).toContainEqual(body.totals);
  });

  it('gives an unavailable player no minutes to have played; the postponed match is not on his sheet', async () => {
    const body = (await sheetOf(p.c)).body as PlayerPlayingTimeAnswer;
    expect(body.matches.map((row) => row.matchId)).toEqual([m.first, m.second]);
    const [first, second] = body.matches;
    expect(first).toMatchObject({ minutes: 20, availableMinutes: 40, started: false });
    expect(first?.periodList.map((period) => period.place)).toEqual([
      { kind: 'bench' },
      pitch('ST', 'FWD'),
      null,
    ]);
    expect(second).toMatchObject({
      unavailable: true,
      minutes: 0,
      availableMinutes: 0,
      periodsUnavailable: 2,
      isCaptain: false,
    });
    expect(second?.periodList.map((period) => period.place)).toEqual([
      { kind: 'unavailable' },
      { kind: 'unavailable' },
    ]);
    expect(body.totals).toMatchObject({
      matchesInSquad: 2,
      matchesPlayed: 1,
      minutes: 20,
      availableMinutes: 40,
    });
  });

  it('lists only the matches after a player joined, and keeps to the days asked for', async () => {
    const d = (await sheetOf(p.d)).body as PlayerPlayingTimeAnswer;
    expect(d.matches.map((row) => [row.matchId, row.minutes, row.availableMinutes])).toEqual([
      [m.second, 40, 40],
    ]);
    expect(d.matches[0]?.periodList.map((period) => period.place)).toEqual([
      pitch('ST', 'FWD'),
      pitch('CB', 'DEF'),
    ]);
    expect(d.totals).toMatchObject({
      matchesInSquad: 1,
      starts: 1,
      byLine: { ...zeroLines, DEF: 1, FWD: 1 },
    });

    const february = (await sheetOf(p.b, '?from=2025-02-01&to=2025-02-28')).body as PlayerPlayingTimeAnswer;
    expect(february).toMatchObject({ from: '2025-02-01', to: '2025-02-28' });
    expect(february.matches.map((row) => row.matchId)).toEqual([m.second]);
    expect(february.totals).toMatchObject({ minutes: 20, availableMinutes: 40, timesCaptain: 1 });

    const none = (await sheetOf(p.a, '?from=2025-03-01')).body as PlayerPlayingTimeAnswer;
    expect(none.matches).toEqual([]);
    expect(none.totals).toMatchObject({ matchesInSquad: 0, minutes: 0, share: null });
  });

  it("answers 404 for another team's player or none, and 400 for a bad id or range", async () => {
    const other = await sheetOf(rivalPlayer);
    expect(other.status).toBe(404);
    expect(other.body).toEqual({ code: 'PLAYER_NOT_FOUND', message: 'Player not found' });
    expect((await sheetOf(2_000_000_000)).status).toBe(404);
    // Through the rivals' own team path the player is theirs, but our coach has no role there.
    const theirs = await t.request(
      'GET',
      `/api/teams/${rivals.secureId}/players/${rivalPlayer}/playing-time`,
      {
        cookie: coach,
      },
    );
    expect(theirs.status).toBe(404);
    expect(theirs.body).toEqual({ code: 'TEAM_NOT_FOUND', message: 'Team not found' });
    for (const path of [`${p.b}x`, '0', '1e3']) {
      const res = await t.request('GET', `/api/teams/${team.secureId}/players/${path}/playing-time`, {
        cookie: coach,
      });
      expect(res.status, path).toBe(400);
    }
    const backwards = await sheetOf(p.b, '?from=2025-03-01&to=2025-02-01');
    expect(backwards.status).toBe(400);
    expect(backwards.body).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'Validation failed: from: must not be after to',
    });
  });

  it("lets a parent read his own child's sheet only (another child's is 404 unless the team shows the squad's minutes); another team's coach and strangers are refused", async () => {
    // The parent's address is player b's Parent 1 address: b is his family (decision 052).
    await t.db.update(players).set({ parent1Email: 'Parent@Sheet.test' }).where(eq(players.id, p.b));
    const asCoach = await sheetOf(p.b);
    const asParent = await sheetOf(p.b, '', parent);
    expect(asParent.status).toBe(200);
    expect(asParent.body).toEqual(asCoach.body);
    expect((await sheetOf(p.c, '', parent)).status).toBe(404);
    await t.db.update(teams).set({ showSquadMinutesToFamily: true }).where(eq(teams.id, team.id));
    expect((await sheetOf(p.c, '', parent)).status).toBe(200);
    await t.db.update(teams).set({ showSquadMinutesToFamily: false }).where(eq(teams.id, team.id));
    // Read-only: a parent's write to the player is still refused.
    const write = await t.request('PUT', `/api/players/${p.b}`, {
      cookie: parent,
      body: { shirtNumber: 22, firstName: 'Changed', lastName: 'By Parent', preferredPosition: 'Midfielder' },
    });
    expect(write.status).toBe(403);
    expect((await sheetOf(p.b, '', rivalCoach)).status).toBe(404);
    expect((await t.request('GET', `/api/teams/${team.secureId}/players/${p.b}/playing-time`)).status).toBe(
      401,
    );
  });

  it('reads in four statements whatever the number of matches, three when none counts', async () => {
    const recorder = recordStatements(t.db);
    const range = { from: null, to: null };
    const ours = { id: team.id, fairShareTarget: 50, showSquadMinutesToFamily: false };
    const coach = { role: 'coach' as const, id: 0, email: 'coach@sheet.test' };
    const sheet = await readPlayerPlayingTime(recorder.db, ours, coach, p.b, range, new Date(NOW));
    expect(sheet.matches).toHaveLength(2);
    expect(recorder.statements).toHaveLength(4);
    // Only B's places are read (four of the team's thirteen), whatever plan the database picks.
    const formationsRead = recorder.statements.find((statement) => statement.text.includes('string_agg'));
    const read = await countRowsRead(t.db, formationsRead!);
    expect(read.formation_places).toBeGreaterThanOrEqual(4);
    expect(read.formation_places).toBeLessThanOrEqual(6);
    await readPlayerPlayingTime(
      recorder.db,
      ours,
      coach,
      p.b,
      { from: '2025-03-01', to: null },
      new Date(NOW),
    );
    expect(recorder.statements).toHaveLength(7);
  });
});

describe("a player's sheet read with only his places (decision 053)", () => {
  it("adds up to each player's row in the season, whoever else stood in the formations", async () => {
    const season = await t.request('GET', `/api/teams/${team.secureId}/playing-time`, { cookie: coach });
    const rows = (season.body as { players: PlayerPlayingTimeAnswer['totals'][] }).players;
    expect(rows).toHaveLength(4);
    for (const row of rows) {
      const sheet = (await sheetOf(row.playerId)).body as PlayerPlayingTimeAnswer;
      expect(sheet.totals).toEqual(row);
    }
  });

  it('shows a place changed straight in the database, a renamed player and a match once its kick-off has passed', async () => {
    const minutesOf = async (playerId: number) =>
      ((await sheetOf(playerId)).body as PlayerPlayingTimeAnswer).totals.minutes;
    // A in goal for both periods of the first match and both of the second: 80 minutes.
    expect(await minutesOf(p.a)).toBe(80);
    const { firstName } = ((await sheetOf(p.a)).body as PlayerPlayingTimeAnswer).player;
    const placeOfA = sql`player_id = ${p.a} and formation_id in
      (select id from formations where match_id = ${m.first} and quarter = 2)`;
    await t.db.execute(
      sql`update formation_places set place = 'bench', x = null, y = null where ${placeOfA}`,
    );
    try {
      expect(await minutesOf(p.a)).toBe(60);
      await t.db.update(players).set({ firstName: 'Renamed' }).where(eq(players.id, p.a));
      expect(((await sheetOf(p.a)).body as PlayerPlayingTimeAnswer).player.firstName).toBe('Renamed');
      // The April match (C on in period 1 of two of 20) moved to an hour after now, with a score.
      await t.db
        .update(matches)
        .set({ matchDate: new Date('2025-03-15T13:00:00Z'), homeScore: 1, awayScore: 0 })
        .where(eq(matches.id, m.future));
      expect(await minutesOf(p.c)).toBe(20);
      t.clock.set('2025-03-15T13:00:00.001Z');
      expect(await minutesOf(p.c)).toBe(40);
    } finally {
      t.clock.set(NOW);
      await t.db
        .update(matches)
        .set({ matchDate: kickOff('2025-04-05'), homeScore: null, awayScore: null })
        .where(eq(matches.id, m.future));
      await t.db.update(players).set({ firstName }).where(eq(players.id, p.a));
      await t.db.execute(
        sql`update formation_places set place = 'pitch', x = ${spot.GK.x}, y = ${spot.GK.y} where ${placeOfA}`,
      );
    }
    expect(await minutesOf(p.a)).toBe(80);
    expect(await minutesOf(p.c)).toBe(20);
  });
});
