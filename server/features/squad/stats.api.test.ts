import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlayerStats } from '../../../shared/contracts/squad.js';
import { users } from '../../db/schema.js';
import { insertBusyTeam } from '../../test-support/bulk-fixtures.js';
import {
  kickOff,
  setJoined,
  startTeamAndRivals,
  type TestTeam,
} from '../../test-support/squad-minutes-fixture.js';
import { countRowsRead, recordStatements } from '../../test-support/statement-recorder.js';
import {
  addTeamMember,
  insertFormation,
  insertGoals,
  insertMatch,
  insertOpponent,
  insertPlayers,
  insertTeam,
} from '../../test-support/team-fixtures.js';
import type { TestApp } from '../../test-support/test-app.js';
import { listPlayerStats } from './stats.js';

// Hand-worked statistics (spec 000 §4) for a small squad over a handful of matches around a fixed "now".
const NOW = '2025-03-15T12:00:00.000Z';

let t: TestApp;
let team: TestTeam;
let rivals: TestTeam;
let coach: string;
let parent: string;
let stranger: string;
// Players by role in the fixtures; the shirt numbers fix the answer's order.
const p = {
  keeper: 0,
  defender1: 0,
  defender2: 0,
  defender3: 0,
  mid: 0,
  forward: 0,
  sub: 0,
  keeper2: 0,
  late: 0,
  today: 0,
};
const SHIRTS = {
  keeper: 1,
  defender1: 2,
  defender2: 3,
  defender3: 4,
  mid: 8,
  forward: 9,
  sub: 10,
  keeper2: 13,
  late: 14,
  today: 15,
};
// When each joined the squad (issue 30: appearances count only matches played while in it): the squad
// before the season, one player on 10 February, one added today.
const JOINED: Partial<Record<keyof typeof p, string>> = {
  late: '2025-02-10T18:00:00.000Z',
  today: NOW,
};

beforeAll(async () => {
  const start = await startTeamAndRivals(NOW, { team: 'Stats United U13', rivals: 'Rivals U13' });
  ({ t, team, rivals } = start);
  coach = (await start.member(team.id, 'coach@stats.test', 'coach')).cookie;
  parent = (await start.member(team.id, 'parent@stats.test', 'player_parent')).cookie;
  await addTeamMember(t.db, rivals.id, 'coach@rivals.test', 'coach');
  await t.db.insert(users).values({ email: 'stranger@stats.test' });
  stranger = await t.signIn('stranger@stats.test');

  const squad = await insertPlayers(t.db, team.id, Object.values(SHIRTS));
  for (const [role, shirt] of Object.entries(SHIRTS)) {
    p[role as keyof typeof p] = squad.find((player) => player.shirtNumber === shirt)?.id ?? 0;
  }
  for (const [role, id] of Object.entries(p)) {
    await setJoined(t.db, [id], JOINED[role as keyof typeof p] ?? '2024-08-01T09:00:00.000Z');
  }
  const [rivalPlayer] = await insertPlayers(t.db, rivals.id, [9]);
  await setJoined(t.db, [rivalPlayer!.id], '2024-08-01T09:00:00.000Z');
  // A club with a long history, inserted first so its rows come before ours everywhere.
  await insertBusyTeam(t.db, 'Busy Club', { matches: 10000, goalsPerMatch: 3 });
  const opponent = await insertOpponent(t.db, team.id, 'Opponents FC');
  const match = (fields: Parameters<typeof insertMatch>[2]) =>
    insertMatch(t.db, team.id, { opponentTeamId: opponent, ...fields });

  // 1. Past, home, won 3-0: a clean sheet for the keeper and defenders named in the slots (defender1 in
  // two slots still counts once, defender3 in the last slot counts); the captain's slot does not count.
  // Forward scores twice (one assisted by mid), plus an own goal by the opponent. Sub unavailable.
  const m1 = await match({
    matchDate: kickOff('2025-01-11'),
    isHome: 1,
    homeScore: 3,
    awayScore: 0,
    cleanSheetKeeper1: p.keeper,
    cleanSheetDefender1: p.defender1,
    cleanSheetDefender2: p.defender2,
    cleanSheetDefender5: p.defender1,
    cleanSheetDefender8: p.defender3,
    captainPlayerId: p.mid,
    unavailablePlayerIds: [p.sub],
  });
  await insertGoals(t.db, [
    { matchId: m1, minute: 10, scorerId: p.forward, assistId: p.mid },
    { matchId: m1, minute: 30, scorerId: p.forward },
    { matchId: m1, minute: 50, scorerId: null, isOwnGoal: 1 },
  ]);
  // A formation is a plan, not the record: benching or leaving out a player there changes no statistic.
  await insertFormation(t.db, {
    matchId: m1,
    myTeamId: team.id,
    quarter: 1,
    benchPlayers: [p.forward],
    unavailablePlayers: [p.mid],
  });
  // 2. Past, away, won 2-0: their 0 is the HOME score, so it is still a clean sheet (keeper2 in goal).
  // Keeper unavailable; mid scores (assist forward), defender3 scores (assist defender1).
  const m2 = await match({
    matchDate: kickOff('2025-01-25'),
    isHome: 0,
    homeScore: 0,
    awayScore: 2,
    cleanSheetKeeper1: p.keeper2,
    cleanSheetDefender1: p.defender1,
    unavailablePlayerIds: [p.keeper],
  });
  await insertGoals(t.db, [
    { matchId: m2, minute: 5, scorerId: p.mid, assistId: p.forward },
    { matchId: m2, minute: 75, scorerId: p.defender3, assistId: p.defender1 },
  ]);
  // 3. Past, away, drew 1-1: no clean sheet. Forward scores once; a goal recorded as an own goal but
  // still carrying his id does not count for him.
  const m3 = await match({
    matchDate: kickOff('2025-02-08'),
    isHome: 0,
    homeScore: 1,
    awayScore: 1,
    cleanSheetKeeper1: p.keeper,
    cleanSheetDefender1: p.defender1,
  });
  await insertGoals(t.db, [
    { matchId: m3, minute: 60, scorerId: p.forward },
    { matchId: m3, minute: 70, scorerId: p.forward, isOwnGoal: 1 },
  ]);
  // 4. Past, home, drew 0-0: clean sheet for keeper, keeper2 (second keeper slot) and defender2.
  // Defender3 unavailable.
  await match({
    matchDate: kickOff('2025-02-22'),
    isHome: 1,
    homeScore: 0,
    awayScore: 0,
    cleanSheetKeeper1: p.keeper,
    cleanSheetKeeper2: p.keeper2,
    cleanSheetDefender2: p.defender2,
    unavailablePlayerIds: [p.defender3],
  });
  // 5. Past, home, only our score recorded: a goal, but no appearance (not a result: it may not have
  // been played, issue 30) and no clean sheet.
  const m5 = await match({
    matchDate: kickOff('2025-03-01'),
    isHome: 1,
    homeScore: 2,
    awayScore: null,
    cleanSheetKeeper1: p.keeper,
  });
  await insertGoals(t.db, [{ matchId: m5, minute: 12, scorerId: p.forward }]);
  // 6. Past, away, lost 0-3: our 0 is the AWAY score; they scored, so no clean sheet.
  await match({
    matchDate: kickOff('2025-03-10'),
    isHome: 0,
    homeScore: 3,
    awayScore: 0,
    cleanSheetKeeper1: p.keeper,
    cleanSheetDefender1: p.defender2,
  });
  // Past but postponed on FA Full-Time ("P - P", issue 13): never played, so it counts for nobody, not even
  // the goal and clean sheet someone recorded against it. Were it counted, every appearance would be one more.
  const postponed = await match({
    matchDate: kickOff('2025-03-08'),
    isHome: 1,
    homeScore: 1,
    awayScore: 0,
    isPostponed: true,
    faFixtureId: '2490001',
    cleanSheetKeeper1: p.keeper,
  });
  await insertGoals(t.db, [{ matchId: postponed, minute: 5, scorerId: p.forward, assistId: p.mid }]);
  // Past, but settled on Full-Time without goals (result_code): abandoned, void, and a walkover each way.
  // None counts for anybody (a walkover is a win or a loss for the team, not a game its players played),
  // not even the goals, clean-sheet slots and absences recorded before Full-Time said so. Were they
  // counted, every appearance would be up to four more, the forward's goals and the mid's assists too.
  for (const [day, resultCode] of [
    ['2025-01-04', 'abandoned'],
    ['2025-02-15', 'void'],
    ['2025-03-02', 'homeWalkover'],
    ['2025-03-09', 'awayWalkover'],
  ] as const) {
    const settled = await match({
      matchDate: kickOff(day),
      isHome: 1,
      resultCode,
      cleanSheetKeeper1: p.keeper,
      cleanSheetDefender1: p.defender1,
      unavailablePlayerIds: [p.sub],
    });
    await insertGoals(t.db, [{ matchId: settled, minute: 20, scorerId: p.forward, assistId: p.mid }]);
  }
  // Kick-off exactly now, scored: it has kicked off, so it counts (countsAsPlayed), today's player too.
  // Not past, so nothing counts: a future match already scored, an undated one.
  for (const matchDate of [new Date(NOW), kickOff('2025-04-05'), null]) {
    const id = await match({
      matchDate,
      isHome: 1,
      homeScore: 1,
      awayScore: 0,
      cleanSheetKeeper1: p.keeper,
      cleanSheetDefender1: p.defender1,
      unavailablePlayerIds: [p.forward],
    });
    await insertGoals(t.db, [{ matchId: id, minute: 1, scorerId: p.forward, assistId: p.mid }]);
  }
  // Another team's past match counts for nobody here.
  const rivalMatch = await insertMatch(t.db, rivals.id, {
    matchDate: kickOff('2025-02-01'),
    homeScore: 1,
    awayScore: 0,
    cleanSheetKeeper1: rivalPlayer?.id,
  });
  await insertGoals(t.db, [{ matchId: rivalMatch, minute: 3, scorerId: rivalPlayer?.id }]);
});
afterAll(async () => {
  await t?.close();
});

describe('squad statistics', () => {
  it('counts appearances over played matches while in the squad, goals over kicked-off ones, by shirt number', async () => {
    const res = await t.request('GET', `/api/teams/${team.secureId}/stats`, { cookie: coach });
    expect(res.status).toBe(200);
    // Hand-worked. Played: 1, 2, 3, 4, 6 and the one kicking off now (5 has no away score; the postponed
    // one and those settled without goals are not played). Appearances are those not marked unavailable:
    // keeper out of 2, defender3 of 4, sub of 1, forward of now's. Goals and clean sheets count every
    // kicked-off match (5's goal too); now's 1-0 adds a goal and an assist and clean sheets for keeper
    // and defender1. Late joined before 4: 4, 6 and now's. Today's player: only today's match.
    expect(res.body).toEqual([
      { playerId: p.keeper, appearances: 5, goals: 0, assists: 0, cleanSheets: 3 },
      { playerId: p.defender1, appearances: 6, goals: 0, assists: 1, cleanSheets: 3 },
      { playerId: p.defender2, appearances: 6, goals: 0, assists: 0, cleanSheets: 2 },
      { playerId: p.defender3, appearances: 5, goals: 1, assists: 0, cleanSheets: 1 },
      { playerId: p.mid, appearances: 6, goals: 1, assists: 2, cleanSheets: 0 },
      { playerId: p.forward, appearances: 5, goals: 5, assists: 1, cleanSheets: 0 },
      { playerId: p.sub, appearances: 5, goals: 0, assists: 0, cleanSheets: 0 },
      { playerId: p.keeper2, appearances: 6, goals: 0, assists: 0, cleanSheets: 2 },
      { playerId: p.late, appearances: 3, goals: 0, assists: 0, cleanSheets: 0 },
      { playerId: p.today, appearances: 1, goals: 0, assists: 0, cleanSheets: 0 },
    ] satisfies PlayerStats[]);
  });

  it('gives nobody an appearance a minute before kick-off, nor the player added today', async () => {
    t.clock.set('2025-03-15T11:59:00.000Z');
    try {
      const res = await t.request('GET', `/api/teams/${team.id}/stats`, { cookie: coach });
      const apps = (res.body as PlayerStats[]).map((row) => row.appearances);
      expect(apps).toEqual([4, 5, 5, 4, 5, 5, 4, 5, 2, 0]);
    } finally {
      t.clock.set(NOW);
    }
  });

  it('moves with the clock: once the future fixtures are past they count', async () => {
    t.clock.set('2025-04-06T00:00:00.000Z');
    try {
      // Three weeks on, the session has expired: sign in again.
      const later = await t.signIn('coach@stats.test');
      const res = await t.request('GET', `/api/teams/${team.id}/stats`, { cookie: later });
      const forward = (res.body as PlayerStats[]).find((row) => row.playerId === p.forward);
      const keeper = (res.body as PlayerStats[]).find((row) => row.playerId === p.keeper);
      // Now's match and 7 are both past (he was unavailable for both, yet scored: the record says so).
      expect(forward).toEqual({ playerId: p.forward, appearances: 5, goals: 6, assists: 1, cleanSheets: 0 });
      expect(keeper).toEqual({ playerId: p.keeper, appearances: 6, goals: 0, assists: 0, cleanSheets: 4 });
    } finally {
      t.clock.set(NOW);
    }
  });

  it('gives every player of a team without matches zeros, and an empty squad an empty list', async () => {
    const res = await t.request('GET', `/api/teams/${rivals.secureId}/stats`, {
      cookie: await t.signIn('coach@rivals.test'),
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      { playerId: expect.any(Number), appearances: 1, goals: 1, assists: 0, cleanSheets: 1 },
    ]);
    const empty = await insertTeam(t.db, 'Empty FC');
    await addTeamMember(t.db, empty.id, 'coach@stats.test', 'coach');
    const none = await t.request('GET', `/api/teams/${empty.secureId}/stats`, { cookie: coach });
    expect(none.status).toBe(200);
    expect(none.body).toEqual([]);
  });

  it('lets a parent read them; a stranger gets 404 and the signed-out 401', async () => {
    const asCoach = await t.request('GET', `/api/teams/${team.secureId}/stats`, { cookie: coach });
    const asParent = await t.request('GET', `/api/teams/${team.secureId}/stats`, { cookie: parent });
    expect(asParent.status).toBe(200);
    expect(asParent.body).toEqual(asCoach.body);
    const asStranger = await t.request('GET', `/api/teams/${team.secureId}/stats`, { cookie: stranger });
    expect(asStranger.status).toBe(404);
    expect(asStranger.body).toEqual({ code: 'TEAM_NOT_FOUND', message: 'Team not found' });
    const signedOut = await t.request('GET', `/api/teams/${team.secureId}/stats`);
    expect(signedOut.status).toBe(401);
  });

  it('is two statements whatever the size of the squad or the fixture list', async () => {
    const recorder = recordStatements(t.db);
    expect(await listPlayerStats(recorder.db, team.id, new Date(NOW))).toHaveLength(10);
    expect(await listPlayerStats(recorder.db, rivals.id, new Date(NOW))).toHaveLength(1);
    expect(recorder.statements).toHaveLength(4);
  });

  it("reads only this team's matches and goals, not the 10,000 matches and 30,000 goals of another club", async () => {
    const recorder = recordStatements(t.db);
    await listPlayerStats(recorder.db, team.id, new Date(NOW));
    expect(recorder.statements).toHaveLength(2);
    // Ours: 12 kicked-off matches out of 14, and their goals (17 in all); a plan may read them more than once.
    for (const statement of recorder.statements) {
      const read = await countRowsRead(t.db, statement);
      expect(read.matches ?? 0).toBeLessThanOrEqual(50);
      expect(read.goals ?? 0).toBeLessThanOrEqual(50);
    }
  });
});
