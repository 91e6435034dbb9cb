import { describe, expect, it } from 'vitest';
import { matchOfAddress } from '../../../shared/contracts/first-reads';
import type { Formation } from '../../../shared/contracts/formations';
import type { PeriodBoundary } from '../../../shared/domain/playing-time';
import { makePlayer } from '../../lib/test-players';
import {
  changeWordsAt,
  clockMinuteWords,
  drawnChange,
  goalSheetPlayers,
  isAfterMatchDay,
  isBeforeMatchDay,
  isMatchDay,
  lastGoalQuestion,
  liveLinkOf,
  liveModePath,
  liveStateWords,
  nextChangeHeading,
  ordinal,
  periodWords,
  playersOnPitch,
  scoreSides,
  scoreWithGoal,
  withLiveWrite,
} from './match-live-logic';
import { clockOffsetMs } from './match-live-queries';

const players = [
  makePlayer(1, 1, { firstName: 'Sam', lastName: 'Jones' }),
  makePlayer(2, 12, { firstName: 'Harry', lastName: 'Whitfield' }),
  makePlayer(3, 3, { firstName: 'Ali', lastName: 'Khan' }),
];

const formation = (id: number, quarter: number, ids: number[], plannedAt = '2026-11-01T10:00:00Z') =>
  ({
    id,
    quarter,
    matchId: 7,
    plannedAt,
    formation: '2-3-1',
    playerPositions: ids.map((playerId) => ({ playerId, x: 10, y: 10 })),
  }) as unknown as Formation;

type Changes = PeriodBoundary[];

describe('matchOfAddress', () => {
  it('reads ?match= as a row id only', () => {
    expect(matchOfAddress(new URLSearchParams('match=12'))).toBe(12);
    for (const bad of ['', 'match=0', 'match=x', 'match=-3', 'match=99999999999']) {
      expect(matchOfAddress(new URLSearchParams(bad))).toBeNull();
    }
  });
});

describe('clockOffsetMs', () => {
  it("measures the server's clock against the middle of the request", () => {
    const sent = Date.parse('2026-11-28T10:00:00.000Z');
    // The phone is 3 minutes slow: the server said 10:03:00.5 while the phone read 10:00:00 to 10:00:01.
    expect(clockOffsetMs('2026-11-28T10:03:00.500Z', sent, sent + 1000)).toBe(180_000);
    expect(clockOffsetMs('nonsense', sent, sent)).toBe(0);
  });
});

describe('playersOnPitch', () => {
  it("lists the period's planned players by shirt number, or null without a plan", () => {
    const formations = [formation(1, 1, [2, 1]), formation(2, 2, [3])];
    expect(playersOnPitch(formations, 7, 1, players)?.map((p) => p.shirtNumber)).toEqual([1, 12]);
    expect(playersOnPitch(formations, 7, 3, players)).toBeNull();
  });
});

describe('changeWordsAt', () => {
  const changes: Changes = [
    {
      minute: 15,
      before: 1,
      after: 2,
      planned: true,
      changes: [
        { on: 2, off: 1 },
        { on: 3, off: null },
      ],
    },
    { minute: 30, before: 2, after: 3, planned: true, changes: [] },
    { minute: 45, before: 3, after: 4, planned: false, unplannedPeriods: [4] },
  ];
  it('names who comes on and who goes off', () => {
    expect(changeWordsAt(2, changes, players)).toEqual({
      kind: 'changes',
      lines: ['12 Harry Whitfield on for 1 Sam Jones', '3 Ali Khan on'],
      absent: [],
    });
  });
  it('names the players the change brings on who are not there, not those it takes off', () => {
    const absent = new Map([
      [3, "left at 12'"],
      [1, "left at 9'"],
      [2, "not here until 20'"],
    ]);
    expect(changeWordsAt(2, changes, players, absent)).toMatchObject({
      absent: ["12 Harry Whitfield not here until 20'", "3 Ali Khan left at 12'"],
    });
    expect(changeWordsAt(2, changes, players, new Map([[9, "left at 3'"]]))).toMatchObject({ absent: [] });
  });
  it('says when nothing changes, nothing is planned or nothing is left', () => {
    expect(changeWordsAt(3, changes, players)).toEqual({ kind: 'no-change' });
    expect(changeWordsAt(4, changes, players)).toEqual({ kind: 'not-planned', periods: [4] });
    expect(changeWordsAt(null, changes, players)).toEqual({ kind: 'none-left' });
    expect(changeWordsAt(2, [], players)).toEqual({ kind: 'no-change' });
  });
});

describe('words', () => {
  it('heads the next change and says the state and the period', () => {
    expect(
      nextChangeHeading({ state: 'running', nextChange: { minute: 30, period: 3, inSeconds: 252 } }),
    ).toBe("Next change at 30'");
    expect(nextChangeHeading({ state: 'running', nextChange: null })).toBe('No more changes planned');
    const notLeft = { leftRunningUntil: null };
    expect(liveStateWords({ state: 'paused', pastFullTime: false, ...notLeft })).toBe('Paused for a break');
    expect(liveStateWords({ state: 'running', pastFullTime: true, ...notLeft })).toBe(
      'Playing past full time',
    );
    // Left running after its day: no longer "Playing" the next morning; ended since, full time as ever.
    const left = { leftRunningUntil: new Date('2026-11-28T11:00:00Z') };
    expect(liveStateWords({ state: 'running', pastFullTime: true, ...left })).toBe('Never ended');
    expect(liveStateWords({ state: 'ended', pastFullTime: true, ...left })).toBe('Full time');
    expect(periodWords({ period: 2, periods: 4 })).toBe('Period 2 of 4');
    expect(periodWords({ period: null, periods: 4 })).toBe('4 periods');
  });

  it('puts the home side first on the score line', () => {
    const score = { homeScore: 2, awayScore: null };
    expect(scoreSides({ isHome: true, opponent: 'Kestrels' }, score)).toEqual([
      { name: 'Us', goals: '2' },
      { name: 'Kestrels', goals: '–' },
    ]);
    expect(scoreSides({ isHome: false, opponent: 'Kestrels' }, score)[0].name).toBe('Kestrels');
  });
});

describe('isMatchDay and liveModePath', () => {
  it("is the match's UK day", () => {
    const now = new Date('2026-11-28T23:30:00Z');
    expect(isMatchDay('2026-11-28T10:00:00Z', now)).toBe(true);
    expect(isMatchDay('2026-11-29T10:00:00Z', now)).toBe(false);
    expect(isMatchDay(null, now)).toBe(false);
    expect(isBeforeMatchDay('2026-11-29T10:00:00Z', now)).toBe(true);
    expect(isBeforeMatchDay('2026-11-28T10:00:00Z', now)).toBe(false);
    expect(isBeforeMatchDay(null, now)).toBe(false);
    expect(isAfterMatchDay('2026-11-27T10:00:00Z', now)).toBe(true);
    expect(isAfterMatchDay('2026-11-28T10:00:00Z', now)).toBe(false);
    expect(isAfterMatchDay('2026-11-29T10:00:00Z', now)).toBe(false);
    expect(isAfterMatchDay(null, now)).toBe(false);
  });
  it('addresses the live screen', () => {
    expect(liveModePath('abc', 5)).toBe('/teams/abc/match-live?match=5');
    expect(liveModePath(null, 5)).toBe('/match-live?match=5');
  });
});

describe('liveLinkOf', () => {
  const now = new Date('2026-11-28T09:00:00Z');
  const match = { id: 5, matchDate: '2026-11-28T10:00:00Z', isPostponed: false, resultCode: null };
  it('offers coaches Live mode and families Follow live on the day', () => {
    expect(liveLinkOf(match, true, 't', now)).toEqual({
      label: 'Live mode',
      href: '/teams/t/match-live?match=5',
    });
    expect(liveLinkOf(match, false, 't', now)?.label).toBe('Follow live');
    const later = { ...match, matchDate: '2026-12-05T10:00:00Z' };
    expect(liveLinkOf(later, true, 't', now)?.label).toBe('Live mode');
    expect(liveLinkOf(later, false, 't', now)).toBeNull();
  });
  it('offers nothing for a match postponed or called off', () => {
    expect(liveLinkOf({ ...match, isPostponed: true }, true, 't', now)).toBeNull();
    expect(liveLinkOf({ ...match, resultCode: 'abandoned' }, true, 't', now)).toBeNull();
  });
});

describe('a goal on the live screen', () => {
  it('raises our side of the board at once, at home and away; an empty score counts as 0', () => {
    expect(scoreWithGoal({ homeScore: null, awayScore: null }, true, 'us')).toEqual({
      homeScore: 1,
      awayScore: 0,
    });
    expect(scoreWithGoal({ homeScore: 1, awayScore: 0 }, true, 'them')).toEqual({
      homeScore: 1,
      awayScore: 1,
    });
    expect(scoreWithGoal({ homeScore: 2, awayScore: 0 }, false, 'us')).toEqual({
      homeScore: 2,
      awayScore: 1,
    });
    expect(scoreWithGoal({ homeScore: 2, awayScore: null }, false, 'them')).toEqual({
      homeScore: 3,
      awayScore: 0,
    });
  });

  it('asks before taking the last one back, naming it', () => {
    const scorer = players[2] as (typeof players)[number];
    expect(lastGoalQuestion({ side: 'us', goalId: 1, minute: 13, scorer })).toBe(
      "Remove the goal by 3 Ali Khan at 13'?",
    );
    expect(lastGoalQuestion({ side: 'us', goalId: 1, minute: 40, scorer: null })).toBe(
      "Remove the own goal by the opponent at 40'?",
    );
    expect(lastGoalQuestion({ side: 'them', score: 2, opponent: 'Kestrels' })).toBe(
      'Remove the last goal to Kestrels?',
    );
    expect(lastGoalQuestion({ side: 'them', score: 2, opponent: 'Kestrels', minute: 23 })).toBe(
      "Remove the last goal to Kestrels at 23'?",
    );
  });

  it('says the minute as an ordinal', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 101, 111].map(ordinal)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '23rd',
      '101st',
      '111th',
    ]);
  });

  it("counts the clock's minutes as football does, the first minute being 00:00 to 00:59", () => {
    // One second in: the 1st minute, as the goal sheet opened then says, not "minute 0".
    expect(clockMinuteWords({ matchMinute: 0, periodMinute: 0 })).toBe(
      '1st minute of the match · 1st of the period',
    );
    // 17:20 with period 2 begun at 15:00.
    expect(clockMinuteWords({ matchMinute: 17, periodMinute: 2 })).toBe(
      '18th minute of the match · 3rd of the period',
    );
    expect(clockMinuteWords({ matchMinute: 62, periodMinute: null })).toBe('63rd minute of the match');
  });
});

describe('goalSheetPlayers', () => {
  const squad = [makePlayer(1, 9), makePlayer(2, 1), makePlayer(3, 4), makePlayer(4, 12), makePlayer(5, 7)];
  const shirts = (players: readonly { shirtNumber: number }[]) => players.map((player) => player.shirtNumber);

  it('lists those on the pitch by shirt number, and the rest of the squad behind the tap', () => {
    const onPitch = [squad[0]!, squad[1]!, squad[4]!];
    const { shown, rest } = goalSheetPlayers(squad, onPitch, false);
    expect(shirts(shown)).toEqual([1, 7, 9]);
    expect(shirts(rest)).toEqual([4, 12]);
  });

  it('lists everyone once asked, or when no line-up is known or it places nobody', () => {
    for (const { shown, rest } of [
      goalSheetPlayers(squad, [squad[0]!], true),
      goalSheetPlayers(squad, null, false),
      goalSheetPlayers(squad, [], false),
    ]) {
      expect(shirts(shown)).toEqual([1, 4, 7, 9, 12]);
      expect(rest).toEqual([]);
    }
  });

  it('keeps a player already ticked listed when the line-up changes under the open sheet', () => {
    const onPitch = [squad[0]!, squad[1]!];
    const { shown, rest } = goalSheetPlayers(squad, onPitch, false, [squad[3]!.id, null]);
    expect(shirts(shown)).toEqual([1, 9, 12]);
    expect(shirts(rest)).toEqual([4, 7]);
  });
});

describe('writes no tap of this page drew (restored from the phone), drawn on the server’s board', () => {
  const timing = { matchLength: 60, substitutionTimings: [0, 30], isHome: 0 };
  const board = {
    events: [{ id: 's', kind: 'start' as const, at: '2026-11-28T10:00:00Z' }],
    changes: [],
    serverNow: '2026-11-28T10:40:00Z',
    homeScore: 0,
    awayScore: 0,
    goalWriteIds: [] as string[],
  };
  const pause = { id: 'p', kind: 'pause' as const, at: '2026-11-28T10:30:00Z' };
  const resume = { id: 'r', kind: 'resume' as const, at: '2026-11-28T10:35:00Z' };

  it('draws a waiting break in the order pressed, once, and a goal on our side away from home', () => {
    // A resume pressed on this page is on the board already; the break restored from before the
    // reload goes before it, where the clock reads it.
    const withResume = { ...board, events: [...board.events, resume] };
    const drawn = withLiveWrite(withResume, { kind: 'live-press', event: pause }, timing);
    expect(drawn.events.map((event) => event.id)).toEqual(['s', 'p', 'r']);
    expect(withLiveWrite(drawn, { kind: 'live-press', event: pause }, timing)).toBe(drawn);
    expect(withLiveWrite(board, { kind: 'live-goal', id: 'g', side: 'us' }, timing)).toMatchObject({
      homeScore: 0,
      awayScore: 1,
      goalWriteIds: ['g'],
    });
  });

  it('draws a goal or its undo once, and not one the server has taken already', () => {
    const goal = { kind: 'live-goal', id: 'g', side: 'them' } as const;
    const scored = withLiveWrite(board, goal, timing);
    expect(scored).toMatchObject({ homeScore: 1, awayScore: 0 });
    expect(withLiveWrite(scored, goal, timing)).toBe(scored);
    // Its answer lost on a weak signal: the server's board already counts it, and names it.
    const taken = { ...board, homeScore: 1, goalWriteIds: ['g'] };
    expect(withLiveWrite(taken, goal, timing)).toBe(taken);
    const undo = { kind: 'live-goal-undo', id: 'u', side: 'them' } as const;
    const undone = withLiveWrite(scored, undo, timing);
    expect(undone).toMatchObject({ homeScore: 0, awayScore: 0, goalWriteIds: ['g', 'u'] });
    expect(withLiveWrite(undone, undo, timing)).toBe(undone);
    // Never below nothing, whatever happened to the score meanwhile (match planning's form).
    expect(withLiveWrite(board, undo, timing)).toMatchObject({ homeScore: 0, awayScore: 0 });
  });

  it('draws a waiting change at the seconds of play the presses give its instant, once', () => {
    const withBreak = { ...board, events: [...board.events, pause, resume] };
    const change = drawnChange(
      { id: 'c', period: 2, at: '2026-11-28T10:36:00Z', on: [2], off: [1] },
      withBreak.events,
      timing,
    );
    // 30 minutes played before the break, 1 after it.
    expect(change.seconds).toBe(31 * 60);
    const drawn = withLiveWrite(withBreak, { kind: 'live-change', change }, timing);
    expect(drawn.changes).toEqual([change]);
    expect(withLiveWrite(drawn, { kind: 'live-change', change }, timing)).toBe(drawn);
  });
});
