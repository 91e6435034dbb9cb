import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SYNC_ALREADY_RUNNING,
  SYNC_BOT_PROTECTION,
  type SyncResult,
  type SyncStatus,
} from '../../../shared/contracts/fixtures-sync.js';
import type { OppositionTeam } from '../../../shared/contracts/league.js';
import {
  clubMemberships,
  clubs,
  fixturesSyncRuns,
  formations,
  goals,
  matchCleanSheets,
  matches,
  matchSetPieceTakers,
  matchUnavailablePlayers,
  oppositionTeams,
  teams,
  users,
} from '../../db/schema.js';
import { claimRun, createScheduler, type Scheduler } from '../../lib/scheduler.js';
import { openAnotherHandle } from '../../test-support/database-template.js';
import { fingerprintDatabase } from '../../test-support/fingerprint.js';
import {
  brookfieldPages,
  FQ,
  type FullTimeSite,
  RESULTS_PAGE,
  RQ,
  readSitePage,
  startFullTimeSite,
  TEAM_PAGE,
} from '../../test-support/fulltime-site.js';
import {
  addTeamMember,
  insertFormation,
  insertMatch,
  insertOpponent,
  insertPlayers,
  insertTeam,
} from '../../test-support/team-fixtures.js';
import { startTestApp, type TestApp } from '../../test-support/test-app.js';
import { DAILY_SYNC_JOB, dailySyncJob, dailySyncTick, runDailySync } from './daily-sync.js';
import { readFetchPolicy, SYNC_LIMITS } from './fetch-policy.js';
import { syncTeam } from './run-sync.js';

// The sync end to end: the real app and database, and a stand-in for Full-Time on loopback
// (FULLTIME_TEST_ORIGIN) serving the pages of server/features/fixtures-sync/test-pages (see its README).

/** The results page with fixture 31777010 played (Kestrel Park 0 - 2 Brookfield, kicked off 10:30). */
function resultsWithFixture10Played(): string {
  const html = readSitePage('results-list-notes.html');
  const start = html.indexOf('<div id="fixture-31777002"');
  const end = html.indexOf('<div id="fixture-31777001"');
  const played = html
    .slice(start, end)
    .replaceAll('31777002', '31777010')
    .replaceAll('Oakhollow Rangers U11', 'Kestrel Park U11')
    .replaceAll('20/09/26', '05/12/26')
    .replace('(HT 1 - 0)', '')
    .replace('2 - 1', '0 - 2');
  return html.slice(0, start) + played + html.slice(start);
}

type Team = { id: number; secureId: string };

let t: TestApp;
let site: FullTimeSite;
let ours: Team;
let other: Team;
const cookies = { platformAdmin: '', clubAdmin: '', coach: '', parent: '', stranger: '' };

async function makeClubTeam(name: string, clubName: string): Promise<Team> {
  const team = await insertTeam(t.db, name);
  const [club] = await t.db.insert(clubs).values({ name: clubName }).returning();
  if (!club) throw new Error('club insert failed');
  await t.db.update(teams).set({ clubId: club.id }).where(eq(teams.id, team.id));
  return team;
}

async function makeClubAdmin(email: string, team: Team) {
  const [row] = await t.db.select({ clubId: teams.clubId }).from(teams).where(eq(teams.id, team.id));
  const [user] = await t.db.insert(users).values({ email }).returning();
  if (!user || !row?.clubId) throw new Error('club admin setup failed');
  await t.db.insert(clubMemberships).values({ userId: user.id, clubId: row.clubId });
}

beforeAll(async () => {
  site = await startFullTimeSite(brookfieldPages());
  // The stand-in's pages with no second between them (the FA's always get one): the sync's pacing is
  // tested once, in "follows a season's pages a second apart".
  t = await startTestApp({ env: { FULLTIME_TEST_ORIGIN: site.origin, FULLTIME_TEST_PAGE_INTERVAL_MS: '0' } });
  // Touchline's name differs from Full-Time's on purpose: our side is found by the team page's name.
  ours = await makeClubTeam('Badgers', 'Brookfield JFC');
  other = await makeClubTeam('Kestrels', 'Kestrel Park FC');
  await t.db.insert(users).values({ email: 'platform@sync.test', role: 'admin' });
  await makeClubAdmin('clubadmin@sync.test', ours);
  await addTeamMember(t.db, ours.id, 'coach@sync.test', 'coach');
  await addTeamMember(t.db, ours.id, 'parent@sync.test', 'player_parent');
  await makeClubAdmin('stranger@sync.test', other);
  cookies.platformAdmin = await t.signIn('platform@sync.test');
  cookies.clubAdmin = await t.signIn('clubadmin@sync.test');
  cookies.coach = await t.signIn('coach@sync.test');
  cookies.parent = await t.signIn('parent@sync.test');
  cookies.stranger = await t.signIn('stranger@sync.test');
}, 60_000);
afterAll(async () => {
  await t?.close();
  await site?.close();
});

const syncPath = (team: Team) => `/api/teams/${team.secureId}/sync-fa`;
const sync = (team: Team, url: string, cookie = cookies.clubAdmin) =>
  t.request('POST', syncPath(team), { cookie, body: { faFullTimeUrl: url } });

async function matchesOf(team: Team) {
  return t.db
    .select()
    .from(matches)
    .where(eq(matches.myTeamId, team.id))
    .orderBy(asc(matches.faFixtureId), asc(matches.id));
}

async function byFixture(team: Team, fixtureId: string) {
  const [row] = await t.db
    .select()
    .from(matches)
    .where(and(eq(matches.myTeamId, team.id), eq(matches.faFixtureId, fixtureId)));
  if (!row) throw new Error(`no match for fixture ${fixtureId}`);
  return row;
}

async function opponentName(id: number | null) {
  if (id === null) return null;
  const [row] = await t.db
    .select({ name: oppositionTeams.name })
    .from(oppositionTeams)
    .where(eq(oppositionTeams.id, id));
  return row?.name ?? null;
}

async function resetTeam(team: Team) {
  await t.db.delete(matches).where(eq(matches.myTeamId, team.id));
  await t.db.delete(oppositionTeams).where(eq(oppositionTeams.myTeamId, team.id));
  await t.db.delete(fixturesSyncRuns).where(eq(fixturesSyncRuns.myTeamId, team.id));
  await t.db
    .update(teams)
    .set({ faTeamId: null, faTeamName: null, faFullTimeUrl: null, lastSyncDate: null })
    .where(eq(teams.id, team.id));
}

describe('who may sync', () => {
  it('answers 401 signed out, 403 to coaches and parents, 404 to another club, before anything is fetched', async () => {
    const before = site.requests.length;
    const url = `${site.origin}${TEAM_PAGE}`;
    expect((await t.request('POST', syncPath(ours), { body: { faFullTimeUrl: url } })).status).toBe(401);
    for (const cookie of [cookies.coach, cookies.parent]) {
      const res = await sync(ours, url, cookie);
      expect(res.status).toBe(403);
      const imported = await t.request('POST', `${syncPath(ours)}/import`, {
        cookie,
        body: { html: '<p>x</p>' },
      });
      expect(imported.status).toBe(403);
      expect((await t.request('GET', syncPath(ours), { cookie })).status).toBe(403);
    }
    const res = await sync(ours, url, cookies.stranger);
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ message: 'Team not found' });
    expect(site.requests.length).toBe(before);
  });

  it('lets the platform admin and the club admin read the status', async () => {
    for (const cookie of [cookies.platformAdmin, cookies.clubAdmin]) {
      const res = await t.request('GET', syncPath(ours), { cookie });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ isRunning: false, dailySync: null });
    }
  });
});

describe('Save & Sync', () => {
  beforeAll(async () => {
    await resetTeam(ours);
  });

  it('reads the team page, its lists and their next page, and brings in every fixture once', async () => {
    const before = site.requests.length;
    const res = await sync(ours, `${site.origin}${TEAM_PAGE}`);
    expect(res.status, res.text).toBe(200);
    const result = res.body as SyncResult;
    expect(result).toMatchObject({
      syncedTeams: 6,
      syncedMatches: 12,
      fixturesRead: 12,
      pagesRead: 4,
      missingFixtures: 0,
    });

    const asked = site.requests.slice(before);
    // The team page links to 5 rows a page: the sync asks for the whole list, and still follows the
    // next page of a list that answers with fewer.
    expect(asked.map((r) => r.url)).toEqual([
      TEAM_PAGE,
      `/fixtures/1/100.html?${FQ}&itemsPerPage=100`,
      `/results/1/100.html?${RQ}&itemsPerPage=100`,
      `/fixtures/2/5.html?${FQ}`,
    ]);
    expect(result).toMatchObject({ isEveryPageRead: true, skippedRows: [] });
    // With a browser's headers (the second between requests is "follows a season's pages"'s).
    for (const request of asked) {
      expect(request.headers['user-agent']).toMatch(/Mozilla\/5\.0 .*Chrome\//);
      expect(request.headers['accept-language']).toMatch(/^en-GB/);
    }

    const rows = await matchesOf(ours);
    expect(rows.map((row) => row.faFixtureId)).toEqual([
      '31777001',
      '31777002',
      '31777003',
      '31777004',
      '31777005',
      '31777010',
      '31777011',
      '31777012',
      '31777013',
      '31777014',
      '31777015',
      '31777016',
    ]);
    const first = await byFixture(ours, '31777001');
    expect(first).toMatchObject({ isHome: 1, homeScore: 3, awayScore: 1, isPostponed: false });
    expect(first.matchDate?.toISOString()).toBe('2026-09-13T09:00:00.000Z');
    expect(await opponentName(first.opponentTeamId)).toBe('Kestrel Park U11');
    const second = await byFixture(ours, '31777002');
    expect(second).toMatchObject({ isHome: 0, homeScore: 2, awayScore: 1, comments: 'HT 1 - 0' });
    expect(await byFixture(ours, '31777003')).toMatchObject({
      homeScore: 3,
      awayScore: 3,
      comments: 'Pens 4 - 2',
    });
    expect(await byFixture(ours, '31777004')).toMatchObject({
      homeScore: null,
      awayScore: null,
      isPostponed: false,
    });
    expect(await byFixture(ours, '31777005')).toMatchObject({
      matchDate: null,
      isPostponed: true,
      homeScore: null,
    });
    expect(await byFixture(ours, '31777015')).toMatchObject({ isPostponed: true });
    // Summer and winter time: 10:00 in the UK is 09:00Z in April, 10:00Z in January.
    expect((await byFixture(ours, '31777015')).matchDate?.toISOString()).toBe('2027-04-10T09:00:00.000Z');
    expect((await byFixture(ours, '31777012')).matchDate?.toISOString()).toBe('2027-01-09T10:00:00.000Z');
    expect((await byFixture(ours, '31777010')).homeScore).toBeNull();

    const opponents = await t.db
      .select({ name: oppositionTeams.name })
      .from(oppositionTeams)
      .where(eq(oppositionTeams.myTeamId, ours.id))
      .orderBy(asc(oppositionTeams.name));
    expect(opponents.map((o) => o.name)).toEqual([
      'Ashdown Wanderers - Red U11',
      'Fernside Juniors U11',
      'Kestrel Park U11',
      'Millpond Athletic U11',
      'Oakhollow Rangers U11',
      'Saltmarsh Town Youth U11',
    ]);

    const [team] = await t.db.select().from(teams).where(eq(teams.id, ours.id));
    expect(team).toMatchObject({ faFullTimeUrl: `${site.origin}${TEAM_PAGE}`, faTeamId: '777001' });
    expect(team?.lastSyncDate).not.toBeNull();
  }, 30_000);

  it('answers 0 and 0 on a second sync of the same pages, and changes no match', async () => {
    const before = await matchesOf(ours);
    const res = await sync(ours, `${site.origin}${TEAM_PAGE}`);
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ syncedTeams: 0, syncedMatches: 0 });
    expect(await matchesOf(ours)).toEqual(before);
  }, 30_000);

  it('shows postponed fixtures on the league screen and keeps them out of last and next match', async () => {
    const res = await t.request('GET', `/api/teams/${ours.secureId}/teams`, { cookie: cookies.coach });
    const list = res.body as OppositionTeam[];
    const ashdown = list.find((o) => o.name === 'Ashdown Wanderers - Red U11');
    // Both Ashdown fixtures are postponed (one re-arranged for a date to be confirmed): the dated one shows.
    expect(ashdown?.postponedMatch).toEqual({
      matchDate: '2027-04-10T09:00:00.000Z',
      isTimeTbc: false,
      isHome: 0,
      isFromFullTime: true,
      isCup: false,
      competition: 'UNDER 11S',
      resultCode: null,
    });
    expect(ashdown?.nextMatch).toBeNull();
    // The league screen marks what came from Full-Time, as match planning does.
    const kestrel = list.find((o) => o.name === 'Kestrel Park U11');
    expect(kestrel?.lastResult).toMatchObject({
      outcome: 'W',
      goalsFor: 3,
      goalsAgainst: 1,
      isFromFullTime: true,
    });
    expect(kestrel?.nextMatch).toMatchObject({ isHome: 0, isFromFullTime: true });
    expect(list.find((o) => o.name === 'Millpond Athletic U11')?.postponedMatch).toBeNull();
    const matchList = await t.request('GET', `/api/teams/${ours.secureId}/matches`, {
      cookie: cookies.parent,
    });
    const postponed = (matchList.body as Array<{ faFixtureId: string; isPostponed: boolean }>).filter(
      (m) => m.isPostponed,
    );
    expect(postponed.map((m) => m.faFixtureId).sort()).toEqual(['31777005', '31777015']);
  });

  it('updates a fixture in place when it moves to the results, and leaves what the coach set alone', async () => {
    const [player, keeper] = await insertPlayers(t.db, ours.id, [7, 1]);
    if (!player || !keeper) throw new Error('no players');
    const planned = await byFixture(ours, '31777010');
    // The coach's plan for the fixture: captain, comment, periods, their own guess at the score,
    // availability, set-piece takers, a clean sheet, a goal and a formation.
    await t.db
      .update(matches)
      .set({
        captainPlayerId: player.id,
        comments: 'Bring the bibs',
        matchLength: 60,
        substitutionTimings: [0, 20, 40],
        homeScore: 1,
        awayScore: 1,
      })
      .where(eq(matches.id, planned.id));
    await t.db.insert(goals).values({ matchId: planned.id, minute: 12, scorerId: player.id });
    await t.db.insert(matchUnavailablePlayers).values({ matchId: planned.id, playerId: keeper.id });
    await t.db
      .insert(matchSetPieceTakers)
      .values({ matchId: planned.id, roleType: 'penalty', playerId: player.id, priority: 1 });
    await t.db
      .insert(matchCleanSheets)
      .values({ matchId: planned.id, kind: 'keeper', slot: 1, playerId: keeper.id });
    const formationId = await insertFormation(t.db, {
      myTeamId: ours.id,
      matchId: planned.id,
      formation: '2-3-1',
      playerPositions: [{ playerId: player.id, x: 50, y: 30 }],
    });
    const [formationBefore] = await t.db.select().from(formations).where(eq(formations.id, formationId));
    // A fixture still to come (VS on Full-Time) where the coach typed a score: no result published, so
    // the coach's score stays.
    const upcoming = await byFixture(ours, '31777011');
    await t.db
      .update(matches)
      .set({ homeScore: 2, awayScore: 2, comments: 'Cup tie: full squad' })
      .where(eq(matches.id, upcoming.id));

    site.setPage(RESULTS_PAGE, { body: resultsWithFixture10Played() });
    try {
      const res = await sync(ours, `${site.origin}${TEAM_PAGE}`);
      expect(res.status, res.text).toBe(200);
      expect(res.body).toMatchObject({ syncedTeams: 0, syncedMatches: 1 });
    } finally {
      site.setPage(RESULTS_PAGE, { body: readSitePage('results-list-notes.html') });
    }
    const played = await byFixture(ours, '31777010');
    expect(played.id).toBe(planned.id);
    expect(played).toMatchObject({
      // Full-Time published the result: it replaces the coach's guess of 1 - 1.
      homeScore: 0,
      awayScore: 2,
      isHome: 0,
      captainPlayerId: player.id,
      comments: 'Bring the bibs',
      matchLength: 60,
      substitutionTimings: [0, 20, 40],
      version: planned.version + 1,
    });
    expect(played.matchDate?.toISOString()).toBe('2026-12-05T10:30:00.000Z');
    expect(await t.db.select().from(goals).where(eq(goals.matchId, planned.id))).toHaveLength(1);
    expect(
      await t.db
        .select()
        .from(matchUnavailablePlayers)
        .where(eq(matchUnavailablePlayers.matchId, planned.id)),
    ).toEqual([{ matchId: planned.id, playerId: keeper.id }]);
    expect(
      await t.db.select().from(matchSetPieceTakers).where(eq(matchSetPieceTakers.matchId, planned.id)),
    ).toEqual([{ matchId: planned.id, roleType: 'penalty', playerId: player.id, priority: 1 }]);
    expect(
      await t.db.select().from(matchCleanSheets).where(eq(matchCleanSheets.matchId, planned.id)),
    ).toEqual([{ matchId: planned.id, kind: 'keeper', slot: 1, playerId: keeper.id }]);
    const [formationAfter] = await t.db.select().from(formations).where(eq(formations.id, formationId));
    expect(formationAfter).toEqual(formationBefore);
    expect(await byFixture(ours, '31777011')).toMatchObject({
      id: upcoming.id,
      homeScore: 2,
      awayScore: 2,
      comments: 'Cup tie: full squad',
      version: upcoming.version,
    });
    expect((await matchesOf(ours)).length).toBe(12);
  }, 30_000);

  it('never touches a match entered by hand, and adopts the one that is the same fixture instead of doubling it', async () => {
    await resetTeam(ours);
    const kestrel = await insertOpponent(t.db, ours.id, 'KESTREL PARK  U11');
    const friendlyId = await insertMatch(t.db, ours.id, {
      opponentTeamId: kestrel,
      matchDate: new Date('2026-08-30T09:00:00Z'),
      comments: 'Pre-season friendly',
    });
    const sameFixtureId = await insertMatch(t.db, ours.id, {
      opponentTeamId: kestrel,
      matchDate: new Date('2026-09-13T08:30:00Z'),
      homeScore: 4,
      awayScore: 1,
      comments: 'Typed in by hand',
    });
    const [friendlyBefore] = await t.db.select().from(matches).where(eq(matches.id, friendlyId));

    const res = await sync(ours, `${site.origin}${TEAM_PAGE}`);
    expect(res.status, res.text).toBe(200);
    // Kestrel Park was already there under another spelling: 5 new opponents (and its id learnt).
    expect(res.body).toMatchObject({ syncedMatches: 12 });
    expect((await matchesOf(ours)).length).toBe(13);
    const [friendlyAfter] = await t.db.select().from(matches).where(eq(matches.id, friendlyId));
    expect(friendlyAfter).toEqual(friendlyBefore);
    const adopted = await byFixture(ours, '31777001');
    expect(adopted).toMatchObject({
      id: sameFixtureId,
      homeScore: 4,
      awayScore: 1,
      comments: 'Typed in by hand',
      opponentTeamId: kestrel,
    });
    expect(adopted.matchDate?.toISOString()).toBe('2026-09-13T08:30:00.000Z');
    const kestrels = await t.db.select().from(oppositionTeams).where(eq(oppositionTeams.myTeamId, ours.id));
    expect(kestrels.filter((o) => o.name.toLowerCase().includes('kestrel'))).toHaveLength(1);
  }, 30_000);

  it('reports a fixture still to come that Full-Time no longer lists, and keeps it', async () => {
    const page2 = `/fixtures/2/5.html?${FQ}`;
    site.setPage(page2, {
      body: readSitePage('fixtures-list-page-2.html').replaceAll('31777016', '31777099'),
    });
    try {
      const res = await sync(ours, `${site.origin}${TEAM_PAGE}`);
      expect(res.status, res.text).toBe(200);
      expect(res.body).toMatchObject({ syncedMatches: 1, missingFixtures: 1 });
    } finally {
      site.setPage(page2, { body: readSitePage('fixtures-list-page-2.html') });
    }
    expect((await byFixture(ours, '31777016')).faFixtureId).toBe('31777016');
    const status = await t.request('GET', syncPath(ours), { cookie: cookies.clubAdmin });
    expect((status.body as SyncStatus).lastRun).toMatchObject({
      trigger: 'manual',
      isSuccess: true,
      syncedMatches: 1,
      missingFixtures: 1,
    });
    await t.db.delete(matches).where(and(eq(matches.myTeamId, ours.id), eq(matches.faFixtureId, '31777099')));
  }, 30_000);
});

describe('when Full-Time refuses or the page is wrong, nothing changes', () => {
  const cases: Array<[string, number, string, string | RegExp]> = [
    ['/challenge.html', 502, 'FULLTIME_REFUSED', SYNC_BOT_PROTECTION],
    ['/challenge-403.html', 502, 'FULLTIME_REFUSED', SYNC_BOT_PROTECTION],
    ['/busy.html', 502, 'FULLTIME_REFUSED', SYNC_BOT_PROTECTION],
    ['/not-full-time.html', 422, 'FULLTIME_PAGE_INVALID', /not an FA Full-Time/],
    ['/missing.html', 502, 'FULLTIME_UNAVAILABLE', /.+/],
    ['/to-internal.html', 502, 'FULLTIME_UNAVAILABLE', /.+/],
    ['/to-loopback.html', 502, 'FULLTIME_UNAVAILABLE', /.+/],
    // Another team's page: its fixtures are not ours to import.
    ['/displayTeam.html?id=777002', 422, 'FULLTIME_PAGE_INVALID', /Kestrel Park U11/],
  ];
  it.each(cases)('%s answers %i %s', async (path, status, code, message) => {
    await t.db.update(teams).set({ name: 'Brookfield Badgers U11' }).where(eq(teams.id, ours.id));
    const before = await fingerprintDatabase(t.db);
    const res = await sync(ours, `${site.origin}${path}`);
    expect(res.status, res.text).toBe(status);
    expect(res.body).toMatchObject({
      code,
      message: typeof message === 'string' ? message : expect.stringMatching(message),
    });
    const after = await fingerprintDatabase(t.db);
    for (const table of ['matches', 'opposition_teams', 'goals', 'formations'] as const) {
      expect(after[table], table).toBe(before[table]);
    }
    const status2 = await t.request('GET', syncPath(ours), { cookie: cookies.clubAdmin });
    expect((status2.body as SyncStatus).lastRun).toMatchObject({
      isSuccess: false,
      message: (res.body as { message: string }).message,
    });
    await t.db.update(teams).set({ name: 'Badgers' }).where(eq(teams.id, ours.id));
  });
});

describe('a sync that cannot finish changes nothing, and says why', () => {
  it('writes nothing when a later page is refused, though the pages before it were read', async () => {
    await resetTeam(ours);
    const first = await sync(ours, `${site.origin}${TEAM_PAGE}`);
    expect(first.status, first.text).toBe(200);
    const [teamBefore] = await t.db.select().from(teams).where(eq(teams.id, ours.id));
    const before = await fingerprintDatabase(t.db);
    const page2 = `/fixtures/2/5.html?${FQ}`;
    // Full-Time's CDN refuses the last page read: the sync must not keep half of what it read.
    site.setPage(page2, { body: readSitePage('challenge-page.html') });
    const asked = site.requests.length;
    try {
      const res = await sync(ours, `${site.origin}${TEAM_PAGE}`);
      expect(res.status, res.text).toBe(502);
      expect(res.body).toEqual({ code: 'FULLTIME_REFUSED', message: SYNC_BOT_PROTECTION });
    } finally {
      site.setPage(page2, { body: readSitePage('fixtures-list-page-2.html') });
    }
    expect(site.requests.slice(asked).map((r) => r.url)).toContain(page2);
    const after = await fingerprintDatabase(t.db);
    for (const table of ['matches', 'opposition_teams', 'goals', 'formations'] as const) {
      expect(after[table], table).toBe(before[table]);
    }
    const [teamAfter] = await t.db.select().from(teams).where(eq(teams.id, ours.id));
    expect(teamAfter?.lastSyncDate).toEqual(teamBefore?.lastSyncDate);
  }, 30_000);

  it("finds our side on a division's list by name, 'Club - Team' or 'Club Team', and says so when it is not there", async () => {
    site.setPage('/division-fixtures.html', { body: readSitePage('fixtures-list-2022.html') });
    const team = await makeClubTeam('Badgers Juniors U7', 'Division Club');
    const before = await fingerprintDatabase(t.db);
    const missing = await t.request('POST', syncPath(team), {
      cookie: cookies.platformAdmin,
      body: { faFullTimeUrl: `${site.origin}/division-fixtures.html` },
    });
    expect(missing.status, missing.text).toBe(422);
    // The names to choose from: the Team filter's and the rows', once each.
    expect(missing.body).toEqual({
      code: 'FULLTIME_TEAM_NOT_FOUND',
      message:
        "None of the fixtures on this Full-Time page is Badgers Juniors U7's under that name. Choose which team on the page is Badgers Juniors U7.",
      teamNames: expect.arrayContaining(['Rossendale United - Yellow U7S', 'Rosegrove FC - Rangers U7S']),
    });
    const after = await fingerprintDatabase(t.db);
    for (const table of ['matches', 'opposition_teams'] as const) expect(after[table]).toBe(before[table]);

    // Full-Time writes "Rossendale United - Yellow U7S"; the club typed it without the dash, in capitals.
    await t.db.update(teams).set({ name: 'ROSSENDALE UNITED YELLOW  U7S' }).where(eq(teams.id, team.id));
    const found = await t.request('POST', syncPath(team), {
      cookie: cookies.platformAdmin,
      body: { faFullTimeUrl: `${site.origin}/division-fixtures.html` },
    });
    expect(found.status, found.text).toBe(200);
    expect(found.body).toMatchObject({ syncedTeams: 3, syncedMatches: 3, fixturesRead: 3 });
    const rows = await matchesOf(team);
    expect(
      await Promise.all(
        rows.map(async (row) => [row.faFixtureId, row.isHome, await opponentName(row.opponentTeamId)]),
      ),
    ).toEqual([
      ['22964896', 0, 'Rosegrove FC - Rangers U7S'],
      ['23079444', 1, 'Junior Hoops JFC - Cobras U7S'],
      ['23122092', 0, 'Junior Hoops JFC - Dragons U7S'],
    ]);
    // The opponents keep the Full-Time ids the page gives.
    const opponents = await t.db
      .select({ name: oppositionTeams.name, faTeamId: oppositionTeams.faTeamId })
      .from(oppositionTeams)
      .where(eq(oppositionTeams.myTeamId, team.id))
      .orderBy(asc(oppositionTeams.name));
    expect(opponents).toEqual([
      { name: 'Junior Hoops JFC - Cobras U7S', faTeamId: '62337651' },
      { name: 'Junior Hoops JFC - Dragons U7S', faTeamId: '882478058' },
      { name: 'Rosegrove FC - Rangers U7S', faTeamId: '627198478' },
    ]);
  }, 30_000);

  it("follows a season's pages a second apart, and says when pages were left unread", async () => {
    const chainPage = (n: number) =>
      `<!DOCTYPE html><html lang="en"><head><title>Fixtures</title></head><body>
<section id="fixtures-list"><div class="fixtures-table"><table><thead><tr><th>Type</th><th>Date / Time</th></tr></thead>
<tbody></tbody></table></div>
<ul class="pagination"><li class="forward"><a href="/chain/${n + 1}.html">Next</a></li></ul></section></body></html>`;
    // A season's results at 5 a page: 16 pages, the last with no next page.
    for (let n = 1; n <= 16; n++) site.setPage(`/chain/${n}.html`, { body: chainPage(n) });
    site.setPage('/chain/16.html', { body: chainPage(16).replace(/<ul class="pagination">.*<\/ul>/, '') });
    const team = await makeClubTeam('Chain U10', 'Chain Club');
    // A fixture an earlier sync brought in, still to come: reported as gone only once every page was read.
    const opponent = await insertOpponent(t.db, team.id, 'Chain Rivals U10');
    await insertMatch(t.db, team.id, {
      opponentTeamId: opponent,
      matchDate: new Date(Date.now() + 7 * 24 * 3600 * 1000),
      faFixtureId: '99000001',
    });
    const asked = site.requests.length;
    // Paced as every host is by default: this file's app asks its stand-in for no gap, so the season is
    // synced here with the default policy and the real wait.
    const paced = {
      db: t.db,
      policy: readFetchPolicy({ FULLTIME_TEST_ORIGIN: site.origin }),
      now: t.clock.now,
    };
    const season = await syncTeam(paced, team.id, `${site.origin}/chain/1.html`, 'manual');
    expect(season).toMatchObject({ pagesRead: 16, isEveryPageRead: true, missingFixtures: 1 });
    const requests = site.requests.slice(asked);
    expect(requests.map((r) => r.url)).toEqual(Array.from({ length: 16 }, (_, i) => `/chain/${i + 1}.html`));
    // Arrival times at the stand-in site: a request held up on a busy machine arrives late, which
    // shortens the gap after it (by 57 ms once, at a load average of 7), though the sync waits a full
    // second between sends. So each gap shows that it waits at all, and the mean over the season, where
    // only the first and last arrivals' delays count, that it waits the whole second.
    const at = requests.map((r) => r.at);
    for (let i = 1; i < at.length; i++) {
      expect(at[i]! - at[i - 1]!, `gap before page ${i + 1}`).toBeGreaterThanOrEqual(800);
    }
    const meanGap = (at[at.length - 1]! - at[0]!) / (at.length - 1);
    expect(meanGap, 'mean gap between pages').toBeGreaterThanOrEqual(SYNC_LIMITS.minIntervalMs - 10);

    // A list that never ends stops at the limit, and the outcome says pages were left unread: the
    // fixture still to come may be on one of them, so it is not called missing. (The limit is tested
    // without the second's wait, which the run above showed.)
    const limit = SYNC_LIMITS.maxPages;
    for (let n = 1; n <= limit + 2; n++) site.setPage(`/chain/${n}.html`, { body: chainPage(n) });
    const deps = {
      db: t.db,
      policy: readFetchPolicy({ FULLTIME_TEST_ORIGIN: site.origin }),
      now: t.clock.now,
      sleep: async () => {},
    };
    const capped = await syncTeam(deps, team.id, `${site.origin}/chain/1.html`, 'manual');
    expect(capped).toMatchObject({ pagesRead: limit, isEveryPageRead: false, missingFixtures: 0 });
    const status = await t.request('GET', syncPath(team), { cookie: cookies.platformAdmin });
    expect(status.body).toMatchObject({
      lastRun: { isSuccess: true, isEveryPageRead: false, skippedRows: 0 },
    });
    // The daily sync below re-syncs every team with an address: this one's endless list is not its test.
    await t.db.update(teams).set({ faFullTimeUrl: null }).where(eq(teams.id, team.id));
  }, 90_000);
});

describe('addresses the server will not fetch', () => {
  const refused = [
    'http://fulltime.thefa.com/displayTeam.html?id=1',
    'https://127.0.0.1/displayTeam.html?id=1',
    'https://10.0.0.1/',
    'https://169.254.169.254/latest/meta-data/',
    'https://[::1]/',
    'https://[::ffff:127.0.0.1]/',
    'https://fulltime.thefa.com:8443/displayTeam.html?id=1',
    'https://evil.example/displayTeam.html?id=1',
    'https://user@fulltime.thefa.com/displayTeam.html?id=1',
  ];
  it.each(refused)('refuses %s with 400 and sends nothing', async (url) => {
    const before = site.requests.length;
    const [teamBefore] = await t.db.select().from(teams).where(eq(teams.id, ours.id));
    const res = await sync(ours, url);
    expect(res.status, res.text).toBe(400);
    expect((res.body as { message: string }).message).toMatch(/\w/);
    expect(site.requests.length).toBe(before);
    // The address is not kept either.
    const [teamAfter] = await t.db.select().from(teams).where(eq(teams.id, ours.id));
    expect(teamAfter?.faFullTimeUrl).toBe(teamBefore?.faFullTimeUrl);
  });

  it('refuses file: and non-URLs as bad input', async () => {
    for (const url of ['file:///etc/passwd', 'not a url', '', 'javascript:alert(1)']) {
      const res = await sync(ours, url);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED' });
    }
  });

  it('refuses an allowed host name that resolves to loopback, connecting to nothing', async () => {
    const app = await startTestApp({ env: { FULLTIME_HOSTS: 'localhost' } });
    try {
      const team = await insertTeam(app.db, 'Localhost U9');
      await app.db.insert(users).values({ email: 'admin@local.test', role: 'admin' });
      const cookie = await app.signIn('admin@local.test');
      const res = await app.request('POST', `/api/teams/${team.secureId}/sync-fa`, {
        cookie,
        body: { faFullTimeUrl: 'https://localhost/displayTeam.html?id=1' },
      });
      expect(res.status, res.text).toBe(400);
      expect(res.body).toMatchObject({ code: 'FULLTIME_URL_REFUSED' });
    } finally {
      await app.close();
    }
  });
});

describe('one sync of a team at a time', () => {
  it('answers 409 to a second sync while the first runs', async () => {
    site.setPage('/slow.html', { body: readSitePage('team-page-cup.html'), delayMs: 800 });
    const first = sync(ours, `${site.origin}/slow.html`);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const second = await sync(ours, `${site.origin}${TEAM_PAGE}`);
    expect(second.status).toBe(409);
    expect(second.body).toMatchObject({ code: 'SYNC_RUNNING', message: SYNC_ALREADY_RUNNING });
    const during = await t.request('GET', syncPath(ours), { cookie: cookies.clubAdmin });
    expect((during.body as SyncStatus).isRunning).toBe(true);
    // The slow page is not a team page URL, but it holds the team page: the first still succeeds.
    expect((await first).status).toBe(200);
    expect((await sync(ours, `${site.origin}${TEAM_PAGE}`)).status).toBe(200);
  }, 30_000);
});

describe('a sync left open by a stopped instance', () => {
  it('blocks a new sync for 10 minutes, then is closed as interrupted', async () => {
    const team = await makeClubTeam('Interrupted U12', 'Interrupted Club');
    const url = `${site.origin}/displayTeam.html?id=42`;
    const now = t.clock.now().getTime();
    const [recent] = await t.db
      .insert(fixturesSyncRuns)
      .values({ myTeamId: team.id, trigger: 'daily', startedAt: new Date(now - 5 * 60_000) })
      .returning();
    const blocked = await t.request('POST', syncPath(team), {
      cookie: cookies.platformAdmin,
      body: { faFullTimeUrl: url },
    });
    expect(blocked.status).toBe(409);
    expect(blocked.body).toMatchObject({ message: SYNC_ALREADY_RUNNING });

    await t.db
      .update(fixturesSyncRuns)
      .set({ startedAt: new Date(now - 11 * 60_000) })
      .where(eq(fixturesSyncRuns.id, recent?.id ?? 0));
    const res = await t.request('POST', syncPath(team), {
      cookie: cookies.platformAdmin,
      body: { faFullTimeUrl: url },
    });
    expect(res.status, res.text).toBe(200);
    const [old] = await t.db
      .select()
      .from(fixturesSyncRuns)
      .where(eq(fixturesSyncRuns.id, recent?.id ?? 0));
    expect(old).toMatchObject({ isSuccess: false, message: 'The sync was interrupted' });
    expect(old?.finishedAt).not.toBeNull();
  }, 30_000);
});

describe('import of a saved page', () => {
  it('gives the same result as a sync of the same page', async () => {
    const synced = await makeClubTeam('Synced copy', 'Copy Club A');
    const imported = await makeClubTeam('Imported copy', 'Copy Club B');
    // One page only: the sample team page, which links to no lists.
    const viaSync = await t.request('POST', syncPath(synced), {
      cookie: cookies.platformAdmin,
      body: { faFullTimeUrl: `${site.origin}/displayTeam.html?id=42` },
    });
    const viaImport = await t.request('POST', `${syncPath(imported)}/import`, {
      cookie: cookies.platformAdmin,
      body: {
        html: readSitePage('team-page-2026.html'),
        pageUrl: 'https://fulltime.thefa.com/displayTeam.html?id=42',
      },
    });
    expect(viaSync.status, viaSync.text).toBe(200);
    expect(viaImport.status, viaImport.text).toBe(200);
    const counts = (body: unknown) => {
      const { lastSyncDate: _ignored, ...rest } = body as SyncResult;
      return rest;
    };
    expect(counts(viaImport.body)).toEqual(counts(viaSync.body));
    expect(viaImport.body).toMatchObject({ syncedTeams: 4, syncedMatches: 6, pagesRead: 1 });
    const shape = async (team: Team) =>
      Promise.all(
        (await matchesOf(team)).map(async (row) => ({
          faFixtureId: row.faFixtureId,
          opponent: await opponentName(row.opponentTeamId),
          matchDate: row.matchDate?.toISOString() ?? null,
          isHome: row.isHome,
          homeScore: row.homeScore,
          awayScore: row.awayScore,
          isPostponed: row.isPostponed,
          comments: row.comments,
        })),
      );
    expect(await shape(imported)).toEqual(await shape(synced));
    const status = await t.request('GET', syncPath(imported), { cookie: cookies.platformAdmin });
    expect((status.body as SyncStatus).lastRun).toMatchObject({ trigger: 'import', isSuccess: true });
  }, 30_000);

  it('refuses a challenge page, a page that is not Full-Time, and one over 2 MB, changing nothing', async () => {
    const before = await fingerprintDatabase(t.db);
    const path = `${syncPath(ours)}/import`;
    const challenge = await t.request('POST', path, {
      cookie: cookies.clubAdmin,
      body: { html: readSitePage('challenge-page.html') },
    });
    expect(challenge.status).toBe(422);
    expect(challenge.body).toMatchObject({
      code: 'FULLTIME_PAGE_INVALID',
      message: expect.stringMatching(/bot check/),
    });
    const notFullTime = await t.request('POST', path, {
      cookie: cookies.clubAdmin,
      body: { html: '<html><body>Hello</body></html>' },
    });
    expect(notFullTime.status).toBe(422);
    const huge = await t.request('POST', path, {
      cookie: cookies.clubAdmin,
      body: { html: 'x'.repeat(2 * 1024 * 1024 + 1) },
    });
    expect(huge.status).toBe(400);
    expect((huge.body as { message: string }).message).toMatch(/2 MB/);
    const empty = await t.request('POST', path, { cookie: cookies.clubAdmin, body: { html: '' } });
    expect(empty.status).toBe(400);
    const after = await fingerprintDatabase(t.db);
    for (const table of ['matches', 'opposition_teams'] as const) expect(after[table]).toBe(before[table]);
  });
});

describe('the daily sync', () => {
  it('is taken by one instance a day', async () => {
    const now = new Date('2026-11-26T04:10:00Z');
    const claim = (day: string) => claimRun(t.db, DAILY_SYNC_JOB, day, now, 60 * 60 * 1000);
    const results = await Promise.all([claim('2026-11-26'), claim('2026-11-26')]);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await claim('2026-11-26')).toBe(false);
    expect(await claim('2026-11-27')).toBe(true);
  });

  it("runs once per UK day with two instances' schedulers ticking at once on one database", async () => {
    const env = { FULLTIME_TEST_ORIGIN: site.origin, FULLTIME_TEST_PAGE_INTERVAL_MS: '0' };
    // Two instances on a database of their own, so this file's other teams keep their last runs.
    const first = await startTestApp({ env });
    const second = await startTestApp({ database: openAnotherHandle(first.database), env });
    try {
      // One team whose page Full-Time refuses: each run of the job logs it exactly once.
      const team = await insertTeam(first.db, 'Daily twice U10');
      await first.db
        .update(teams)
        .set({ faFullTimeUrl: `${site.origin}/challenge.html` })
        .where(eq(teams.id, team.id));
      const runs: string[] = [];
      const schedulers = new Map<TestApp, Scheduler>();
      for (const [name, app] of [
        ['first', first],
        ['second', second],
      ] as const) {
        const deps = { db: app.db, policy: readFetchPolicy(env), now: app.clock.now, sleep: async () => {} };
        const log = (obj: object) => runs.push(`${name} ${JSON.stringify(obj)}`);
        const sched = createScheduler({ now: app.clock.now, logger: { info: () => {}, error: () => {} } });
        sched.add(dailySyncJob(deps, 6, { info: log, error: log }));
        schedulers.set(app, sched);
      }
      const tickBoth = async (at: string) => {
        for (const app of [first, second]) app.clock.set(at);
        await Promise.all([first, second].map((app) => schedulers.get(app)?.tick()));
      };
      // 06:20 UK on a winter day, twice the same hour, then the next day's hour.
      await tickBoth('2027-01-12T06:20:00Z');
      const firstDay = runs.length;
      expect(firstDay).toBe(1);
      expect(new Set(runs.map((line) => line.split(' ')[0])).size).toBe(1);
      await tickBoth('2027-01-12T06:40:00Z');
      expect(runs).toHaveLength(firstDay);
      await tickBoth('2027-01-12T07:20:00Z');
      expect(runs).toHaveLength(firstDay);
      await tickBoth('2027-01-13T06:05:00Z');
      expect(runs).toHaveLength(2 * firstDay);
    } finally {
      await second.close();
      await first.close();
    }
  }, 120_000);

  it('runs at the configured UK hour only, on the one instance that takes the day', async () => {
    const deps = {
      db: t.db,
      policy: readFetchPolicy({ FULLTIME_TEST_ORIGIN: site.origin }),
      now: () => new Date(clockAt),
      sleep: async () => {},
    };
    const silent = { info: () => {}, error: () => {} };
    // 04:30 UTC on a summer day is 05:30 in the UK: not the hour.
    let clockAt = '2027-06-01T03:30:00Z';
    expect(await dailySyncTick(deps, 5, silent)).toEqual({ ran: false, why: 'not-the-hour' });
    clockAt = '2027-06-01T04:30:00Z';
    const [first, second] = await Promise.all([
      dailySyncTick(deps, 5, silent),
      dailySyncTick(deps, 5, silent),
    ]);
    const ran = [first, second].filter((outcome) => outcome?.ran);
    expect(ran).toHaveLength(1);
    expect([first, second]).toContainEqual({ ran: false, why: 'taken' });
    // A later tick the same hour finds the day taken.
    clockAt = '2027-06-01T04:35:00Z';
    expect(await dailySyncTick(deps, 5, silent)).toEqual({ ran: false, why: 'taken' });
  }, 60_000);

  it('is offered only when the server runs it: FULLTIME_DAILY_SYNC=false turns it off', async () => {
    // This file's app runs with it off (test-support/test-app.ts): no daily line in Team Settings.
    const off = await t.request('GET', syncPath(ours), { cookie: cookies.clubAdmin });
    expect((off.body as SyncStatus).dailySync).toBeNull();
    const app = await startTestApp({
      env: { FULLTIME_DAILY_SYNC: 'true', FULLTIME_DAILY_SYNC_HOUR: '3' },
    });
    try {
      const team = await insertTeam(app.db, 'Daily On U9');
      await app.db.insert(users).values({ email: 'admin@daily.test', role: 'admin' });
      const cookie = await app.signIn('admin@daily.test');
      const on = await app.request('GET', `/api/teams/${team.secureId}/sync-fa`, { cookie });
      expect((on.body as SyncStatus).dailySync).toEqual({ hour: 3, timeZone: 'Europe/London' });
    } finally {
      await app.close();
    }
  }, 60_000);

  it('re-syncs every team with an address, one at a time, and keeps each outcome', async () => {
    const failing = await makeClubTeam('Daily failing', 'Daily Club');
    await t.db
      .update(teams)
      .set({ faFullTimeUrl: `${site.origin}/challenge.html` })
      .where(eq(teams.id, failing.id));
    const policy = readFetchPolicy({ FULLTIME_TEST_ORIGIN: site.origin });
    const silent = { info: () => {}, error: () => {} };
    const outcome = await runDailySync({ db: t.db, policy, now: t.clock.now }, silent);
    expect(outcome.failed).toBeGreaterThanOrEqual(1);
    expect(outcome.synced).toBeGreaterThanOrEqual(1);
    const status = await t.request('GET', syncPath(failing), { cookie: cookies.platformAdmin });
    expect((status.body as SyncStatus).lastRun).toMatchObject({
      trigger: 'daily',
      isSuccess: false,
      message: SYNC_BOT_PROTECTION,
    });
    const oursStatus = await t.request('GET', syncPath(ours), { cookie: cookies.clubAdmin });
    expect((oursStatus.body as SyncStatus).lastRun).toMatchObject({
      trigger: 'daily',
      isSuccess: true,
      syncedMatches: 0,
    });
  }, 60_000);
});
