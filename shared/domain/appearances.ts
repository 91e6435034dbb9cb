import type { ScoredDatedMatch } from './match-status.js';
import { countsAsPlayed, type SquadPlayer, squadOnMatchDay } from './playing-time.js';

// A player's appearances (the squad statistics' Apps, issue 30): the matches that count as played
// (countsAsPlayed: kicked off, with a score, not postponed, abandoned, void or a walkover) for which he
// was in the squad on the match's day (squadOnMatchDay) and not marked unavailable. The same played-match
// rule as the season's minutes, so a player added today has none from last month, and an overdue match
// without a score gives nobody one.

export type AppearanceMatch = ScoredDatedMatch & { unavailablePlayerIds: readonly number[] };

/** Appearances per squad player, every player present (0 when none). */
export function countAppearances(
  matches: readonly AppearanceMatch[],
  squad: readonly SquadPlayer[],
  now: Date,
): Map<number, number> {
  const counts = new Map<number, number>(squad.map((player) => [player.id, 0]));
  for (const match of matches) {
    if (!countsAsPlayed(match, now)) continue;
    const unavailable = new Set(match.unavailablePlayerIds);
    for (const player of squadOnMatchDay(match, squad)) {
      if (!unavailable.has(player.id)) counts.set(player.id, (counts.get(player.id) ?? 0) + 1);
    }
  }
  return counts;
}
