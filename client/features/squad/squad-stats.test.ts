import { describe, expect, it } from 'vitest';
import { makePlayer } from '../../lib/test-players';
import {
  belowTargetText,
  buildStatsRows,
  defaultStatsSort,
  formatShare,
  nextStatsSort,
  sortStatsRows,
  statsRosterKey,
} from './squad-stats';

const players = [
  makePlayer(1, 9, { firstName: 'Oscar', lastName: 'Hughes' }),
  makePlayer(2, 1, { firstName: 'oliver', lastName: 'Bennett' }),
  makePlayer(3, 10, { firstName: 'Theo', lastName: 'Okafor' }),
  makePlayer(4, 21, { firstName: 'Sam', lastName: 'Fletcher' }),
];
const stats = [
  { playerId: 1, appearances: 7, goals: 6, assists: 1, cleanSheets: 0 },
  { playerId: 2, appearances: 7, goals: 0, assists: 0, cleanSheets: 3 },
  { playerId: 3, appearances: 6, goals: 4, assists: 4, cleanSheets: 0 },
];
const rows = buildStatsRows(players, stats);
const order = (key: Parameters<typeof nextStatsSort>[1], direction: 'ascending' | 'descending') =>
  sortStatsRows(rows, { key, direction }).map((row) => row.shirtNumber);

describe('buildStatsRows', () => {
  it('joins the figures to the squad, zeros for a player without any yet', () => {
    expect(rows.find((row) => row.playerId === 4)).toEqual({
      playerId: 4,
      shirtNumber: 21,
      name: 'Sam Fletcher',
      appearances: 0,
      goals: 0,
      assists: 0,
      cleanSheets: 0,
      minutes: 0,
      share: null,
      starts: 0,
      belowTarget: false,
    });
  });

  it('leaves out figures of players no longer in the squad', () => {
    expect(buildStatsRows([], stats)).toEqual([]);
  });
});

// The season's playing time for three of the four (player 4 was added after the read).
const season = {
  players: [
    { ...time(1), minutes: 120, availableMinutes: 160, starts: 3 },
    { ...time(2), minutes: 59, availableMinutes: 120, starts: 1, belowTarget: true },
    { ...time(3), minutes: 0, availableMinutes: 0, starts: 0 },
  ],
};
function time(playerId: number) {
  return {
    playerId,
    matchesInSquad: 2,
    matchesPlayed: 2,
    minutes: 0,
    availableMinutes: 0,
    share: null,
    starts: 0,
    periodsOnPitch: 0,
    periodsOnBench: 0,
    periodsUnavailable: 0,
    byLine: { GK: 0, DEF: 0, MID: 0, FWD: 0 },
    timesCaptain: 0,
    belowTarget: false,
  };
}
const seasonRows = buildStatsRows(players, stats, season);
const seasonOrder = (key: Parameters<typeof nextStatsSort>[1], direction: 'ascending' | 'descending') =>
  sortStatsRows(seasonRows, { key, direction }).map((row) => row.shirtNumber);

describe("a family's view", () => {
  it("keeps only the family's rows when the minutes are the family's alone, every row otherwise", () => {
    const family = { ...season, players: [season.players[1]!], scope: 'family' as const };
    expect(buildStatsRows(players, stats, family).map((row) => row.playerId)).toEqual([2]);
    expect(buildStatsRows(players, stats, { ...season, scope: 'squad' })).toHaveLength(4);
  });
});

describe('the season columns', () => {
  it("take each player's minutes, share rounded down, starts and flag from the playing-time read", () => {
    const byShirt = Object.fromEntries(
      seasonRows.map((row) => [row.shirtNumber, [row.minutes, row.share, row.starts, row.belowTarget]]),
    );
    expect(byShirt).toEqual({
      9: [120, 75, 3, false],
      // 59 of 120 is 49.2%: written 49, never 50 beside "Below 50%".
      1: [59, 49, 1, true],
      10: [0, null, 0, false],
      21: [0, null, 0, false],
    });
  });

  it('sort like the other figures, a player without a share last either way', () => {
    expect(seasonOrder('minutes', 'descending')).toEqual([9, 1, 10, 21]);
    expect(seasonOrder('starts', 'ascending')).toEqual([10, 21, 1, 9]);
    expect(seasonOrder('share', 'descending')).toEqual([9, 1, 10, 21]);
    expect(seasonOrder('share', 'ascending')).toEqual([1, 9, 10, 21]);
    expect(nextStatsSort(defaultStatsSort, 'share')).toEqual({ key: 'share', direction: 'descending' });
  });

  it('write the share and the flag in words', () => {
    expect(formatShare(49)).toBe('49%');
    expect(formatShare(0)).toBe('0%');
    expect(formatShare(null)).toBe('–');
    expect(belowTargetText(50)).toBe('Below 50%');
  });
});

describe('sortStatsRows', () => {
  it('defaults to squad number ascending', () => {
    expect(defaultStatsSort).toEqual({ key: 'shirtNumber', direction: 'ascending' });
    expect(order('shirtNumber', 'ascending')).toEqual([1, 9, 10, 21]);
    expect(order('shirtNumber', 'descending')).toEqual([21, 10, 9, 1]);
  });

  it('sorts names alphabetically, ignoring case', () => {
    expect(order('name', 'ascending')).toEqual([1, 9, 21, 10]);
  });

  it('breaks ties by squad number whatever the direction', () => {
    expect(order('appearances', 'descending')).toEqual([1, 9, 10, 21]);
    expect(order('goals', 'ascending')).toEqual([1, 21, 10, 9]);
    expect(order('cleanSheets', 'descending')).toEqual([1, 9, 10, 21]);
  });

  it('does not change the rows it is given', () => {
    const before = rows.map((row) => row.playerId);
    sortStatsRows(rows, { key: 'goals', direction: 'descending' });
    expect(rows.map((row) => row.playerId)).toEqual(before);
  });
});

describe('nextStatsSort', () => {
  it('flips the direction of the current column', () => {
    expect(nextStatsSort(defaultStatsSort, 'shirtNumber')).toEqual({
      key: 'shirtNumber',
      direction: 'descending',
    });
    expect(nextStatsSort({ key: 'goals', direction: 'descending' }, 'goals').direction).toBe('ascending');
  });

  it('starts figures with the most first and labels from A or 1', () => {
    expect(nextStatsSort(defaultStatsSort, 'goals')).toEqual({ key: 'goals', direction: 'descending' });
    expect(nextStatsSort({ key: 'goals', direction: 'descending' }, 'name')).toEqual({
      key: 'name',
      direction: 'ascending',
    });
  });
});

describe('statsRosterKey', () => {
  it('ignores set-piece orders and notes, and changes with a name, a shirt or the squad', () => {
    const key = statsRosterKey(players);
    const moved = players.map((p) => (p.id === 1 ? { ...p, penaltyOrder: 2, coachingNotes: 'new' } : p));
    expect(statsRosterKey(moved)).toBe(key);
    expect(statsRosterKey(players.map((p) => (p.id === 1 ? { ...p, shirtNumber: 99 } : p)))).not.toBe(key);
    expect(statsRosterKey(players.map((p) => (p.id === 1 ? { ...p, firstName: 'Ollie' } : p)))).not.toBe(key);
    expect(statsRosterKey(players.slice(1))).not.toBe(key);
  });
});
