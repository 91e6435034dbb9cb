import { describe, expect, it } from 'vitest';
import type { MatchPlayingTimeAnswer } from '../../../shared/contracts/matches';
import { dailyCapLines, dailyCapTitle, matchMinutes, playingTimeRows } from './playing-time-format';

type PlayerTime = MatchPlayingTimeAnswer['players'][number];

const period = (number: number, from: number, to: number, formationId: number | null) => ({
  number,
  from,
  to,
  minutes: to - from,
  formationId,
});

const player = (playerId: number, minutes: number, availableMinutes: number, unavailable = false) =>
  ({
    playerId,
    minutes,
    availableMinutes,
    periodsOnPitch: 0,
    periodsOnBench: 0,
    periodsUnavailable: 0,
    started: false,
    byLine: { GK: 0, DEF: 0, MID: 0, FWD: 0 },
    isCaptain: false,
    unavailable,
  }) satisfies PlayerTime;

// 60 minutes in four periods of 15, two of them planned.
const periodList = [
  period(1, 0, 15, 10),
  period(2, 15, 30, 11),
  period(3, 30, 45, null),
  period(4, 45, 60, null),
];
const squad = [
  { id: 1, shirtNumber: 1, firstName: 'Alfie', lastName: 'Cole' },
  { id: 2, shirtNumber: 7, firstName: 'Sam', lastName: 'Jones' },
  { id: 3, shirtNumber: null, firstName: 'Noor ', lastName: 'Khan' },
  { id: 4, shirtNumber: 9, firstName: 'Leo', lastName: '' },
];

describe('playingTimeRows', () => {
  it("names each player, gives his minutes against the match's, and flags who is below the target in words", () => {
    const rows = playingTimeRows(
      {
        periodList,
        players: [player(1, 30, 30), player(2, 15, 30), player(3, 10, 30), player(4, 0, 0, true)],
      },
      squad,
    );
    expect(rows).toEqual([
      {
        playerId: 1,
        name: '1 Alfie Cole',
        minutes: 30,
        figure: '30 of 60 min',
        barPercent: 50,
        note: null,
        isBelowTarget: false,
      },
      // Exactly half of what he was available for is not below a 50% target.
      {
        playerId: 2,
        name: '7 Sam Jones',
        minutes: 15,
        figure: '15 of 60 min',
        barPercent: 25,
        note: null,
        isBelowTarget: false,
      },
      {
        playerId: 3,
        name: 'Noor Khan',
        minutes: 10,
        figure: '10 of 60 min',
        barPercent: (10 / 60) * 100,
        note: 'Below 50% of the 30 min available',
        isBelowTarget: true,
      },
      {
        playerId: 4,
        name: '9 Leo',
        minutes: 0,
        figure: '0 of 60 min',
        barPercent: 0,
        note: 'Unavailable for this match',
        isBelowTarget: false,
      },
    ]);
  });

  it('takes the target given, 0 turning the flag off, and names a player the screen does not know', () => {
    const time = { periodList, players: [player(2, 15, 30), player(99, 5, 30)] };
    expect(playingTimeRows(time, squad, 60).map((row) => row.note)).toEqual([
      'Below 60% of the 30 min available',
      'Below 60% of the 30 min available',
    ]);
    expect(playingTimeRows(time, squad, 0).map((row) => row.isBelowTarget)).toEqual([false, false]);
    expect(playingTimeRows(time, squad)[1]?.name).toBe('Player 99');
  });

  it('draws no bar for a match without minutes', () => {
    expect(matchMinutes({ periodList: [] })).toBe(0);
    expect(playingTimeRows({ periodList: [], players: [player(1, 0, 0)] }, squad)[0]).toMatchObject({
      figure: '0 of 0 min',
      barPercent: 0,
    });
    expect(matchMinutes({ periodList })).toBe(60);
  });
});

describe('the daily limit warning (issue 30)', () => {
  const squad = [
    { id: 1, shirtNumber: 9, firstName: 'Oscar', lastName: 'Hughes' },
    { id: 2, shirtNumber: null, firstName: 'Sam', lastName: 'Fletcher' },
  ];

  it('names each player over the limit with his minutes that day and in how many matches', () => {
    const time = {
      dailyCap: {
        minutes: 80,
        players: [
          { playerId: 1, dayMinutes: 120, matches: 2 },
          { playerId: 2, dayMinutes: 90, matches: 1 },
          { playerId: 7, dayMinutes: 85, matches: 2 },
        ],
      },
    };
    expect(dailyCapTitle(time)).toBe("Over the FA's limit of 80 minutes in a day");
    expect(dailyCapLines(time, squad)).toEqual([
      '9 Oscar Hughes: 120 min that day in 2 matches',
      'Sam Fletcher: 90 min that day in this match',
      'Player 7: 85 min that day in 2 matches',
    ]);
  });

  it('says nothing when nobody is over, or the format sets no limit', () => {
    expect(dailyCapLines({ dailyCap: { minutes: 40, players: [] } }, squad)).toEqual([]);
    expect(dailyCapLines({ dailyCap: null }, squad)).toEqual([]);
    expect(dailyCapTitle({ dailyCap: null })).toBeNull();
  });
});
