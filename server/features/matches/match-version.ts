import { and, eq, sql } from 'drizzle-orm';
import { MATCH_CHANGED } from '../../../shared/contracts/matches.js';
import type { Db } from '../../db/client.js';
import { matches } from '../../db/schema.js';
import { conflict, notFound } from '../../errors.js';
import type { MatchRow } from './matches.js';

/**
 * The first statement of every write to a match (its row, lists or goals), inside the write's
 * transaction (`writeMatch`, match-write.ts): bumps the version and stamps updatedAt, in one UPDATE that
 * only matches the team's match and, when the caller sent one, the version it read (decision 020).
 *
 * The UPDATE holds the row lock to the end of the transaction, so writes to one match run one after
 * the other: a second write with the same version waits, then finds the version moved on and answers
 * 409; a write without a version waits and then works on what the first one committed. A later
 * refusal in the same transaction rolls the bump back.
 */
export async function claimMatch(
  tx: Db,
  teamId: number,
  matchId: number,
  expectedVersion: number | undefined,
  now: Date,
): Promise<MatchRow> {
  const conditions = [eq(matches.id, matchId), eq(matches.myTeamId, teamId)];
  if (expectedVersion !== undefined) conditions.push(eq(matches.version, expectedVersion));
  const [row] = await tx
    .update(matches)
    .set({ version: sql`${matches.version} + 1`, updatedAt: now })
    .where(and(...conditions))
    .returning();
  if (row) return row;
  if (expectedVersion !== undefined) {
    const [exists] = await tx
      .select({ id: matches.id })
      .from(matches)
      .where(and(eq(matches.id, matchId), eq(matches.myTeamId, teamId)));
    if (exists) throw conflict(MATCH_CHANGED, 'MATCH_CHANGED');
  }
  throw notFound('Match');
}

/** Which of our scores counts against the goals recorded: the home score at home, else the away one. */
export function ourScore(match: Pick<MatchRow, 'isHome' | 'homeScore' | 'awayScore'>): number | null {
  return match.isHome === 1 ? match.homeScore : match.awayScore;
}
