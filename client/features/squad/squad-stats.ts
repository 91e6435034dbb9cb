import type { SeasonPlayingTimeAnswer } from '../../../shared/contracts/playing-time';
import type { Player, PlayerStats } from '../../../shared/contracts/squad';
import { compareNames } from '../../../shared/domain/name-order';
import { sharePercent } from '../../../shared/domain/share-percent';
import { playerName } from './player-display';

// Squad Statistics (spec 000 §4): one row per player, sortable by any column, squad number first. The
// season's playing time (issue 30: minutes, the share of the minutes he was available for, starts) comes
// from its own read and joins the same rows.

export const statsColumns = [
  { key: 'shirtNumber', label: 'Squad number', short: 'No.' },
  { key: 'name', label: 'Name', short: 'Name' },
  { key: 'appearances', label: 'Appearances', short: 'Apps' },
  { key: 'goals', label: 'Goals', short: 'G' },
  { key: 'assists', label: 'Assists', short: 'A' },
  { key: 'cleanSheets', label: 'Clean sheets', short: 'CS' },
  { key: 'minutes', label: 'Minutes', short: 'Min' },
  { key: 'share', label: 'Share', short: 'Share' },
  { key: 'starts', label: 'Starts', short: 'St' },
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
  minutes: number;
  /** Percent of the minutes he was available for, rounded down (sharePercent); null: none available. */
  share: number | null;
  starts: number;
  /** Below the team's fair share target. */
  belowTarget: boolean;
};

/** The playing-time figures a row takes, and whose they are (a parent's family only, or the squad). */
export type SeasonFigures = Pick<SeasonPlayingTimeAnswer, 'players'> &
  Partial<Pick<SeasonPlayingTimeAnswer, 'scope'>>;

/** Above the statistics when the minutes are the caller's family's only. */
export const FAMILY_ONLY_LINE = "Showing your family's minutes";

export const defaultStatsSort: StatsSort = { key: 'shirtNumber', direction: 'ascending' };

/**
 * What of the squad the table shows besides the figures (who, with which shirt), as one string: equal
 * before and after a set-piece change, so the table is not drawn again for one (decision 016).
 */
export function statsRosterKey(players: readonly Player[]): string {
  return players.map((player) => `${player.id}:${player.shirtNumber}:${playerName(player)}`).join('|');
}

/**
 * The squad joined with its figures; a player the statistics do not know yet (just added) has zeros,
 * and no share (he has been available for no minute yet). When the minutes are a family's only (a parent
 * or player, the team keeping other children's minutes to the coaches), only the family's rows.
 */
export function buildStatsRows(
  players: readonly Player[],
  stats: readonly PlayerStats[],
  season?: SeasonFigures,
): StatsRow[] {
  const byPlayer = new Map(stats.map((row) => [row.playerId, row]));
  const timeOf = new Map(season?.players.map((row) => [row.playerId, row]));
  const shown = season?.scope === 'family' ? players.filter((player) => timeOf.has(player.id)) : players;
  return shown.map((player) => {
    const figures = byPlayer.get(player.id);
    const time = timeOf.get(player.id);
    return {
      playerId: player.id,
      shirtNumber: player.shirtNumber,
      name: playerName(player),
      appearances: figures?.appearances ?? 0,
      goals: figures?.goals ?? 0,
      assists: figures?.assists ?? 0,
      cleanSheets: figures?.cleanSheets ?? 0,
      minutes: time?.minutes ?? 0,
      share: time ? sharePercent(time) : null,
      starts: time?.starts ?? 0,
      belowTarget: time?.belowTarget ?? false,
    };
  });
}

/**
 * Sorted copy; ties fall back to squad number, so the order never jumps between renders. A player with
 * no share (available for no minute) comes after those with one either way: he is neither the least
 * nor the most played.
 */
export function sortStatsRows(rows: readonly StatsRow[], sort: StatsSort): StatsRow[] {
  const sign = sort.direction === 'ascending' ? 1 : -1;
  const compare = (a: StatsRow, b: StatsRow) => {
    if (sort.key === 'name') return sign * compareNames(a.name, b.name);
    if (sort.key === 'share') {
      if (a.share === null || b.share === null)
        return (a.share === null ? 1 : 0) - (b.share === null ? 1 : 0);
      return sign * (a.share - b.share);
    }
    return sign * (a[sort.key] - b[sort.key]);
  };
  return [...rows].sort((a, b) => compare(a, b) || a.shirtNumber - b.shirtNumber || a.playerId - b.playerId);
}

/** The flag's words beside a share below the target ("Below 50%"): words, not a colour alone. */
export function belowTargetText(fairShareTarget: number): string {
  return `Below ${fairShareTarget}%`;
}

/** A share as the table writes it: "49%", or a dash when he was available for no minute. */
export function formatShare(share: number | null): string {
  return share === null ? '–' : `${share}%`;
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
