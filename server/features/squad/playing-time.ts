import { and, eq, inArray } from 'drizzle-orm';
import type {
  PlayerPlayingTimeAnswer,
  SeasonPlayingTimeAnswer,
} from '../../../shared/contracts/playing-time.js';
import { liveStateOf, matchDayOf, playCountsUntil } from '../../../shared/domain/match-live.js';
import { playerSeason } from '../../../shared/domain/player-season.js';
import {
  type PlayingTimeMatch,
  seasonMatchReason,
  seasonPlayingTime,
} from '../../../shared/domain/playing-time.js';
import type { TeamRole } from '../../../shared/domain/roles.js';
import { sharePercent } from '../../../shared/domain/share-percent.js';
import type { Db } from '../../db/client.js';
import { minutesVisibleTo } from '../../db/family.js';
import { readStamp, readStoredAnswer, storeAnswer } from '../../db/playing-time-answers.js';
import {
  type DayRange,
  readFormations,
  readMatches,
  readSquad,
  type SquadRow,
} from '../../db/playing-time-reads.js';
import { hasReadCache, readThrough } from '../../db/read-cache.js';
import { matches, oppositionTeams } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';
import { notFound } from '../../errors.js';
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

type CountedSeason = KickOffWindow & { time: Omit<SeasonPlayingTimeAnswer, 'scope'>; squad: SquadRow[] };

/**
 * Every squad player's figures over the team's matches in `range` (seasonPlayingTime), by shirt number,
 * with the squad rows the CSV names them by. A parent or player gets only his family's players
 * (minutesVisibleTo) unless the team shows the squad's minutes to families: the team's totals (matches
 * counted, periods) stay, as they name no player.
 *
 * The squad page asks for it on every load, so on the embedded database the whole squad's count is kept
 * (decision 053, as the statistics are, decision 017) until a write to what it read (matches, their
 * unavailable players, formations and their places, the squad), and only while the clock stays between
 * the kick-offs on either side of the time it was counted at: which matches count moves only when a
 * kick-off passes. Who may see which rows is asked afresh on every read, never kept. Without a read
 * cache (a PostgreSQL server) this counts afresh in three statements; the routes read through
 * readKeptSeasonPlayingTime, which keeps the count in the database there.
 */
export function readSeasonPlayingTime(
  db: Db,
  team: PlayingTimeTeam,
  viewer: PlayingTimeViewer,
  range: DayRange,
  now: Date,
): Promise<SeasonPlayingTimeRead> {
  return seasonAsSeenBy(db, team, viewer, range, now, 'counted here');
}

/**
 * readSeasonPlayingTime as the routes ask it: on a database this process does not cache (a PostgreSQL
 * server) the count is kept in the database (keptInDatabase, decision 053's last amendment), shared by
 * every instance under a stamp the database takes from the rows the count reads.
 */
export function readKeptSeasonPlayingTime(
  db: Db,
  team: PlayingTimeTeam,
  viewer: PlayingTimeViewer,
  range: DayRange,
  now: Date,
): Promise<SeasonPlayingTimeRead> {
  return seasonAsSeenBy(db, team, viewer, range, now, 'kept in the database');
}

async function seasonAsSeenBy(
  db: Db,
  team: PlayingTimeTeam,
  viewer: PlayingTimeViewer,
  range: DayRange,
  now: Date,
  withoutReadCache: 'counted here' | 'kept in the database',
): Promise<SeasonPlayingTimeRead> {
  const { id: teamId, fairShareTarget } = team;
  const key = `playing-time:${teamId}:${range.from ?? ''}:${range.to ?? ''}:${fairShareTarget}`;
  const count = (handle: Db) => countSeason(handle, teamId, range, fairShareTarget, now);
  const counting = hasReadCache(db)
    ? readThrough(db, key, async () => (await count(db)).counted, isFreshAt(now))
    : withoutReadCache === 'kept in the database'
      ? keptInDatabase(db, teamId, key, count, now)
      : count(db).then(({ counted }) => counted);
  const [counted, visible] = await Promise.all([counting, minutesVisibleTo(db, team, viewer.role, viewer)]);
  const { time, squad } = counted;
  if (visible === null) return { time: { ...time, scope: 'squad' }, squad };
  return {
    time: {
      ...time,
      players: time.players.filter((player) => visible.has(player.playerId)),
      scope: 'family',
    },
    squad: squad.filter((player) => visible.has(player.id)),
  };
}

/**
 * The season as kept in the database (server/db/playing-time-answers.ts): the answer kept under the
 * team's stamp now, in one statement; when none fits (a write since, a kick-off passed, another range),
 * the count from the rows and the stamp of the rows it read, in one snapshot (a read-only repeatable-read
 * transaction, so a write committing meanwhile is in neither or in both), then kept. Every instance
 * shares the kept answers, and a write through any of them, or none, changes the stamp, so no instance
 * holds anything of its own.
 */
async function keptInDatabase(
  db: Db,
  teamId: number,
  key: string,
  count: (handle: Db) => Promise<{ counted: CountedSeason }>,
  now: Date,
): Promise<CountedSeason> {
  const answer = await readStoredAnswer(db, teamId, key, now.getTime());
  if (answer !== null) {
    const kept = JSON.parse(answer) as CountedSeason;
    // The squad's join days come back as text; the rules and the CSV read them as the database gave them.
    return { ...kept, squad: kept.squad.map((row) => ({ ...row, createdAt: new Date(row.createdAt) })) };
  }
  const { counted, stamp } = await inTransaction(
    db,
    async (tx) => {
      const read = await count(tx);
      return { ...read, stamp: await readStamp(tx, teamId) };
    },
    { config: { isolationLevel: 'repeatable read', accessMode: 'read only' } },
  );
  const { validAfter, validUntil } = counted;
  await storeAnswer(db, teamId, key, {
    stamp,
    validAfter,
    validUntil,
    answer: JSON.stringify(counted),
  });
  return counted;
}

/** The season counted from the rows. */
async function countSeason(
  db: Db,
  teamId: number,
  range: DayRange,
  fairShareTarget: number,
  now: Date,
): Promise<{ counted: CountedSeason }> {
  const teamMatches = await readMatches(db, teamId, { range });
  const teamFormations = await readFormations(db, teamId, countedIn(teamMatches, range, now));
  const squad = await readSquad(db, teamId);
  const time = seasonPlayingTime(teamMatches, teamFormations, squad, { ...range, now, fairShareTarget });
  return {
    counted: { time: { ...range, ...time }, squad, ...kickOffsAround(teamMatches, now) },
  };
}

/**
 * The matches whose formations the figures read: those the season counts (seasonMatchReason), the rule
 * seasonPlayingTime applies itself. A match to come, postponed or out of the range gives nobody anything,
 * so its formations are not read: in a season with its fixtures planned ahead, a third of the places.
 */
function countedIn(teamMatches: readonly PlayingTimeMatch[], range: DayRange, now: Date) {
  const options = { ...range, now };
  return {
    matchIds: teamMatches.filter((match) => seasonMatchReason(match, options) === null).map((m) => m.id),
  };
}

type KickOffWindow = { validAfter: number | null; validUntil: number | null };

/**
 * A match counts once its kick-off has passed (notPlayedReason): an answer counted at `now` holds from
 * the last kick-off before it until the next one. While a match played live is running its actual
 * minutes grow with the clock (decision 067's third slice), so the answer holds for `now` only: every
 * read during play counts afresh, and a pause, a change or the end is a write that changes the stamp.
 * One paused holds until its day ends, when a match left running is counted to full time instead
 * (playCountsUntil); from then on, running or paused, its minutes stand still and the answer holds.
 */
function kickOffsAround(teamMatches: readonly PlayingTimeMatch[], now: Date): KickOffWindow {
  const at = now.getTime();
  let validAfter: number | null = null;
  let validUntil: number | null = null;
  for (const match of teamMatches) {
    const kickOff = match.matchDate === null ? Number.NaN : Date.parse(match.matchDate);
    if (Number.isNaN(kickOff)) continue;
    if (kickOff <= at) validAfter = Math.max(validAfter ?? kickOff, kickOff);
    else validUntil = Math.min(validUntil ?? kickOff, kickOff);
  }
  for (const match of teamMatches) {
    const state = match.live ? liveStateOf(match.live.events) : 'not-started';
    if (!match.live || (state !== 'running' && state !== 'paused')) continue;
    if (playCountsUntil(match.live.events, match, match.matchDate, now).leftRunningUntil !== null) continue;
    const dayEnd = matchDayOf(match.matchDate)?.end.getTime() ?? null;
    const until = state === 'running' ? at + 1 : dayEnd;
    if (until !== null) validUntil = Math.min(validUntil ?? until, until);
  }
  return { validAfter, validUntil };
}

const isFreshAt =
  (now: Date) =>
  ({ validAfter, validUntil }: KickOffWindow): boolean => {
    const at = now.getTime();
    return (validAfter === null || at >= validAfter) && (validUntil === null || at < validUntil);
  };

/**
 * One player's sheet over `range` (playerSeason): the squad, the team's matches, their formations with
 * only his places in them, and the opponents of the matches on his sheet, so four statements whatever the
 * number of matches (one more for a parent's family). A player of another team, or none, is a 404 as his
 * other routes give; so is another family's child for a parent who sees only his own (asked first, and
 * afresh on every read).
 *
 * On the embedded database the sheet is kept as the season is (decision 053): until a write to what it
 * read, and while the clock stays between the kick-offs on either side of the time it was counted at.
 */
export async function readPlayerPlayingTime(
  db: Db,
  team: PlayingTimeTeam,
  viewer: PlayingTimeViewer,
  playerId: number,
  range: DayRange,
  now: Date,
): Promise<PlayerPlayingTimeAnswer> {
  const { id: teamId, fairShareTarget } = team;
  const visible = await minutesVisibleTo(db, team, viewer.role, viewer);
  // A parent who may see only his family's minutes finds no sheet for another child: 404, as for a
  // player of another team, so the answer does not even say the player is in the squad.
  if (visible !== null && !visible.has(playerId)) throw notFound('Player');
  const { sheet } = await readThrough(
    db,
    `player-playing-time:${teamId}:${playerId}:${range.from ?? ''}:${range.to ?? ''}:${fairShareTarget}`,
    () => countPlayerSheet(db, teamId, playerId, range, fairShareTarget, now),
    isFreshAt(now),
  );
  if (sheet === null) throw notFound('Player');
  return sheet;
}

async function countPlayerSheet(
  db: Db,
  teamId: number,
  playerId: number,
  range: DayRange,
  fairShareTarget: number,
  now: Date,
): Promise<KickOffWindow & { sheet: PlayerPlayingTimeAnswer | null }> {
  const player = (await readSquad(db, teamId)).find((row) => row.id === playerId);
  if (!player) return { sheet: null, validAfter: null, validUntil: null };
  const teamMatches = await readMatches(db, teamId, { range });
  const teamFormations = await readFormations(db, teamId, countedIn(teamMatches, range, now), playerId);
  const sheet = playerSeason(teamMatches, teamFormations, player, { ...range, now, fairShareTarget });
  const ids = sheet.matches.map((match) => match.matchId);
  const opponents =
    ids.length === 0
      ? []
      : await db
          .select({ id: matches.id, isHome: matches.isHome, opponentName: oppositionTeams.name })
          .from(matches)
          .leftJoin(oppositionTeams, eq(oppositionTeams.id, matches.opponentTeamId))
          .where(and(eq(matches.myTeamId, teamId), inArray(matches.id, ids)));
  const byId = new Map(opponents.map((row) => [row.id, row]));
  const { id, shirtNumber, firstName, lastName } = player;
  return {
    ...kickOffsAround(teamMatches, now),
    sheet: {
      ...range,
      fairShareTarget: sheet.fairShareTarget,
      player: { id, shirtNumber, firstName, lastName },
      totals: sheet.totals,
      matches: sheet.matches.map((match) => ({
        ...match,
        opponentName: byId.get(match.matchId)?.opponentName ?? null,
        isHome: (byId.get(match.matchId)?.isHome ?? 1) === 1,
      })),
    },
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
