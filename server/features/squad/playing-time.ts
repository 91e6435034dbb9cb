import type { SeasonPlayingTimeAnswer } from '../../../shared/contracts/playing-time.js';
import { seasonPlayingTime } from '../../../shared/domain/playing-time.js';
import type { TeamRole } from '../../../shared/domain/roles.js';
import { sharePercent } from '../../../shared/domain/share-percent.js';
import type { Db } from '../../db/client.js';
import { minutesVisibleTo } from '../../db/family.js';
import {
  type DayRange,
  readFormations,
  readMatches,
  readSquad,
  type SquadRow,
} from '../../db/playing-time-reads.js';
import { type CsvCell, toCsv } from '../../lib/csv.js';

// The season's playing time (issue 30): the team's matches, their formations and the squad read in three
// statements whatever the number of matches or players (playing-time-reads.ts), then handed to
// seasonPlayingTime, which holds every rule (which matches count, who was in the squad, which formation
// a period shows).

export type { DayRange };

export type SeasonPlayingTimeRead = { time: SeasonPlayingTimeAnswer; squad: SquadRow[] };

/** The team as the season's figures read it: its target and whether families see the whole squad. */
export type PlayingTimeTeam = { id: number; fairShareTarget: number; showSquadMinutesToFamily: boolean };

/** Who is asking: their role on the team, and their account (whose family a parent sees). */
export type PlayingTimeViewer = { role: TeamRole; id: number; email: string };

/**
 * Every squad player's figures over the team's matches in `range` (seasonPlayingTime), by shirt number,
 * with the squad rows the CSV names them by. A parent or player gets only his family's players
 * (minutesVisibleTo) unless the team shows the squad's minutes to families: the team's totals (matches
 * counted, periods) stay, as they name no player.
 */
export async function readSeasonPlayingTime(
  db: Db,
  team: PlayingTimeTeam,
  viewer: PlayingTimeViewer,
  range: DayRange,
  now: Date,
): Promise<SeasonPlayingTimeRead> {
  const teamId = team.id;
  const teamMatches = await readMatches(db, teamId, { range });
  const teamFormations = await readFormations(db, teamId, { range });
  const squad = await readSquad(db, teamId);
  const visible = await minutesVisibleTo(db, team, viewer.role, viewer);
  const { fairShareTarget } = team;
  const time = seasonPlayingTime(teamMatches, teamFormations, squad, { ...range, now, fairShareTarget });
  if (visible === null) return { time: { ...range, ...time, scope: 'squad' }, squad };
  const players = time.players.filter((player) => visible.has(player.playerId));
  return {
    time: { ...range, ...time, players, scope: 'family' },
    squad: squad.filter((player) => visible.has(player.id)),
  };
}

const CSV_HEADER = [
  'Shirt number',
  'First name',
  'Last name',
  'Matches in squad',
  'Matches played',
  'Minutes',
  'Available minutes',
  'Share of available minutes (%)',
  'Starts',
  'Periods on pitch',
  'Periods on bench',
  'Periods unavailable',
  'Periods in goal',
  'Periods in defence',
  'Periods in midfield',
  'Periods in attack',
  'Times captain',
  'Below fair share target',
] as const;

/**
 * The CSV: a header row, then one row per player by shirt number. The share is written to one decimal,
 * rounded down (sharePercent) so it never reads as on target for a flagged player; with the target off
 * (0) the last column is empty rather than "No" for everyone.
 */
export function seasonPlayingTimeCsv({ time, squad }: SeasonPlayingTimeRead): string {
  const byId = new Map(time.players.map((player) => [player.playerId, player]));
  const rows: CsvCell[][] = [[...CSV_HEADER]];
  for (const player of squad) {
    const figures = byId.get(player.id);
    if (!figures) continue;
    rows.push([
      player.shirtNumber,
      player.firstName,
      player.lastName,
      figures.matchesInSquad,
      figures.matchesPlayed,
      figures.minutes,
      figures.availableMinutes,
      sharePercent(figures, 1),
      figures.starts,
      figures.periodsOnPitch,
      figures.periodsOnBench,
      figures.periodsUnavailable,
      figures.byLine.GK,
      figures.byLine.DEF,
      figures.byLine.MID,
      figures.byLine.FWD,
      figures.timesCaptain,
      time.fairShareTarget === 0 ? null : figures.belowTarget ? 'Yes' : 'No',
    ]);
  }
  return toCsv(rows);
}
