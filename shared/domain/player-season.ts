// One player's sheet over a season or a date range (issue 30): his figures and the matches behind them,
// so a coach can show a parent where each minute came from. Pure rules only; the totals are
// seasonPlayingTime's own figures for him, and the match list follows the same rules (which matches count,
// whether he was in the squad on the day), so the sheet always adds up to his row in the season table.

import {
  matchPlayingTime,
  type PlayerMatchTime,
  type PlayerPeriod,
  type PlayingTimeFormation,
  type PlayingTimeMatch,
  playerPeriods,
  type SeasonOptions,
  type SeasonPlayerTime,
  type SquadPlayer,
  seasonMatchReason,
  seasonPlayingTime,
  squadOnMatchDay,
} from './playing-time.js';

/** One counted match on a player's sheet: his time in it and where each period put him. */
export type PlayerSeasonMatch = Omit<PlayerMatchTime, 'playerId'> & {
  matchId: number;
  /** The kick-off, ISO; every counted match has one. */
  matchDate: string;
  /** How many periods the match has, and how many were planned. */
  periods: number;
  plannedPeriods: number;
  periodList: PlayerPeriod[];
};

export type PlayerSeason = {
  fairShareTarget: number;
  /** Exactly his entry in seasonPlayingTime over the same matches and options. */
  totals: SeasonPlayerTime;
  /** The matches that count (played, in the range) and that he was in the squad for, by kick-off. */
  matches: PlayerSeasonMatch[];
};

/**
 * `player`'s sheet over the team's matches (the same inputs seasonPlayingTime takes): his totals, and
 * each counted match he was in the squad for with his minutes, start, captaincy and place per period.
 */
export function playerSeason(
  matches: readonly PlayingTimeMatch[],
  formations: readonly PlayingTimeFormation[],
  player: SquadPlayer,
  options: SeasonOptions,
): PlayerSeason {
  const season = seasonPlayingTime(matches, formations, [player], options);
  const totals = season.players[0]!;
  const counted = matches.filter(
    (match) => seasonMatchReason(match, options) === null && squadOnMatchDay(match, [player]).length === 1,
  );
  const byMatch = new Map<number, PlayingTimeFormation[]>();
  for (const formation of formations) {
    if (formation.matchId === null) continue;
    const list = byMatch.get(formation.matchId);
    if (list) list.push(formation);
    else byMatch.set(formation.matchId, [formation]);
  }
  const rows = counted.map((match): PlayerSeasonMatch => {
    const own = byMatch.get(match.id) ?? [];
    // The season's `now`, as seasonPlayingTime counts it: a match played live and still running counts
    // up to now, not to its last press, so the row and the totals agree while it is played.
    const time = matchPlayingTime(match, own, [player], options.now);
    const { playerId: _playerId, ...figures } = time.players[0]!;
    return {
      ...figures,
      matchId: match.id,
      // A counted match has a readable kick-off (notPlayedReason).
      matchDate: new Date(Date.parse(match.matchDate!)).toISOString(),
      periods: time.periods,
      plannedPeriods: time.plannedPeriods,
      periodList: playerPeriods(match, own, player.id),
    };
  });
  rows.sort((a, b) => a.matchDate.localeCompare(b.matchDate) || a.matchId - b.matchId);
  return { fairShareTarget: season.fairShareTarget, totals, matches: rows };
}
