import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MatchPlayingTimeAnswer } from '../../../shared/contracts/matches.js';
import { matches, players, teams } from '../../db/schema.js';
import { type PlanningFixture, setUpPlanningTeam } from '../../test-support/match-planning-fixture.js';
import { recordStatements } from '../../test-support/statement-recorder.js';
import { insertFormation } from '../../test-support/team-fixtures.js';
import { startTestApp, type TestApp } from '../../test-support/test-app.js';
import { readMatchPlayingTime } from './playing-time.js';

// GET /api/matches/:id/playing-time (issue 30): a match's minutes from its plan, worked by hand.

let t: TestApp;
let f: PlanningFixture;

beforeAll(async () => {
  t = await startTestApp();
  f = await setUpPlanningTeam(t, 'Minutes');
});
afterAll(async () => {
  await t?.close();
});

const path = (id: number | string) => `/api/matches/${id}/playing-time`;
// The team's players by shirt number: shirt(3) is the player wearing 3.
const shirt = (n: number) => f.players[n - 1] as number;

// Spots on the pitch and the label positionLabel gives each.
const GK = { x: 5, y: 50 };
const CB = { x: 22, y: 50 };
const CM = { x: 52, y: 50 };
const ST = { x: 85, y: 50 };
const LW = { x: 85, y: 10 };
const at = (n: number, spot: { x: number; y: number }) => ({ playerId: shirt(n), ...spot });

/**
 * 60 minutes in four periods of 15 (0, 15, 30, 45); 8 is unavailable for the match, 3 is captain.
 * Period 1: 1 GK, 2 CB, 3 CM, 4 ST, 5 LW, bench 6 and 7, 8 unavailable in the formation too.
 * Period 2: 6 on for 2 at CB, 7 on for 4 up front; 2 and 4 on the bench.
 * Period 3 has only a library copy (never saved in the editor) and period 4 nothing: 2 of 4 planned.
 */
async function workedMatch(): Promise<{ id: number; formations: number[] }> {
  const id = await f.match({
    matchLength: 60,
    substitutionTimings: [0, 15, 30, 45],
    captainPlayerId: shirt(3),
    unavailablePlayerIds: [shirt(8)],
  });
  const myTeamId = f.team.id;
  const first = await insertFormation(t.db, {
    myTeamId,
    matchId: id,
    quarter: 1,
    playerPositions: [at(1, GK), at(2, CB), at(3, CM), at(4, ST), at(5, LW)],
    benchPlayers: [shirt(6), shirt(7)],
    unavailablePlayers: [shirt(8)],
  });
  const second = await insertFormation(t.db, {
    myTeamId,
    matchId: id,
    quarter: 2,
    playerPositions: [at(1, GK), at(6, CB), at(3, CM), at(7, ST), at(5, LW)],
    benchPlayers: [shirt(2), shirt(4)],
  });
  await insertFormation(t.db, {
    myTeamId,
    matchId: id,
    quarter: 3,
    plannedAt: null,
    playerPositions: [at(8, GK)],
  });
  return { id, formations: [first, second] };
}

const lines = (GK: number, DEF: number, MID: number, FWD: number) => ({ GK, DEF, MID, FWD });

describe('GET /api/matches/:id/playing-time', () => {
  it('gives each squad player his minutes from the planned periods, and the change list', async () => {
    const { id, formations } = await workedMatch();
    const res = await f.request('GET', path(id), 'coach');
    expect(res.status).toBe(200);
    const body = res.body as MatchPlayingTimeAnswer;
    expect(body.matchId).toBe(id);
    // The team's own target (a new team's is 50), for the page to flag by.
    expect(body.fairShareTarget).toBe(50);
    expect([body.plannedPeriods, body.periods]).toEqual([2, 4]);
    expect(body.periodList).toEqual([
      { number: 1, from: 0, to: 15, minutes: 15, formationId: formations[0] },
      { number: 2, from: 15, to: 30, minutes: 15, formationId: formations[1] },
      { number: 3, from: 30, to: 45, minutes: 15, formationId: null },
      { number: 4, from: 45, to: 60, minutes: 15, formationId: null },
    ]);
    const row = (
      n: number,
      minutes: number,
      availableMinutes: number,
      [periodsOnPitch, periodsOnBench, periodsUnavailable]: [number, number, number],
      byLine: ReturnType<typeof lines>,
      more: { started?: boolean; isCaptain?: boolean; unavailable?: boolean } = {},
    ) => ({
      playerId: shirt(n),
      minutes,
      availableMinutes,
      periodsOnPitch,
      periodsOnBench,
      periodsUnavailable,
      started: more.started ?? false,
      byLine,
      isCaptain: more.isCaptain ?? false,
      unavailable: more.unavailable ?? false,
    });
    // In the squad's order (shirt number); only periods 1 and 2 count, 15 minutes each.
    expect(body.players).toEqual([
      row(1, 30, 30, [2, 0, 0], lines(2, 0, 0, 0), { started: true }),
      row(2, 15, 30, [1, 1, 0], lines(0, 1, 0, 0), { started: true }),
      row(3, 30, 30, [2, 0, 0], lines(0, 0, 2, 0), { started: true, isCaptain: true }),
      row(4, 15, 30, [1, 1, 0], lines(0, 0, 0, 1), { started: true }),
      row(5, 30, 30, [2, 0, 0], lines(0, 0, 0, 2), { started: true }),
      row(6, 15, 30, [1, 1, 0], lines(0, 1, 0, 0)),
      row(7, 15, 30, [1, 1, 0], lines(0, 0, 0, 1)),
      // Unavailable for the match: no minutes he could have played, and the library copy of period 3
      // that puts him in goal is no plan.
      row(8, 0, 0, [0, 0, 2], lines(0, 0, 0, 0), { unavailable: true }),
    ]);
    expect(body.changes.map((change) => change.text)).toEqual([
      "15': 6 on for 2, 7 on for 4",
      "30': period 3 not planned",
      "45': periods 3 and 4 not planned",
    ]);
    expect(body.changes[0]).toEqual({
      minute: 15,
      before: 1,
      after: 2,
      planned: true,
      changes: [
        { on: shirt(6), off: shirt(2) },
        { on: shirt(7), off: shirt(4) },
      ],
      text: "15': 6 on for 2, 7 on for 4",
    });
    expect(body.changes[2]).toEqual({
      minute: 45,
      before: 3,
      after: 4,
      planned: false,
      unplannedPeriods: [3, 4],
      text: "45': periods 3 and 4 not planned",
    });
  });

  it('follows the timing: a longer last period gives its players more minutes', async () => {
    const { id } = await workedMatch();
    // Periods from 0, 20, 40 of 70 minutes: periods 1 and 2 keep their formations, 3 its library copy.
    const timing = await f.request('PATCH', `/api/matches/${id}`, 'coach', {
      matchLength: 70,
      substitutionTimings: [0, 20, 40],
      defaultSubstitutions: 2,
    });
    expect(timing.status).toBe(200);
    const body = (await f.request('GET', path(id), 'coach')).body as MatchPlayingTimeAnswer;
    expect([body.plannedPeriods, body.periods]).toEqual([2, 3]);
    expect(body.periodList.map((p) => p.minutes)).toEqual([20, 20, 30]);
    const minutes = Object.fromEntries(body.players.map((p) => [p.playerId, p.minutes]));
    expect(minutes[shirt(1)]).toBe(40);
    expect(minutes[shirt(2)]).toBe(20);
    expect(minutes[shirt(6)]).toBe(20);
    expect(body.changes.map((change) => change.text)).toEqual([
      "20': 6 on for 2, 7 on for 4",
      "40': period 3 not planned",
    ]);
  });

  it('gives nobody minutes in a match with no plan', async () => {
    const id = await f.match({ matchLength: 60, substitutionTimings: [0, 30] });
    const body = (await f.request('GET', path(id), 'coach')).body as MatchPlayingTimeAnswer;
    expect([body.plannedPeriods, body.periods]).toEqual([0, 2]);
    expect(body.players).toHaveLength(8);
    expect(body.players.every((p) => p.minutes === 0 && p.availableMinutes === 0)).toBe(true);
    expect(body.changes.map((change) => change.text)).toEqual(["30': periods 1 and 2 not planned"]);
  });

  it('reads the match, its formations and the squad in three statements, whatever the plan', async () => {
    const { id } = await workedMatch();
    const recorder = recordStatements(t.db);
    const team = { id: f.team.id, fairShareTarget: 50, format: 11, showSquadMinutesToFamily: false };
    const viewer = { role: 'coach' as const, id: 0, email: `coach@minutes.test` };
    const direct = await readMatchPlayingTime(recorder.db, team, viewer, id, t.clock.now());
    expect(recorder.statements).toHaveLength(3);
    expect((await f.request('GET', path(id), 'coach')).body).toEqual(direct);
  });

  it("answers the club's admin as the coach, and a parent without a child in the squad no player's minutes", async () => {
    const { id } = await workedMatch();
    const coach = await f.request('GET', path(id), 'coach');
    const admin = await f.request('GET', path(id), 'clubAdmin');
    expect(admin.status).toBe(200);
    expect(admin.body).toEqual(coach.body);
    const parent = await f.request('GET', path(id), 'parent');
    expect(parent.status).toBe(200);
    const {
      players: _all,
      changes: _changes,
      scope: _scope,
      ...matchFigures
    } = coach.body as MatchPlayingTimeAnswer;
    expect(parent.body).toEqual({
      ...matchFigures,
      scope: 'family',
      players: [],
      changes: [
        { minute: 15, before: 1, after: 2, planned: true, changes: [], text: "15': no changes" },
        {
          minute: 30,
          before: 2,
          after: 3,
          planned: false,
          unplannedPeriods: [3],
          text: "30': period 3 not planned",
        },
        {
          minute: 45,
          before: 3,
          after: 4,
          planned: false,
          unplannedPeriods: [3, 4],
          text: "45': periods 3 and 4 not planned",
        },
      ],
    });
  });

  it("answers 404 Match not found for another team's match or a missing one, 400 to a bad id, 401 signed out", async () => {
    const { id } = await workedMatch();
    const theirs = await f.otherMatch({});
    for (const [match, who] of [
      [id, 'otherCoach'],
      [id, 'noTeam'],
      [theirs, 'coach'],
      [theirs, 'parent'],
      [987_654, 'coach'],
    ] as const) {
      const res = await f.request('GET', path(match), who);
      expect(res.status, `${match} ${who}`).toBe(404);
      expect(res.body).toEqual({ code: 'MATCH_NOT_FOUND', message: 'Match not found' });
    }
    expect((await f.request('GET', path(theirs), 'otherCoach')).status).toBe(200);
    for (const bad of ['abc', '0', '-1', '1.5', '99999999999', '1%2F2', `${id}%20`]) {
      const res = await f.request('GET', path(bad), 'coach');
      expect(res.status, bad).toBe(400);
      expect((res.body as { message: string }).message, bad).toMatch(/^Validation failed: id: /);
    }
    expect((await f.request('GET', path(id), 'signedOut')).status).toBe(401);
  });
});

describe('the squad of a dated match', () => {
  it('lists only the players added on its London day or before; everyone for an undated match', async () => {
    const late = await setUpPlanningTeam(t, 'Joined');
    const [first, , , , , , , eighth] = late.players as [number, ...number[]];
    // The squad joined on 1 September, but 8 on 21 September (London), the day after the match, and 1 at
    // 00:30 London time on its day.
    await t.db
      .update(players)
      .set({ createdAt: new Date('2026-09-01T10:00:00.000Z') })
      .where(eq(players.myTeamId, late.team.id));
    await t.db
      .update(players)
      .set({ createdAt: new Date('2026-09-20T23:30:00.000Z') })
      .where(eq(players.id, eighth as number));
    await t.db
      .update(players)
      .set({ createdAt: new Date('2026-09-19T23:30:00.000Z') })
      .where(eq(players.id, first));
    const dated = await late.match({
      matchDate: new Date('2026-09-20T09:30:00.000Z'),
      matchLength: 60,
      substitutionTimings: [0, 30],
    });
    await insertFormation(t.db, {
      myTeamId: late.team.id,
      matchId: dated,
      quarter: 1,
      playerPositions: [{ playerId: first, ...GK }],
    });
    const ids = async (matchId: number) =>
      ((await late.request('GET', path(matchId), 'coach')).body as MatchPlayingTimeAnswer).players.map(
        (p) => p.playerId,
      );
    expect(await ids(dated)).toEqual(late.players.slice(0, 7));
    const undated = await late.match({});
    expect(await ids(undated)).toEqual(late.players);
  });
});

describe("the FA's daily cap (issue 30)", () => {
  /** A dated 60-minute match in two halves, with the given players on the pitch in each half. */
  async function dayMatch(kickOff: string, halves: [number[], number[]], isPostponed = false) {
    const id = await f.match({ matchLength: 60, substitutionTimings: [0, 30] });
    await t.db
      .update(matches)
      .set({ matchDate: new Date(kickOff), isPostponed })
      .where(eq(matches.id, id));
    for (const [index, onPitch] of halves.entries()) {
      await insertFormation(t.db, {
        myTeamId: f.team.id,
        matchId: id,
        quarter: index + 1,
        playerPositions: onPitch.map((n, i) => at(n, i === 0 ? GK : { x: 52, y: 10 + i * 10 })),
      });
    }
    return id;
  }
  const setFormat = (format: number) => t.db.update(teams).set({ format }).where(eq(teams.id, f.team.id));

  it("warns of the players a 9v9 day's plans put over 80 minutes, counting every match of that London day", async () => {
    const morning = await dayMatch('2027-03-06T10:00:00Z', [[1, 2], [1]]);
    const afternoon = await dayMatch('2027-03-06T14:00:00Z', [[1], [1, 2]]);
    // Postponed, or on another day: nobody plays these minutes on the 6th.
    await dayMatch('2027-03-06T16:00:00Z', [[2], [2]], true);
    await dayMatch('2027-03-07T10:00:00Z', [[2], [2]]);
    try {
      await setFormat(9);
      for (const id of [morning, afternoon]) {
        const body = (await f.request('GET', path(id), 'coach')).body as MatchPlayingTimeAnswer;
        // 1 plays both matches whole (120); 2 half of each (60).
        expect(body.dailyCap, String(id)).toEqual({
          minutes: 80,
          players: [{ playerId: shirt(1), dayMinutes: 120, matches: 2 }],
        });
      }
      // A parent whose family is none of them hears of the limit, but of no other child over it.
      const asParent = (await f.request('GET', path(morning), 'parent')).body as MatchPlayingTimeAnswer;
      expect(asParent.dailyCap).toEqual({ minutes: 80, players: [] });
      await setFormat(5);
      const five = (await f.request('GET', path(morning), 'coach')).body as MatchPlayingTimeAnswer;
      expect(five.dailyCap).toEqual({
        minutes: 40,
        players: [
          { playerId: shirt(1), dayMinutes: 120, matches: 2 },
          { playerId: shirt(2), dayMinutes: 60, matches: 2 },
        ],
      });
      // An undated match has no day to count: the cap, and nobody over it.
      await setFormat(7);
      const undated = await f.match({ matchLength: 60, substitutionTimings: [0, 30] });
      expect(
        ((await f.request('GET', path(undated), 'coach')).body as MatchPlayingTimeAnswer).dailyCap,
      ).toEqual({
        minutes: 60,
        players: [],
      });
    } finally {
      await setFormat(11);
    }
    // Eleven-a-side sets no cap.
    const eleven = (await f.request('GET', path(morning), 'coach')).body as MatchPlayingTimeAnswer;
    expect(eleven.dailyCap).toBeNull();
  });

  it("reads the day's matches and formations in two statements more, whatever their number", async () => {
    const id = await dayMatch('2027-04-10T10:00:00Z', [
      [1, 2],
      [1, 3],
    ]);
    await dayMatch('2027-04-10T13:00:00Z', [[1], [1]]);
    await dayMatch('2027-04-10T15:00:00Z', [[1], [1]]);
    const recorder = recordStatements(t.db);
    const direct = await readMatchPlayingTime(
      recorder.db,
      { id: f.team.id, fairShareTarget: 50, format: 9, showSquadMinutesToFamily: false },
      { role: 'coach', id: 0, email: 'coach@minutes.test' },
      id,
      t.clock.now(),
    );
    expect(recorder.statements).toHaveLength(5);
    expect(direct.dailyCap).toEqual({
      minutes: 80,
      players: [{ playerId: shirt(1), dayMinutes: 180, matches: 3 }],
    });
  });
});
