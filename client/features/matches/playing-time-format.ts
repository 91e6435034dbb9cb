import type { MatchPlayingTimeAnswer } from '../../../shared/contracts/matches';
import { belowFairShare, DEFAULT_FAIR_SHARE_TARGET } from '../../../shared/domain/playing-time';

// The minutes panel's words, apart from React so they are tested on their own. The flag is the season
// table's rule (belowFairShare), so a player flagged here would be flagged there for the same minutes.

type NamedPlayer = { id: number; shirtNumber: number | null; firstName: string; lastName: string };

/** One squad player's line of the panel. */
export type PlayingTimeRow = {
  playerId: number;
  /** "7 Sam Jones", or "Sam Jones" without a shirt number. */
  name: string;
  minutes: number;
  /** "30 of 60 min": his minutes against the match's. */
  figure: string;
  /** His minutes as a share of the match's, 0-100, for the bar. */
  barPercent: number;
  /** Why the line stands out, in words: unavailable, or below the fair share target. */
  note: string | null;
  isBelowTarget: boolean;
};

/** The match's minutes as the answer counts them: the sum of its periods' lengths. */
export function matchMinutes(time: Pick<MatchPlayingTimeAnswer, 'periodList'>): number {
  return time.periodList.reduce((total, period) => total + period.minutes, 0);
}

function nameOf(player: NamedPlayer | undefined, playerId: number): string {
  if (!player) return `Player ${playerId}`;
  const name = [player.firstName.trim(), player.lastName.trim()].filter(Boolean).join(' ');
  return player.shirtNumber === null ? name : `${player.shirtNumber} ${name}`.trim();
}

/**
 * The panel's lines in the answer's order (the squad's, by shirt number). A player the screen's squad no
 * longer holds is still listed, as "Player <id>", so no minutes go missing.
 */
export function playingTimeRows(
  time: Pick<MatchPlayingTimeAnswer, 'players' | 'periodList'>,
  squad: readonly NamedPlayer[],
  fairShareTarget: number = DEFAULT_FAIR_SHARE_TARGET,
): PlayingTimeRow[] {
  const byId = new Map(squad.map((player) => [player.id, player]));
  const length = matchMinutes(time);
  return time.players.map((player) => {
    const isBelowTarget = belowFairShare(player, fairShareTarget);
    const note = player.unavailable
      ? 'Unavailable for this match'
      : isBelowTarget
        ? `Below ${fairShareTarget}% of the ${player.availableMinutes} min available`
        : null;
    return {
      playerId: player.playerId,
      name: nameOf(byId.get(player.playerId), player.playerId),
      minutes: player.minutes,
      figure: `${player.minutes} of ${length} min`,
      barPercent: length > 0 ? Math.min(100, Math.max(0, (player.minutes / length) * 100)) : 0,
      note,
      isBelowTarget,
    };
  });
}

/**
 * The warning of the FA's daily limit (issue 30), one line per player the day's plans put over it:
 * "9 Oscar Hughes: 120 min today in 2 matches". Empty when nobody is over, or the format sets no limit.
 */
export function dailyCapLines(
  time: Pick<MatchPlayingTimeAnswer, 'dailyCap'>,
  squad: readonly NamedPlayer[],
): string[] {
  const byId = new Map(squad.map((player) => [player.id, player]));
  return (time.dailyCap?.players ?? []).map(({ playerId, dayMinutes, matches }) => {
    const where = matches === 1 ? 'in this match' : `in ${matches} matches`;
    return `${nameOf(byId.get(playerId), playerId)}: ${dayMinutes} min that day ${where}`;
  });
}

/** "The FA's limit is 80 minutes a day for 9v9": what the lines are measured against. */
export function dailyCapTitle(time: Pick<MatchPlayingTimeAnswer, 'dailyCap'>): string | null {
  return time.dailyCap ? `Over the FA's limit of ${time.dailyCap.minutes} minutes in a day` : null;
}
