import { asc, eq } from 'drizzle-orm';
import type { GoalAgainst } from '../../../shared/contracts/matches.js';
import type { Db } from '../../db/client.js';
import { goalsAgainst } from '../../db/schema.js';

// The opponent's goals with their minutes (issue 32): a row per goal against recorded on the live
// screen, and the read everyone on the team has. The rule that keeps them within the opponent's score,
// which the match form and the Full-Time sync both apply, is server/db/goals-against.ts.

type GoalAgainstRow = typeof goalsAgainst.$inferSelect;

export const toGoalAgainst = (row: GoalAgainstRow): GoalAgainst => ({
  id: row.id,
  matchId: row.matchId,
  minute: row.minute,
});

/** GET /api/matches/:id/goals-against: in the order recorded. */
export async function listGoalsAgainst(db: Db, matchId: number): Promise<GoalAgainst[]> {
  const rows = await db
    .select()
    .from(goalsAgainst)
    .where(eq(goalsAgainst.matchId, matchId))
    .orderBy(asc(goalsAgainst.id));
  return rows.map(toGoalAgainst);
}
