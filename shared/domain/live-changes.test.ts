import { describe, expect, it } from 'vitest';
import {
  actualSecondsOnPitch,
  changeMadeWords,
  type LiveChangeRecord,
  liveChangeRefusal,
  onPitchAfter,
} from './live-changes.js';
import type { LiveEvent } from './match-live.js';
import { playerSeason } from './player-season.js';
import { matchPlayingTime, seasonPlayingTime } from './playing-time.js';
import { CB, CM, testFormation as formation, GK, LB, testMatch as match, ST } from './test-playing-time.js';

// A 40-minute 5-a-side match in two periods (0 and 20), played live on 6 September 2026:
// kick-off 10:00, half time 10:20 to 10:30 (a break of 10 minutes, nobody's playing time), end 10:50.
// Players 1 to 5 start; 6 and 7 are on the bench.
//   - the planned change at 20' (6 on for 5) is made 2 minutes late, at 10:32: 22:00 of play (1320 s);
//   - an adjusted change at 10:40 (30:00 of play, 1800 s): 5 back on for 3 (the plan had 7 on for 4);
//   - at 10:45 (35:00, 2100 s) 1 goes off injured and nobody comes on.
// Minutes by hand: 1 played 0-35 = 35; 2 and 4 the whole 40; 3 0-30 = 30; 5 0-22 and 30-40 = 32;
// 6 22-40 = 18; 7 never came on.
const at = (clock: string) => `2026-09-06T${clock}:00.000Z`;
const events: LiveEvent[] = [
  { kind: 'start', at: at('10:00') },
  { kind: 'pause', at: at('10:20') },
  { kind: 'resume', at: at('10:30') },
  { kind: 'end', at: at('10:50') },
];
const lineUp = [1, 2, 3, 4, 5];
const changes: LiveChangeRecord[] = [
  { period: 2, seconds: 1320, on: [6], off: [5] },
  { period: 2, seconds: 1800, on: [5], off: [3] },
  { period: 2, seconds: 2100, on: [], off: [1] },
];
const minutesOf = (seconds: Map<number, number>) =>
  Object.fromEntries([...seconds].map(([id, s]) => [id, s / 60]));

describe('actualSecondsOnPitch', () => {
  it('counts each player from the line-up and the changes as made, breaks left out', () => {
    expect(minutesOf(actualSecondsOnPitch(lineUp, changes, events, null))).toEqual({
      1: 35,
      2: 40,
      3: 30,
      4: 40,
      5: 32,
      6: 18,
    });
  });

  it('counts a running match up to now, and a paused one up to its pause', () => {
    const running = events.slice(0, 3);
    // 10:36: 20 minutes before the break and 6 after it. 6 came on at 22:00, so 4 minutes.
    const now = new Date(at('10:36'));
    expect(minutesOf(actualSecondsOnPitch(lineUp, changes.slice(0, 1), running, now))).toEqual({
      1: 26,
      2: 26,
      3: 26,
      4: 26,
      5: 22,
      6: 4,
    });
    // During the break the clock stands at 20:00 however late it is.
    const paused = events.slice(0, 2);
    const late = new Date(at('10:29'));
    expect(actualSecondsOnPitch(lineUp, [], paused, late).get(1)).toBe(20 * 60);
  });

  it('gives nobody anything before the start', () => {
    expect(actualSecondsOnPitch(lineUp, [], [], new Date(at('10:00'))).size).toBe(0);
  });
});

describe('who is on, and which change may be made', () => {
  it('follows the changes made', () => {
    expect([...onPitchAfter(lineUp, changes)].sort()).toEqual([2, 4, 5, 6]);
  });

  it('refuses a player both on and off, on while on, off while off; allows an uneven change', () => {
    expect(liveChangeRefusal(lineUp, [], { on: [6], off: [6] })).toEqual({ playerId: 6, reason: 'both' });
    expect(liveChangeRefusal(lineUp, [], { on: [2], off: [1] })).toEqual({
      playerId: 2,
      reason: 'already-on',
    });
    expect(liveChangeRefusal(lineUp, changes, { on: [], off: [3] })).toEqual({
      playerId: 3,
      reason: 'not-on',
    });
    expect(liveChangeRefusal(lineUp, changes, { on: [3, 7], off: [] })).toBeNull();
    expect(liveChangeRefusal(lineUp, [], { on: [], off: [1] })).toBeNull();
  });

  it('words the change made in the minute being played', () => {
    expect(changeMadeWords(1320)).toBe("Change made at 23'");
    expect(changeMadeWords(0)).toBe("Change made at 1'");
  });
});

describe('matchPlayingTime of a match played live', () => {
  const played = match({ id: 1, matchLength: 40, substitutionTimings: [0, 20] });
  const formations = [
    formation(1, 1, {
      pitch: [
        [1, GK],
        [2, CB],
        [3, LB],
        [4, CM],
        [5, ST],
      ],
      bench: [6, 7],
    }),
    formation(1, 2, {
      pitch: [
        [1, GK],
        [2, CB],
        [3, LB],
        [7, CM],
        [6, ST],
      ],
      bench: [4, 5],
    }),
  ];
  const squad = [1, 2, 3, 4, 5, 6, 7].map((id) => ({ id }));
  const minutes = (time: ReturnType<typeof matchPlayingTime>) =>
    Object.fromEntries(time.players.map((p) => [p.playerId, p.minutes]));

  it('counts the plan without a start press', () => {
    const time = matchPlayingTime({ ...played, live: { events: [], changes: [] } }, formations, squad);
    expect(time.source).toBe('planned');
    expect(minutes(time)).toEqual({ 1: 40, 2: 40, 3: 40, 4: 20, 5: 20, 6: 20, 7: 20 });
  });

  it('counts the actual minutes once started, the match minutes as available', () => {
    const time = matchPlayingTime({ ...played, live: { events, changes } }, formations, squad);
    expect(time.source).toBe('actual');
    expect(minutes(time)).toEqual({ 1: 35, 2: 40, 3: 30, 4: 40, 5: 32, 6: 18, 7: 0 });
    expect(time.players.every((p) => p.availableMinutes === 40)).toBe(true);
    expect(time.players.filter((p) => p.started).map((p) => p.playerId)).toEqual(lineUp);
  });

  it('counts the plan when period 1 is unplanned: nobody knows who began', () => {
    const time = matchPlayingTime({ ...played, live: { events, changes } }, formations.slice(1), squad);
    expect(time.source).toBe('planned');
  });

  it('gives the season the actual minutes and counts the match as played live', () => {
    const inSquad = squad.map((p) => ({ ...p, createdAt: null }));
    const season = seasonPlayingTime([{ ...played, live: { events, changes } }], formations, inSquad, {
      now: new Date(at('12:00')),
      fairShareTarget: 0,
    });
    expect(season.actualMatches).toBe(1);
    expect(season.players.find((p) => p.playerId === 5)?.minutes).toBe(32);
  });

  it("counts a running match up to the season's now, on the player's sheet as in the season table", () => {
    // Started at 10:00, the break 10:20 to 10:30, resumed, not ended; the planned change at 10:32.
    const running = { ...played, live: { events: events.slice(0, 3), changes: changes.slice(0, 1) } };
    const inSquad = squad.map((p) => ({ ...p, createdAt: null }));
    const at1040 = { now: new Date(at('10:40')), fairShareTarget: 0 };
    // 10:40 is 30:00 of play: 2 played all of it; 6 came on at 22:00, so 8.
    for (const [id, minutes] of [
      [2, 30],
      [6, 8],
    ] as const) {
      const sheet = playerSeason([running], formations, inSquad[id - 1]!, at1040);
      const season = seasonPlayingTime([running], formations, inSquad, at1040);
      expect(sheet.matches[0]).toMatchObject({ minutes, availableMinutes: 30 });
      expect(sheet.totals.minutes).toBe(minutes);
      expect(season.players.find((p) => p.playerId === id)?.minutes).toBe(minutes);
    }
    // Ten minutes on, both have grown with the clock: not the 20 minutes up to the last press (the resume).
    const at1050 = { now: new Date(at('10:50')), fairShareTarget: 0 };
    expect(playerSeason([running], formations, inSquad[1]!, at1050).matches[0]?.minutes).toBe(40);
    expect(seasonPlayingTime([running], formations, inSquad, at1050).players[1]?.minutes).toBe(40);
  });
});
