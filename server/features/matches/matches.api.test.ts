import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Goal, Match } from '../../../shared/contracts/matches.js';
import { meetClock } from '../../../shared/domain/match-meet-time.js';
import {
  matchCleanSheets,
  matches,
  matchSetPieceTakers,
  matchUnavailablePlayers,
  oppositionTeams,
  users,
} from '../../db/schema.js';
import { recordStatements } from '../../test-support/statement-recorder.js';
import {
  addTeamMember,
  insertGoals,
  insertMatch,
  insertOpponent,
  insertPlayers,
  insertTeam,
} from '../../test-support/team-fixtures.js';
import { startTestApp, type TestApp } from '../../test-support/test-app.js';
import { getMatch, listMatches } from './matches.js';

type Team = { id: number; secureId: string };

let t: TestApp;
let ours: Team;
let rivals: Team;
const cookies = { coach: '', parent: '', multi: '', noTeam: '' };
const ids = { dated: 0, earlier: 0, undated: 0, noOpponent: 0, theirs: 0 };
const squad = { scorer: 0, assist: 0 };

const kickOff = (day: string) => new Date(`${day}T10:00:00.000Z`);

beforeAll(async () => {
  t = await startTestApp();
  ours = await insertTeam(t.db, 'Fixtures FC U15');
  rivals = await insertTeam(t.db, 'Rivals U15');
  await addTeamMember(t.db, ours.id, 'coach@fixtures.test', 'coach');
  await addTeamMember(t.db, ours.id, 'parent@fixtures.test', 'player_parent');
  await addTeamMember(t.db, ours.id, 'multi@fixtures.test', 'coach');
  await addTeamMember(t.db, rivals.id, 'multi@fixtures.test', 'coach');
  await t.db.insert(users).values({ email: 'noteam@fixtures.test' });
  cookies.coach = await t.signIn('coach@fixtures.test');
  cookies.parent = await t.signIn('parent@fixtures.test');
  cookies.multi = await t.signIn('multi@fixtures.test');
  cookies.noTeam = await t.signIn('noteam@fixtures.test');

  const [scorer, assist] = await insertPlayers(t.db, ours.id, [9, 10]);
  squad.scorer = scorer?.id ?? 0;
  squad.assist = assist?.id ?? 0;
  const opponent = await insertOpponent(t.db, ours.id, 'Kingston Kestrels');
  // Inserted out of order: the answer sorts by date, undated fixtures last.
  ids.undated = await insertMatch(t.db, ours.id, { opponentTeamId: opponent, matchDate: null, isHome: 0 });
  ids.dated = await insertMatch(t.db, ours.id, {
    opponentTeamId: opponent,
    matchDate: kickOff('2025-03-08'),
    isHome: 0,
    homeScore: 1,
    awayScore: 2,
    cleanSheetKeeper1: squad.scorer,
    captainPlayerId: squad.assist,
    unavailablePlayerIds: [squad.assist],
    matchPenaltyOrder: [squad.scorer, squad.assist],
    matchLength: 70,
    substitutionTimings: [0, 35],
    defaultSubstitutions: 1,
    comments: 'Bring the yellow bibs',
    meetMinutesBefore: 45,
  });
  ids.earlier = await insertMatch(t.db, ours.id, {
    opponentTeamId: opponent,
    matchDate: kickOff('2025-01-11'),
  });
  ids.noOpponent = await insertMatch(t.db, ours.id, {
    opponentTeamId: null,
    matchDate: kickOff('2025-02-01'),
  });
  ids.theirs = await insertMatch(t.db, rivals.id, { matchDate: kickOff('2025-02-15') });
  await insertGoals(t.db, [
    { matchId: ids.dated, minute: 80, scorerId: squad.scorer },
    { matchId: ids.dated, minute: null, scorerId: null, isOwnGoal: 1 },
    { matchId: ids.dated, minute: 12, scorerId: squad.scorer, assistId: squad.assist },
    { matchId: ids.theirs, minute: 5, scorerId: null, isOwnGoal: 1 },
  ]);
});
afterAll(async () => {
  await t?.close();
});

describe('GET /api/teams/:teamId/matches', () => {
  it("lists the team's matches by date, undated last, with the opponent's name", async () => {
    const res = await t.request('GET', `/api/teams/${ours.secureId}/matches`, { cookie: cookies.coach });
    expect(res.status).toBe(200);
    const list = res.body as Match[];
    expect(list.map((m) => [m.id, m.matchDate, m.opponentName])).toEqual([
      [ids.earlier, '2025-01-11T10:00:00.000Z', 'Kingston Kestrels'],
      [ids.noOpponent, '2025-02-01T10:00:00.000Z', null],
      [ids.dated, '2025-03-08T10:00:00.000Z', 'Kingston Kestrels'],
      [ids.undated, null, 'Kingston Kestrels'],
    ]);
    expect(list[2]).toMatchObject({
      myTeamId: ours.id,
      isHome: 0,
      homeScore: 1,
      awayScore: 2,
      cleanSheetKeeper1: squad.scorer,
      cleanSheetDefender8: null,
      captainPlayerId: squad.assist,
      unavailablePlayerIds: [squad.assist],
      matchPenaltyOrder: [squad.scorer, squad.assist],
      matchCornerOrder: [],
      matchLength: 70,
      substitutionTimings: [0, 35],
      defaultSubstitutions: 1,
      comments: 'Bring the yellow bibs',
      // Kept as 45 minutes before the 10:00 GMT kick-off.
      meetTime: '09:15',
    } satisfies Partial<Match>);
    // A new match carries the schema defaults (spec 001 §3.2: 80 minutes, timings 0, 20, 40, 60).
    expect(list[0]).toMatchObject({
      isHome: 1,
      homeScore: null,
      awayScore: null,
      matchLength: 80,
      substitutionTimings: [0, 20, 40, 60],
      unavailablePlayerIds: [],
    });
  });

  it('reads the same for a parent, by numeric id and through /api/matches for a single-team user', async () => {
    const scoped = await t.request('GET', `/api/teams/${ours.secureId}/matches`, { cookie: cookies.coach });
    for (const [url, cookie] of [
      [`/api/teams/${ours.id}/matches`, cookies.coach],
      [`/api/teams/${ours.secureId}/matches`, cookies.parent],
      ['/api/matches', cookies.coach],
      ['/api/matches', cookies.parent],
    ] as const) {
      const res = await t.request('GET', url, { cookie });
      expect(res.status, url).toBe(200);
      expect(res.body).toEqual(scoped.body);
    }
  });

  it('answers 400 Team ID is required to several teams, 404 to a stranger, 401 signed out', async () => {
    const multi = await t.request('GET', '/api/matches', { cookie: cookies.multi });
    expect(multi.status).toBe(400);
    expect(multi.body).toEqual({ code: 'TEAM_ID_REQUIRED', message: 'Team ID is required' });
    for (const url of [`/api/teams/${ours.secureId}/matches`, '/api/matches']) {
      const stranger = await t.request('GET', url, { cookie: cookies.noTeam });
      expect(stranger.status, url).toBe(404);
      expect(stranger.body).toEqual({ code: 'TEAM_NOT_FOUND', message: 'Team not found' });
      expect((await t.request('GET', url)).status, url).toBe(401);
    }
  });
});

/** The team's matches read the plain way (rows through drizzle, lists beside them), to compare with. */
async function readBack(teamId: number): Promise<Match[]> {
  const rows = await t.db
    .select({ match: matches, opponentName: oppositionTeams.name })
    .from(matches)
    .leftJoin(oppositionTeams, eq(oppositionTeams.id, matches.opponentTeamId))
    .where(eq(matches.myTeamId, teamId))
    .orderBy(sql`${matches.matchDate} asc nulls last`, asc(matches.id));
  const unavailable = await t.db
    .select()
    .from(matchUnavailablePlayers)
    .orderBy(matchUnavailablePlayers.playerId);
  const takers = await t.db.select().from(matchSetPieceTakers).orderBy(matchSetPieceTakers.priority);
  const sheets = await t.db.select().from(matchCleanSheets);
  const ids = (list: unknown) =>
    Array.isArray(list) ? list.map(Number).filter((n) => Number.isSafeInteger(n)) : [];
  return rows.map(({ match: m, opponentName }) => {
    const role = (type: string) =>
      takers.filter((r) => r.matchId === m.id && r.roleType === type).map((r) => r.playerId);
    const slot = (kind: string, n: number) =>
      sheets.find((r) => r.matchId === m.id && r.kind === kind && r.slot === n)?.playerId ?? null;
    return {
      id: m.id,
      myTeamId: m.myTeamId,
      opponentTeamId: m.opponentTeamId,
      opponentName,
      matchDate: m.matchDate?.toISOString() ?? null,
      isHome: m.isHome,
      homeScore: m.homeScore,
      awayScore: m.awayScore,
      cleanSheetKeeper1: slot('keeper', 1),
      cleanSheetKeeper2: slot('keeper', 2),
      cleanSheetDefender1: slot('defender', 1),
      cleanSheetDefender2: slot('defender', 2),
      cleanSheetDefender3: slot('defender', 3),
      cleanSheetDefender4: slot('defender', 4),
      cleanSheetDefender5: slot('defender', 5),
      cleanSheetDefender6: slot('defender', 6),
      cleanSheetDefender7: slot('defender', 7),
      cleanSheetDefender8: slot('defender', 8),
      captainPlayerId: m.captainPlayerId,
      unavailablePlayerIds: unavailable.filter((r) => r.matchId === m.id).map((r) => r.playerId),
      matchPenaltyOrder: role('penalty'),
      matchCornerOrder: role('corner'),
      matchAttackingFkOrder: role('attackingFk'),
      matchDefensiveFkOrder: role('defensiveFk'),
      matchLength: m.matchLength,
      substitutionTimings: ids(m.substitutionTimings),
      defaultSubstitutions: m.defaultSubstitutions,
      comments: m.comments,
      faFixtureId: m.faFixtureId,
      isPostponed: m.isPostponed,
      resultCode: m.resultCode,
      isCup: m.isCup,
      competition: m.competition,
      isTimeTbc: m.isTimeTbc,
      meetTime: meetClock(m, m.meetMinutesBefore),
      createdAt: m.createdAt.toISOString(),
      updatedAt: m.updatedAt.toISOString(),
      version: m.version,
    };
  });
}

describe('the match answer, built in SQL as JSON (decision 025)', () => {
  it('carries every field and list as stored, in one statement for the whole season', async () => {
    const team = await insertTeam(t.db, 'Every Field U9');
    const squadIds = (await insertPlayers(t.db, team.id, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10])).map((p) => p.id);
    const n = (k: number) => squadIds[k] ?? 0;
    const opponent = await insertOpponent(t.db, team.id, 'Odd "Quotes" \\ FC');
    const full = await insertMatch(t.db, team.id, {
      opponentTeamId: opponent,
      homeScore: 0,
      awayScore: 0,
      captainPlayerId: n(0),
      cleanSheetKeeper1: n(0),
      cleanSheetKeeper2: n(1),
      cleanSheetDefender1: n(2),
      cleanSheetDefender2: n(3),
      cleanSheetDefender3: n(4),
      cleanSheetDefender4: n(5),
      cleanSheetDefender5: n(6),
      cleanSheetDefender6: n(7),
      cleanSheetDefender7: n(8),
      cleanSheetDefender8: n(9),
      unavailablePlayerIds: [n(9), n(1), n(4)],
      matchPenaltyOrder: [n(2), n(0), n(1)],
      matchCornerOrder: [n(3)],
      matchAttackingFkOrder: [n(4), n(5)],
      matchDefensiveFkOrder: [n(9), n(8), n(7), n(6)],
      defaultSubstitutions: null,
      comments: 'Line one\nline "two" \u00e9\u00e8 \\',
      faFixtureId: '2490123',
      isPostponed: true,
    });
    // Postgres keeps microseconds: the answer cuts them to milliseconds as a JavaScript date does. The
    // timings are JSON that older screens wrote: anything but a whole number reads as absent.
    await t.db.execute(sql`update matches set
      match_date = '2025-10-26 01:30:00.999999+00', created_at = '1999-12-31 23:59:59.123456+00',
      updated_at = '2000-02-29 12:00:00.0005+00', substitution_timings = '[0, "15", 30.5, 45]'
      where id = ${full}`);
    await insertMatch(t.db, team.id, { matchDate: new Date('2030-01-01T00:00:00.000Z') });
    await insertMatch(t.db, team.id, { matchDate: new Date('2024-06-30T23:00:00.000Z'), isHome: 0 });

    const expected = await readBack(team.id);
    expect(expected[0]?.matchDate).toBe('2024-06-30T23:00:00.000Z');
    expect(expected.find((m) => m.id === full)).toMatchObject({
      matchDate: '2025-10-26T01:30:00.999Z',
      createdAt: '1999-12-31T23:59:59.123Z',
      updatedAt: '2000-02-29T12:00:00.000Z',
      substitutionTimings: [0, 15, 45],
    });
    const recorder = recordStatements(t.db);
    expect(await listMatches(recorder.db, team.id)).toEqual(expected);
    expect(recorder.statements).toHaveLength(1);
    for (const match of expected) expect(await getMatch(t.db, team.id, match.id)).toEqual(match);
    const res = await t.request('GET', `/api/teams/${ours.secureId}/matches`, { cookie: cookies.coach });
    expect(res.body).toEqual(await readBack(ours.id));
  });
});

describe('GET /api/matches/:id/goals', () => {
  it("lists a match's goals by minute, goals without a minute last", async () => {
    const res = await t.request('GET', `/api/matches/${ids.dated}/goals`, { cookie: cookies.parent });
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      {
        id: expect.any(Number),
        matchId: ids.dated,
        minute: 12,
        scorerId: squad.scorer,
        assistId: squad.assist,
        isOwnGoal: 0,
      },
      {
        id: expect.any(Number),
        matchId: ids.dated,
        minute: 80,
        scorerId: squad.scorer,
        assistId: null,
        isOwnGoal: 0,
      },
      {
        id: expect.any(Number),
        matchId: ids.dated,
        minute: null,
        scorerId: null,
        assistId: null,
        isOwnGoal: 1,
      },
    ] satisfies Goal[]);
    const none = await t.request('GET', `/api/matches/${ids.undated}/goals`, { cookie: cookies.coach });
    expect(none.status).toBe(200);
    expect(none.body).toEqual([]);
  });

  it("answers 404 Match not found for another team's match or a missing one, 400 to a bad id", async () => {
    for (const id of [ids.theirs, 987_654]) {
      for (const cookie of [cookies.coach, cookies.parent, cookies.noTeam]) {
        const res = await t.request('GET', `/api/matches/${id}/goals`, { cookie });
        expect(res.status).toBe(404);
        expect(res.body).toEqual({ code: 'MATCH_NOT_FOUND', message: 'Match not found' });
      }
    }
    // The coach of both teams sees the other match's goals.
    const multi = await t.request('GET', `/api/matches/${ids.theirs}/goals`, { cookie: cookies.multi });
    expect(multi.status).toBe(200);
    expect(multi.body).toHaveLength(1);
    for (const bad of ['abc', '0', '-1', '99999999999']) {
      const res = await t.request('GET', `/api/matches/${bad}/goals`, { cookie: cookies.coach });
      expect(res.status, bad).toBe(400);
      expect((res.body as { message: string }).message).toMatch(/^Validation failed: id: /);
    }
    expect((await t.request('GET', `/api/matches/${ids.dated}/goals`)).status).toBe(401);
  });
});
