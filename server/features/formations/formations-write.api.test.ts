import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FORMATION_CHANGED,
  type Formation,
  type UpdateFormationInput,
} from '../../../shared/contracts/formations.js';
import { formationForPeriod } from '../../../shared/domain/formation-for-period.js';
import { formationPlaces, formations, matches, teams, users } from '../../db/schema.js';
import { fingerprintDatabase } from '../../test-support/fingerprint.js';
import {
  type Caller,
  type PlanningFixture,
  setUpPlanningTeam,
} from '../../test-support/match-planning-fixture.js';
import { insertFormation, insertPlayers } from '../../test-support/team-fixtures.js';
import { startTestApp, type TestApp, type TestResponse } from '../../test-support/test-app.js';

// The formation editor's saves and the library's duplicate and delete (spec 001 §2.2–2.4, §4.1, §5–§8,
// decision 022): create (scoped and unscoped), PUT with and without a version, DELETE; the rules the
// server holds whatever the client sends; and what deleting a player or a match does to formations.

let t: TestApp;
let f: PlanningFixture;
const userIds = { coach: 0, clubAdmin: 0 };

beforeAll(async () => {
  t = await startTestApp();
  f = await setUpPlanningTeam(t, 'Editor');
  for (const [who, email] of [
    ['coach', 'coach@editor.test'],
    ['clubAdmin', 'clubadmin@editor.test'],
  ] as const) {
    const [user] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    userIds[who] = user?.id ?? 0;
  }
});
afterAll(async () => {
  await t?.close();
});

const teamPath = () => `/api/teams/${f.team.secureId}/formations`;
const message = (res: TestResponse) => (res.body as { message?: string }).message ?? '';
const p = (i: number) => f.players[i] as number;

async function create(body: Record<string, unknown>, who: Caller = 'coach'): Promise<Formation> {
  const res = await f.request('POST', teamPath(), who, body);
  if (res.status !== 201) throw new Error(`create failed: ${res.status} ${res.text}`);
  return res.body as Formation;
}

async function listed(id: number): Promise<Formation | undefined> {
  const res = await f.request('GET', teamPath(), 'coach');
  return (res.body as Formation[]).find((x) => x.id === id);
}

function expectInvalid(res: TestResponse, what: string, pattern?: RegExp): void {
  expect(res.status, `${what}: ${res.text}`).toBe(400);
  expect((res.body as { code: string }).code, what).toBe('INVALID_FORMATION_DATA');
  expect(message(res), what).toMatch(/^Invalid formation data: /);
  if (pattern) expect(message(res), what).toMatch(pattern);
}

describe('POST formations (create and duplicate)', () => {
  it('saves the editor form and answers the formation as GET lists it, with its version', async () => {
    const match = await f.match({});
    const res = await f.request('POST', teamPath(), 'coach', {
      matchId: match,
      quarter: 2,
      formation: '4-2-3-1',
      playerPositions: [
        { playerId: p(0), x: 5, y: 50 },
        { playerId: p(1), x: 22.5, y: 20 },
      ],
      benchPlayers: [p(3), p(2)],
      unavailablePlayers: [p(4)],
      notes: '  Press high.\nKeep the shape.  ',
      name: '  Saturday plan  ',
    });
    expect(res.status).toBe(201);
    const saved = res.body as Formation;
    expect(saved).toEqual({
      id: expect.any(Number),
      name: 'Saturday plan',
      formation: '4-2-3-1',
      quarter: 2,
      matchId: match,
      myTeamId: f.team.id,
      userId: userIds.coach,
      playerPositions: [
        { playerId: p(0), x: 5, y: 50 },
        { playerId: p(1), x: 22.5, y: 20 },
      ],
      benchPlayers: [p(3), p(2)],
      unavailablePlayers: [p(4)],
      notes: 'Press high.\nKeep the shape.',
      createdAt: t.clock.now().toISOString(),
      updatedAt: t.clock.now().toISOString(),
      version: 1,
      // The editor's save is its period's plan from now.
      plannedAt: t.clock.now().toISOString(),
    } satisfies Formation);
    expect(res.headers.get('etag')).toBe('"1"');
    expect(await listed(saved.id)).toEqual(saved);
  });

  it('takes defaults for what is omitted (a practice formation, period 1, 4-4-2), unscoped too', async () => {
    const res = await f.request('POST', '/api/formations', 'clubAdmin', {});
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      name: null,
      formation: '4-4-2',
      quarter: 1,
      matchId: null,
      myTeamId: f.team.id,
      userId: userIds.clubAdmin,
      playerPositions: [],
      benchPlayers: [],
      unavailablePlayers: [],
      notes: null,
      version: 1,
    });
    // Null, empty or blank name and notes are none; a practice formation may go up to period 12.
    const blank = await create({ name: '   ', notes: '', matchId: null, quarter: 12 });
    expect(blank).toMatchObject({ name: null, notes: null, matchId: null, quarter: 12 });
    const nulls = await create({ name: null, notes: null, matchId: '' });
    expect(nulls).toMatchObject({ name: null, notes: null, matchId: null });
  });

  it('accepts every shape of spec 001 §3.4 and refuses any other', async () => {
    for (const shape of ['3-4-3', '4-1-2-1-2', '4-4-1-1']) {
      expect((await create({ formation: shape })).formation).toBe(shape);
    }
    const before = await fingerprintDatabase(t.db);
    for (const shape of ['4-4-3', '', '4-4-2 ', 'diamond', 442, null]) {
      const res = await f.request('POST', teamPath(), 'coach', { formation: shape });
      expectInvalid(
        res,
        JSON.stringify(shape),
        /^Invalid formation data: formation: Formation must be one of 2-1-1, 1-2-1, .*, 3-4-3, /,
      );
    }
    expect(await fingerprintDatabase(t.db)).toEqual(before);
  });

  it('clamps x and y to 0–100 (kept to a hundredth) and refuses what is not a number', async () => {
    const saved = await create({
      playerPositions: [
        { playerId: p(0), x: -4, y: 120 },
        { playerId: p(1), x: 1e308, y: -1e308 },
        { playerId: p(2), x: 33.333333, y: 66.666666 },
        { playerId: p(3), x: 0, y: 100 },
      ],
    });
    expect(saved.playerPositions).toEqual([
      { playerId: p(0), x: 0, y: 100 },
      { playerId: p(1), x: 100, y: 0 },
      { playerId: p(2), x: 33.33, y: 66.67 },
      { playerId: p(3), x: 0, y: 100 },
    ]);
    expect((await listed(saved.id))?.playerPositions).toEqual(saved.playerPositions);
    const before = await fingerprintDatabase(t.db);
    for (const position of [
      { playerId: p(0), x: '50', y: 50 },
      { playerId: p(0), x: 'NaN', y: 50 },
      { playerId: p(0), x: null, y: 50 },
      { playerId: p(0), x: 50 },
      { playerId: p(0), x: 50, y: true },
      { x: 50, y: 50 },
      { playerId: 'x', x: 50, y: 50 },
    ]) {
      const res = await f.request('POST', teamPath(), 'coach', { playerPositions: [position] });
      expectInvalid(res, JSON.stringify(position), /^Invalid formation data: playerPositions\.0\./);
    }
    // NaN and Infinity are not JSON: the body does not parse.
    const nan = await t.request('POST', teamPath(), {
      cookie: f.cookies.coach,
      headers: { 'content-type': 'application/json' },
      rawBody: `{"playerPositions":[{"playerId":${p(0)},"x":NaN,"y":50}]}`,
    });
    expect(nan.status).toBe(400);
    expect(await fingerprintDatabase(t.db)).toEqual(before);
  });

  it('refuses a player in two places, or twice in one, another team’s player and an unknown one', async () => {
    const before = await fingerprintDatabase(t.db);
    const at = (playerId: number) => ({ playerId, x: 50, y: 50 });
    for (const [body, pattern] of [
      [
        { playerPositions: [at(p(0))], benchPlayers: [p(0)] },
        /^Invalid formation data: benchPlayers\.0: player \d+ is also in playerPositions/,
      ],
      [
        { benchPlayers: [p(1)], unavailablePlayers: [p(2), p(1)] },
        /^Invalid formation data: unavailablePlayers\.1: player \d+ is also in benchPlayers/,
      ],
      [
        { playerPositions: [at(p(0)), at(p(0))] },
        /^Invalid formation data: playerPositions\.1: .* named twice/,
      ],
      [{ unavailablePlayers: [p(3), p(3)] }, /named twice/],
      [
        { playerPositions: [at(p(0)), at(f.otherPlayers[0] as number)] },
        /^Invalid formation data: playerPositions\.1\.playerId: player \d+ is not a player of this team$/,
      ],
      [
        { benchPlayers: [987_654] },
        /^Invalid formation data: benchPlayers\.0: player 987654 is not a player/,
      ],
      [{ unavailablePlayers: [0] }, /unavailablePlayers\.0/],
      [{ benchPlayers: 'all' }, /benchPlayers/],
    ] as const) {
      const res = await f.request('POST', teamPath(), 'coach', body);
      expectInvalid(res, JSON.stringify(body), pattern);
    }
    expect(await fingerprintDatabase(t.db)).toEqual(before);
  });

  it("holds the quarter to the match's periods (any the column holds for practice) and names, notes to their limits", async () => {
    const fourPeriods = await f.match({}); // 0, 20, 40, 60
    const twoPeriods = await f.match({ substitutionTimings: [0, 45], matchLength: 90 });
    const noStarts = await f.match({ substitutionTimings: [], defaultSubstitutions: 2 });
    expect((await create({ matchId: fourPeriods, quarter: 4 })).quarter).toBe(4);
    expect((await create({ matchId: twoPeriods, quarter: 2 })).quarter).toBe(2);
    expect((await create({ matchId: noStarts, quarter: 3 })).quarter).toBe(3);
    // A practice formation has no periods to be held to: any whole number from 1 up to the integer
    // column's maximum, on POST and on PUT, and GET reads it back as saved.
    const practiceQuarters = [13, 1000, 2_147_483_647];
    for (const quarter of practiceQuarters) {
      const practice = await create({ quarter });
      expect(practice).toMatchObject({ matchId: null, quarter });
      expect(await listed(practice.id)).toEqual(practice);
    }
    const practice = await create({});
    for (const quarter of practiceQuarters) {
      const res = await f.request('PUT', `/api/formations/${practice.id}`, 'coach', { quarter });
      expect(res.status, `PUT quarter ${quarter}: ${res.text}`).toBe(200);
      expect(res.body).toMatchObject({ matchId: null, quarter });
      expect(await listed(practice.id)).toEqual(res.body);
    }
    const before = await fingerprintDatabase(t.db);
    const outOfRange =
      /^Invalid formation data: quarter: Quarter must be a whole number from 1 to 2147483647$/;
    const notWhole = /^Invalid formation data: quarter: Quarter must be a whole number$/;
    // Past the column's maximum, below 1 or not whole: 400 on PUT too, before the database is asked.
    for (const [quarter, pattern] of [
      [2_147_483_648, outOfRange],
      [0, outOfRange],
      [1.5, notWhole],
    ] as const) {
      const res = await f.request('PUT', `/api/formations/${practice.id}`, 'coach', { quarter });
      expectInvalid(res, `PUT quarter ${quarter}`, pattern);
    }
    for (const [body, pattern] of [
      [
        { matchId: fourPeriods, quarter: 5 },
        /^Invalid formation data: quarter: .*1 to 4: this match has 4 periods$/,
      ],
      [{ matchId: twoPeriods, quarter: 3 }, /1 to 2: this match has 2 periods/],
      [{ matchId: noStarts, quarter: 4 }, /1 to 3/],
      // A match's formation stays held to the match's periods, however high the column goes.
      [{ matchId: fourPeriods, quarter: 2_147_483_647 }, /1 to 4: this match has 4 periods$/],
      [{ quarter: 2_147_483_648 }, outOfRange],
      [{ quarter: 0 }, outOfRange],
      [{ quarter: 1.5 }, notWhole],
      [{ quarter: 'two' }, /quarter/],
      [{ quarter: null }, /quarter/],
      [
        { name: 'x'.repeat(101) },
        /^Invalid formation data: name: Formation name must be at most 100 characters$/,
      ],
      [{ name: 'Plan\nB' }, /^Invalid formation data: name: Formation name must be plain text on one line/],
      [{ name: 42 }, /name/],
      [{ notes: 'x'.repeat(2001) }, /^Invalid formation data: notes: Notes must be at most 2000 characters$/],
      [{ notes: 'Left \u202Eside' }, /notes/],
      [{ matchId: 'abc' }, /^Invalid formation data: matchId: /],
      [{ matchId: 0 }, /matchId/],
    ] as const) {
      const res = await f.request('POST', teamPath(), 'coach', body);
      expectInvalid(res, JSON.stringify(body).slice(0, 80), pattern);
    }
    // Exactly at the limits is fine.
    const long = await create({ name: ` ${'n'.repeat(100)} `, notes: 'x'.repeat(2000) });
    expect(long.name).toHaveLength(100);
    expect(long.notes).toHaveLength(2000);
    expect(await fingerprintDatabase(t.db)).toEqual({
      ...before,
      formations: expect.any(String),
    });
  });

  it("answers 404 Match not found for another team's match or a missing one, and writes nothing", async () => {
    const theirs = await f.otherMatch({});
    const before = await fingerprintDatabase(t.db);
    for (const matchId of [theirs, 987_654]) {
      for (const path of [teamPath(), '/api/formations']) {
        const res = await f.request('POST', path, 'coach', { matchId, quarter: 1 });
        expect(res.status).toBe(404);
        expect(res.body).toEqual({ code: 'MATCH_NOT_FOUND', message: 'Match not found' });
      }
    }
    // The other team's coach, with his only team, cannot plan our match either.
    const ours = await f.match({});
    const stranger = await f.request('POST', '/api/formations', 'otherCoach', { matchId: ours });
    expect(stranger.body).toEqual({ code: 'MATCH_NOT_FOUND', message: 'Match not found' });
    // Our match, made for the last try.
    expect(await fingerprintDatabase(t.db)).toEqual({ ...before, matches: expect.any(String) });
  });

  it('duplicates: same match and quarter, "(Copy)" name, no bench or unavailable, and not planned', async () => {
    const match = await f.match({});
    const original = await create({
      matchId: match,
      quarter: 3,
      formation: '3-5-2',
      name: 'Counter',
      notes: 'Quick wingers',
      playerPositions: [{ playerId: p(0), x: 5, y: 50 }],
      benchPlayers: [p(1)],
      unavailablePlayers: [p(2)],
    });
    t.clock.advance(60_000);
    // What the library sends (spec 001 §7, and `copy`).
    const copy = await create({
      name: `${original.name} (Copy)`,
      formation: original.formation,
      quarter: original.quarter,
      matchId: original.matchId,
      playerPositions: original.playerPositions,
      notes: original.notes,
      copy: true,
    });
    expect(copy).toMatchObject({
      name: 'Counter (Copy)',
      formation: '3-5-2',
      quarter: 3,
      matchId: match,
      playerPositions: original.playerPositions,
      benchPlayers: [],
      unavailablePlayers: [],
      notes: 'Quick wingers',
      updatedAt: t.clock.now().toISOString(),
      plannedAt: null,
      version: 1,
    });
    expect(copy.id).not.toBe(original.id);
    // Listed first (the library's order), the original untouched.
    const res = await f.request('GET', `/api/formations?matchId=${match}`, 'coach');
    expect((res.body as Formation[]).map((x) => x.id)).toEqual([copy.id, original.id]);
    expect(await listed(original.id)).toEqual(original);
  });

  it('refuses a copy flag that is not true or false, writing nothing', async () => {
    const before = await fingerprintDatabase(t.db);
    for (const bad of ['yes', 1, null]) {
      expectInvalid(
        await f.request('POST', teamPath(), 'coach', { copy: bad }),
        JSON.stringify(bad),
        /^Invalid formation data: copy: /,
      );
    }
    expect(await fingerprintDatabase(t.db)).toEqual(before);
  });
});

describe('formats and shapes (issue 30)', () => {
  const pitchOf = (count: number) =>
    Array.from({ length: count }, (_, i) => ({ playerId: p(i), x: 10 + i * 10, y: 50 }));

  it("accepts every format's shapes whatever the team's format, and starts a new one on its format's default", async () => {
    for (const shape of ['2-1-1', '1-2-1', '2-3-1', '2-1-2-1', '3-3-2', '3-2-3', '2-4-2', '4-4-2']) {
      expect((await create({ formation: shape })).formation).toBe(shape);
    }
    try {
      await t.db.update(teams).set({ format: 9 }).where(eq(teams.id, f.team.id));
      expect((await create({})).formation).toBe('3-3-2');
      await t.db.update(teams).set({ format: 5 }).where(eq(teams.id, f.team.id));
      expect((await create({ playerPositions: pitchOf(3) })).formation).toBe('2-1-1');
      // A formation saved in another format keeps its shape.
      expect((await create({ formation: '4-4-2' })).formation).toBe('4-4-2');
    } finally {
      await t.db.update(teams).set({ format: 11 }).where(eq(teams.id, f.team.id));
    }
  });

  it("holds the pitch to the shape's places on create, writing nothing when it overflows", async () => {
    expect((await create({ formation: '2-1-1', playerPositions: pitchOf(5) })).playerPositions).toHaveLength(
      5,
    );
    expect((await create({ formation: '2-3-1', playerPositions: pitchOf(7) })).playerPositions).toHaveLength(
      7,
    );
    const before = await fingerprintDatabase(t.db);
    for (const [formation, places, count] of [
      ['2-1-1', 5, 6],
      ['1-2-1', 5, 8],
      ['2-3-1', 7, 8],
    ] as const) {
      const res = await f.request('POST', teamPath(), 'coach', {
        formation,
        playerPositions: pitchOf(count),
      });
      expect(message(res), formation).toBe(
        `Invalid formation data: playerPositions: a ${formation} has ${places} places on the pitch, and ${count} players were placed`,
      );
      expectInvalid(res, formation);
    }
    try {
      // No shape sent: the team format's default is the one the pitch must fit.
      await t.db.update(teams).set({ format: 5 }).where(eq(teams.id, f.team.id));
      const res = await f.request('POST', teamPath(), 'coach', { playerPositions: pitchOf(6) });
      expectInvalid(
        res,
        'default 2-1-1',
        /playerPositions: a 2-1-1 has 5 places on the pitch, and 6 players/,
      );
    } finally {
      await t.db.update(teams).set({ format: 11 }).where(eq(teams.id, f.team.id));
    }
    expect(await fingerprintDatabase(t.db)).toEqual(before);
  });

  it('holds a PUT to the shape it leaves: a new pitch, a new shape, or both; the refusal writes nothing', async () => {
    const saved = await create({ formation: '2-3-1', playerPositions: pitchOf(6), notes: 'Seven a side' });
    const put = (body: UpdateFormationInput) =>
      f.request('PUT', `/api/formations/${saved.id}`, 'coach', body);
    const before = await fingerprintDatabase(t.db);
    // The stored shape with a pitch too full for it; a smaller shape for the stored pitch; both sent.
    expectInvalid(
      await put({ playerPositions: pitchOf(8) }),
      'pitch',
      /^Invalid formation data: playerPositions: a 2-3-1 has 7 places on the pitch, and 8 players were placed$/,
    );
    expectInvalid(
      await put({ formation: '2-1-1' }),
      'shape',
      /^Invalid formation data: playerPositions: a 2-1-1 has 5 places on the pitch, and 6 players were placed$/,
    );
    expectInvalid(
      await put({ formation: '3-2-1', playerPositions: pitchOf(8), version: saved.version }),
      'both',
      /playerPositions: a 3-2-1 has 7 places on the pitch, and 8 players were placed$/,
    );
    expect(await fingerprintDatabase(t.db)).toEqual(before);
    // What fits is saved: the stored pitch into a 9v9 shape, then a pitch of 8.
    const larger = await put({ formation: '3-3-2' });
    expect(larger.status, larger.text).toBe(200);
    expect(larger.body).toMatchObject({ formation: '3-3-2', notes: 'Seven a side' });
    expect((larger.body as Formation).playerPositions).toEqual(saved.playerPositions);
    const eight = pitchOf(8).reverse();
    const full = await put({ playerPositions: eight });
    expect(full.status, full.text).toBe(200);
    expect((full.body as Formation).playerPositions.map((x) => x.playerId)).toEqual(
      eight.map((x) => x.playerId),
    );
  });
});

describe('which formation a match period shows (shared/domain/formation-for-period.ts)', () => {
  /** The formation each read of the team shows for the period: match planning's and the viewer's. */
  async function shownFor(matchId: number, quarter: number, who: Caller = 'parent'): Promise<number[]> {
    const reads = [teamPath(), '/api/formations', `${teamPath()}?matchId=${matchId}`];
    const shown: number[] = [];
    for (const path of reads) {
      const res = await f.request('GET', path, who);
      expect(res.status, path).toBe(200);
      shown.push(formationForPeriod(res.body as Formation[], matchId, quarter)?.id ?? 0);
    }
    return [...new Set(shown)];
  }

  it('a duplicate changes nothing the team sees; saving it in the editor makes it the plan', async () => {
    const match = await f.match({});
    const original = await create({
      matchId: match,
      quarter: 2,
      name: 'Saturday',
      playerPositions: [{ playerId: p(0), x: 5, y: 50 }],
      benchPlayers: [p(1)],
      unavailablePlayers: [p(2)],
    });
    expect(await shownFor(match, 2)).toEqual([original.id]);

    // Duplicated (twice, a minute apart): the period still shows the original, bench and all.
    t.clock.advance(60_000);
    const copy = await create({ ...duplicateOf(original), copy: true });
    t.clock.advance(60_000);
    const second = await create({ ...duplicateOf(copy), copy: true });
    expect(await shownFor(match, 2)).toEqual([original.id]);
    expect(await listed(original.id)).toEqual(original);

    // The copy opened and saved in the editor (its PUT, with the version it loaded): now the plan.
    t.clock.advance(60_000);
    const saved = await f.request('PUT', `/api/formations/${copy.id}`, 'coach', {
      ...duplicateOf(copy),
      name: 'Saturday, wide',
      playerPositions: [{ playerId: p(0), x: 6, y: 50 }],
      benchPlayers: [p(1)],
      version: copy.version,
    });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body).toMatchObject({ plannedAt: t.clock.now().toISOString(), version: 2 });
    expect(await shownFor(match, 2)).toEqual([copy.id]);
    // The other copy is still no period's plan, and the original is kept.
    expect(await listed(second.id)).toMatchObject({ plannedAt: null });
    expect(await listed(original.id)).toEqual(original);

    // Saving the original in the editor again makes it the plan again.
    t.clock.advance(60_000);
    const back = await f.request('PUT', `/api/formations/${original.id}`, 'coach', {
      notes: 'Back to the first plan',
    });
    expect(back.status, back.text).toBe(200);
    expect(await shownFor(match, 2)).toEqual([original.id]);
  });

  it("a copy of the only plan of another period does not fill a blank one; the editor's new save does", async () => {
    const match = await f.match({});
    const first = await create({ matchId: match, quarter: 1, name: 'Kick-off' });
    t.clock.advance(60_000);
    // A copy moved to period 3 by hand (not something the library sends): still a copy, so period 3
    // stays blank.
    await create({ ...duplicateOf(first), quarter: 3, copy: true });
    expect(await shownFor(match, 3)).toEqual([0]);
    // A new formation saved in the editor for the period is its plan at once.
    t.clock.advance(60_000);
    const planned = await create({ matchId: match, quarter: 3, name: 'Third' });
    expect(await shownFor(match, 3)).toEqual([planned.id]);
    expect(await shownFor(match, 1)).toEqual([first.id]);
  });
});

/** The body the library's Duplicate sends for a formation (spec 001 §7), without `copy`. */
function duplicateOf(formation: Formation) {
  return {
    name: `${formation.name ?? 'Formation'} (Copy)`,
    formation: formation.formation,
    quarter: formation.quarter,
    matchId: formation.matchId,
    playerPositions: formation.playerPositions,
    notes: formation.notes,
  };
}

describe('PUT /api/formations/:id', () => {
  it('replaces what is sent, keeps the rest, moves the version on and records who saved', async () => {
    const match = await f.match({});
    const saved = await create({
      matchId: match,
      quarter: 1,
      name: 'First',
      notes: 'Keep it tight',
      playerPositions: [
        { playerId: p(0), x: 5, y: 50 },
        { playerId: p(1), x: 20, y: 20 },
      ],
      benchPlayers: [p(2)],
      unavailablePlayers: [p(3)],
    });
    t.clock.advance(1_000);
    const res = await f.request('PUT', `/api/formations/${saved.id}`, 'clubAdmin', {
      quarter: 2,
      formation: '5-3-2',
      playerPositions: [{ playerId: p(1), x: 150, y: 30 }],
      benchPlayers: [p(0), p(2)],
      name: '  Second  ',
    });
    expect(res.status).toBe(200);
    const updated = res.body as Formation;
    expect(updated).toEqual({
      ...saved,
      quarter: 2,
      formation: '5-3-2',
      playerPositions: [{ playerId: p(1), x: 100, y: 30 }],
      benchPlayers: [p(0), p(2)],
      name: 'Second',
      userId: userIds.clubAdmin,
      updatedAt: t.clock.now().toISOString(),
      plannedAt: t.clock.now().toISOString(),
      version: 2,
    });
    expect(res.headers.get('etag')).toBe('"2"');
    expect(await listed(saved.id)).toEqual(updated);

    // Lists not sent are kept, and checked with those sent: p(3) is stored as unavailable.
    const before = await fingerprintDatabase(t.db);
    const clash = await f.request('PUT', `/api/formations/${saved.id}`, 'coach', { benchPlayers: [p(3)] });
    expectInvalid(clash, 'bench vs stored unavailable', /player \d+ is also in benchPlayers/);
    expect(await fingerprintDatabase(t.db)).toEqual(before);
    const cleared = await f.request('PUT', `/api/formations/${saved.id}`, 'coach', {
      unavailablePlayers: [],
      notes: null,
      matchId: null,
    });
    expect(cleared.body).toMatchObject({
      playerPositions: [{ playerId: p(1), x: 100, y: 30 }],
      benchPlayers: [p(0), p(2)],
      unavailablePlayers: [],
      notes: null,
      matchId: null,
      quarter: 2,
      version: 3,
      userId: userIds.coach,
    });
    // An empty body still counts as a save.
    expect((await f.request('PUT', `/api/formations/${saved.id}`, 'coach', {})).body).toMatchObject({
      version: 4,
    });
  });

  it("holds a new match or period to the match's periods, but lets a save of the notes alone through", async () => {
    const match = await f.match({}); // four periods
    const saved = await create({ matchId: match, quarter: 4 });
    const before = await fingerprintDatabase(t.db);
    for (const quarter of [5, 2_147_483_647]) {
      expectInvalid(
        await f.request('PUT', `/api/formations/${saved.id}`, 'coach', { quarter }),
        `quarter ${quarter}`,
        /^Invalid formation data: quarter: .*this match has 4 periods$/,
      );
    }
    const twoPeriods = await f.match({ substitutionTimings: [0, 30], matchLength: 60 });
    const movedBefore = await fingerprintDatabase(t.db);
    expectInvalid(
      await f.request('PUT', `/api/formations/${saved.id}`, 'coach', { matchId: twoPeriods }),
      'moved onto a two-period match at period 4',
      /this match has 2 periods/,
    );
    expect(await fingerprintDatabase(t.db)).toEqual(movedBefore);
    expect(before.formations).toBe(movedBefore.formations);
    // The match's timing changes to two periods: the formation for period 4 can still be saved.
    await t.db
      .update(matches)
      .set({ substitutionTimings: [0, 40] })
      .where(eq(matches.id, match));
    const notes = await f.request('PUT', `/api/formations/${saved.id}`, 'coach', { notes: 'Still here' });
    expect(notes.status).toBe(200);
    expect(notes.body).toMatchObject({ quarter: 4, notes: 'Still here' });
    const moved = await f.request('PUT', `/api/formations/${saved.id}`, 'coach', { quarter: 2 });
    expect(moved.body).toMatchObject({ quarter: 2, matchId: match });
    const theirs = await f.otherMatch({});
    const stranger = await f.request('PUT', `/api/formations/${saved.id}`, 'coach', { matchId: theirs });
    expect(stranger.status).toBe(404);
    expect(stranger.body).toEqual({ code: 'MATCH_NOT_FOUND', message: 'Match not found' });
  });

  it('answers 409 to a stale version, in the body or If-Match, and lets the current one through', async () => {
    const saved = await create({ name: 'Versioned' });
    const first = await f.request('PUT', `/api/formations/${saved.id}`, 'coach', {
      notes: 'First',
      version: 1,
    });
    expect(first.status).toBe(200);
    expect((first.body as Formation).version).toBe(2);
    const before = await fingerprintDatabase(t.db);
    for (const [body, headers] of [
      [{ notes: 'Stale', version: 1 }, undefined],
      [{ notes: 'Stale', version: '1' }, undefined],
      [{ notes: 'Stale' }, { 'if-match': '"1"' }],
      [{ notes: 'Stale' }, { 'if-match': '1' }],
      [{ notes: 'Stale' }, { 'if-match': 'W/"1"' }],
      // A stale version is 409 even when the rest of the save would be refused.
      [{ notes: 'Stale', benchPlayers: [f.otherPlayers[0]], version: 1 }, undefined],
    ] as const) {
      const res = await f.request('PUT', `/api/formations/${saved.id}`, 'coach', body, headers);
      expect(res.status, JSON.stringify([body, headers])).toBe(409);
      expect(res.body).toEqual({ code: 'FORMATION_CHANGED', message: FORMATION_CHANGED });
      expect(FORMATION_CHANGED).toBe('This formation was changed by someone else. Reload to see the latest.');
    }
    expectInvalid(
      await f.request('PUT', `/api/formations/${saved.id}`, 'coach', { notes: 'x' }, { 'if-match': 'abc' }),
      'bad If-Match',
      /^Invalid formation data: If-Match: must be the formation version, such as "3"$/,
    );
    expectInvalid(
      await f.request(
        'PUT',
        `/api/formations/${saved.id}`,
        'coach',
        { notes: 'x', version: 2 },
        { 'if-match': '"3"' },
      ),
      'body and header disagree',
      /^Invalid formation data: version: the body and If-Match name different versions$/,
    );
    expectInvalid(
      await f.request('PUT', `/api/formations/${saved.id}`, 'coach', { version: 0 }),
      'version 0',
      /^Invalid formation data: version: /,
    );
    expect(await fingerprintDatabase(t.db)).toEqual(before);
    const current = await f.request(
      'PUT',
      `/api/formations/${saved.id}`,
      'coach',
      { notes: 'Current' },
      {
        'if-match': '"2"',
      },
    );
    expect(current.status).toBe(200);
    expect(current.body).toMatchObject({ notes: 'Current', version: 3 });
    // Without a version the last writer wins; `*` is "whatever is there".
    const blind = await f.request(
      'PUT',
      `/api/formations/${saved.id}`,
      'coach',
      { notes: 'Blind' },
      {
        'if-match': '*',
      },
    );
    expect(blind.body).toMatchObject({ notes: 'Blind', version: 4 });
    const plain = await f.request('PUT', `/api/formations/${saved.id}`, 'coach', { notes: 'Plain' });
    expect(plain.body).toMatchObject({ notes: 'Plain', version: 5 });
  });

  it('three saves with the same version at once: exactly one succeeds, the others get 409', async () => {
    const saved = await create({ name: 'Race' });
    const results = await Promise.all(
      ['A', 'B', 'C'].map((name, i) =>
        f.request('PUT', `/api/formations/${saved.id}`, 'coach', {
          name,
          version: 1,
          playerPositions: [{ playerId: p(i), x: 10 * (i + 1), y: 50 }],
        } satisfies UpdateFormationInput),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    const winner = results.find((r) => r.status === 200)?.body as Formation;
    expect(await listed(saved.id)).toEqual(winner);
    expect(winner.version).toBe(2);
    // Two blind saves at once both land, one after the other, each with its whole formation.
    const blind = await Promise.all(
      ['D', 'E'].map((name, i) =>
        f.request('PUT', `/api/formations/${saved.id}`, 'coach', {
          name,
          playerPositions: [{ playerId: p(i + 4), x: 50, y: 50 }],
        }),
      ),
    );
    expect(blind.map((r) => r.status)).toEqual([200, 200]);
    const last = await listed(saved.id);
    expect(last?.version).toBe(4);
    expect(last?.playerPositions).toHaveLength(1);
    expect(last?.playerPositions[0]?.playerId).toBe(last?.name === 'D' ? p(4) : p(5));
  });
});

describe('DELETE /api/formations/:id', () => {
  it('removes the formation with its places; a second delete is 404', async () => {
    const saved = await create({
      playerPositions: [{ playerId: p(0), x: 5, y: 50 }],
      benchPlayers: [p(1)],
      unavailablePlayers: [p(2)],
    });
    const res = await f.request('DELETE', `/api/formations/${saved.id}`, 'clubAdmin');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Formation deleted successfully' });
    expect(await listed(saved.id)).toBeUndefined();
    const places = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(formationPlaces)
      .where(eq(formationPlaces.formationId, saved.id));
    expect(Number(places[0]?.n)).toBe(0);
    const again = await f.request('DELETE', `/api/formations/${saved.id}`, 'coach');
    expect(again.status).toBe(404);
    expect(again.body).toEqual({ code: 'FORMATION_NOT_FOUND', message: 'Formation not found' });
    const put = await f.request('PUT', `/api/formations/${saved.id}`, 'coach', { notes: 'x' });
    expect(put.body).toEqual({ code: 'FORMATION_NOT_FOUND', message: 'Formation not found' });
  });
});

describe('who may write', () => {
  it('parents get 403, another team 404, signed out 401, and nothing is written', async () => {
    const ours = await create({ name: 'Ours' });
    const theirs = await insertFormation(t.db, { myTeamId: f.other.id, name: 'Theirs' });
    const before = await fingerprintDatabase(t.db);
    const cases: Array<[string, string, Caller, number, string | null]> = [
      ['POST', teamPath(), 'parent', 403, 'FORBIDDEN'],
      ['POST', '/api/formations', 'parent', 403, 'FORBIDDEN'],
      ['PUT', `/api/formations/${ours.id}`, 'parent', 403, 'FORBIDDEN'],
      ['DELETE', `/api/formations/${ours.id}`, 'parent', 403, 'FORBIDDEN'],
      ['POST', teamPath(), 'otherCoach', 404, 'TEAM_NOT_FOUND'],
      ['PUT', `/api/formations/${ours.id}`, 'otherCoach', 404, 'FORMATION_NOT_FOUND'],
      ['DELETE', `/api/formations/${ours.id}`, 'otherCoach', 404, 'FORMATION_NOT_FOUND'],
      ['PUT', `/api/formations/${theirs}`, 'coach', 404, 'FORMATION_NOT_FOUND'],
      ['DELETE', `/api/formations/${theirs}`, 'coach', 404, 'FORMATION_NOT_FOUND'],
      ['PUT', `/api/formations/${theirs}`, 'clubAdmin', 404, 'FORMATION_NOT_FOUND'],
      ['PUT', '/api/formations/987654', 'coach', 404, 'FORMATION_NOT_FOUND'],
      ['POST', '/api/formations', 'noTeam', 404, 'TEAM_NOT_FOUND'],
      ['POST', teamPath(), 'signedOut', 401, 'UNAUTHORIZED'],
      ['POST', '/api/formations', 'signedOut', 401, 'UNAUTHORIZED'],
      ['PUT', `/api/formations/${ours.id}`, 'signedOut', 401, 'UNAUTHORIZED'],
      ['DELETE', `/api/formations/${ours.id}`, 'signedOut', 401, 'UNAUTHORIZED'],
    ];
    for (const [method, path, who, status, code] of cases) {
      // A body that would be refused too: access is decided first, and says nothing about the body.
      const res = await f.request(method, path, who, method === 'DELETE' ? undefined : { quarter: 0 });
      expect(res.status, `${method} ${path} as ${who}`).toBe(status);
      expect((res.body as { code: string }).code, `${method} ${path} as ${who}`).toBe(code);
    }
    expect(await fingerprintDatabase(t.db)).toEqual(before);
    // The coach of the other team does write his own.
    const own = await f.request('PUT', `/api/formations/${theirs}`, 'otherCoach', { notes: 'Mine' });
    expect(own.status).toBe(200);
  });
});

describe('deleting a player or a match keeps formations consistent', () => {
  it('deleting a player removes his places from every formation, the rest stay in order', async () => {
    const [leaving] = await insertPlayers(t.db, f.team.id, [40]);
    const gone = leaving?.id as number;
    const a = await create({
      playerPositions: [
        { playerId: p(0), x: 5, y: 50 },
        { playerId: gone, x: 30, y: 30 },
        { playerId: p(1), x: 40, y: 40 },
      ],
      benchPlayers: [p(2)],
    });
    const b = await create({ benchPlayers: [p(3), gone, p(4)], unavailablePlayers: [p(5)] });
    const c = await create({ unavailablePlayers: [gone] });
    const res = await f.request('DELETE', `/api/players/${gone}`, 'coach');
    expect(res.status).toBe(200);
    expect(await listed(a.id)).toMatchObject({
      playerPositions: [
        { playerId: p(0), x: 5, y: 50 },
        { playerId: p(1), x: 40, y: 40 },
      ],
      benchPlayers: [p(2)],
    });
    expect(await listed(b.id)).toMatchObject({ benchPlayers: [p(3), p(4)], unavailablePlayers: [p(5)] });
    expect(await listed(c.id)).toMatchObject({ unavailablePlayers: [] });
    const left = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(formationPlaces)
      .where(eq(formationPlaces.playerId, gone));
    expect(Number(left[0]?.n)).toBe(0);
    // A save naming him now is refused.
    expectInvalid(
      await f.request('PUT', `/api/formations/${a.id}`, 'coach', { benchPlayers: [gone] }),
      'deleted player',
      /is not a player of this team/,
    );
  });

  it("deleting a match removes its formations and their places; practice and other matches' stay", async () => {
    const match = await f.match({});
    const kept = await f.match({});
    const first = await create({ matchId: match, quarter: 1, benchPlayers: [p(0)] });
    const second = await create({
      matchId: match,
      quarter: 2,
      playerPositions: [{ playerId: p(1), x: 5, y: 50 }],
    });
    const otherMatch = await create({ matchId: kept, quarter: 1, benchPlayers: [p(0)] });
    const practice = await create({ benchPlayers: [p(0)] });
    const res = await f.request('DELETE', `/api/matches/${match}`, 'coach');
    expect(res.status).toBe(200);
    expect(await listed(first.id)).toBeUndefined();
    expect(await listed(second.id)).toBeUndefined();
    expect(await listed(otherMatch.id)).toEqual(otherMatch);
    expect(await listed(practice.id)).toEqual(practice);
    const rows = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(formations)
      .where(eq(formations.matchId, match));
    expect(Number(rows[0]?.n)).toBe(0);
    const places = await t.db.execute(
      sql`select count(*)::int as n from formation_places where formation_id in (${first.id}, ${second.id})`,
    );
    expect(Number((places as unknown as { rows: Array<{ n: number }> }).rows[0]?.n)).toBe(0);
    expect((await f.request('GET', `/api/formations?matchId=${match}`, 'coach')).status).toBe(404);
    expect((await f.request('PUT', `/api/formations/${first.id}`, 'coach', {})).status).toBe(404);
  });
});
