import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MatchPlayingTimeAnswer } from '../../../shared/contracts/matches.js';
import type { AppliedRotationPlan, RotationPlanAnswer } from '../../../shared/contracts/rotation-plan.js';
import { formations, players } from '../../db/schema.js';
import { type PlanningFixture, setUpPlanningTeam } from '../../test-support/match-planning-fixture.js';
import { insertFormation, insertPlayers, readFormationPlaces } from '../../test-support/team-fixtures.js';
import { startTestApp, type TestApp } from '../../test-support/test-app.js';

// POST /api/matches/:id/rotation-plan and /apply (issue 30), against the real database, worked by hand.
//
// The squad: shirts 1 to 14, 1 the only goalkeeper, the rest midfielders nobody has marked willing to
// keep. A match played last month (one 60-minute period) had 1 to 5 on the pitch and 6 to 14 on the
// bench, so 2 to 5 are ahead over the season (share 1) and 6 to 13 behind (share 0).
//
// The match planned here: 60 minutes in two periods of 30, 14 unavailable, 4-4-2 (a keeper and ten).
// 13 are available: 1 keeps goal in both halves (the only one who may), and twelve outfield players
// share 2 × 10 places, so eight play both periods and four play one. The four are those ahead over the
// season: period 1 takes the eight behind (6 to 13) and then 2 and 3 (shirt order among equals), with 4
// and 5 on the bench; period 2 brings on 4 and 5, who sat out, then the eight behind again, so 2 and 3
// sit. Minutes: 1 and 6 to 13 play 60, 2 to 5 play 30, 14 none.

let t: TestApp;
let f: PlanningFixture;
const shirt = (n: number) => f.players[n - 1] as number;

beforeAll(async () => {
  t = await startTestApp();
  f = await setUpPlanningTeam(t, 'Rotation');
  const more = await insertPlayers(t.db, f.team.id, [9, 10, 11, 12, 13, 14]);
  f.players.push(...more.map((p) => p.id));
  // In the squad since long before last month's match, so it counts for them.
  await t.db
    .update(players)
    .set({ createdAt: new Date('2024-01-01T00:00:00Z') })
    .where(eq(players.myTeamId, f.team.id));
  await t.db
    .update(players)
    .set({ preferredPosition: 'Goalkeeper' })
    .where(eq(players.id, shirt(1)));
  const pastDay = new Date(t.clock.now().getTime() - 30 * 24 * 3600 * 1000);
  const past = await f.match({
    matchDate: pastDay,
    homeScore: 1,
    awayScore: 0,
    matchLength: 60,
    substitutionTimings: [0],
  });
  await insertFormation(t.db, {
    myTeamId: f.team.id,
    matchId: past,
    quarter: 1,
    formation: '4-4-2',
    playerPositions: [
      { playerId: shirt(1), x: 5, y: 50 },
      ...[2, 3, 4, 5].map((n, i) => ({ playerId: shirt(n), x: 22, y: 20 + i * 20 })),
    ],
    benchPlayers: [6, 7, 8, 9, 10, 11, 12, 13, 14].map(shirt),
  });
});
afterAll(async () => {
  await t?.close();
});

const planPath = (id: number | string) => `/api/matches/${id}/rotation-plan`;
const applyPath = (id: number | string) => `/api/matches/${id}/rotation-plan/apply`;
const twoHalves = () =>
  f.match({ matchLength: 60, substitutionTimings: [0, 30], unavailablePlayerIds: [shirt(14)] });

async function formationsOf(matchId: number) {
  return t.db
    .select()
    .from(formations)
    .where(eq(formations.matchId, matchId))
    .orderBy(formations.quarter, formations.id);
}

/** A plan's minutes by shirt number. */
function minutesByShirt(plan: RotationPlanAnswer): Record<number, number> {
  const out: Record<number, number> = {};
  for (const row of plan.minutes) out[f.players.indexOf(row.playerId) + 1] = row.minutes;
  return out;
}

const shirts = (ids: readonly number[]) => ids.map((id) => f.players.indexOf(id) + 1);
const onPitch = (period: RotationPlanAnswer['periods'][number]) =>
  shirts([period.keeper, ...period.lines.flat()]).sort((a, b) => a - b);

const workedMinutes = {
  1: 60,
  2: 30,
  3: 30,
  4: 30,
  5: 30,
  6: 60,
  7: 60,
  8: 60,
  9: 60,
  10: 60,
  11: 60,
  12: 60,
  13: 60,
};

describe('POST /api/matches/:id/rotation-plan', () => {
  it('proposes every period and its minutes, the season furthest behind playing most, and saves nothing', async () => {
    const id = await twoHalves();
    const res = await f.request('POST', planPath(id), 'coach', { shape: '4-4-2' });
    expect(res.status, res.text).toBe(200);
    const plan = res.body as RotationPlanAnswer;
    expect(plan).toMatchObject({ matchId: id, shape: '4-4-2', fromPeriod: 1 });
    expect(shirts(plan.unavailable)).toEqual([14]);
    const [first, second] = plan.periods;
    expect(first).toMatchObject({ number: 1, from: 0, to: 30, kept: false, planned: false });
    expect(second).toMatchObject({ number: 2, from: 30, to: 60, kept: false, planned: false });
    expect(shirts([first!.keeper, second!.keeper])).toEqual([1, 1]);
    expect(first!.lines.map((line) => line.length)).toEqual([4, 4, 2]);
    expect(onPitch(first!)).toEqual([1, 2, 3, 6, 7, 8, 9, 10, 11, 12, 13]);
    expect(shirts(first!.bench)).toEqual([4, 5]);
    expect(onPitch(second!)).toEqual([1, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]);
    expect(shirts(second!.bench)).toEqual([2, 3]);
    expect(minutesByShirt(plan)).toEqual(workedMinutes);
    // Laid out on the shape's slots: the keeper on the GK spot, then the back four from the left.
    expect(first!.playerPositions[0]).toEqual({ playerId: first!.keeper, x: 5, y: 50 });
    expect(first!.playerPositions.slice(1, 5).map((p) => [p.x, p.y])).toEqual([
      [22, 20],
      [22, 40],
      [22, 60],
      [22, 80],
    ]);
    expect(await formationsOf(id)).toEqual([]);
  });

  it('leaves out a player marked unavailable, and says so in words when nobody may keep goal', async () => {
    const id = await f.match({
      matchLength: 60,
      substitutionTimings: [0, 30],
      unavailablePlayerIds: [shirt(1), shirt(14)],
    });
    const res = await f.request('POST', planPath(id), 'coach', { shape: '4-4-2' });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({
      code: 'ROTATION_NOT_POSSIBLE',
      message:
        'Nobody available may keep goal in periods 1 and 2: mark a player willing to keep goal in his player form, or make a goalkeeper available.',
    });
    // Marked willing in his player form, 7 keeps goal; 1 and 14 are nowhere in the plan.
    await t.db
      .update(players)
      .set({ willingToKeep: true })
      .where(eq(players.id, shirt(7)));
    try {
      const willing = await f.request('POST', planPath(id), 'coach', { shape: '4-4-2' });
      expect(willing.status, willing.text).toBe(200);
      const plan = willing.body as RotationPlanAnswer;
      expect(plan.periods.map((p) => shirts([p.keeper])[0])).toEqual([7, 7]);
      expect(shirts(plan.unavailable)).toEqual([1, 14]);
      for (const period of plan.periods) {
        expect(onPitch(period)).not.toContain(1);
        expect(shirts(period.bench)).not.toContain(1);
        expect(onPitch(period)).not.toContain(14);
      }
    } finally {
      await t.db
        .update(players)
        .set({ willingToKeep: false })
        .where(eq(players.id, shirt(7)));
    }
  });

  it('says when too few are available, and when pins cannot hold', async () => {
    const id = await f.match({
      matchLength: 60,
      substitutionTimings: [0, 30],
      unavailablePlayerIds: [10, 11, 12, 13, 14].map(shirt),
    });
    const few = await f.request('POST', planPath(id), 'coach', { shape: '4-4-2' });
    expect(few.status).toBe(422);
    expect(few.body).toEqual({
      code: 'ROTATION_NOT_POSSIBLE',
      message:
        'Not enough players available: this shape needs 11 (a keeper and 10 outfield) and 9 are available. Mark more players available or choose a smaller shape.',
    });
    const full = await twoHalves();
    const pinned = await f.request('POST', planPath(full), 'coach', {
      shape: '4-4-2',
      pins: [{ playerId: shirt(6), place: 'GK' }],
    });
    expect(pinned.status).toBe(422);
    expect(pinned.body).toEqual({
      code: 'ROTATION_NOT_POSSIBLE',
      message:
        '6 Player6 is pinned in goal but is neither a goalkeeper nor willing to keep goal: tick "Willing to keep goal" in his player form.',
    });
    const stranger = await f.request('POST', planPath(full), 'coach', {
      shape: '4-4-2',
      pins: [{ playerId: f.otherPlayers[0], periods: [1] }],
    });
    expect(stranger.status).toBe(422);
    expect((stranger.body as { message: string }).message).toMatch(/is pinned but is not available/);
  });

  it('changes the keeper only where the coach allows', async () => {
    const id = await twoHalves();
    await t.db
      .update(players)
      .set({ willingToKeep: true })
      .where(eq(players.id, shirt(7)));
    try {
      // At half-time (the default) keeping is shared: 1, a goalkeeper, keeps the first half, 7 the second.
      const halves = (await f.request('POST', planPath(id), 'coach', { shape: '4-4-2' }))
        .body as RotationPlanAnswer;
      expect(halves.periods.map((p) => shirts([p.keeper])[0])).toEqual([1, 7]);
      // Never: one keeper all match.
      const never = (await f.request('POST', planPath(id), 'coach', { shape: '4-4-2', keeperChangeAt: [] }))
        .body as RotationPlanAnswer;
      expect(never.periods.map((p) => shirts([p.keeper])[0])).toEqual([1, 1]);
    } finally {
      await t.db
        .update(players)
        .set({ willingToKeep: false })
        .where(eq(players.id, shirt(7)));
    }
  });

  it('keeps a pinned player on the pitch in his periods', async () => {
    const id = await twoHalves();
    // 2 is ahead over the season, so unpinned he sits period 2; pinned, he plays it.
    const res = await f.request('POST', planPath(id), 'coach', {
      shape: '4-4-2',
      pins: [{ playerId: shirt(2), periods: [1, 2], place: { line: 2 } }],
    });
    expect(res.status, res.text).toBe(200);
    const plan = res.body as RotationPlanAnswer;
    for (const period of plan.periods) expect(shirts(period.lines[2]!)).toContain(2);
  });

  it('stands a player pinned to a position on that slot of the shape, and says when pins to one cannot hold', async () => {
    const id = await twoHalves();
    // The worked plan above, pinned: 2 at RB whenever he plays (he still plays period 1 only, his
    // minutes unchanged), 13 at ST in period 2. 4-4-2's RB slot is the back four's right end (22, 80);
    // its two ST slots stand at x 85, y 30 and 70.
    const res = await f.request('POST', planPath(id), 'coach', {
      shape: '4-4-2',
      pins: [
        { playerId: shirt(2), place: { position: 'RB' } },
        { playerId: shirt(13), periods: [2], place: { position: 'ST' } },
      ],
    });
    expect(res.status, res.text).toBe(200);
    const plan = res.body as RotationPlanAnswer;
    expect(minutesByShirt(plan)).toEqual(workedMinutes);
    const [first, second] = plan.periods;
    expect(first!.playerPositions).toContainEqual({ playerId: shirt(2), x: 22, y: 80 });
    expect(shirts(first!.lines[0]!).at(-1)).toBe(2);
    const thirteen = second!.playerPositions.find((p) => p.playerId === shirt(13));
    expect(thirteen?.x).toBe(85);
    expect([30, 70]).toContain(thirteen?.y);

    const twoLeftBacks = await f.request('POST', planPath(id), 'coach', {
      shape: '4-4-2',
      pins: [6, 7].map((n) => ({ playerId: shirt(n), periods: [1], place: { position: 'LB' } })),
    });
    expect(twoLeftBacks.status).toBe(422);
    expect(twoLeftBacks.body).toEqual({
      code: 'ROTATION_NOT_POSSIBLE',
      message:
        '6 Player6 and 7 Player7 are both pinned to LB in period 1, but this shape has only one: pin one of them elsewhere or to other periods.',
    });
    const twoCentreBacks = await f.request('POST', planPath(id), 'coach', {
      shape: '4-4-2',
      pins: [6, 7].map((n) => ({ playerId: shirt(n), periods: [1], place: { position: 'CB' } })),
    });
    expect(twoCentreBacks.status, twoCentreBacks.text).toBe(200);
    const centre = (twoCentreBacks.body as RotationPlanAnswer).periods[0]!.playerPositions.filter((p) =>
      [shirt(6), shirt(7)].includes(p.playerId),
    );
    expect(centre.map((p) => [p.x, p.y]).sort()).toEqual([
      [22, 40],
      [22, 60],
    ]);
    const winger = await f.request('POST', planPath(id), 'coach', {
      shape: '4-4-2',
      pins: [{ playerId: shirt(2), place: { position: 'LW' } }],
    });
    expect(winger.status).toBe(422);
    expect(winger.body).toEqual({
      code: 'ROTATION_NOT_POSSIBLE',
      message:
        '2 Player2 is pinned to LW, a position this shape does not have: choose one of its positions, or another shape.',
    });
    expect(await formationsOf(id)).toEqual([]);
  });
});

describe('POST /api/matches/:id/rotation-plan/apply', () => {
  it('saves every period as a formation in one go, which the match then shows and counts', async () => {
    const id = await twoHalves();
    const res = await f.request('POST', applyPath(id), 'coach', { shape: '4-4-2' });
    expect(res.status, res.text).toBe(200);
    const applied = res.body as AppliedRotationPlan;
    const saved = await formationsOf(id);
    expect(saved.map((row) => [row.quarter, row.formation, row.name])).toEqual([
      [1, '4-4-2', 'Fair rotation, period 1'],
      [2, '4-4-2', 'Fair rotation, period 2'],
    ]);
    expect(applied.formationIds).toEqual(saved.map((row) => row.id));
    expect(saved.every((row) => row.plannedAt !== null)).toBe(true);
    const places = await readFormationPlaces(t.db, saved[0]!.id);
    expect(places.playerPositions).toEqual(applied.periods[0]!.playerPositions);
    expect(shirts(places.benchPlayers)).toEqual([4, 5]);
    expect(shirts(places.unavailablePlayers)).toEqual([14]);
    // The match's own playing time now reads the plan's minutes.
    const time = (await f.request('GET', `/api/matches/${id}/playing-time`, 'coach'))
      .body as MatchPlayingTimeAnswer;
    expect(time.plannedPeriods).toBe(2);
    const byShirt = Object.fromEntries(
      time.players.filter((p) => p.minutes > 0).map((p) => [f.players.indexOf(p.playerId) + 1, p.minutes]),
    );
    expect(byShirt).toEqual(workedMinutes);
  });

  it('never replaces a period already planned unless asked, and then replaces its formation', async () => {
    const id = await twoHalves();
    const mine = await insertFormation(t.db, {
      myTeamId: f.team.id,
      matchId: id,
      quarter: 2,
      name: 'My second half',
      playerPositions: [{ playerId: shirt(1), x: 5, y: 50 }],
    });
    const refused = await f.request('POST', applyPath(id), 'coach', { shape: '4-4-2' });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      code: 'PERIODS_ALREADY_PLANNED',
      message:
        'Period 2 is already planned: choose "Replace periods already planned" to replace it, or re-plan from a later period.',
    });
    // Nothing written: not period 1 either.
    expect((await formationsOf(id)).map((row) => [row.id, row.version])).toEqual([[mine, 1]]);
    // The preview says which periods a save would replace.
    const preview = (await f.request('POST', planPath(id), 'coach', { shape: '4-4-2' }))
      .body as RotationPlanAnswer;
    expect(preview.periods.map((p) => p.planned)).toEqual([false, true]);

    const res = await f.request('POST', applyPath(id), 'coach', { shape: '4-4-2', overwritePlanned: true });
    expect(res.status, res.text).toBe(200);
    const rows = await formationsOf(id);
    expect(rows.map((row) => [row.quarter, row.name])).toEqual([
      [1, 'Fair rotation, period 1'],
      [2, 'My second half'],
    ]);
    expect(rows[1]).toMatchObject({ id: mine, version: 2, formation: '4-4-2' });
    const places = await readFormationPlaces(t.db, mine);
    expect(places.playerPositions).toHaveLength(11);
  });

  it('re-plans from a period, keeping the ones before it as saved', async () => {
    const id = await twoHalves();
    // Period 1 as the coach saved it: 1 in goal, 2 to 11 outfield, 12 and 13 on the bench.
    const firstHalf = [
      { playerId: shirt(1), x: 5, y: 50 },
      ...[2, 3, 4, 5, 6, 7, 8, 9, 10, 11].map((n, i) => ({
        playerId: shirt(n),
        x: i < 4 ? 22 : i < 8 ? 52 : 85,
        y: 20 + (i % 4) * 20,
      })),
    ];
    const kept = await insertFormation(t.db, {
      myTeamId: f.team.id,
      matchId: id,
      quarter: 1,
      name: 'Kick-off',
      playerPositions: firstHalf,
      benchPlayers: [shirt(12), shirt(13)],
    });
    // At half-time 3 turns out unavailable.
    await t.db.execute(
      sql`insert into match_unavailable_players (match_id, player_id) values (${id}, ${shirt(3)})`,
    );
    const res = await f.request('POST', applyPath(id), 'coach', { shape: '4-4-2', fromPeriod: 2 });
    expect(res.status, res.text).toBe(200);
    const plan = res.body as AppliedRotationPlan;
    expect(plan.periods[0]).toMatchObject({ number: 1, kept: true, planned: true });
    expect(plan.periods[0]!.playerPositions).toEqual(firstHalf);
    // Period 2: 1 keeps goal again (the only keeper). Outfield, 12 and 13 sat out, so they come on;
    // the rest played 30 each, so the season decides: 6 to 11 (behind) before 2, 4 and 5 (ahead), and
    // of those 2 and 4 by shirt order; 5 sits, 3 is nowhere.
    const second = plan.periods[1]!;
    expect(onPitch(second)).toEqual([1, 2, 4, 6, 7, 8, 9, 10, 11, 12, 13]);
    expect(shirts(second.bench)).toEqual([5]);
    // 3 played period 1 and keeps those minutes.
    expect(minutesByShirt(plan)[3]).toBe(30);
    const rows = await formationsOf(id);
    expect(rows.map((row) => [row.id, row.quarter, row.version])).toEqual([
      [kept, 1, 1],
      [plan.formationIds[0], 2, 1],
    ]);
    expect(plan.formationIds).toHaveLength(1);
  });

  it('saves one of two plans sent at once, and refuses the other whole', async () => {
    const id = await twoHalves();
    const answers = await Promise.all([
      f.request('POST', applyPath(id), 'coach', { shape: '4-4-2' }),
      f.request('POST', applyPath(id), 'clubAdmin', { shape: '4-4-2' }),
    ]);
    expect(answers.map((res) => res.status).sort()).toEqual([200, 409]);
    const saved = answers.find((res) => res.status === 200)?.body as AppliedRotationPlan;
    expect((await formationsOf(id)).map((row) => row.id)).toEqual(saved.formationIds);
  });

  it('refuses to re-plan from a period when an earlier one has no saved line-up', async () => {
    const id = await twoHalves();
    const res = await f.request('POST', applyPath(id), 'coach', { shape: '4-4-2', fromPeriod: 2 });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({
      code: 'ROTATION_NOT_POSSIBLE',
      message: 'Period 1 has no saved line-up to keep: plan it first, or re-plan from period 1.',
    });
    expect(await formationsOf(id)).toEqual([]);
  });

  it('writes all periods or none: a refusal at the second period leaves the first unwritten', async () => {
    const id = await twoHalves();
    // A database refusal of period 2's formation only, so the save fails halfway.
    await t.db.execute(sql`
      create function refuse_period_two() returns trigger language plpgsql as $$
      begin
        if new.quarter = 2 and new.match_id = ${sql.raw(String(id))} then
          raise exception 'refused for the test';
        end if;
        return new;
      end $$`);
    await t.db.execute(
      sql`create trigger refuse_period_two before insert on formations for each row execute function refuse_period_two()`,
    );
    try {
      const res = await f.request('POST', applyPath(id), 'coach', { shape: '4-4-2' });
      expect(res.status).toBe(500);
      expect(await formationsOf(id)).toEqual([]);
    } finally {
      await t.db.execute(sql`drop trigger refuse_period_two on formations`);
      await t.db.execute(sql`drop function refuse_period_two()`);
    }
  });
});

describe("the families' answers (issue 31)", () => {
  // Sat 7 Dec 2030, 10:00 in the UK (GMT): two halves of 30, so 10:30 is the second half's first minute.
  const KICK_OFF = new Date('2030-12-07T10:00:00.000Z');
  const answerFor = (matchId: number, n: number, body: unknown) =>
    f.request('PUT', `/api/events/match-${matchId}/availability/${shirt(n)}`, 'coach', body);

  it('plans a late player only from his arrival, leaves Not sure players out when asked, and saves the absence', async () => {
    const id = await f.match({ matchLength: 60, substitutionTimings: [0, 30], matchDate: KICK_OFF });
    expect((await answerFor(id, 6, { answer: 'available', arrivesAt: '10:30' })).status).toBe(200);
    expect((await answerFor(id, 7, { answer: 'maybe' })).status).toBe(200);

    // By default the Not sure player is planned; the late one is listed with his arrival either way.
    const withMaybe = (await f.request('POST', planPath(id), 'coach', { shape: '4-4-2' }))
      .body as RotationPlanAnswer;
    expect(shirts(withMaybe.notSure)).toEqual([7]);
    expect(withMaybe.notSureIncluded).toBe(true);
    expect(withMaybe.late).toEqual([
      { playerId: shirt(6), arrivesAt: '2030-12-07T10:30:00.000Z', fromMinute: 30 },
    ]);
    expect(withMaybe.minutes.some((m) => m.playerId === shirt(7))).toBe(true);

    const res = await f.request('POST', planPath(id), 'coach', { shape: '4-4-2', includeNotSure: false });
    expect(res.status, res.text).toBe(200);
    const plan = res.body as RotationPlanAnswer;
    expect(plan.notSureIncluded).toBe(false);
    expect(shirts(plan.notSure)).toEqual([7]);
    const [first, second] = plan.periods;
    // Not there in the first half: neither on the pitch nor on the bench; the Not sure player nowhere.
    expect(onPitch(first!)).not.toContain(6);
    expect(shirts(first!.bench)).not.toContain(6);
    expect(shirts(first!.absent)).toEqual([6]);
    expect([...onPitch(first!), ...shirts(first!.bench)].sort((a, b) => a - b)).toEqual([
      1, 2, 3, 4, 5, 8, 9, 10, 11, 12, 13, 14,
    ]);
    expect(onPitch(second!)).toContain(6);
    expect(second!.absent).toEqual([]);
    expect(onPitch(second!).concat(shirts(second!.bench))).not.toContain(7);
    expect(plan.minutes.find((m) => m.playerId === shirt(6))).toEqual({
      playerId: shirt(6),
      minutes: 30,
      keeperMinutes: 0,
      availableMinutes: 30,
    });
    expect(plan.minutes.some((m) => m.playerId === shirt(7))).toBe(false);

    // Saved: the late player is unavailable in the first half's formation (the Not sure one in both),
    // so the match's playing time counts only the half he was there for.
    const applied = await f.request('POST', applyPath(id), 'coach', {
      shape: '4-4-2',
      includeNotSure: false,
    });
    expect(applied.status, applied.text).toBe(200);
    const saved = await formationsOf(id);
    expect(shirts((await readFormationPlaces(t.db, saved[0]!.id)).unavailablePlayers).sort()).toEqual([6, 7]);
    expect(shirts((await readFormationPlaces(t.db, saved[1]!.id)).unavailablePlayers)).toEqual([7]);
    const time = (await f.request('GET', `/api/matches/${id}/playing-time`, 'coach'))
      .body as MatchPlayingTimeAnswer;
    expect(time.players.find((p) => p.playerId === shirt(6))).toMatchObject({
      minutes: 30,
      availableMinutes: 30,
    });
  });

  it('refuses a plan whose first half is short of players because of late arrivals, in words', async () => {
    const id = await f.match({
      matchLength: 60,
      substitutionTimings: [0, 30],
      matchDate: KICK_OFF,
      unavailablePlayerIds: [shirt(13), shirt(14)],
    });
    // Twelve available, two of them in the second half only: ten there at kick-off for a 4-4-2.
    await answerFor(id, 11, { answer: 'available', arrivesAt: '10:31' });
    await answerFor(id, 12, { answer: 'maybe', arrivesAt: '10:15' });
    const res = await f.request('POST', planPath(id), 'coach', { shape: '4-4-2' });
    expect(res.status).toBe(422);
    expect((res.body as { message: string }).message).toBe(
      'Not enough players there in period 1: this shape needs 11 and 10 are there before the late arrivals. Choose a smaller shape, or ask who can come earlier.',
    );
    // Leaving the Not sure one out still leaves the first half short.
    expect(
      (await f.request('POST', planPath(id), 'coach', { shape: '4-4-2', includeNotSure: false })).status,
    ).toBe(422);
  });
});

describe('injuries recorded live, re-planned from the next period (issue 32)', () => {
  const KICK_OFF = new Date('2030-12-07T10:00:00.000Z');

  it('keeps the period under way, leaves the injured player out of the rest, and counts his minutes so far', async () => {
    const id = await f.match({
      matchLength: 60,
      substitutionTimings: [0, 30],
      matchDate: KICK_OFF,
      unavailablePlayerIds: [shirt(14)],
    });
    // Period 1 as saved: 1 in goal, 2 to 11 outfield, 12 and 13 on the bench.
    const firstHalf = [
      { playerId: shirt(1), x: 5, y: 50 },
      ...[2, 3, 4, 5, 6, 7, 8, 9, 10, 11].map((n, i) => ({
        playerId: shirt(n),
        x: i < 4 ? 22 : i < 8 ? 52 : 85,
        y: 20 + (i % 4) * 20,
      })),
    ];
    await insertFormation(t.db, {
      myTeamId: f.team.id,
      matchId: id,
      quarter: 1,
      name: 'Kick-off',
      playerPositions: firstHalf,
      benchPlayers: [shirt(12), shirt(13)],
    });
    // 5 goes off injured in the 21st minute: the live screen records minute 20.
    const injury = await f.request('POST', `/api/matches/${id}/live/availability`, 'coach', {
      playerId: shirt(5),
      kind: 'left',
      minute: 20,
    });
    expect(injury.status, injury.text).toBe(200);

    const res = await f.request('POST', applyPath(id), 'coach', { shape: '4-4-2', fromPeriod: 2 });
    expect(res.status, res.text).toBe(200);
    const plan = res.body as AppliedRotationPlan;
    expect(plan.left).toEqual([{ playerId: shirt(5), minute: 20 }]);
    expect(plan.periods[0]).toMatchObject({ number: 1, kept: true });
    expect(plan.periods[0]!.playerPositions).toEqual(firstHalf);
    // Period 2: 12 and 13 sat out, so they come on; 6 to 11 are behind over the season; of 2, 3 and 4
    // (ahead) two places are left, by shirt: 2 and 3. 5 is nowhere.
    const second = plan.periods[1]!;
    expect(onPitch(second)).toEqual([1, 2, 3, 6, 7, 8, 9, 10, 11, 12, 13]);
    expect(shirts(second.bench)).toEqual([4]);
    expect(shirts(second.absent)).toEqual([5]);
    // His 30 minutes of period 1 stand; he was there for 20 of the match's minutes.
    expect(plan.minutes.find((m) => m.playerId === shirt(5))).toEqual({
      playerId: shirt(5),
      minutes: 30,
      keeperMinutes: 0,
      availableMinutes: 20,
    });
    // Saved through the editor's write path: period 2's formation marks him unavailable.
    const saved = await formationsOf(id);
    expect(saved.map((row) => row.quarter)).toEqual([1, 2]);
    expect(
      shirts((await readFormationPlaces(t.db, saved[1]!.id)).unavailablePlayers).sort((a, b) => a - b),
    ).toEqual([5, 14]);
  });

  it('refuses a pin on the injured player after he left, in words', async () => {
    const id = await f.match({ matchLength: 60, substitutionTimings: [0, 30], matchDate: KICK_OFF });
    await f.request('POST', `/api/matches/${id}/live/availability`, 'coach', {
      playerId: shirt(6),
      kind: 'left',
      minute: 20,
    });
    const res = await f.request('POST', planPath(id), 'coach', {
      shape: '4-4-2',
      pins: [{ playerId: shirt(6), periods: [2] }],
    });
    expect(res.status).toBe(422);
    expect((res.body as { message: string }).message).toContain('which ends after he left the match');
  });
});

describe('who may plan, and bad input', () => {
  it("lets the team's coaches and admins plan; refuses parents, other teams and strangers, writing nothing", async () => {
    const id = await twoHalves();
    const other = await f.otherMatch({ matchLength: 60, substitutionTimings: [0, 30] });
    for (const path of [planPath(id), applyPath(id)]) {
      expect((await f.request('POST', path, 'parent', { shape: '4-4-2' })).status).toBe(403);
      expect((await f.request('POST', path, 'otherCoach', { shape: '4-4-2' })).status).toBe(404);
      expect((await f.request('POST', path, 'noTeam', { shape: '4-4-2' })).status).toBe(404);
      expect((await f.request('POST', path, 'signedOut', { shape: '4-4-2' })).status).toBe(401);
    }
    for (const path of [planPath(other), applyPath(other)]) {
      const res = await f.request('POST', path, 'coach', { shape: '4-4-2' });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ code: 'MATCH_NOT_FOUND', message: 'Match not found' });
    }
    expect(await formationsOf(id)).toEqual([]);
    expect(await formationsOf(other)).toEqual([]);
    expect((await f.request('POST', planPath(id), 'clubAdmin', { shape: '4-4-2' })).status).toBe(200);
    expect((await f.request('POST', applyPath(id), 'clubAdmin', { shape: '4-4-2' })).status).toBe(200);
  });

  it('answers 4xx for garbage and huge bodies and writes nothing', async () => {
    const id = await twoHalves();
    const cases: Array<[unknown, string]> = [
      [{}, 'Validation failed: shape: Shape must be one of the formation shapes'],
      [
        { shape: '1-1-1-1-1-1-1-1-1-1' },
        'Validation failed: shape: Shape must be one of the formation shapes',
      ],
      [{ shape: 442 }, 'Validation failed: shape: Shape must be one of the formation shapes'],
      [
        { shape: '4-4-2', fromPeriod: 0 },
        'Validation failed: fromPeriod: From period must be a period number from 1 to 99',
      ],
      [{ shape: '4-4-2', pins: 'all' }, 'Validation failed: pins: Pins must be a list'],
      [
        { shape: '4-4-2', pins: [{ playerId: shirt(2) }] },
        'Validation failed: pins.0: A pin needs periods, a place or both',
      ],
      [
        { shape: '4-4-2', pins: [{ playerId: shirt(2), place: 'ST' }] },
        "Validation failed: pins.0.place: Place must be 'GK', {line} (0 the back line) or {position}, such as {position: 'LB'}",
      ],
      [
        { shape: '4-4-2', pins: [{ playerId: shirt(2), place: { position: 'XX' } }] },
        "Validation failed: pins.0.place: Place must be 'GK', {line} (0 the back line) or {position}, such as {position: 'LB'}",
      ],
      [
        { shape: '4-4-2', keeperChangeAt: Array.from({ length: 31 }, () => 2) },
        'Validation failed: keeperChangeAt: Keeper change may hold at most 30 periods',
      ],
      [
        { shape: '4-4-2', overwritePlanned: 'yes' },
        'Validation failed: overwritePlanned: Overwrite planned must be true or false',
      ],
    ];
    for (const [body, message] of cases) {
      const res = await f.request('POST', applyPath(id), 'coach', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body, JSON.stringify(body)).toEqual({ code: 'VALIDATION_FAILED', message });
    }
    const huge = await f.request('POST', applyPath(id), 'coach', {
      shape: '4-4-2',
      pins: Array.from({ length: 200_000 }, () => ({ playerId: shirt(2), periods: [1] })),
    });
    expect(huge.status).toBe(413);
    const manyPins = await f.request('POST', planPath(id), 'coach', {
      shape: '4-4-2',
      pins: Array.from({ length: 41 }, () => ({ playerId: shirt(2), periods: [1] })),
    });
    expect(manyPins.status).toBe(400);
    const beyond = await f.request('POST', planPath(id), 'coach', { shape: '4-4-2', fromPeriod: 3 });
    expect(beyond.status).toBe(422);
    expect(beyond.body).toEqual({
      code: 'ROTATION_NOT_POSSIBLE',
      message: 'This match has 2 periods: re-plan from one of them.',
    });
    const badId = await f.request('POST', planPath('abc'), 'coach', { shape: '4-4-2' });
    expect(badId.status).toBe(400);
    const pinnedLine = await f.request('POST', planPath(id), 'coach', {
      shape: '4-4-2',
      pins: [{ playerId: shirt(2), place: { line: 5 } }],
    });
    expect(pinnedLine.status).toBe(422);
    expect((pinnedLine.body as { message: string }).message).toBe(
      '2 Player2 is pinned to a line this shape does not have.',
    );
    expect(await formationsOf(id)).toEqual([]);
    const rows = await t.db
      .select()
      .from(formations)
      .where(inArray(formations.matchId, [id]));
    expect(rows).toEqual([]);
  });
});
