import { and, count, eq, sql } from 'drizzle-orm';
import type { Goal, GoalBody } from '../../../shared/contracts/matches.js';
import type { Db } from '../../db/client.js';
import { goals, matches } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';
import { badRequest, notFound } from '../../errors.js';
import { claimMatch, ourScore } from './match-version.js';
import { type MatchWriteKind, runMatchWrite } from './match-write.js';
import { type MatchRow, toGoal } from './matches.js';
import { assertTeamPlayers, type PlayerRef } from './team-refs.js';

// Goals of our side (spec 001 §4.7). Every write claims the match first (row lock and version bump,
// decision 020), so the goals, the match's version and the squad statistics change together.

function goalPlayerRefs(list: readonly GoalBody[], prefix = ''): PlayerRef[] {
  return list.flatMap((goal, i) => {
    const at = prefix ? `${prefix}.${i}.` : '';
    return [
      ...(goal.scorerId !== null ? [{ field: `${at}scorerId`, id: goal.scorerId }] : []),
      ...(typeof goal.assistId === 'number' ? [{ field: `${at}assistId`, id: goal.assistId }] : []),
    ];
  });
}

function assertWithinScore(match: Pick<MatchRow, 'isHome' | 'homeScore' | 'awayScore'>, total: number): void {
  const score = ourScore(match);
  if (score !== null && total > score) {
    throw badRequest(
      `Validation failed: goals: our score in this match is ${score}, so at most ${score} goals can be recorded`,
    );
  }
}

const goalRow = (matchId: number, goal: GoalBody) => ({
  matchId,
  minute: goal.minute,
  scorerId: goal.scorerId,
  assistId: goal.assistId ?? null,
  isOwnGoal: goal.isOwnGoal ?? 0,
});

/** Adds one goal (POST /api/matches/:id/goals). */
export async function addGoal(
  db: Db,
  teamId: number,
  matchId: number,
  input: GoalBody,
  now: Date,
): Promise<Goal> {
  return inTransaction(db, async (tx) => {
    const match = await claimMatch(tx, teamId, matchId, undefined, now);
    await assertTeamPlayers(tx, teamId, goalPlayerRefs([input]));
    const [recorded] = await tx.select({ n: count() }).from(goals).where(eq(goals.matchId, matchId));
    assertWithinScore(match, (recorded?.n ?? 0) + 1);
    const [row] = await tx.insert(goals).values(goalRow(matchId, input)).returning();
    if (!row) throw new Error('goal insert returned nothing');
    return toGoal(row);
  });
}

const p = (name: string) => sql.placeholder(name);
const ourScoreSql = sql`(case when m.is_home = 1 then m.home_score else m.away_score end)`;

/**
 * PUT goals as one statement (decision 025): the claim, with "no more goals than our score" as its rule,
 * then the old goals out and the new ones in (ids in the order sent), answering what was inserted.
 */
const replaceGoalsWrite: MatchWriteKind = {
  name: 'replace_goals',
  parts: () => ({
    rule: sql`${ourScoreSql} is null or ${ourScoreSql} >= cardinality(${p('minutes')}::int[])`,
    changes: sql`,
      removed as (delete from goals g where g.match_id = (select c.id from claimed c)),
      added as (
        insert into goals (match_id, minute, scorer_id, assist_id, is_own_goal)
        select c.id, g.minute, g.scorer_id, g.assist_id, g.is_own_goal
        from claimed c, unnest(${p('minutes')}::int[], ${p('scorers')}::int[], ${p('assists')}::int[],
          ${p('ownGoals')}::int[]) with ordinality as g(minute, scorer_id, assist_id, is_own_goal, n)
        order by g.n
        returning id, match_id, minute, scorer_id, assist_id, is_own_goal
      )`,
    answer: sql`coalesce((select json_agg(json_build_array(a.id, a.match_id, a.minute, a.scorer_id,
      a.assist_id, a.is_own_goal) order by a.minute asc nulls last, a.id) from added a), '[]')`,
  }),
};

/** Replaces all the match's goals (PUT /api/matches/:id/goals): all or nothing. */
export async function replaceGoals(
  db: Db,
  teamId: number,
  matchId: number,
  list: readonly GoalBody[],
  expectedVersion: number | undefined,
  now: Date,
): Promise<Goal[]> {
  const refs = goalPlayerRefs(list, 'goals');
  const rows = await runMatchWrite<number[][]>(
    db,
    replaceGoalsWrite,
    {
      teamId,
      matchId,
      expected: expectedVersion ?? null,
      now: now.toISOString(),
      playerIds: refs.map((ref) => ref.id),
      minutes: list.map((goal) => goal.minute),
      scorers: list.map((goal) => goal.scorerId),
      assists: list.map((goal) => goal.assistId ?? null),
      ownGoals: list.map((goal) => goal.isOwnGoal ?? 0),
    },
    refs,
    (seen) => assertWithinScore(seen, list.length),
  );
  return rows.map(([id, goalMatchId, minute, scorerId, assistId, isOwnGoal]) => ({
    id: id as number,
    matchId: goalMatchId as number,
    minute: minute ?? null,
    scorerId: scorerId ?? null,
    assistId: assistId ?? null,
    isOwnGoal: isOwnGoal as number,
  }));
}

/** Removes one goal of the team's matches (DELETE /api/goals/:id); another team's is 404. */
export async function deleteGoal(db: Db, teamId: number, goalId: number, now: Date): Promise<void> {
  await inTransaction(db, async (tx) => {
    const [goal] = await tx
      .select({ matchId: goals.matchId })
      .from(goals)
      .where(
        and(
          eq(goals.id, goalId),
          sql`exists (select 1 from ${matches} m where m.id = ${goals.matchId} and m.my_team_id = ${teamId})`,
        ),
      );
    if (!goal) throw notFound('Goal');
    await claimMatch(tx, teamId, goal.matchId, undefined, now);
    const deleted = await tx.delete(goals).where(eq(goals.id, goalId)).returning({ id: goals.id });
    if (deleted.length === 0) throw notFound('Goal');
  });
}
