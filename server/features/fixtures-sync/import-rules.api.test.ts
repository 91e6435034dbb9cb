import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SyncResult, SyncStatus } from '../../../shared/contracts/fixtures-sync.js';
import type { OppositionTeam } from '../../../shared/contracts/league.js';
import type { Match } from '../../../shared/contracts/matches.js';
import type { PlayerStats } from '../../../shared/contracts/squad.js';
import {
  availabilityAnswers,
  clubs,
  goals,
  matches,
  oppositionTeams,
  players,
  teams,
  users,
} from '../../db/schema.js';
import { fingerprintDatabase } from '../../test-support/fingerprint.js';
import { RQ, readSitePage, startFullTimeSite } from '../../test-support/fulltime-site.js';
import { addTeamMember, insertPlayers, insertTeam } from '../../test-support/team-fixtures.js';
import { startTestApp, type TestApp } from '../../test-support/test-app.js';
import { readFetchPolicy } from './fetch-policy.js';
import { syncTeam } from './run-sync.js';

// Issue 27: what a saved Full-Time page may bring in, through the import an admin makes, against the
// real app and database. The page is the Brookfield results list (test-pages/results-list-notes.html):
// 31777005 P - P, 31777004 X - X, 31777003 3 - 3 (cup), 31777002 2 - 1 away, 31777001 3 - 1 home. Each
// test edits it as Full-Time (or someone hostile) would.

const PAGE_URL = `https://fulltime.thefa.com/results/1/25.html?${RQ}`;
const RESULTS = readSitePage('results-list-notes.html');

/** The `div#fixture-<id>` row of the results page, as written. */
function rowOf(html: string, id: string): string {
  const start = html.indexOf(`<div id="fixture-${id}"`);
  const next = html.indexOf('<div id="fixture-', start + 1);
  const end = next === -1 ? html.indexOf('</div>\n</div>\n</section>', start) : next;
  if (start === -1 || end === -1) throw new Error(`no row ${id}`);
  return html.slice(start, end);
}

/** The page with one row's score cell replaced. */
function withScore(html: string, id: string, score: string): string {
  const row = rowOf(html, id);
  return html.replace(
    row,
    row.replace(/<div class="score-col">[\s\S]*?<\/div>/, `<div class="score-col">${score}</div>`),
  );
}

/** The page with one row's text replaced (a name, a date). */
function withText(html: string, id: string, from: string, to: string): string {
  const row = rowOf(html, id);
  if (!row.includes(from)) throw new Error(`row ${id} has no ${from}`);
  return html.replace(row, row.replaceAll(from, to));
}

let t: TestApp;
let admin = '';
let coach = '';

type Team = { id: number; secureId: string };

async function makeTeam(name: string): Promise<Team> {
  const team = await insertTeam(t.db, name);
  const [club] = await t.db
    .insert(clubs)
    .values({ name: `${name} Club` })
    .returning();
  if (!club) throw new Error('club insert failed');
  await t.db.update(teams).set({ clubId: club.id }).where(eq(teams.id, team.id));
  await addTeamMember(t.db, team.id, 'coach@rules.test', 'coach');
  return team;
}

beforeAll(async () => {
  t = await startTestApp();
  await t.db.insert(users).values({ email: 'platform@rules.test', role: 'admin' });
  admin = await t.signIn('platform@rules.test');
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const importPath = (team: Team) => `/api/teams/${team.secureId}/sync-fa/import`;
const importPage = (team: Team, html: string, extra: Record<string, unknown> = {}) =>
  t.request('POST', importPath(team), { cookie: admin, body: { html, pageUrl: PAGE_URL, ...extra } });

async function matchOf(team: Team, fixtureId: string): Promise<Match> {
  const res = await t.request('GET', `/api/teams/${team.secureId}/matches`, { cookie: coach });
  const found = (res.body as Match[]).find((match) => match.faFixtureId === fixtureId);
  if (!found) throw new Error(`no match for fixture ${fixtureId}`);
  return found;
}

async function opponents(team: Team): Promise<OppositionTeam[]> {
  const res = await t.request('GET', `/api/teams/${team.secureId}/teams`, { cookie: coach });
  return res.body as OppositionTeam[];
}

describe("Full-Time's result codes", () => {
  let team: Team;
  let scorer: number;
  beforeAll(async () => {
    team = await makeTeam('Brookfield Badgers U11');
    coach = await t.signIn('coach@rules.test');
    const [player] = await insertPlayers(t.db, team.id, [9]);
    if (!player) throw new Error('player insert failed');
    scorer = player.id;
    // In the squad before the season: appearances count only matches played while in it (issue 30).
    await t.db
      .update(players)
      .set({ createdAt: new Date('2020-01-01T00:00:00Z') })
      .where(eq(players.id, scorer));
  });

  it.each([
    ['A - A', 'abandoned'],
    ['V - V', 'void'],
    ['H - W', 'homeWalkover'],
    ['A - W', 'awayWalkover'],
  ] as const)('%s replaces an earlier score and counts in no statistic', async (code, resultCode) => {
    const first = await importPage(team, RESULTS);
    expect(first.status, first.text).toBe(200);
    // A goal of ours in the 3 - 1 win, which the code below takes away from every statistic.
    const scored = await matchOf(team, '31777001');
    expect(scored).toMatchObject({ homeScore: 3, awayScore: 1, resultCode: null });
    await t.db.insert(goals).values({ matchId: scored.id, scorerId: scorer, minute: 10, isOwnGoal: 0 });
    const statsOf = async () => {
      const res = await t.request('GET', `/api/teams/${team.secureId}/stats`, { cookie: coach });
      expect(res.status, res.text).toBe(200);
      return (res.body as PlayerStats[]).find((row) => row.playerId === scorer);
    };
    const counted = await statsOf();
    expect(counted?.goals).toBe(1);
    expect(counted?.appearances).toBeGreaterThan(0);

    const res = await importPage(team, withScore(RESULTS, '31777001', code));
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ syncedMatches: 1, skippedRows: [] });
    const match = await matchOf(team, '31777001');
    expect(match).toMatchObject({ homeScore: null, awayScore: null, resultCode, isPostponed: false });

    expect(await statsOf()).toMatchObject({ goals: 0, appearances: (counted?.appearances ?? 0) - 1 });

    // Kestrel Park: 31777001 is our only match against them. A walkover is a result without goals.
    const kestrel = (await opponents(team)).find((o) => o.name === 'Kestrel Park U11');
    const outcome = { homeWalkover: 'W', awayWalkover: 'L' } as Record<string, string>;
    if (outcome[resultCode]) {
      expect(kestrel?.lastResult).toMatchObject({
        outcome: outcome[resultCode],
        goalsFor: null,
        goalsAgainst: null,
        resultCode,
      });
      expect(kestrel?.postponedMatch).toBeNull();
    } else {
      expect(kestrel?.lastResult).toBeNull();
      // Shown on the league screen as not played, badged by what it was.
      expect(kestrel?.postponedMatch).toMatchObject({ resultCode, matchDate: '2026-09-13T09:00:00.000Z' });
    }
    expect(kestrel?.nextMatch).toBeNull();

    // Full-Time gives the score back: the code goes.
    const back = await importPage(team, RESULTS);
    expect(back.status, back.text).toBe(200);
    expect(await matchOf(team, '31777001')).toMatchObject({ homeScore: 3, awayScore: 1, resultCode: null });
    await t.db.delete(goals).where(eq(goals.matchId, scored.id));
  });

  it('P - P clears an earlier score too, and keeps the match out of the record', async () => {
    // The calendar feed's SEQUENCE (decision 056): postponed and back on are new versions of the event;
    // a sync that changes nothing is not.
    const sequenceOf = async (id: number) =>
      (await t.db.select({ n: matches.calendarSequence }).from(matches).where(eq(matches.id, id)))[0]?.n;
    const { id } = await matchOf(team, '31777002');
    const before = await sequenceOf(id);
    const res = await importPage(team, withScore(RESULTS, '31777002', 'P - P'));
    expect(res.status, res.text).toBe(200);
    expect(await matchOf(team, '31777002')).toMatchObject({
      homeScore: null,
      awayScore: null,
      isPostponed: true,
      resultCode: null,
    });
    expect(await sequenceOf(id)).toBe((before ?? 0) + 1);
    await importPage(team, RESULTS);
    expect(await sequenceOf(id)).toBe((before ?? 0) + 2);
    await importPage(team, RESULTS);
    expect(await sequenceOf(id)).toBe((before ?? 0) + 2);
  });

  it('keeps cup ties with their competition', async () => {
    expect(await matchOf(team, '31777003')).toMatchObject({
      isCup: true,
      competition: 'U11 CHALLENGE CUP 2026 - 2027',
      homeScore: 3,
      awayScore: 3,
    });
    expect(await matchOf(team, '31777001')).toMatchObject({ isCup: false });
    const fernside = (await opponents(team)).find((o) => o.name === 'Fernside Juniors U11');
    expect(fernside?.lastResult).toMatchObject({ isCup: true, competition: 'U11 CHALLENGE CUP 2026 - 2027' });
  });
});

describe('dates and times', () => {
  let team: Team;
  beforeAll(async () => {
    team = await makeTeam('Brookfield Badgers U11');
  });

  it('reads compacted HTML, with no space between the date and the time', async () => {
    const compacted = RESULTS.replace(/>\s+</g, '><');
    const res = await importPage(team, compacted);
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ fixturesRead: 5, skippedRows: [] });
    expect(await matchOf(team, '31777001')).toMatchObject({
      matchDate: '2026-09-13T09:00:00.000Z',
      isTimeTbc: false,
    });
  });

  it('keeps the date of a kick-off time TBC, and drops the date of a fixture re-dated to TBC', async () => {
    const timeTbc = withText(
      RESULTS,
      '31777001',
      '<span class="color-dark-grey">10:00</span>',
      '<span class="color-dark-grey">TBC</span>',
    );
    const res = await importPage(team, timeTbc);
    expect(res.status, res.text).toBe(200);
    // 13/09/26 in BST: 00:00 UK is 23:00 UTC the day before.
    expect(await matchOf(team, '31777001')).toMatchObject({
      matchDate: '2026-09-12T23:00:00.000Z',
      isTimeTbc: true,
    });

    const redated = withText(
      RESULTS,
      '31777001',
      '<span>13/09/26</span>\n<span class="color-dark-grey">10:00</span>',
      '<span>TBC</span>',
    );
    const again = await importPage(team, redated);
    expect(again.status, again.text).toBe(200);
    expect(await matchOf(team, '31777001')).toMatchObject({ matchDate: null, isTimeTbc: false });
  });

  it('asks the families again when Full-Time moves the kick-off, and keeps their answers through a score (decision 057)', async () => {
    expect((await importPage(team, RESULTS)).status).toBe(200);
    const { id: matchId } = await matchOf(team, '31777001');
    const [player] = await insertPlayers(t.db, team.id, [7]);
    if (!player) throw new Error('player insert failed');
    await t.db.insert(availabilityAnswers).values({
      matchId,
      playerId: player.id,
      answer: 'available',
      note: 'Can drive',
      answeredAt: new Date('2026-09-01T08:00:00Z'),
    });
    const stored = async () =>
      (
        await t.db
          .select({ answer: availabilityAnswers.answer, previous: availabilityAnswers.previousAnswer })
          .from(availabilityAnswers)
          .where(eq(availabilityAnswers.matchId, matchId))
      )[0];
    expect((await importPage(team, withScore(RESULTS, '31777001', '4 - 1'))).status).toBe(200);
    expect(await stored()).toEqual({ answer: 'available', previous: null });
    const later = withText(
      RESULTS,
      '31777001',
      '<span class="color-dark-grey">10:00</span>',
      '<span class="color-dark-grey">11:30</span>',
    );
    expect((await importPage(team, later)).status).toBe(200);
    expect(await stored()).toEqual({ answer: null, previous: 'available' });
  });

  it("moves a coach's meet time with a kick-off Full-Time moves, raising SEQUENCE; clears it when the time goes TBC", async () => {
    expect((await importPage(team, RESULTS)).status).toBe(200);
    const { id } = await matchOf(team, '31777001');
    const row = async () =>
      (
        await t.db
          .select({ meet: matches.meetMinutesBefore, sequence: matches.calendarSequence })
          .from(matches)
          .where(eq(matches.id, id))
      )[0];
    // The coach says meet 09:15 for the 10:00 kick-off.
    const set = await t.request('PUT', `/api/matches/${id}`, { cookie: coach, body: { meetTime: '09:15' } });
    expect(set.status, set.text).toBe(200);
    const before = await row();
    expect(before?.meet).toBe(45);

    const later = withText(
      RESULTS,
      '31777001',
      '<span class="color-dark-grey">10:00</span>',
      '<span class="color-dark-grey">11:30</span>',
    );
    expect((await importPage(team, later)).status).toBe(200);
    expect(await matchOf(team, '31777001')).toMatchObject({ meetTime: '10:45' });
    expect(await row()).toEqual({ meet: 45, sequence: (before?.sequence ?? 0) + 1 });

    const timeTbc = withText(
      RESULTS,
      '31777001',
      '<span class="color-dark-grey">10:00</span>',
      '<span class="color-dark-grey">TBC</span>',
    );
    expect((await importPage(team, timeTbc)).status).toBe(200);
    expect(await matchOf(team, '31777001')).toMatchObject({ isTimeTbc: true, meetTime: null });
    expect(await row()).toEqual({ meet: null, sequence: (before?.sequence ?? 0) + 2 });
  });
});

describe('rows that break the rules typed data keeps', () => {
  let team: Team;
  beforeAll(async () => {
    team = await makeTeam('Brookfield Badgers U11');
  });

  it('skips each bad row, says which and why, and imports the rest', async () => {
    let html = RESULTS;
    // A right-to-left override and a control character in a name.
    html = withText(html, '31777001', 'Kestrel Park U11\n', 'Kestrel\u202EParK U11\n');
    // A score the form would refuse.
    html = withScore(html, '31777002', '150 - 1');
    // A 300,000-character status note.
    html = withScore(html, '31777004', `X - X (${'Abandoned '.repeat(30_000)})`);
    // A date from year 0.
    html = withText(html, '31777005', '<span>15/11/26</span>', '<span>01/01/0000</span>');
    const before = await fingerprintDatabase(t.db);
    const res = await importPage(team, html);
    expect(res.status, res.text).toBe(200);
    const result = res.body as SyncResult;
    expect(result.skippedRows.map((row) => row.fixtureId).sort()).toEqual([
      '31777001',
      '31777002',
      '31777004',
      '31777005',
    ]);
    for (const row of result.skippedRows) expect(row.reason.length).toBeLessThan(300);
    expect(result).toMatchObject({ fixturesRead: 1, syncedMatches: 1 });
    const rows = await t.db.select().from(matches).where(eq(matches.myTeamId, team.id));
    expect(rows.map((row) => row.faFixtureId)).toEqual(['31777003']);
    const names = await t.db
      .select({ name: oppositionTeams.name })
      .from(oppositionTeams)
      .where(eq(oppositionTeams.myTeamId, team.id));
    expect(names).toEqual([{ name: 'Fernside Juniors U11' }]);
    expect((await fingerprintDatabase(t.db)).goals).toBe(before.goals);

    const status = await t.request('GET', `/api/teams/${team.secureId}/sync-fa`, { cookie: admin });
    expect((status.body as SyncStatus).lastRun).toMatchObject({ isSuccess: true, skippedRows: 4 });
  });

  it('refuses two long names that share their first 100 characters, without a 409', async () => {
    const long =
      'Brookfield Athletic Community Football Club Juniors and Youth Section Under Elevens Saturday Morning'; // 100 characters
    expect(long.length).toBe(100);
    let html = withText(RESULTS, '31777001', 'Kestrel Park U11\n', `${long} Blue\n`);
    html = withText(html, '31777002', 'Oakhollow Rangers U11\n', `${long} Red\n`);
    const res = await importPage(team, html);
    expect(res.status, res.text).toBe(200);
    expect((res.body as SyncResult).skippedRows).toEqual([
      { fixtureId: '31777002', reason: expect.stringContaining('at most 100 characters') },
      { fixtureId: '31777001', reason: expect.stringContaining('at most 100 characters') },
    ]);
  });

  it("does not keep a Team filter value that is not a Full-Time id as the team's id", async () => {
    const html = RESULTS.replace(
      '<option value="777001" selected="selected">',
      '<option value="../admin?x=1" selected="selected">',
    );
    const res = await importPage(team, html);
    expect(res.status, res.text).toBe(200);
    const [row] = await t.db.select({ faTeamId: teams.faTeamId }).from(teams).where(eq(teams.id, team.id));
    expect(row?.faTeamId === null || /^\d+$/.test(row?.faTeamId ?? '')).toBe(true);
  });
});

describe('which team is ours', () => {
  it('lists the names on the page when none is ours, then remembers the one chosen for every later sync', async () => {
    // Touchline's name is not Full-Time's, whatever the normalising, and the list is the division's
    // (filtered to no team), so nothing on it says which team is ours.
    const team = await makeTeam('Badgers Juniors');
    const division = RESULTS.replace(
      '<option value="777001" selected="selected">',
      // Names no one could choose are not offered: a text-direction trick, a page-long name.
      `<option value="777098">Evil\u202EdroW</option><option value="777099">${'Long '.repeat(40)}</option><option value="777001">`,
    );
    const divisionUrl = { pageUrl: 'https://fulltime.thefa.com/results/1/25.html?selectedSeason=880100200' };
    const before = await fingerprintDatabase(t.db);
    const missing = await importPage(team, division, divisionUrl);
    expect(missing.status, missing.text).toBe(422);
    expect(missing.body).toMatchObject({ code: 'FULLTIME_TEAM_NOT_FOUND' });
    const { teamNames } = missing.body as { teamNames: string[] };
    expect(teamNames).toContain('Brookfield Badgers - U11');
    expect(teamNames).toContain('Kestrel Park U11');
    expect(teamNames.filter((name) => name.includes('Evil') || name.startsWith('Long'))).toEqual([]);
    // Once each, whatever the spelling.
    expect(new Set(teamNames).size).toBe(teamNames.length);
    expect((await fingerprintDatabase(t.db)).matches).toBe(before.matches);

    const chosen = await importPage(team, division, {
      ...divisionUrl,
      fullTimeTeamName: 'Brookfield Badgers - U11',
    });
    expect(chosen.status, chosen.text).toBe(200);
    expect(chosen.body).toMatchObject({ fixturesRead: 5 });
    const status = await t.request('GET', `/api/teams/${team.secureId}/sync-fa`, { cookie: admin });
    expect(status.body).toMatchObject({ fullTimeTeamName: 'Brookfield Badgers - U11' });
    const [row] = await t.db.select().from(teams).where(eq(teams.id, team.id));
    // The Team filter gives the chosen team's Full-Time id.
    expect(row?.faTeamId).toBe('777001');

    // A later import without a choice uses the one kept; so does the daily sync from the address.
    const again = await importPage(team, withScore(division, '31777001', 'H - W'), divisionUrl);
    expect(again.status, again.text).toBe(200);
    expect(
      await t.db
        .select({ code: matches.resultCode })
        .from(matches)
        .where(and(eq(matches.myTeamId, team.id), eq(matches.faFixtureId, '31777001'))),
    ).toEqual([{ code: 'homeWalkover' }]);

    const site = await startFullTimeSite({
      '/results/1/25.html?selectedSeason=880100200': { body: division },
    });
    try {
      const deps = {
        db: t.db,
        policy: readFetchPolicy({ FULLTIME_TEST_ORIGIN: site.origin }),
        now: t.clock.now,
        sleep: async () => {},
      };
      const daily = await syncTeam(
        deps,
        team.id,
        `${site.origin}/results/1/25.html?selectedSeason=880100200`,
        'daily',
      );
      expect(daily).toMatchObject({ fixturesRead: 5, syncedMatches: 1 });
    } finally {
      await site.close();
    }

    // '' forgets the name; the Full-Time id learnt with it still finds our side.
    const forgotten = await importPage(team, division, { ...divisionUrl, fullTimeTeamName: '' });
    expect(forgotten.status, forgotten.text).toBe(200);
    expect(forgotten.body).toMatchObject({ fixturesRead: 5 });
    const kept = await t.request('GET', `/api/teams/${team.secureId}/sync-fa`, { cookie: admin });
    expect(kept.body).toMatchObject({ fullTimeTeamName: null });
  });

  it('refuses a choice that is not one-line text', async () => {
    const team = await makeTeam('Badgers Seniors');
    for (const fullTimeTeamName of ['a\u202Eb', 'x'.repeat(101), 42]) {
      const res = await importPage(team, RESULTS, { fullTimeTeamName });
      expect(res.status, res.text).toBe(400);
    }
  });
});

describe('a score Full-Time lowers below the goals recorded', () => {
  it('is saved, and the coach can still edit the match and fix its goals', async () => {
    const team = await makeTeam('Brookfield Badgers U11');
    const res = await importPage(team, RESULTS);
    expect(res.status, res.text).toBe(200);
    const match = await matchOf(team, '31777001');
    const scorers = await insertPlayers(t.db, team.id, [7, 9, 10]);
    await t.db.insert(goals).values(
      scorers.map((player, i) => ({
        matchId: match.id,
        scorerId: player.id,
        minute: 10 + i,
        isOwnGoal: 0,
      })),
    );

    // Full-Time corrects the result to 1 - 1.
    const lowered = await importPage(team, withScore(RESULTS, '31777001', '1 - 1'));
    expect(lowered.status, lowered.text).toBe(200);
    const now = await matchOf(team, '31777001');
    expect(now).toMatchObject({ homeScore: 1, awayScore: 1 });

    const put = await t.request('PUT', `/api/matches/${now.id}`, {
      cookie: coach,
      body: { comments: 'Good effort', version: now.version },
    });
    expect(put.status, put.text).toBe(200);
    const goalsRes = await t.request('GET', `/api/matches/${now.id}/goals`, { cookie: coach });
    const [first] = goalsRes.body as Array<{ id: number }>;
    const removed = await t.request('DELETE', `/api/goals/${first?.id}`, { cookie: coach });
    expect(removed.status, removed.text).toBeLessThan(300);
  });
});
