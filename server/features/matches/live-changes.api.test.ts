import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiveChangeAnswer, MatchLiveAnswer } from '../../../shared/contracts/match-live.js';
import type { MatchPlayingTimeAnswer } from '../../../shared/contracts/matches.js';
import type {
  PlayerPlayingTimeAnswer,
  SeasonPlayingTimeAnswer,
} from '../../../shared/contracts/playing-time.js';
import { matchLiveChangePlayers, matchLiveChanges } from '../../db/schema.js';
import { type PlanningFixture, setUpPlanningTeam } from '../../test-support/match-planning-fixture.js';
import { insertFormation } from '../../test-support/team-fixtures.js';
import { startTestApp, type TestApp } from '../../test-support/test-app.js';

// Changes as made on the live screen (issue 32, decision 067's third slice): who actually came on and
// went off, sent with the phone's id, and the match's minutes counted from them.

let t: TestApp;
let f: PlanningFixture;

// A Saturday afternoon next June (after the squad joined): kick-off at 13:00, the test's clock at 13:30.
const KICK_OFF = '2027-06-12T13:00:00.000Z';
beforeAll(async () => {
  t = await startTestApp();
  t.clock.set('2027-06-12T13:30:00.000Z');
  f = await setUpPlanningTeam(t, 'Changes');
});
afterAll(async () => {
  await t?.close();
});

const shirt = (n: number) => f.players[n - 1] as number;
const code = (res: { body: unknown }) => (res.body as { code?: string }).code;
const message = (res: { body: unknown }) => (res.body as { message?: string }).message ?? '';
/** 13:mm:ss on the match day. */
const clock = (minutes: number, seconds = 0) =>
  new Date(Date.parse(KICK_OFF) + (minutes * 60 + seconds) * 1000).toISOString();
const GK = { x: 5, y: 50 };
const CB = { x: 22, y: 50 };
const CM = { x: 52, y: 50 };
const ST = { x: 85, y: 50 };

/**
 * 40 minutes in two periods (0, 20). Period 1: 1 GK, 2 CB, 3 CM, 4 ST; 5 and 6 on the bench.
 * Period 2 (planned): 5 on for 3, 6 on for 4.
 */
async function plannedMatch(): Promise<number> {
  const id = await f.match({
    matchDate: new Date(KICK_OFF),
    matchLength: 40,
    substitutionTimings: [0, 20],
    homeScore: 1,
    awayScore: 0,
  });
  const at = (n: number, spot: { x: number; y: number }) => ({ playerId: shirt(n), ...spot });
  const myTeamId = f.team.id;
  await insertFormation(t.db, {
    myTeamId,
    matchId: id,
    quarter: 1,
    playerPositions: [at(1, GK), at(2, CB), at(3, CM), at(4, ST)],
    benchPlayers: [shirt(5), shirt(6)],
  });
  await insertFormation(t.db, {
    myTeamId,
    matchId: id,
    quarter: 2,
    playerPositions: [at(1, GK), at(2, CB), at(5, CM), at(6, ST)],
    benchPlayers: [shirt(3), shirt(4)],
  });
  return id;
}

const press = (id: number, kind: string, at: string) =>
  f.request('POST', `/api/matches/${id}/live/events`, 'coach', { id: randomUUID(), kind, at });
const change = (on: number[], off: number[], at: string, id: string = randomUUID(), period = 2) => ({
  id,
  period,
  at,
  on: on.map(shirt),
  off: off.map(shirt),
});
const changesPath = (id: number) => `/api/matches/${id}/live/changes`;
const undoPath = (id: number) => `/api/matches/${id}/live/changes/undo`;
const stored = async (matchId: number) =>
  (await t.db.select().from(matchLiveChanges).where(eq(matchLiveChanges.matchId, matchId))).length;
const minutes = async (id: number) => {
  const res = await f.request('GET', `/api/matches/${id}/playing-time`, 'coach');
  expect(res.status).toBe(200);
  const body = res.body as MatchPlayingTimeAnswer;
  const byShirt = Object.fromEntries(
    body.players
      .filter((p) => f.players.indexOf(p.playerId) < 6)
      .map((p) => [f.players.indexOf(p.playerId) + 1, p.minutes]),
  );
  return { source: body.source, byShirt };
};

/** Kicked off at 13:00, the break from 13:20 to 13:25, resumed. */
async function playedToTheBreak(): Promise<number> {
  const id = await plannedMatch();
  expect((await press(id, 'start', clock(0))).status).toBe(201);
  expect((await press(id, 'pause', clock(20))).status).toBe(201);
  expect((await press(id, 'resume', clock(25))).status).toBe(201);
  return id;
}

describe('POST /api/matches/:id/live/changes', () => {
  it('stores the change with its seconds of play from the presses; the live read answers it', async () => {
    const id = await playedToTheBreak();
    // Made 2 minutes late: 13:27 is 22:00 of play (the 5-minute break is not play).
    const res = await f.request('POST', changesPath(id), 'coach', change([5, 6], [3, 4], clock(27)));
    expect(res.status).toBe(201);
    const made = res.body as LiveChangeAnswer;
    expect(made).toMatchObject({ period: 2, seconds: 22 * 60, at: clock(27) });
    expect(made.on.sort()).toEqual([shirt(5), shirt(6)].sort());
    expect(made.off.sort()).toEqual([shirt(3), shirt(4)].sort());
    const read = await f.request('GET', `/api/matches/${id}/live`, 'parent');
    expect(read.status).toBe(200);
    expect((read.body as MatchLiveAnswer).changes).toEqual([made]);
  });

  it('answers the stored change when the same id comes again, and a 409 for another body', async () => {
    const id = await playedToTheBreak();
    const body = change([5], [3], clock(27));
    const first = await f.request('POST', changesPath(id), 'coach', body);
    expect(first.status).toBe(201);
    const [again, reordered] = await Promise.all([
      f.request('POST', changesPath(id), 'coach', body),
      f.request('POST', changesPath(id), 'clubAdmin', body),
    ]);
    expect(again.status).toBe(200);
    expect(reordered.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(await stored(id)).toBe(1);
    const other = await f.request('POST', changesPath(id), 'coach', { ...body, on: [shirt(6)] });
    expect(other.status).toBe(409);
    expect(code(other)).toBe('LIVE_CHANGE_ID_TAKEN');
    expect(await stored(id)).toBe(1);
  });

  it('lets a player go off injured with nobody on, and refuses impossible changes in words', async () => {
    const id = await playedToTheBreak();
    const injured = await f.request('POST', changesPath(id), 'coach', change([], [2], clock(26)));
    expect(injured.status).toBe(201);
    for (const [body, words] of [
      [change([1], [3], clock(27)), /^1 .* is already on the pitch\.$/],
      [change([5], [2], clock(27)), /^2 .* is not on the pitch\.$/],
      [change([5], [5], clock(27)), /^5 .* cannot both come on and go off in one change\.$/],
    ] as const) {
      const res = await f.request('POST', changesPath(id), 'coach', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(message(res)).toMatch(words);
    }
    const stranger = await f.request('POST', changesPath(id), 'coach', {
      ...change([], [3], clock(27)),
      on: [f.otherPlayers[0]],
    });
    expect(stranger.status).toBe(400);
    expect(message(stranger)).toMatch(/not in the team’s squad/);
    const empty = await f.request('POST', changesPath(id), 'coach', change([], [], clock(27)));
    expect(empty.status).toBe(400);
    expect(await stored(id)).toBe(1);
  });

  it('refuses a change before the start and after the end (409), writing nothing', async () => {
    const id = await plannedMatch();
    const early = await f.request('POST', changesPath(id), 'coach', change([5], [3], clock(1)));
    expect(early.status).toBe(409);
    expect(code(early)).toBe('LIVE_CHANGE_REFUSED');
    expect(message(early)).toMatch(/not started/);
    await press(id, 'start', clock(0));
    await press(id, 'end', clock(29));
    const late = await f.request('POST', changesPath(id), 'coach', change([5], [3], clock(30)));
    expect(code(late)).toBe('LIVE_CHANGE_REFUSED');
    expect(message(late)).toMatch(/has ended/);
    expect(await stored(id)).toBe(0);
  });

  it("lets parents read but not change; another team's coach gets 404", async () => {
    const id = await playedToTheBreak();
    const body = change([5], [3], clock(27));
    expect((await f.request('POST', changesPath(id), 'parent', body)).status).toBe(403);
    expect((await f.request('POST', changesPath(id), 'otherCoach', body)).status).toBe(404);
    expect((await f.request('POST', undoPath(id), 'parent', { id: body.id })).status).toBe(403);
    expect(await stored(id)).toBe(0);
  });
});

describe('POST /api/matches/:id/live/changes/undo', () => {
  it('takes back the last change only, once', async () => {
    const id = await playedToTheBreak();
    const first = change([5], [3], clock(26));
    const second = change([6], [4], clock(27));
    await f.request('POST', changesPath(id), 'coach', first);
    await f.request('POST', changesPath(id), 'coach', second);
    const notLast = await f.request('POST', undoPath(id), 'coach', { id: first.id });
    expect(notLast.status).toBe(409);
    expect(code(notLast)).toBe('LIVE_CHANGE_REFUSED');
    const undone = await f.request('POST', undoPath(id), 'coach', { id: second.id });
    expect(undone.status).toBe(200);
    expect(undone.body).toEqual({ id: second.id });
    const twice = await f.request('POST', undoPath(id), 'coach', { id: second.id });
    expect(twice.status).toBe(404);
    expect(code(twice)).toBe('LIVE_CHANGE_NOT_FOUND');
    expect(await stored(id)).toBe(1);
    const players = await t.db
      .select()
      .from(matchLiveChangePlayers)
      .where(eq(matchLiveChangePlayers.changeId, second.id));
    expect(players).toHaveLength(0);
    // 4 is on the pitch again, by the record: he can be taken off once more.
    expect((await f.request('POST', changesPath(id), 'coach', change([6], [4], clock(28)))).status).toBe(201);
  });
});

describe("the match's playing time once played live", () => {
  it('counts the plan before the start, and the actual minutes after it', async () => {
    const id = await plannedMatch();
    expect(await minutes(id)).toEqual({
      source: 'planned',
      byShirt: { 1: 40, 2: 40, 3: 20, 4: 20, 5: 20, 6: 20 },
    });
    await press(id, 'start', clock(0));
    await press(id, 'pause', clock(20));
    await press(id, 'resume', clock(25));
    // The planned change 2 minutes late (13:27, 22:00 of play), then an adjusted one at 13:33 (28:00):
    // 3 back on for 2 rather than nobody. 6 never comes on.
    expect((await f.request('POST', changesPath(id), 'coach', change([5], [3], clock(27)))).status).toBe(201);
    t.clock.set('2027-06-12T13:40:00.000Z');
    expect((await f.request('POST', changesPath(id), 'coach', change([3], [2], clock(33)))).status).toBe(201);
    expect((await press(id, 'end', clock(35))).status).toBe(201);
    // Played 30:00 (13:00-13:20, 13:25-13:35). 1 and 4: 30; 2: 28; 3: 22 + 2 = 24; 5: 8; 6: 0.
    t.clock.set('2027-06-12T14:00:00.000Z');
    expect(await minutes(id)).toEqual({
      source: 'actual',
      byShirt: { 1: 30, 2: 28, 3: 24, 4: 30, 5: 8, 6: 0 },
    });
    t.clock.set('2027-06-12T13:30:00.000Z');
  });

  it("counts a running match up to the app's clock on the player's sheet and in the season table", async () => {
    const id = await playedToTheBreak();
    // The planned change at 13:27 (22:00 of play): 5 on for 3.
    expect((await f.request('POST', changesPath(id), 'coach', change([5], [3], clock(27)))).status).toBe(201);
    const figures = async (shirtNumber: number) => {
      const player = shirt(shirtNumber);
      const sheet = await f.request(
        'GET',
        `/api/teams/${f.team.secureId}/players/${player}/playing-time`,
        'coach',
      );
      const season = await f.request('GET', `/api/teams/${f.team.secureId}/playing-time`, 'coach');
      expect(sheet.status).toBe(200);
      expect(season.status).toBe(200);
      const sheetBody = sheet.body as PlayerPlayingTimeAnswer;
      const row = (season.body as SeasonPlayingTimeAnswer).players.find((p) => p.playerId === player);
      // Other tests' matches of the same day count too: the sheet's totals must be his season row.
      expect(sheetBody.totals.minutes).toBe(row?.minutes);
      return sheetBody.matches.find((m) => m.matchId === id)?.minutes;
    };
    try {
      // 13:35: 30:00 of play (13:00-13:20, 13:25-13:35); the last press (the resume) was at 20:00.
      t.clock.set('2027-06-12T13:35:00.000Z');
      expect(await figures(1)).toBe(30);
      expect(await figures(5)).toBe(8);
      // Five minutes on, no write in between: the kept answers are counted afresh.
      t.clock.set('2027-06-12T13:40:00.000Z');
      expect(await figures(1)).toBe(35);
      expect(await figures(5)).toBe(13);
    } finally {
      t.clock.set('2027-06-12T13:30:00.000Z');
    }
  });

  it('counts a match left running after its day as ended at full time, and takes no change then', async () => {
    const id = await playedToTheBreak();
    expect((await f.request('POST', changesPath(id), 'coach', change([5], [3], clock(27)))).status).toBe(201);
    try {
      // The coach forgot End. The next morning (09:00 UK), 20 hours on: full time (40:00 of play) came
      // at 13:45, and that is where everyone's minutes stop, not at nine in the morning.
      t.clock.set('2027-06-13T08:00:00.000Z');
      const atFullTime = { source: 'actual', byShirt: { 1: 40, 2: 40, 3: 22, 4: 40, 5: 18, 6: 0 } };
      expect(await minutes(id)).toEqual(atFullTime);
      // The player's sheet and the season table (kept answers, decision 053) say the same, and go on
      // saying it later in the morning: the minutes stand still.
      const onSheet = async (shirtNumber: number) => {
        const path = `/api/teams/${f.team.secureId}/players/${shirt(shirtNumber)}/playing-time`;
        const sheet = await f.request('GET', path, 'coach');
        expect(sheet.status).toBe(200);
        return (sheet.body as PlayerPlayingTimeAnswer).matches.find((m) => m.matchId === id)?.minutes;
      };
      expect([await onSheet(1), await onSheet(5)]).toEqual([40, 18]);
      t.clock.set('2027-06-13T10:00:00.000Z');
      expect([await onSheet(1), await onSheet(5)]).toEqual([40, 18]);
      t.clock.set('2027-06-13T08:00:00.000Z');
      const late = await f.request(
        'POST',
        changesPath(id),
        'coach',
        change([6], [4], '2027-06-13T08:00:00.000Z'),
      );
      expect(late.status).toBe(409);
      expect(code(late)).toBe('LIVE_CHANGE_REFUSED');
      expect(message(late)).toMatch(/day has passed/);
      expect(await stored(id)).toBe(1);
      // One made on the day with no signal (13:30, 25:00 of play) and sent only now still counts.
      expect((await f.request('POST', changesPath(id), 'coach', change([6], [4], clock(30)))).status).toBe(
        201,
      );
      const afterReplay = { source: 'actual', byShirt: { 1: 40, 2: 40, 3: 22, 4: 25, 5: 18, 6: 15 } };
      expect(await minutes(id)).toEqual(afterReplay);
      // End pressed now, as the live screen does it (dated at full time): what counts is unchanged.
      expect((await press(id, 'end', clock(45))).status).toBe(201);
      expect(await minutes(id)).toEqual(afterReplay);
    } finally {
      t.clock.set('2027-06-12T13:30:00.000Z');
    }
  });

  it('a match paused past its length and never ended: its kept minutes drop to full time when its day ends', async () => {
    // A team of its own: the other tests leave matches of this day running, and a running match keeps
    // no answer (each read counts afresh), which would hide a kept answer gone stale.
    const g = await setUpPlanningTeam(t, 'Paused');
    const keeper = g.players[0] as number;
    const id = await g.match({
      matchDate: new Date(KICK_OFF),
      matchLength: 40,
      substitutionTimings: [0, 20],
      homeScore: 1,
      awayScore: 0,
    });
    await insertFormation(t.db, {
      myTeamId: g.team.id,
      matchId: id,
      quarter: 1,
      playerPositions: [{ playerId: keeper, ...GK }],
      benchPlayers: [],
    });
    const sent = (kind: string, at: string) =>
      g.request('POST', `/api/matches/${id}/live/events`, 'coach', { id: randomUUID(), kind, at });
    const seasonMinutes = async () => {
      const season = await g.request('GET', `/api/teams/${g.team.secureId}/playing-time`, 'coach');
      expect(season.status).toBe(200);
      return (season.body as SeasonPlayingTimeAnswer).players.find((p) => p.playerId === keeper)?.minutes;
    };
    try {
      // 45 minutes of a 40-minute match, then paused and forgotten.
      t.clock.set('2027-06-12T13:50:00.000Z');
      expect((await sent('start', clock(0))).status).toBe(201);
      expect((await sent('pause', clock(45))).status).toBe(201);
      // Read (and kept) that evening: the stoppage time counts while the day lasts.
      t.clock.set('2027-06-12T21:00:00.000Z');
      expect(await seasonMinutes()).toBe(45);
      // The next morning, with no write in between: counted to full time, not the answer kept last night.
      t.clock.set('2027-06-13T08:00:00.000Z');
      expect(await seasonMinutes()).toBe(40);
    } finally {
      t.clock.set('2027-06-12T13:30:00.000Z');
    }
  });
});
