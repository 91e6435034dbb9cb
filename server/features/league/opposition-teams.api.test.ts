import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OppositionTeam } from '../../../shared/contracts/league.js';
import type { Match } from '../../../shared/contracts/matches.js';
import { matches, oppositionTeams, users } from '../../db/schema.js';
import { insertBusyTeam } from '../../test-support/bulk-fixtures.js';
import { countRowsRead, recordStatements } from '../../test-support/statement-recorder.js';
import {
  addTeamMember,
  countRows,
  insertMatch,
  insertOpponent,
  insertTeam,
} from '../../test-support/team-fixtures.js';
import { startTestApp, type TestApp } from '../../test-support/test-app.js';
import { listOppositionTeams } from './opposition-teams.js';

type Team = { id: number; secureId: string };

let t: TestApp;
// Ours: the team under test. Rivals: another club's team, to prove nothing crosses between teams.
let ours: Team;
let rivals: Team;
const cookies = { coach: '', parent: '', multi: '', rivalCoach: '', noTeam: '' };

beforeAll(async () => {
  t = await startTestApp();
  ours = await insertTeam(t.db, 'Hand Worked U11');
  rivals = await insertTeam(t.db, 'Rivals U11');
  await addTeamMember(t.db, ours.id, 'coach@ours.test', 'coach');
  await addTeamMember(t.db, ours.id, 'parent@ours.test', 'player_parent');
  await addTeamMember(t.db, ours.id, 'multi@ours.test', 'coach');
  await addTeamMember(t.db, rivals.id, 'multi@ours.test', 'coach');
  await addTeamMember(t.db, rivals.id, 'coach@rivals.test', 'coach');
  await t.db.insert(users).values({ email: 'noteam@ours.test' });
  cookies.coach = await t.signIn('coach@ours.test');
  cookies.parent = await t.signIn('parent@ours.test');
  cookies.multi = await t.signIn('multi@ours.test');
  cookies.rivalCoach = await t.signIn('coach@rivals.test');
  cookies.noTeam = await t.signIn('noteam@ours.test');
});
afterAll(async () => {
  await t?.close();
});

const path = (team: Team, id?: number) => `/api/teams/${team.secureId}/teams${id ? `/${id}` : ''}`;

async function namesOf(team: Team): Promise<string[]> {
  const rows = await t.db
    .select({ name: oppositionTeams.name })
    .from(oppositionTeams)
    .where(eq(oppositionTeams.myTeamId, team.id))
    .orderBy(asc(oppositionTeams.id));
  return rows.map((row) => row.name);
}

async function clearOpposition(team: Team) {
  await t.db.delete(matches).where(eq(matches.myTeamId, team.id));
  await t.db.delete(oppositionTeams).where(eq(oppositionTeams.myTeamId, team.id));
}

async function listFor(cookie: string, team: Team = ours): Promise<OppositionTeam[]> {
  const res = await t.request('GET', path(team), { cookie });
  expect(res.status).toBe(200);
  return res.body as OppositionTeam[];
}

const kickOff = (day: string) => new Date(`${day}T10:00:00.000Z`);
// What the summaries say of a league match entered by hand: no cup, no competition, kick-off known.
const league = { isCup: false, competition: null } as const;
const scored = { resultCode: null, ...league } as const;
const timed = { isTimeTbc: false, ...league } as const;

describe('who may read and write opposition teams', () => {
  it('answers 401 when signed out, on every form', async () => {
    const id = await insertOpponent(t.db, ours.id, 'Signed Out Athletic');
    try {
      for (const [method, url] of [
        ['GET', path(ours)],
        ['POST', path(ours)],
        ['PUT', path(ours, id)],
        ['DELETE', path(ours, id)],
        ['GET', '/api/teams'],
        ['POST', '/api/teams'],
      ] as const) {
        const res = await t.request(method, url, { body: method === 'GET' ? undefined : { name: 'X' } });
        expect(res.status, `${method} ${url}`).toBe(401);
        expect(res.body).toEqual({ code: 'UNAUTHORIZED', message: 'Unauthorized' });
      }
      expect(await namesOf(ours)).toEqual(['Signed Out Athletic']);
    } finally {
      await clearOpposition(ours);
    }
  });

  it('answers 404 Team not found to a stranger and to a coach of another team, whatever the body', async () => {
    const id = await insertOpponent(t.db, ours.id, 'Private Rovers');
    try {
      for (const cookie of [cookies.noTeam, cookies.rivalCoach]) {
        for (const [method, url, body] of [
          ['GET', path(ours), undefined],
          ['POST', path(ours), { name: 'Intruders' }],
          ['POST', path(ours), { name: '' }],
          ['PUT', path(ours, id), { name: 'Renamed' }],
          ['PUT', path(ours, id), null],
          ['DELETE', path(ours, id), undefined],
        ] as const) {
          const res = await t.request(method, url, { cookie, body });
          expect(res.status, `${method} ${url}`).toBe(404);
          expect(res.body).toEqual({ code: 'TEAM_NOT_FOUND', message: 'Team not found' });
        }
      }
      const unknownTeam = await t.request('GET', '/api/teams/no-such-team/teams', { cookie: cookies.coach });
      expect(unknownTeam.status).toBe(404);
      expect(unknownTeam.body).toEqual({ code: 'TEAM_NOT_FOUND', message: 'Team not found' });
      expect(await namesOf(ours)).toEqual(['Private Rovers']);
    } finally {
      await clearOpposition(ours);
    }
  });

  it("lets a parent read but refuses a parent's writes with 403 before reading the body", async () => {
    const id = await insertOpponent(t.db, ours.id, 'Read Only Rangers');
    try {
      expect((await listFor(cookies.parent)).map((team) => team.name)).toEqual(['Read Only Rangers']);
      for (const [method, url, body] of [
        ['POST', path(ours), { name: 'Parents XI' }],
        ['POST', path(ours), { name: 42 }],
        ['POST', '/api/teams', { name: 'Parents XI' }],
        ['PUT', path(ours, id), { name: 'Renamed by a parent' }],
        ['PUT', path(ours, id), { name: '' }],
        ['DELETE', path(ours, id), undefined],
      ] as const) {
        const res = await t.request(method, url, { cookie: cookies.parent, body });
        expect(res.status, `${method} ${url}`).toBe(403);
        expect((res.body as { message: string }).message).toMatch(/^Forbidden: /);
      }
      expect(await namesOf(ours)).toEqual(['Read Only Rangers']);
    } finally {
      await clearOpposition(ours);
    }
  });

  it("answers 404 Opposition team not found for another team's opposition id or a missing one", async () => {
    const theirs = await insertOpponent(t.db, rivals.id, 'Their Opponent');
    const theirMatch = await insertMatch(t.db, rivals.id, { opponentTeamId: theirs });
    try {
      for (const id of [theirs, 987_654]) {
        const put = await t.request('PUT', path(ours, id), {
          cookie: cookies.coach,
          body: { name: 'Taken Over' },
        });
        expect(put.status).toBe(404);
        expect(put.body).toEqual({ code: 'OPPOSITION_TEAM_NOT_FOUND', message: 'Opposition team not found' });
        const del = await t.request('DELETE', path(ours, id), { cookie: cookies.coach });
        expect(del.status).toBe(404);
        expect(del.body).toEqual({ code: 'OPPOSITION_TEAM_NOT_FOUND', message: 'Opposition team not found' });
      }
      expect(await namesOf(rivals)).toEqual(['Their Opponent']);
      const [match] = await t.db.select().from(matches).where(eq(matches.id, theirMatch));
      expect(match?.opponentTeamId).toBe(theirs);
    } finally {
      await clearOpposition(rivals);
    }
  });
});

describe('adding, editing and removing opposition teams', () => {
  it('adds a team (201) with trimmed fields and lists teams alphabetically ignoring case', async () => {
    try {
      const created = await t.request('POST', path(ours), {
        cookie: cookies.coach,
        body: { name: '  Ashby Albion ', location: ' Ashby Rec ', comments: '', extra: 'ignored' },
      });
      expect(created.status).toBe(201);
      expect(created.body).toEqual({
        id: expect.any(Number),
        name: 'Ashby Albion',
        location: 'Ashby Rec',
        comments: null,
        faTeamId: null,
        myTeamId: ours.id,
        matchCount: 0,
        lastResult: null,
        nextMatch: null,
        postponedMatch: null,
      });
      for (const name of ['Crayford City', 'baldock Town', 'Brent Borough']) {
        const res = await t.request('POST', path(ours), { cookie: cookies.coach, body: { name } });
        expect(res.status).toBe(201);
        expect(res.body).toMatchObject({ name, location: null, comments: null });
      }
      const list = await listFor(cookies.coach);
      expect(list.map((team) => team.name)).toEqual([
        'Ashby Albion',
        'baldock Town',
        'Brent Borough',
        'Crayford City',
      ]);
      // The numeric team id works as well as the secureId.
      const byId = await t.request('GET', `/api/teams/${ours.id}/teams`, { cookie: cookies.coach });
      expect(byId.body).toEqual(list);
    } finally {
      await clearOpposition(ours);
    }
  });

  it('edits a team: omitted location or comments stay, empty or null clears them', async () => {
    const id = await insertOpponent(t.db, ours.id, 'Dartford Dynamos');
    await t.db
      .update(oppositionTeams)
      .set({ location: 'Dartford Park', comments: 'Tall defence' })
      .where(eq(oppositionTeams.id, id));
    try {
      const renamed = await t.request('PUT', path(ours, id), {
        cookie: cookies.coach,
        body: { name: ' Dartford Dynamos FC ' },
      });
      expect(renamed.status).toBe(200);
      expect(renamed.body).toMatchObject({
        id,
        name: 'Dartford Dynamos FC',
        location: 'Dartford Park',
        comments: 'Tall defence',
      });
      const cleared = await t.request('PUT', path(ours, id), {
        cookie: cookies.coach,
        body: { name: 'Dartford Dynamos FC', location: '', comments: null },
      });
      expect(cleared.status).toBe(200);
      expect(cleared.body).toMatchObject({ id, location: null, comments: null });
      const [row] = await t.db.select().from(oppositionTeams).where(eq(oppositionTeams.id, id));
      expect(row).toMatchObject({ name: 'Dartford Dynamos FC', location: null, comments: null });
    } finally {
      await clearOpposition(ours);
    }
  });

  it('refuses a name already used in the team, ignoring case and spaces (409), also on rename', async () => {
    const ashby = await insertOpponent(t.db, ours.id, 'Ashby Albion');
    const brent = await insertOpponent(t.db, ours.id, 'Brent Borough');
    try {
      for (const name of ['Ashby Albion', 'ASHBY ALBION', '  ashby albion  ']) {
        const res = await t.request('POST', path(ours), { cookie: cookies.coach, body: { name } });
        expect(res.status, name).toBe(409);
        expect(res.body).toEqual({ code: 'TEAM_NAME_TAKEN', message: 'Team name already exists' });
      }
      const unscoped = await t.request('POST', '/api/teams', {
        cookie: cookies.coach,
        body: { name: 'brent borough' },
      });
      expect(unscoped.status).toBe(409);
      const rename = await t.request('PUT', path(ours, brent), {
        cookie: cookies.coach,
        body: { name: 'aShBy AlBiOn' },
      });
      expect(rename.status).toBe(409);
      expect(rename.body).toEqual({ code: 'TEAM_NAME_TAKEN', message: 'Team name already exists' });
      expect(await namesOf(ours)).toEqual(['Ashby Albion', 'Brent Borough']);

      // A team may change the case of its own name, and another team may use the same name.
      const recased = await t.request('PUT', path(ours, ashby), {
        cookie: cookies.coach,
        body: { name: 'ASHBY Albion' },
      });
      expect(recased.status).toBe(200);
      expect(recased.body).toMatchObject({ id: ashby, name: 'ASHBY Albion' });
      const elsewhere = await t.request('POST', path(rivals), {
        cookie: cookies.rivalCoach,
        body: { name: 'Ashby Albion' },
      });
      expect(elsewhere.status).toBe(201);
    } finally {
      await clearOpposition(ours);
      await clearOpposition(rivals);
    }
  });

  it('answers a clear 400 to bad input and writes nothing', async () => {
    const id = await insertOpponent(t.db, ours.id, 'Erith Eagles');
    try {
      const bodies: Array<[unknown, string]> = [
        [{}, 'Validation failed: name: Team name is required'],
        [{ name: '' }, 'Validation failed: name: Team name is required'],
        [{ name: '    ' }, 'Validation failed: name: Team name is required'],
        [{ name: null }, 'Validation failed: name: Team name is required'],
        [{ name: 7 }, 'Validation failed: name: Team name is required'],
        [{ name: 'x'.repeat(101) }, 'Validation failed: name: Team name must be at most 100 characters'],
        [
          { name: 'Nul\u0000Town' },
          'Validation failed: name: Team name contains a character that cannot be saved',
        ],
        [
          { name: 'Fine', location: 'x'.repeat(201) },
          'Validation failed: location: Location must be at most 200 characters',
        ],
        [
          { name: 'Fine', comments: 'x'.repeat(1001) },
          'Validation failed: comments: Comments must be at most 1000 characters',
        ],
        [{ name: 'Fine', comments: 12 }, 'Validation failed: comments: Comments must be text'],
        [[{ name: 'Fine' }], 'Validation failed: body: expected object, received array'],
      ];
      for (const [body, message] of bodies) {
        for (const [method, url] of [
          ['POST', path(ours)],
          ['PUT', path(ours, id)],
          ['POST', '/api/teams'],
        ] as const) {
          const res = await t.request(method, url, { cookie: cookies.coach, body });
          expect(res.status, `${method} ${JSON.stringify(body)}`).toBe(400);
          expect(res.body, `${method} ${JSON.stringify(body)}`).toEqual({
            code: 'VALIDATION_FAILED',
            message,
          });
        }
      }
      for (const badId of ['abc', '0', '1.5', '99999999999']) {
        for (const method of ['PUT', 'DELETE'] as const) {
          const res = await t.request(method, `${path(ours)}/${badId}`, {
            cookie: cookies.coach,
            body: method === 'PUT' ? { name: 'Fine' } : undefined,
          });
          expect(res.status, `${method} ${badId}`).toBe(400);
          expect((res.body as { message: string }).message).toMatch(/^Validation failed: id: /);
        }
      }
      const malformed = await t.request('POST', path(ours), {
        cookie: cookies.coach,
        rawBody: '{"name":',
        headers: { 'content-type': 'application/json' },
      });
      expect(malformed.status).toBe(400);
      expect(await namesOf(ours)).toEqual(['Erith Eagles']);
      const [row] = await t.db.select().from(oppositionTeams).where(eq(oppositionTeams.id, id));
      expect(row).toMatchObject({ location: null, comments: null });
    } finally {
      await clearOpposition(ours);
    }
  });

  it('removes a team and keeps its matches with the opponent cleared; the answer counts them', async () => {
    const gone = await insertOpponent(t.db, ours.id, 'Feltham Forest');
    const kept = await insertOpponent(t.db, ours.id, 'Greenwich Gunners');
    const goneMatches = [
      await insertMatch(t.db, ours.id, {
        opponentTeamId: gone,
        matchDate: kickOff('2025-01-04'),
        homeScore: 1,
        awayScore: 0,
      }),
      await insertMatch(t.db, ours.id, { opponentTeamId: gone, matchDate: kickOff('2025-04-05') }),
      await insertMatch(t.db, ours.id, { opponentTeamId: gone, matchDate: null }),
    ];
    const keptMatch = await insertMatch(t.db, ours.id, {
      opponentTeamId: kept,
      matchDate: kickOff('2025-02-01'),
    });
    try {
      const listed = (await listFor(cookies.coach)).find((team) => team.id === gone);
      expect(listed?.matchCount).toBe(3);
      const res = await t.request('DELETE', path(ours, gone), { cookie: cookies.coach });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ message: 'Team removed successfully', matchCount: 3 });
      expect(await namesOf(ours)).toEqual(['Greenwich Gunners']);

      const rows = await t.db
        .select()
        .from(matches)
        .where(eq(matches.myTeamId, ours.id))
        .orderBy(asc(matches.id));
      expect(rows.map((row) => [row.id, row.opponentTeamId])).toEqual([
        [goneMatches[0], null],
        [goneMatches[1], null],
        [goneMatches[2], null],
        [keptMatch, kept],
      ]);
      expect(rows[0]).toMatchObject({ homeScore: 1, awayScore: 0 });
      const listedMatches = (
        await t.request('GET', `/api/teams/${ours.secureId}/matches`, { cookie: cookies.coach })
      ).body as Match[];
      expect(listedMatches.map((m) => [m.id, m.opponentName])).toEqual([
        [goneMatches[0], null],
        [keptMatch, 'Greenwich Gunners'],
        [goneMatches[1], null],
        [goneMatches[2], null],
      ]);

      const again = await t.request('DELETE', path(ours, gone), { cookie: cookies.coach });
      expect(again.status).toBe(404);
      const noMatches = await t.request('DELETE', path(ours, kept), { cookie: cookies.coach });
      expect(noMatches.body).toEqual({ message: 'Team removed successfully', matchCount: 1 });
      expect(await countRows(t.db, 'matches', ours.id)).toBe(4);
    } finally {
      await clearOpposition(ours);
    }
  });
});

describe('the unscoped /api/teams forms', () => {
  it("act on the caller's only team", async () => {
    try {
      const created = await t.request('POST', '/api/teams', {
        cookie: cookies.coach,
        body: { name: 'Hayes Harriers', location: 'Hayes' },
      });
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({ name: 'Hayes Harriers', location: 'Hayes', myTeamId: ours.id });
      const unscoped = await t.request('GET', '/api/teams', { cookie: cookies.coach });
      expect(unscoped.status).toBe(200);
      expect(unscoped.body).toEqual(await listFor(cookies.coach));
      expect((unscoped.body as OppositionTeam[]).map((team) => team.name)).toEqual(['Hayes Harriers']);
      const parent = await t.request('GET', '/api/teams', { cookie: cookies.parent });
      expect(parent.body).toEqual(unscoped.body);
    } finally {
      await clearOpposition(ours);
    }
  });

  it('ask a user with several teams which one (400 Team ID is required), and a user with none gets 404', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const body = method === 'POST' ? { name: 'Which Team FC' } : undefined;
      const multi = await t.request(method, '/api/teams', { cookie: cookies.multi, body });
      expect(multi.status, method).toBe(400);
      expect(multi.body).toEqual({ code: 'TEAM_ID_REQUIRED', message: 'Team ID is required' });
      const none = await t.request(method, '/api/teams', { cookie: cookies.noTeam, body });
      expect(none.status, method).toBe(404);
      expect(none.body).toEqual({ code: 'TEAM_NOT_FOUND', message: 'Team not found' });
    }
    expect(await namesOf(ours)).toEqual([]);
    expect(await namesOf(rivals)).toEqual([]);
  });
});

describe('last result and next match (spec 000 §4), against hand-worked fixtures', () => {
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    // A club with a long history, inserted first so its matches come before ours everywhere.
    await insertBusyTeam(t.db, 'Busy Club', { matches: 10_000, goalsPerMatch: 0 });
    for (const name of [
      'Ashby Albion',
      'Brent Borough',
      'Crayford City',
      'Dartford Dynamos',
      'Erith Eagles',
      'Feltham Forest',
    ]) {
      ids[name] = await insertOpponent(t.db, ours.id, name);
    }
    const play = (opponent: string, fields: Partial<typeof matches.$inferInsert>) =>
      insertMatch(t.db, ours.id, { opponentTeamId: ids[opponent], ...fields });
    // Ashby: W 3-1 at home, D 2-2 away, then L 1-4 away (the latest scored); two fixtures to come, one undated.
    await play('Ashby Albion', { matchDate: kickOff('2025-01-04'), isHome: 1, homeScore: 3, awayScore: 1 });
    await play('Ashby Albion', { matchDate: kickOff('2025-05-03'), isHome: 0 });
    await play('Ashby Albion', { matchDate: kickOff('2025-02-22'), isHome: 0, homeScore: 4, awayScore: 1 });
    await play('Ashby Albion', { matchDate: null, isHome: 1 });
    await play('Ashby Albion', { matchDate: kickOff('2025-02-01'), isHome: 0, homeScore: 2, awayScore: 2 });
    await play('Ashby Albion', { matchDate: kickOff('2025-04-05'), isHome: 1 });
    // Brent: an away win 2-0 (their 0 is the home score); the only fixture left has no date.
    await play('Brent Borough', { matchDate: kickOff('2024-11-10'), isHome: 0, homeScore: 0, awayScore: 2 });
    await play('Brent Borough', { matchDate: null, isHome: 0 });
    // Crayford: never played; an undated home fixture sorts after the dated away one.
    await play('Crayford City', { matchDate: null, isHome: 1 });
    await play('Crayford City', { matchDate: kickOff('2025-03-29'), isHome: 0 });
    // Dartford: a home draw 1-1; a past match never scored and one with only our score are not results,
    // and the earliest of those missing a score is the next match, even though its date has passed.
    await play('Dartford Dynamos', {
      matchDate: kickOff('2025-01-18'),
      isHome: 1,
      homeScore: 1,
      awayScore: 1,
    });
    await play('Dartford Dynamos', {
      matchDate: kickOff('2025-03-01'),
      isHome: 1,
      homeScore: 2,
      awayScore: null,
    });
    await play('Dartford Dynamos', { matchDate: kickOff('2025-02-08'), isHome: 0 });
    await play('Dartford Dynamos', { matchDate: kickOff('2025-04-12'), isHome: 1 });
    // Feltham: a dated home win 2-0 beats an undated scored match (undated sorts last); nothing to come.
    await play('Feltham Forest', { matchDate: null, isHome: 1, homeScore: 1, awayScore: 3 });
    await play('Feltham Forest', { matchDate: kickOff('2025-03-08'), isHome: 1, homeScore: 2, awayScore: 0 });
    // Noise that must not count: a match without opponent, and another team's match against its own
    // opposition team of the same name.
    await insertMatch(t.db, ours.id, {
      opponentTeamId: null,
      matchDate: kickOff('2025-03-10'),
      homeScore: 0,
      awayScore: 9,
    });
    const theirAshby = await insertOpponent(t.db, rivals.id, 'Ashby Albion');
    await insertMatch(t.db, rivals.id, {
      opponentTeamId: theirAshby,
      matchDate: kickOff('2025-03-15'),
      isHome: 1,
      homeScore: 5,
      awayScore: 0,
    });
    await insertMatch(t.db, rivals.id, { opponentTeamId: theirAshby, matchDate: kickOff('2025-03-16') });
  });
  afterAll(async () => {
    await clearOpposition(ours);
    await clearOpposition(rivals);
  });

  it('gives each team its outcome and score from our side, and its earliest fixture without a score', async () => {
    const list = await listFor(cookies.coach);
    expect(
      list.map(({ name, matchCount, lastResult, nextMatch }) => ({
        name,
        matchCount,
        lastResult,
        nextMatch,
      })),
    ).toEqual([
      {
        name: 'Ashby Albion',
        matchCount: 6,
        lastResult: {
          outcome: 'L',
          goalsFor: 1,
          goalsAgainst: 4,
          ...scored,
          matchDate: '2025-02-22T10:00:00.000Z',
          isFromFullTime: false,
        },
        nextMatch: { matchDate: '2025-04-05T10:00:00.000Z', ...timed, isHome: 1, isFromFullTime: false },
      },
      {
        name: 'Brent Borough',
        matchCount: 2,
        lastResult: {
          outcome: 'W',
          goalsFor: 2,
          goalsAgainst: 0,
          ...scored,
          matchDate: '2024-11-10T10:00:00.000Z',
          isFromFullTime: false,
        },
        nextMatch: { matchDate: null, ...timed, isHome: 0, isFromFullTime: false },
      },
      {
        name: 'Crayford City',
        matchCount: 2,
        lastResult: null,
        nextMatch: { matchDate: '2025-03-29T10:00:00.000Z', ...timed, isHome: 0, isFromFullTime: false },
      },
      {
        name: 'Dartford Dynamos',
        matchCount: 4,
        lastResult: {
          outcome: 'D',
          goalsFor: 1,
          goalsAgainst: 1,
          ...scored,
          matchDate: '2025-01-18T10:00:00.000Z',
          isFromFullTime: false,
        },
        nextMatch: { matchDate: '2025-02-08T10:00:00.000Z', ...timed, isHome: 0, isFromFullTime: false },
      },
      { name: 'Erith Eagles', matchCount: 0, lastResult: null, nextMatch: null },
      {
        name: 'Feltham Forest',
        matchCount: 2,
        lastResult: {
          outcome: 'W',
          goalsFor: 2,
          goalsAgainst: 0,
          ...scored,
          matchDate: '2025-03-08T10:00:00.000Z',
          isFromFullTime: false,
        },
        nextMatch: null,
      },
    ]);
    // The rivals see only their own Ashby, with their own result.
    const theirs = await listFor(cookies.rivalCoach, rivals);
    expect(theirs).toEqual([
      expect.objectContaining({
        name: 'Ashby Albion',
        matchCount: 2,
        lastResult: {
          outcome: 'W',
          goalsFor: 5,
          goalsAgainst: 0,
          ...scored,
          matchDate: '2025-03-15T10:00:00.000Z',
          isFromFullTime: false,
        },
        nextMatch: { matchDate: '2025-03-16T10:00:00.000Z', ...timed, isHome: 1, isFromFullTime: false },
      }),
    ]);
  });

  it('returns the same figures after a create or an edit, for that one team', async () => {
    const edited = await t.request('PUT', path(ours, ids['Ashby Albion']), {
      cookie: cookies.coach,
      body: { name: 'Ashby Albion' },
    });
    expect(edited.body).toMatchObject({
      matchCount: 6,
      lastResult: { outcome: 'L', goalsFor: 1, goalsAgainst: 4 },
      nextMatch: { matchDate: '2025-04-05T10:00:00.000Z', isHome: 1 },
    });
  });

  it('reads the whole list in one statement, however many teams there are', async () => {
    const recorder = recordStatements(t.db);
    const six = await listOppositionTeams(recorder.db, ours.id);
    expect(six).toHaveLength(6);
    expect(recorder.statements).toHaveLength(1);
    const one = await listOppositionTeams(recorder.db, rivals.id);
    expect(one).toHaveLength(1);
    expect(recorder.statements).toHaveLength(2);
  });

  it("reads only this team's matches, not the 10,000 of another club", async () => {
    const recorder = recordStatements(t.db);
    await listOppositionTeams(recorder.db, ours.id);
    const [statement] = recorder.statements;
    if (!statement) throw new Error('no statement recorded');
    const read = await countRowsRead(t.db, statement);
    // Ours: 16 matches against these teams; each of the three look-ups may read them once (give or take
    // EXPLAIN's rounding), which is nowhere near the other club's 10,000.
    expect(read.matches ?? 0).toBeLessThanOrEqual(100);
  });
});

describe('results Full-Time gives without goals, cup ties and kick-offs to be confirmed', () => {
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    for (const name of ['Gravesend Giants', 'Hounslow Hornets', 'Ilford Invicta', 'Kingston Kites']) {
      ids[name] = await insertOpponent(t.db, ours.id, name);
    }
    const play = (opponent: string, fields: Partial<typeof matches.$inferInsert>) =>
      insertMatch(t.db, ours.id, { opponentTeamId: ids[opponent], ...fields });
    const cup = { isCup: true, competition: 'Kent County Cup' };
    // Gravesend: lost 0-3, then a home walkover in the cup (ours: a win without goals, the last result);
    // an abandoned and a void match after it are no result, and though their dates come before the
    // next fixture they are not to be played either. The next is a cup tie whose day is known but not
    // its kick-off (00:00 UK that day); one postponed league match waits to be replayed.
    await play('Gravesend Giants', {
      matchDate: kickOff('2025-01-11'),
      isHome: 1,
      homeScore: 0,
      awayScore: 3,
    });
    await play('Gravesend Giants', {
      matchDate: kickOff('2025-02-01'),
      isHome: 1,
      resultCode: 'homeWalkover',
      faFixtureId: '7100002',
      ...cup,
    });
    await play('Gravesend Giants', { matchDate: kickOff('2025-02-15'), isHome: 1, resultCode: 'abandoned' });
    await play('Gravesend Giants', { matchDate: kickOff('2025-02-20'), isHome: 0, resultCode: 'void' });
    await play('Gravesend Giants', {
      matchDate: new Date('2025-03-01T00:00:00.000Z'),
      isTimeTbc: true,
      isHome: 0,
      faFixtureId: '7100005',
      ...cup,
    });
    await play('Gravesend Giants', {
      matchDate: kickOff('2025-02-08'),
      isHome: 1,
      isPostponed: true,
      faFixtureId: '7100006',
      competition: 'U11 Division One',
    });
    // Hounslow: a draw, then away when the home side was given the walkover (ours: a loss without goals);
    // a later void match and an undated abandoned one are neither the last result nor the next match.
    await play('Hounslow Hornets', {
      matchDate: kickOff('2025-01-25'),
      isHome: 1,
      homeScore: 2,
      awayScore: 2,
    });
    await play('Hounslow Hornets', {
      matchDate: kickOff('2025-02-22'),
      isHome: 0,
      resultCode: 'homeWalkover',
    });
    await play('Hounslow Hornets', { matchDate: kickOff('2025-03-05'), isHome: 0, resultCode: 'void' });
    await play('Hounslow Hornets', { matchDate: null, isHome: 1, resultCode: 'abandoned' });
    // Ilford: abandoned and void only: no result, nothing to come.
    await play('Ilford Invicta', { matchDate: kickOff('2025-01-18'), isHome: 1, resultCode: 'abandoned' });
    await play('Ilford Invicta', { matchDate: kickOff('2025-02-01'), isHome: 0, resultCode: 'void' });
    // Kingston: away, the away side (ours) given the walkover: a win; a league fixture to come.
    await play('Kingston Kites', { matchDate: kickOff('2025-02-08'), isHome: 0, resultCode: 'awayWalkover' });
    await play('Kingston Kites', { matchDate: kickOff('2025-04-12'), isHome: 1 });
  });
  afterAll(async () => {
    await clearOpposition(ours);
  });

  it('makes a walkover a win or a loss without goals; abandoned and void are neither a result nor to come, but shown as not played', async () => {
    const list = await listFor(cookies.coach);
    expect(
      list.map(({ name, matchCount, lastResult, nextMatch, postponedMatch }) => ({
        name,
        matchCount,
        lastResult,
        nextMatch,
        postponedMatch,
      })),
    ).toEqual([
      {
        name: 'Gravesend Giants',
        matchCount: 6,
        lastResult: {
          outcome: 'W',
          goalsFor: null,
          goalsAgainst: null,
          resultCode: 'homeWalkover',
          isCup: true,
          competition: 'Kent County Cup',
          matchDate: '2025-02-01T10:00:00.000Z',
          isFromFullTime: true,
        },
        nextMatch: {
          matchDate: '2025-03-01T00:00:00.000Z',
          isTimeTbc: true,
          isCup: true,
          competition: 'Kent County Cup',
          isHome: 0,
          isFromFullTime: true,
        },
        postponedMatch: {
          matchDate: '2025-02-08T10:00:00.000Z',
          isTimeTbc: false,
          isCup: false,
          competition: 'U11 Division One',
          isHome: 1,
          isFromFullTime: true,
          resultCode: null,
        },
      },
      {
        name: 'Hounslow Hornets',
        matchCount: 4,
        lastResult: {
          outcome: 'L',
          goalsFor: null,
          goalsAgainst: null,
          resultCode: 'homeWalkover',
          ...league,
          matchDate: '2025-02-22T10:00:00.000Z',
          isFromFullTime: false,
        },
        nextMatch: null,
        // Neither played: the latest of the two, badged by what it was.
        postponedMatch: {
          matchDate: '2025-03-05T10:00:00.000Z',
          ...timed,
          ...league,
          isHome: 0,
          isFromFullTime: false,
          resultCode: 'void',
        },
      },
      {
        name: 'Ilford Invicta',
        matchCount: 2,
        lastResult: null,
        nextMatch: null,
        postponedMatch: {
          matchDate: '2025-02-01T10:00:00.000Z',
          ...timed,
          ...league,
          isHome: 0,
          isFromFullTime: false,
          resultCode: 'void',
        },
      },
      {
        name: 'Kingston Kites',
        matchCount: 2,
        lastResult: {
          outcome: 'W',
          goalsFor: null,
          goalsAgainst: null,
          resultCode: 'awayWalkover',
          ...league,
          matchDate: '2025-02-08T10:00:00.000Z',
          isFromFullTime: false,
        },
        nextMatch: { matchDate: '2025-04-12T10:00:00.000Z', ...timed, isHome: 1, isFromFullTime: false },
        postponedMatch: null,
      },
    ]);
    // One team read back after an edit gives the same summaries.
    const edited = await t.request('PUT', path(ours, ids['Gravesend Giants']), {
      cookie: cookies.coach,
      body: { name: 'Gravesend Giants' },
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toEqual(list[0]);
  });
});
