import type { Player, PlayerStats } from '../../../shared/contracts/squad';
import { compareNames } from '../../../shared/domain/name-order';
import { playerName } from './player-display';

// Squad Statistics (spec 000 §4): one row per player, sortable by any column, squad number first.

export const statsColumns = [
  { key: 'shirtNumber', label: 'Squad number', short: 'No.' },
  { key: 'name', label: 'Name', short: 'Name' },
  { key: 'appearances', label: 'Appearances', short: 'Apps' },
  { key: 'goals', label: 'Goals', short: 'G' },
  { key: 'assists', label: 'Assists', short: 'A' },
  { key: 'cleanSheets', label: 'Clean sheets', short: 'CS' },
] as const;

export type StatsKey = (typeof statsColumns)[number]['key'];
export type SortDirection = 'ascending' | 'descending';
export type StatsSort = { key: StatsKey; direction: SortDirection };

export type StatsRow = {
  playerId: number;
  shirtNumber: number;
  name: string;
  appearances: number;
  goals: number;
  assists: number;
  cleanSheets: number;
};

export const defaultStatsSort: StatsSort = { key: 'shirtNumber', direction: 'ascending' };

/**
 * What of the squad the table shows besides the figures (who, with which shirt), as one string: equal
 * before and after a set-piece change, so the table is not drawn again for one (decision 016).
 */
export function statsRosterKey(players: readonly Player[]): string {
  return players.map((player) => `${player.id}:${player.shirtNumber}:${playerName(player)}`).join('|');
}

/** The squad joined with its figures; a player the statistics do not know yet (just added) has zeros. */
export function buildStatsRows(players: readonly Player[], stats: readonly PlayerStats[]): StatsRow[] {
  const byPlayer = new Map(stats.map((row) => [row.playerId, row]));
  return players.map((player) => {
    const figures = byPlayer.get(player.id);
    return {
      playerId: player.id,
      shirtNumber: player.shirtNumber,
      name: playerName(player),
      appearances: figures?.appearances ?? 0,
      goals: figures?.goals ?? 0,
      assists: figures?.assists ?? 0,
      cleanSheets: figures?.cleanSheets ?? 0,
    };
  });
}

/** Sorted copy; ties fall back to squad number, so the order never jumps between renders. */
export function sortStatsRows(rows: readonly StatsRow[], sort: StatsSort): StatsRow[] {
  const sign = sort.direction === 'ascending' ? 1 : -1;
  const compare = (a: StatsRow, b: StatsRow) =>
    sort.key === 'name' ? compareNames(a.name, b.name) : a[sort.key] - b[sort.key];
  return [...rows].sort(
    (a, b) => sign * compare(a, b) || a.shirtNumber - b.shirtNumber || a.playerId - b.playerId,
  );
}

/**
 * The sort after choosing a column: the same column flips; a new one starts where people look first,
 * A to Z and lowest number for name and squad number, most first for the figures.
 */
export function nextStatsSort(current: StatsSort, key: StatsKey): StatsSort {
  if (current.key === key) {
    return { key, direction: current.direction === 'ascending' ? 'descending' : 'ascending' };
  }
  const isLabel = key === 'name' || key === 'shirtNumber';
  return { key, direction: isLabel ? 'ascending' : 'descending' };
}
