import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from './client.js';
import { goalsAgainst, type matches } from './schema.js';

// The opponent's score stays the record of how many goals they scored (the form, Full-Time); the rows of
// goals_against are the minutes of some of those goals (issue 32), so they never outnumber it. Every
// write that can lower their score (the match form, a Full-Time sync, a live undo) trims the latest rows
// in the same transaction; an empty score (no result, or a result without goals: abandoned, void,
// walkover) counts as none. Here, not in a feature: the matches and fixtures-sync features both write it.

type MatchRow = typeof matches.$inferSelect;

/** The opponent's score, as the match's home or away column. */
export function theirScore(match: Pick<MatchRow, 'isHome' | 'homeScore' | 'awayScore'>): number | null {
  return match.isHome === 1 ? match.awayScore : match.homeScore;
}

/**
 * Removes the goals against beyond the opponent's score (`match` as the write leaves it), the latest
 * recorded first; answers how many. Called inside the write's transaction, which holds the match's row.
 */
export async function trimGoalsAgainst(
  tx: Db,
  match: Pick<MatchRow, 'id' | 'isHome' | 'homeScore' | 'awayScore'>,
): Promise<number> {
  const rows = await tx
    .select({ id: goalsAgainst.id })
    .from(goalsAgainst)
    .where(eq(goalsAgainst.matchId, match.id))
    .orderBy(asc(goalsAgainst.id));
  const surplus = rows.slice(Math.max(theirScore(match) ?? 0, 0)).map((row) => row.id);
  if (surplus.length === 0) return 0;
  await tx.delete(goalsAgainst).where(inArray(goalsAgainst.id, surplus));
  return surplus.length;
}

/** Whether a write's fields can change which of the match's scores is theirs, or its value. */
export const touchesTheirScore = (
  fields: Partial<Pick<MatchRow, 'isHome' | 'homeScore' | 'awayScore' | 'resultCode'>>,
) =>
  fields.isHome !== undefined ||
  fields.homeScore !== undefined ||
  fields.awayScore !== undefined ||
  fields.resultCode !== undefined;
