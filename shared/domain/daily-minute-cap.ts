import type { TeamFormat } from './formation-shapes.js';
import { ukDate } from './uk-time.js';

// The FA's most a child may play in one day, by age format (issue 30; docs/decisions/049): the
// Standard Code of Rules for Youth Competitions caps the minutes a player may play in all of a day's
// organised fixtures at 40 for under-7s and under-8s (5v5), 60 for under-9s and under-10s (7v7) and 80
// for under-11s and under-12s (9v9). Eleven-a-side spans under-13s (100) to adults (none), so its
// format alone names no cap. Tournaments and festivals allow more; a match plan is held to the fixtures'
// figure, the stricter.

const CAPS: Record<TeamFormat, number | null> = { 5: 40, 7: 60, 9: 80, 11: null };

/** Under-13s to under-16s play eleven-a-side, whose format names no cap: theirs goes by age alone. */
export const U13_TO_U16_DAILY_CAP = 100;

/** The most minutes a player of this format may play in one day, or null when the format sets none. */
export function dailyMinuteCap(format: TeamFormat): number | null {
  return CAPS[format];
}

/** One of the team's matches on a day, as the cap reads it: its kick-off and each player's planned minutes. */
export type DayMatch = {
  id: number;
  matchDate: string | null;
  isPostponed: boolean;
  players: readonly { playerId: number; minutes: number }[];
};

/** A player the day's plans put over the cap: his minutes that day, in how many matches. */
export type OverDailyCap = { playerId: number; dayMinutes: number; matches: number };

/**
 * The players of `matchId` whose planned minutes in all the team's matches on its London day (this one
 * included) come to more than `cap`, by player id. A postponed match is not played that day and counts
 * for nothing; a player given no minutes in this match is not this plan's to warn about. Empty when the
 * match has no date or is not among `matches`.
 */
export function overDailyCap(matchId: number, matches: readonly DayMatch[], cap: number): OverDailyCap[] {
  const match = matches.find((candidate) => candidate.id === matchId);
  if (!match?.matchDate) return [];
  const day = ukDate(new Date(match.matchDate));
  const sameDay = matches.filter(
    (candidate) =>
      candidate.matchDate !== null && !candidate.isPostponed && ukDate(new Date(candidate.matchDate)) === day,
  );
  const totals = new Map<number, OverDailyCap>();
  for (const dayMatch of sameDay) {
    for (const { playerId, minutes } of dayMatch.players) {
      if (minutes <= 0) continue;
      const total = totals.get(playerId) ?? { playerId, dayMinutes: 0, matches: 0 };
      total.dayMinutes += minutes;
      total.matches += 1;
      totals.set(playerId, total);
    }
  }
  const inThisMatch = new Set(match.players.filter((p) => p.minutes > 0).map((p) => p.playerId));
  return [...totals.values()]
    .filter((total) => total.dayMinutes > cap && inThisMatch.has(total.playerId))
    .sort((a, b) => a.playerId - b.playerId);
}
