import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Match } from '../../../shared/contracts/matches.js';
import { goals, matches, teams } from '../../db/schema.js';
import { fingerprintDatabase } from '../../test-support/fingerprint.js';
import { type PlanningFixture, setUpPlanningTeam } from '../../test-support/match-planning-fixture.js';
import { insertGoals } from '../../test-support/team-fixtures.js';
import { startTestApp, type TestApp } from '../../test-support/test-app.js';

// The match form (POST, PUT), the timing dialog (PATCH) and deleting a match, spec 001 §4.4–4.5, §5, §7.

let t: TestApp;
let f: PlanningFixture;

beforeAll(async () => {
  t = await startTestApp();
  f = await setUpPlanningTeam(t, 'Form');
  await t.db
    .update(teams)
    .set({ defaultMatchLength: 70, defaultSubstitutionTimings: [0, 35], defaultSubstitutions: 1 })
    .where(eq(teams.id, f.team.id));
});
afterAll(async () => {
  await t?.close();
});

const matchesPath = () => `/api/teams/${f.team.secureId}/matches`;
const message = (res: { body: unknown }) => (res.body as { message?: string }).message ?? '';

describe('POST matches', () => {
  it('schedules a match from the form, with the timing of the team settings; scoped and unscoped', async () => {
    const res = await f.request('POST', matchesPath(), 'coach', {
      opponentTeamId: f.opponent,
      matchDate: '2031-09-06T09:30:00.000Z',
      isHome: false,
      homeScore: '',
      awayScore: null,
      cleanSheetKeeper1: f.players[0],
      cleanSheetDefender3: f.players[2],
      cleanSheetDefender4: '',
      comments: '  Bring both kits  ',
    });
    expect(res.status).toBe(201);
    const match = res.body as Match;
    expect(match).toMatchObject({
      myTeamId: f.team.id,
      opponentTeamId: f.opponent,
      opponentName: 'Form Kestrels',
      matchDate: '2031-09-06T09:30:00.000Z',
      isHome: 0,
      homeScore: null,
      awayScore: null,
      cleanSheetKeeper1: f.players[0],
      cleanSheetDefender3: f.players[2],
      cleanSheetDefender4: null,
      comments: 'Bring both kits',
      matchLength: 70,
      substitutionTimings: [0, 35],
      defaultSubstitutions: 1,
      unavailablePlayerIds: [],
      captainPlayerId: null,
      version: 1,
    } satisfies Partial<Match>);
    expect(res.headers.get('etag')).toBe('"1"');
    expect(await f.read(match.id)).toEqual(match);

    // The unscoped form acts on the caller's only team; a club admin may schedule too.
    const unscoped = await f.request('POST', '/api/matches', 'coach', { isHome: 1 });
    expect(unscoped.status).toBe(201);
    expect(unscoped.body).toMatchObject({
      myTeamId: f.team.id,
      matchDate: null,
      opponentTeamId: null,
      isHome: 1,
    });
    const byClubAdmin = await f.request('POST', matchesPath(), 'clubAdmin', { matchDate: '2031-10-01' });
    expect(byClubAdmin.status).toBe(201);
    expect((byClubAdmin.body as Match).matchDate).toBe('2031-10-01T00:00:00.000Z');
  });

  it('takes timing fields from the body, re-fits the team starts to a length alone, and checks the rule', async () => {
    const full = await f.request('POST', matchesPath(), 'coach', {
      matchLength: 40,
      substitutionTimings: [20, 0, 30],
      defaultSubstitutions: 2,
    });
    expect(full.status).toBe(201);
    expect(full.body).toMatchObject({
      matchLength: 40,
      substitutionTimings: [0, 20, 30],
      defaultSubstitutions: 2,
    });
    const lengthOnly = await f.request('POST', matchesPath(), 'coach', { matchLength: 30 });
    expect(lengthOnly.body).toMatchObject({
      matchLength: 30,
      substitutionTimings: [0],
      defaultSubstitutions: 0,
    });
    // Issue 30: a number alone is that many changes spread over the length; starts alone state theirs.
    const countOnly = await f.request('POST', matchesPath(), 'coach', { defaultSubstitutions: 3 });
    expect(countOnly.body).toMatchObject({
      matchLength: 70,
      substitutionTimings: [0, 18, 35, 53],
      defaultSubstitutions: 3,
    });
    const startsOnly = await f.request('POST', matchesPath(), 'coach', { substitutionTimings: [0, 20, 40] });
    expect(startsOnly.body).toMatchObject({ substitutionTimings: [0, 20, 40], defaultSubstitutions: 2 });
    const disagreeing = await f.request('POST', matchesPath(), 'coach', {
      substitutionTimings: [0, 20, 40],
      defaultSubstitutions: 3,
    });
    expect(disagreeing.status).toBe(400);
    expect(message(disagreeing)).toBe(
      'Validation failed: defaultSubstitutions: 3 substitutions make 4 periods, but 3 period start times were given',
    );
    const before = await fingerprintDatabase(t.db);
    const bad = await f.request('POST', matchesPath(), 'coach', {
      matchLength: 40,
      substitutionTimings: [0, 40],
    });
    expect(bad.status).toBe(400);
    expect(message(bad)).toBe(
      'Validation failed: substitutionTimings: Each later period must start between minute 1 and minute 39',
    );
    expect(await fingerprintDatabase(t.db)).toEqual(before);
  });

  it('refuses bad input with 400 and writes nothing', async () => {
    const before = await fingerprintDatabase(t.db);
    const cases: Array<[Record<string, unknown>, number, string, RegExp]> = [
      [{ matchDate: '2031-02-30' }, 400, 'INVALID_MATCH_DATE', /^Invalid match date$/],
      [{ matchDate: 'next Saturday' }, 400, 'INVALID_MATCH_DATE', /^Invalid match date$/],
      [{ homeScore: 100 }, 400, 'VALIDATION_FAILED', /^Validation failed: homeScore: /],
      [{ awayScore: -1 }, 400, 'VALIDATION_FAILED', /^Validation failed: awayScore: /],
      [{ awayScore: 2.5 }, 400, 'VALIDATION_FAILED', /^Validation failed: awayScore: /],
      [{ isHome: 'yes' }, 400, 'VALIDATION_FAILED', /^Validation failed: isHome: /],
      [{ opponentTeamId: f.otherOpponent }, 400, 'OPPOSITION_TEAM_NOT_FOUND', /^Opposition team not found/],
      [{ opponentTeamId: 999_999 }, 400, 'OPPOSITION_TEAM_NOT_FOUND', /^Opposition team not found/],
      [
        { cleanSheetKeeper2: f.otherPlayers[0] },
        400,
        'PLAYER_NOT_FOUND',
        /^Player not found: cleanSheetKeeper2/,
      ],
      [{ cleanSheetDefender8: 999_999 }, 400, 'PLAYER_NOT_FOUND', /^Player not found: cleanSheetDefender8/],
      [{ comments: 'x'.repeat(1001) }, 400, 'VALIDATION_FAILED', /^Validation failed: comments: /],
      [{ matchLength: 29 }, 400, 'VALIDATION_FAILED', /^Validation failed: matchLength: /],
      [{ defaultSubstitutions: 7 }, 400, 'VALIDATION_FAILED', /^Validation failed: defaultSubstitutions: /],
    ];
    for (const [body, status, code, text] of cases) {
      const res = await f.request('POST', matchesPath(), 'coach', body);
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect((res.body as { code: string }).code, JSON.stringify(body)).toBe(code);
      expect(message(res), JSON.stringify(body)).toMatch(text);
    }
    expect(await fingerprintDatabase(t.db)).toEqual(before);
  });

  it('refuses a parent (403), a coach of another team (404), no team (404) and the signed out (401)', async () => {
    const before = await fingerprintDatabase(t.db);
    const expected: Array<[Parameters<PlanningFixture['request']>[2], number, string]> = [
      ['parent', 403, 'FORBIDDEN'],
      ['otherCoach', 404, 'TEAM_NOT_FOUND'],
      ['noTeam', 404, 'TEAM_NOT_FOUND'],
      ['signedOut', 401, 'UNAUTHORIZED'],
    ];
    for (const [who, status, code] of expected) {
      const res = await f.request('POST', matchesPath(), who, { isHome: 1 });
      expect(res.status, who).toBe(status);
      expect((res.body as { code: string }).code, who).toBe(code);
    }
    const parentUnscoped = await f.request('POST', '/api/matches', 'parent', { isHome: 1 });
    expect(parentUnscoped.status).toBe(403);
    expect(await fingerprintDatabase(t.db)).toEqual(before);
  });
});

describe('PUT /api/matches/:id', () => {
  it('saves the form; omitted fields stay, null clears, and the version goes up', async () => {
    const id = await f.match({
      opponentTeamId: f.opponent,
      matchDate: new Date('2031-03-01T10:00:00Z'),
      comments: 'Old',
      cleanSheetKeeper1: f.players[0],
      cleanSheetDefender1: f.players[1],
    });
    const res = await f.request('PUT', `/api/matches/${id}`, 'coach', {
      homeScore: 2,
      awayScore: '0',
      cleanSheetDefender1: null,
      cleanSheetDefender2: f.players[3],
      comments: '',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      opponentTeamId: f.opponent,
      matchDate: '2031-03-01T10:00:00.000Z',
      homeScore: 2,
      awayScore: 0,
      cleanSheetKeeper1: f.players[0],
      cleanSheetDefender1: null,
      cleanSheetDefender2: f.players[3],
      comments: null,
      version: 2,
    });
    expect(res.headers.get('etag')).toBe('"2"');
    const cleared = await f.request('PUT', `/api/matches/${id}`, 'clubAdmin', {
      matchDate: null,
      opponentTeamId: null,
      homeScore: null,
      isHome: 0,
    });
    expect(cleared.status).toBe(200);
    expect(cleared.body).toMatchObject({
      matchDate: null,
      opponentTeamId: null,
      opponentName: null,
      homeScore: null,
      awayScore: 0,
      isHome: 0,
      version: 3,
    });
  });

  it('answers 409 to a stale version, in the body or If-Match, and lets the current one through', async () => {
    const id = await f.match({});
    const first = await f.request('PUT', `/api/matches/${id}`, 'coach', { comments: 'First', version: 1 });
    expect(first.status).toBe(200);
    expect((first.body as Match).version).toBe(2);
    const before = await fingerprintDatabase(t.db);
    for (const [body, headers] of [
      [{ comments: 'Stale', version: 1 }, undefined],
      [{ comments: 'Stale' }, { 'if-match': '"1"' }],
      [{ comments: 'Stale' }, { 'if-match': '1' }],
      [{ comments: 'Stale' }, { 'if-match': 'W/"1"' }],
    ] as const) {
      const res = await f.request('PUT', `/api/matches/${id}`, 'coach', body, headers);
      expect(res.status, JSON.stringify(headers)).toBe(409);
      expect(res.body).toEqual({
        code: 'MATCH_CHANGED',
        message: 'This match was changed by someone else. Reload to see the latest.',
      });
    }
    expect(await fingerprintDatabase(t.db)).toEqual(before);
    const bad = await f.request(
      'PUT',
      `/api/matches/${id}`,
      'coach',
      { comments: 'x' },
      { 'if-match': 'abc' },
    );
    expect(bad.status).toBe(400);
    const disagree = await f.request(
      'PUT',
      `/api/matches/${id}`,
      'coach',
      { comments: 'x', version: 2 },
      { 'if-match': '"3"' },
    );
    expect(disagree.status).toBe(400);
    expect(await fingerprintDatabase(t.db)).toEqual(before);
    const current = await f.request(
      'PUT',
      `/api/matches/${id}`,
      'coach',
      { comments: 'Current' },
      { 'if-match': '"2"' },
    );
    expect(current.status).toBe(200);
    expect(current.body).toMatchObject({ comments: 'Current', version: 3 });
    // Without a version the last writer wins; `*` is "whatever is there".
    const blind = await f.request(
      'PUT',
      `/api/matches/${id}`,
      'coach',
      { comments: 'Blind' },
      { 'if-match': '*' },
    );
    expect(blind.body).toMatchObject({ comments: 'Blind', version: 4 });
  });

  it('two writes with the same version at once: exactly one succeeds, the other gets 409', async () => {
    const id = await f.match({});
    const results = await Promise.all(
      ['A', 'B', 'C'].map((comments) =>
        f.request('PUT', `/api/matches/${id}`, 'coach', { comments, version: 1 }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    const winner = (results.find((r) => r.status === 200)?.body as Match | undefined)?.comments;
    expect(await f.read(id)).toMatchObject({ comments: winner, version: 2 });
  });

  it('keeps our score at or above the goals recorded (home score at home, away score away)', async () => {
    const id = await f.match({ isHome: 1, homeScore: 2, awayScore: 0 });
    await insertGoals(t.db, [
      { matchId: id, minute: 5, scorerId: f.players[6] },
      { matchId: id, minute: 9, scorerId: f.players[7] },
    ]);
    const before = await fingerprintDatabase(t.db);
    const lower = await f.request('PUT', `/api/matches/${id}`, 'coach', { homeScore: 1 });
    expect(lower.status).toBe(400);
    expect(message(lower)).toMatch(/^Validation failed: homeScore: 2 goals are recorded/);
    // Away, our score is the away score: 0 is below the 2 goals.
    const flipped = await f.request('PUT', `/api/matches/${id}`, 'coach', { isHome: 0 });
    expect(flipped.status).toBe(400);
    expect(message(flipped)).toMatch(/^Validation failed: awayScore: /);
    expect(await fingerprintDatabase(t.db)).toEqual(before);
    // No score means not played: no limit.
    expect((await f.request('PUT', `/api/matches/${id}`, 'coach', { homeScore: null })).status).toBe(200);
    expect((await f.request('PUT', `/api/matches/${id}`, 'coach', { homeScore: 3 })).status).toBe(200);
  });

  it('lowers our score below the goals only with the goals to remove named, in the same save', async () => {
    const id = await f.match({ isHome: 0, homeScore: 1, awayScore: 3 });
    await insertGoals(t.db, [
      { matchId: id, minute: 12, scorerId: f.players[5] },
      { matchId: id, minute: 40, scorerId: f.players[6] },
      { matchId: id, minute: 77, scorerId: null, isOwnGoal: 1 },
    ]);
    const other = await f.match({ isHome: 1, homeScore: 1, awayScore: 0 });
    await insertGoals(t.db, [{ matchId: other, minute: 3, scorerId: f.players[5] }]);
    const goalIds = async (matchId: number) =>
      (
        await t.db
          .select({ id: goals.id })
          .from(goals)
          .where(eq(goals.matchId, matchId))
          .orderBy(goals.minute)
      ).map((row) => row.id);
    const [g12, g40, g77] = await goalIds(id);
    const [otherGoal] = await goalIds(other);
    const { version } = await f.read(id);
    const before = await fingerprintDatabase(t.db);

    // Without the goals named: refused with its own code, the field and what to do; nothing written.
    const refused = await f.request('PUT', `/api/matches/${id}`, 'coach', { awayScore: 1, version });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: 'GOALS_ABOVE_SCORE' });
    expect(message(refused)).toMatch(
      /^Validation failed: awayScore: 3 goals are recorded .* name 2 in removeGoalIds$/,
    );
    // Too few named: still refused, and the one named stays.
    const tooFew = await f.request('PUT', `/api/matches/${id}`, 'coach', {
      awayScore: 1,
      removeGoalIds: [g77],
      version,
    });
    expect(tooFew.status).toBe(400);
    expect(tooFew.body).toMatchObject({ code: 'GOALS_ABOVE_SCORE' });
    // Another match's goal, or one that does not exist: refused, nothing removed from either match.
    for (const stray of [otherGoal, 2_000_000]) {
      const wrong = await f.request('PUT', `/api/matches/${id}`, 'coach', {
        awayScore: 1,
        removeGoalIds: [g40, stray],
        version,
      });
      expect(wrong.status).toBe(400);
      expect(wrong.body).toMatchObject({
        code: 'GOAL_NOT_FOUND',
        message: `Goal not found: removeGoalIds: ${stray} is not a goal of this match`,
      });
    }
    // A goal named twice, or not an id: refused by the contract.
    for (const removeGoalIds of [[g40, g40], ['x'], 'all']) {
      const bad = await f.request('PUT', `/api/matches/${id}`, 'coach', {
        awayScore: 1,
        removeGoalIds,
        version,
      });
      expect(bad.status).toBe(400);
      expect(bad.body).toMatchObject({ code: 'VALIDATION_FAILED' });
    }
    expect(await fingerprintDatabase(t.db)).toEqual(before);

    // The goals named go with the lower score, in one write: one version step, the other goal stays.
    const saved = await f.request('PUT', `/api/matches/${id}`, 'coach', {
      awayScore: 1,
      removeGoalIds: [g40, g77],
      version,
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ homeScore: 1, awayScore: 1, version: version + 1 });
    expect(await goalIds(id)).toEqual([g12]);
    expect(await goalIds(other)).toEqual([otherGoal]);
    // A stale version removes nothing either.
    const stale = await f.request('PUT', `/api/matches/${id}`, 'coach', {
      awayScore: 0,
      removeGoalIds: [g12],
      version,
    });
    expect(stale.status).toBe(409);
    expect(await goalIds(id)).toEqual([g12]);
  });

  it('stays editable when a sync lowered our score below the goals; only a score change is held to them', async () => {
    const id = await f.match({
      isHome: 1,
      homeScore: 3,
      awayScore: 0,
      matchDate: new Date('2031-02-01T10:00:00Z'),
    });
    await insertGoals(t.db, [
      { matchId: id, minute: 5, scorerId: f.players[5] },
      { matchId: id, minute: 9, scorerId: f.players[6] },
      { matchId: id, minute: 30, scorerId: f.players[7] },
    ]);
    // Full-Time is the record for the score: the sync writes it whatever goals a coach entered.
    await t.db.update(matches).set({ homeScore: 1 }).where(eq(matches.id, id));

    const comments = await f.request('PUT', `/api/matches/${id}`, 'coach', { comments: 'Muddy pitch' });
    expect(comments.status).toBe(200);
    expect(comments.body).toMatchObject({ homeScore: 1, awayScore: 0, comments: 'Muddy pitch' });
    // The form sends every field back: the same score and side are no change to our score.
    const wholeForm = await f.request('PUT', `/api/matches/${id}`, 'coach', {
      opponentTeamId: f.opponent,
      matchDate: '2031-02-01T10:30:00.000Z',
      isHome: 1,
      homeScore: 1,
      awayScore: '0',
      cleanSheetKeeper1: f.players[0],
      comments: 'Muddy pitch',
    });
    expect(wholeForm.status).toBe(200);
    expect(wholeForm.body).toMatchObject({ matchDate: '2031-02-01T10:30:00.000Z', homeScore: 1 });
    const captain = await f.request('PATCH', `/api/matches/${id}/player-availability`, 'coach', {
      captainPlayerId: f.players[2],
    });
    expect(captain.status).toBe(200);
    expect(captain.body).toMatchObject({ captainPlayerId: f.players[2] });
    const timing = await f.request('PATCH', `/api/matches/${id}`, 'coach', {
      matchLength: 60,
      substitutionTimings: [0, 30],
      defaultSubstitutions: 1,
    });
    expect(timing.status).toBe(200);
    // Adding a goal beyond our score is still refused; removing one always works.
    const extra = await f.request('POST', `/api/matches/${id}/goals`, 'coach', {
      minute: 50,
      scorerId: f.players[4],
    });
    expect(extra.status).toBe(400);
    expect(message(extra)).toMatch(/^Validation failed: goals: our score in this match is 1/);
    const [goal] = await t.db.select({ id: goals.id }).from(goals).where(eq(goals.matchId, id));
    const removed = await f.request('DELETE', `/api/goals/${goal?.id}`, 'coach');
    expect(removed.status).toBe(200);

    // Setting our score below the two goals left is refused as ever, and writes nothing.
    const before = await fingerprintDatabase(t.db);
    const lower = await f.request('PUT', `/api/matches/${id}`, 'coach', { homeScore: 0, comments: 'x' });
    expect(lower.status).toBe(400);
    expect(message(lower)).toMatch(/^Validation failed: homeScore: 2 goals are recorded/);
    // So is a change of side that makes the lower score ours.
    const flipped = await f.request('PUT', `/api/matches/${id}`, 'coach', { isHome: 0 });
    expect(flipped.status).toBe(400);
    expect(message(flipped)).toMatch(/^Validation failed: awayScore: 2 goals are recorded/);
    expect(await fingerprintDatabase(t.db)).toEqual(before);
    const matching = await f.request('PUT', `/api/matches/${id}`, 'coach', { homeScore: 2 });
    expect(matching.status).toBe(200);
  });

  it('replaces a result Full-Time gave without goals when the coach enters a score', async () => {
    const abandoned = await f.match({ resultCode: 'abandoned', faFixtureId: '8800001' });
    // Scores sent empty (as the form does) and other fields leave the code alone.
    const untouched = await f.request('PUT', `/api/matches/${abandoned}`, 'coach', {
      homeScore: '',
      awayScore: null,
      comments: 'Fog',
    });
    expect(untouched.status).toBe(200);
    expect(untouched.body).toMatchObject({ resultCode: 'abandoned', homeScore: null, awayScore: null });
    const scored = await f.request('PUT', `/api/matches/${abandoned}`, 'coach', {
      homeScore: 2,
      awayScore: 1,
    });
    expect(scored.status).toBe(200);
    expect(scored.body).toMatchObject({ resultCode: null, homeScore: 2, awayScore: 1 });
    expect(await f.read(abandoned)).toMatchObject({ resultCode: null, homeScore: 2, awayScore: 1 });
    // One score is enough: the database allows no score beside a code, so it must never be a 500.
    const walkover = await f.match({ isHome: 0, resultCode: 'awayWalkover' });
    const oneScore = await f.request('PUT', `/api/matches/${walkover}`, 'coach', { awayScore: 3 });
    expect(oneScore.status).toBe(200);
    expect(oneScore.body).toMatchObject({ resultCode: null, homeScore: null, awayScore: 3 });
  });

  it('drops "Time TBC" when the date moves to another instant or is cleared; the same instant keeps it', async () => {
    // A day without a kick-off time: 00:00 UK time (GMT in March).
    const tbc = { matchDate: new Date('2031-03-01T00:00:00Z'), isTimeTbc: true };
    const id = await f.match(tbc);
    for (const body of [
      { comments: 'Time to follow' },
      { matchDate: '2031-03-01T00:00:00.000Z' },
      { matchDate: '2031-03-01' },
      { homeScore: 1, awayScore: 0 },
    ]) {
      const res = await f.request('PUT', `/api/matches/${id}`, 'coach', body);
      expect(res.status, JSON.stringify(body)).toBe(200);
      expect(res.body, JSON.stringify(body)).toMatchObject({
        matchDate: '2031-03-01T00:00:00.000Z',
        isTimeTbc: true,
      });
    }
    const timed = await f.request('PUT', `/api/matches/${id}`, 'coach', {
      matchDate: '2031-03-01T10:30:00.000Z',
    });
    expect(timed.status).toBe(200);
    expect(timed.body).toMatchObject({ matchDate: '2031-03-01T10:30:00.000Z', isTimeTbc: false });
    const other = await f.match(tbc);
    const undated = await f.request('PUT', `/api/matches/${other}`, 'coach', { matchDate: null });
    expect(undated.status).toBe(200);
    expect(undated.body).toMatchObject({ matchDate: null, isTimeTbc: false });
  });

  it('keeps a meet time as minutes before kick-off: it moves with the kick-off, and clears with null', async () => {
    // Sat 4 Oct 2031, 10:00 BST.
    const created = await f.request('POST', matchesPath(), 'coach', {
      opponentTeamId: f.opponent,
      matchDate: '2031-10-04T09:00:00.000Z',
      meetTime: ' 09:15 ',
    });
    expect(created.status).toBe(201);
    const id = (created.body as Match).id;
    expect(created.body).toMatchObject({ meetTime: '09:15' });
    const [row] = await t.db.select().from(matches).where(eq(matches.id, id));
    expect(row?.meetMinutesBefore).toBe(45);

    const put = (body: object) => f.request('PUT', `/api/matches/${id}`, 'coach', body);
    // Into winter time and two hours later: still 45 minutes before.
    const moved = await put({ matchDate: '2031-11-01T12:00:00.000Z' });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ matchDate: '2031-11-01T12:00:00.000Z', meetTime: '11:15' });
    // A kick-off and a meet sent together: the meet is read on the new kick-off's day.
    const both = await put({ matchDate: '2031-11-08T14:00:00.000Z', meetTime: '13:00' });
    expect(both.body).toMatchObject({ meetTime: '13:00' });
    expect((await f.read(id)).meetTime).toBe('13:00');
    const blank = await put({ meetTime: '' });
    expect(blank.body).toMatchObject({ meetTime: null });
    expect((await put({ meetTime: '13:30' })).body).toMatchObject({ meetTime: '13:30' });
    expect((await put({ meetTime: null })).body).toMatchObject({ meetTime: null });
  });

  it('refuses a meet time that does not fit the kick-off with 400 in words for people, and writes nothing', async () => {
    const timed = await f.match({ matchDate: new Date('2031-10-04T09:00:00Z'), meetMinutesBefore: 30 });
    const undated = await f.match({ matchDate: null });
    const tbc = await f.match({ matchDate: new Date('2031-10-03T23:00:00Z'), isTimeTbc: true });
    const before = await fingerprintDatabase(t.db);
    const cases: Array<[string, number, Record<string, unknown>, RegExp]> = [
      [
        'POST',
        0,
        { matchDate: '2031-10-04T09:00:00.000Z', meetTime: '9.15' },
        /meetTime: Meet time must be a time of day such as 09:15$/,
      ],
      [
        'POST',
        0,
        { matchDate: '2031-10-04T09:00:00.000Z', meetTime: '10:00' },
        /meetTime: The meet time must be before kick-off$/,
      ],
      [
        'POST',
        0,
        { matchDate: '2031-10-04T09:00:00.000Z', meetTime: '10:30' },
        /meetTime: The meet time must be before kick-off$/,
      ],
      ['POST', 0, { meetTime: '09:15' }, /meetTime: A meet time needs a kick-off date and time/],
      ['PUT', undated, { meetTime: '09:15' }, /meetTime: A meet time needs a kick-off date and time/],
      ['PUT', tbc, { meetTime: '09:15' }, /meetTime: A meet time needs a kick-off date and time/],
      ['PUT', timed, { meetTime: 930 }, /^Validation failed: meetTime: /],
      // 00:15 BST: the kept 30 minutes would be 23:45 the day before.
      [
        'PUT',
        timed,
        { matchDate: '2031-10-03T23:15:00.000Z', comments: 'Early' },
        /meetTime: The meet time must be on the day of the match/,
      ],
      // Clearing the date of a match with a meet: the meet must go too.
      ['PUT', timed, { matchDate: null }, /meetTime: A meet time needs a kick-off date and time/],
    ];
    for (const [method, id, body, text] of cases) {
      const path = method === 'POST' ? matchesPath() : `/api/matches/${id}`;
      const res = await f.request(method, path, 'coach', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((res.body as { code: string }).code, JSON.stringify(body)).toBe('VALIDATION_FAILED');
      expect(message(res), JSON.stringify(body)).toMatch(text);
    }
    expect(await fingerprintDatabase(t.db)).toEqual(before);
    // The same move with the meet cleared (or moved) in the same save is taken.
    const clear = await f.request('PUT', `/api/matches/${timed}`, 'coach', {
      matchDate: null,
      meetTime: null,
    });
    expect(clear.status).toBe(200);
    expect(clear.body).toMatchObject({ matchDate: null, meetTime: null });
  });

  it("answers 404 Match not found for another team's match or a missing one; 403 to a parent; 401 signed out", async () => {
    const ours = await f.match({});
    const theirs = await f.otherMatch({});
    const before = await fingerprintDatabase(t.db);
    for (const [id, who, status, code] of [
      [theirs, 'coach', 404, 'MATCH_NOT_FOUND'],
      [987_654, 'coach', 404, 'MATCH_NOT_FOUND'],
      [ours, 'otherCoach', 404, 'MATCH_NOT_FOUND'],
      [ours, 'noTeam', 404, 'MATCH_NOT_FOUND'],
      [ours, 'parent', 403, 'FORBIDDEN'],
      [ours, 'signedOut', 401, 'UNAUTHORIZED'],
    ] as const) {
      const res = await f.request('PUT', `/api/matches/${id}`, who, { comments: 'Nope' });
      expect(res.status, `${who} ${id}`).toBe(status);
      expect((res.body as { code: string }).code).toBe(code);
    }
    expect(await fingerprintDatabase(t.db)).toEqual(before);
  });
});

describe('PATCH matches/:id (timing)', () => {
  it('saves length, sorted starts and substitutions, scoped and unscoped; checks the rule', async () => {
    const id = await f.match({});
    const scoped = await f.request('PATCH', `${matchesPath()}/${id}`, 'coach', {
      matchLength: 60,
      substitutionTimings: [45, 0, 15, 30],
      defaultSubstitutions: 3,
    });
    expect(scoped.status).toBe(200);
    expect(scoped.body).toMatchObject({
      matchLength: 60,
      substitutionTimings: [0, 15, 30, 45],
      defaultSubstitutions: 3,
      version: 2,
    });
    const unscoped = await f.request('PATCH', `/api/matches/${id}`, 'clubAdmin', {
      matchLength: 120,
      substitutionTimings: [0],
      defaultSubstitutions: 0,
      version: 2,
    });
    expect(unscoped.body).toMatchObject({
      matchLength: 120,
      substitutionTimings: [0],
      defaultSubstitutions: 0,
      version: 3,
    });
    const before = await fingerprintDatabase(t.db);
    for (const body of [
      { matchLength: 60, substitutionTimings: [0, 60], defaultSubstitutions: 1 },
      { matchLength: 60, substitutionTimings: [10, 20], defaultSubstitutions: 1 },
      { matchLength: 60, substitutionTimings: [0, 20, 20], defaultSubstitutions: 2 },
      { matchLength: 130, substitutionTimings: [0], defaultSubstitutions: 1 },
      { matchLength: 60, substitutionTimings: [0], defaultSubstitutions: 7 },
      { matchLength: 60, substitutionTimings: [0] },
      // Issue 30: three starts are two changes, never "3 periods · 3 substitutions".
      { matchLength: 90, substitutionTimings: [0, 30, 60], defaultSubstitutions: 3 },
    ]) {
      const res = await f.request('PATCH', `/api/matches/${id}`, 'coach', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(message(res)).toMatch(/^Validation failed: /);
    }
    const stale = await f.request(
      'PATCH',
      `${matchesPath()}/${id}`,
      'coach',
      { matchLength: 60, substitutionTimings: [0], defaultSubstitutions: 0 },
      { 'if-match': '"2"' },
    );
    expect(stale.status).toBe(409);
    expect(await fingerprintDatabase(t.db)).toEqual(before);
  });

  it("answers 404 Match not found on the scoped path for another team's match, whoever asks", async () => {
    const theirs = await f.otherMatch({});
    const ours = await f.match({});
    const body = { matchLength: 60, substitutionTimings: [0], defaultSubstitutions: 0 };
    const before = await fingerprintDatabase(t.db);
    const scoped = await f.request('PATCH', `${matchesPath()}/${theirs}`, 'coach', body);
    expect(scoped.status).toBe(404);
    expect(scoped.body).toEqual({ code: 'MATCH_NOT_FOUND', message: 'Match not found' });
    // Even its own coach cannot reach it through our team's path.
    const theirCoach = await f.request(
      'PATCH',
      `/api/teams/${f.team.secureId}/matches/${theirs}`,
      'otherCoach',
      body,
    );
    expect(theirCoach.status).toBe(404);
    const parent = await f.request('PATCH', `${matchesPath()}/${ours}`, 'parent', body);
    expect(parent.status).toBe(403);
    expect(await fingerprintDatabase(t.db)).toEqual(before);
  });
});

describe('DELETE matches/:id', () => {
  it('removes the match with its goals and lists, scoped and unscoped; 404 for another team', async () => {
    const id = await f.match({ homeScore: 1, awayScore: 0, unavailablePlayerIds: [f.players[0] as number] });
    await insertGoals(t.db, [{ matchId: id, minute: 3, scorerId: f.players[1] }]);
    const theirs = await f.otherMatch({});
    expect((await f.request('DELETE', `${matchesPath()}/${theirs}`, 'coach')).status).toBe(404);
    expect((await f.request('DELETE', `/api/matches/${theirs}`, 'coach')).status).toBe(404);
    expect((await f.request('DELETE', `/api/matches/${id}`, 'parent')).status).toBe(403);
    const res = await f.request('DELETE', `/api/matches/${id}`, 'coach');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Match deleted successfully' });
    expect(await t.db.select().from(matches).where(eq(matches.id, id))).toEqual([]);
    expect(await t.db.select().from(goals).where(eq(goals.matchId, id))).toEqual([]);
    expect((await f.request('GET', `/api/matches/${id}/goals`, 'coach')).status).toBe(404);
    const scoped = await f.request('DELETE', `${matchesPath()}/${await f.match({})}`, 'clubAdmin');
    expect(scoped.status).toBe(200);
  });
});
