import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventAvailability } from '../../../shared/contracts/availability.js';
import { fingerprintDatabase } from '../../test-support/fingerprint.js';
import { type PlanningFixture, setUpPlanningTeam } from '../../test-support/match-planning-fixture.js';
import { startTestApp, type TestApp } from '../../test-support/test-app.js';

// "Player late or injured" on the live screen (issue 32, decision 067): POST
// /api/matches/:id/live/availability records "arrived now" or "injured / left now" at a match minute on
// the player's answer row, the same row the families' answers use.

let t: TestApp;
let f: PlanningFixture;

beforeAll(async () => {
  t = await startTestApp();
  f = await setUpPlanningTeam(t, 'LiveAvailability');
});
afterAll(async () => {
  await t?.close();
});

// Sat 7 Dec 2030, 10:00 in the UK (GMT); 60 minutes in two halves.
const KICK_OFF = new Date('2030-12-07T10:00:00.000Z');
const player = (i: number) => f.players[i] as number;
const livePath = (id: number) => `/api/matches/${id}/live/availability`;
const aMatch = () => f.match({ matchDate: KICK_OFF, matchLength: 60, substitutionTimings: [0, 30] });
const rowOf = (answer: EventAvailability, playerId: number) =>
  answer.players.find((row) => row.playerId === playerId);
const readAnswers = async (id: number) =>
  (await f.request('GET', `/api/events/match-${id}/availability`, 'coach')).body as EventAvailability;

describe('POST /api/matches/:id/live/availability', () => {
  it('records an injury at its minute and an arrival as kick-off plus its minutes, keeping the answer and note', async () => {
    const id = await aMatch();
    // The family said Not sure, with a note.
    await f.request('PUT', `/api/events/match-${id}/availability/${player(0)}`, 'coach', {
      answer: 'maybe',
      note: 'has a cold',
    });
    const left = await f.request('POST', livePath(id), 'coach', {
      playerId: player(0),
      kind: 'left',
      minute: 12,
    });
    expect(left.status, left.text).toBe(200);
    expect(rowOf(left.body as EventAvailability, player(0))).toMatchObject({
      answer: 'maybe',
      note: 'has a cold',
      arrivesAt: null,
      leftAtMinute: 12,
    });
    // Nobody answered for the second player: he turns up at minute 25, so he is Available from then.
    const arrived = await f.request('POST', livePath(id), 'clubAdmin', {
      playerId: player(1),
      kind: 'arrived',
      minute: 25,
    });
    expect(arrived.status, arrived.text).toBe(200);
    expect(rowOf(arrived.body as EventAvailability, player(1))).toMatchObject({
      answer: 'available',
      arrivesAt: '2030-12-07T10:25:00.000Z',
      leftAtMinute: null,
    });
    // He leaves later; both are kept.
    await f.request('POST', livePath(id), 'coach', { playerId: player(1), kind: 'left', minute: 50 });
    expect(rowOf(await readAnswers(id), player(1))).toMatchObject({
      arrivesAt: '2030-12-07T10:25:00.000Z',
      leftAtMinute: 50,
    });
    // The parent reads it on his family's view too (the read is the same as the answers card's).
    const family = await f.request('GET', `/api/events/match-${id}/availability`, 'parent');
    expect(family.status).toBe(200);
  });

  it('takes a record back with minute null, and an Unavailable answer clears a leaving while an edit keeps it', async () => {
    const id = await aMatch();
    await f.request('POST', livePath(id), 'coach', { playerId: player(2), kind: 'left', minute: 40 });
    const undone = await f.request('POST', livePath(id), 'coach', {
      playerId: player(2),
      kind: 'left',
      minute: null,
    });
    expect(undone.status).toBe(200);
    expect(rowOf(undone.body as EventAvailability, player(2))).toMatchObject({ leftAtMinute: null });

    await f.request('POST', livePath(id), 'coach', { playerId: player(2), kind: 'left', minute: 40 });
    const edited = await f.request('PUT', `/api/events/match-${id}/availability/${player(2)}`, 'coach', {
      answer: 'available',
      note: 'knee',
    });
    expect(rowOf(edited.body as EventAvailability, player(2))).toMatchObject({
      note: 'knee',
      leftAtMinute: 40,
    });
    const unavailable = await f.request('PUT', `/api/events/match-${id}/availability/${player(2)}`, 'coach', {
      answer: 'unavailable',
    });
    expect(unavailable.status, unavailable.text).toBe(200);
    expect(rowOf(unavailable.body as EventAvailability, player(2))).toMatchObject({
      answer: 'unavailable',
      leftAtMinute: null,
    });
  });

  it("is for coaches and admins: parents 403, another team's coach 404, signed out 401, nothing written", async () => {
    const id = await aMatch();
    const body = { playerId: player(0), kind: 'left', minute: 10 };
    const other = await f.otherMatch({ matchDate: KICK_OFF, matchLength: 60 });
    const before = await fingerprintDatabase(t.db);
    expect((await f.request('POST', livePath(id), 'parent', body)).status).toBe(403);
    expect((await f.request('POST', livePath(id), 'otherCoach', body)).status).toBe(404);
    expect((await f.request('POST', livePath(id), 'noTeam', body)).status).toBe(404);
    expect((await f.request('POST', livePath(id), 'signedOut', body)).status).toBe(401);
    expect((await f.request('POST', livePath(other), 'coach', body)).status).toBe(404);
    // Another team's player on our match: as unknown as one that does not exist.
    const stray = await f.request('POST', livePath(id), 'coach', { ...body, playerId: f.otherPlayers[0] });
    expect(stray.status).toBe(404);
    expect(await fingerprintDatabase(t.db)).toEqual(before);
  });

  it('refuses a minute outside the match, a leaving before the arrival and bad bodies with 400, writing nothing', async () => {
    const id = await aMatch();
    await f.request('POST', livePath(id), 'coach', { playerId: player(3), kind: 'arrived', minute: 20 });
    await f.request('POST', livePath(id), 'coach', { playerId: player(4), kind: 'left', minute: 30 });
    const tbc = await f.match({ matchDate: KICK_OFF, matchLength: 60, isTimeTbc: true });
    const before = await fingerprintDatabase(t.db);
    const refusals: [unknown, string | null][] = [
      [
        { playerId: player(0), kind: 'left', minute: 0 },
        'Validation failed: minute: The minute must be after kick-off and before the end of the match (minute 60).',
      ],
      [{ playerId: player(0), kind: 'left', minute: 60 }, null],
      [{ playerId: player(0), kind: 'arrived', minute: 75 }, null],
      [
        { playerId: player(3), kind: 'left', minute: 15 },
        'Validation failed: minute: He cannot leave before he arrived: he arrived at minute 20.',
      ],
      [
        { playerId: player(4), kind: 'arrived', minute: 35 },
        'Validation failed: minute: He cannot arrive after he left: he left at minute 30.',
      ],
      [{ playerId: player(0), kind: 'left', minute: 12.5 }, null],
      [{ playerId: player(0), kind: 'left', minute: 'soon' }, null],
      [{ playerId: player(0), kind: 'left', minute: 1000 }, null],
      [{ playerId: player(0), kind: 'injured', minute: 10 }, null],
      [{ playerId: player(0), kind: 'left' }, null],
      [{ playerId: player(0), kind: 'left', minute: 10, extra: true }, null],
      [{ kind: 'left', minute: 10 }, null],
    ];
    for (const [body, message] of refusals) {
      const res = await f.request('POST', livePath(id), 'coach', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      if (message) expect((res.body as { message: string }).message).toBe(message);
    }
    // A match without a confirmed kick-off time takes no arrival.
    const noTime = await f.request('POST', livePath(tbc), 'coach', {
      playerId: player(0),
      kind: 'arrived',
      minute: 5,
    });
    expect(noTime.status).toBe(400);
    expect(await fingerprintDatabase(t.db)).toEqual(before);
  });
});
