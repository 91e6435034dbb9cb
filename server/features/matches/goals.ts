import { and, count, desc, eq, sql } from 'drizzle-orm';
import type {
  Goal,
  GoalBody,
  LiveGoalAnswer,
  LiveGoalBody,
  UndoLiveGoalBody,
} from '../../../shared/contracts/matches.js';
import type { Db } from '../../db/client.js';
import { isUniqueViolation } from '../../db/database-errors.js';
import { theirScore } from '../../db/goals-against.js';
import { goals, goalsAgainst, matches, matchLiveRequests } from '../../db/schema.js';
import { badRequest, conflict, notFound } from '../../errors.js';
import { toGoalAgainst } from './goals-against.js';
import { ourScore } from './match-version.js';
import { writeMatch } from './match-write.js';
import { type MatchRow, toGoal } from './matches.js';
import type { PlayerRef } from './team-refs.js';

// Goals of our side (spec 001 §4.7). Every write claims the match first (row lock and version bump,
// decision 020, match-write.ts), so the goals, the match's version and the squad statistics change
// together.

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
  const write = { teamId, matchId, expectedVersion: undefined, now, players: goalPlayerRefs([input]) };
  return writeMatch(db, write, async (tx, match) => {
    const [recorded] = await tx.select({ n: count() }).from(goals).where(eq(goals.matchId, matchId));
    assertWithinScore(match, (recorded?.n ?? 0) + 1);
    const [row] = await tx.insert(goals).values(goalRow(matchId, input)).returning();
    if (!row) throw new Error('goal insert returned nothing');
    return toGoal(row);
  });
}

/** Goals as GET lists them: by minute, those without one last, then in the order they were added. */
function byMinute(a: Goal, b: Goal): number {
  if (a.minute !== b.minute) {
    if (a.minute === null) return 1;
    if (b.minute === null) return -1;
    return a.minute - b.minute;
  }
  return a.id - b.id;
}

/**
 * Replaces all the match's goals (PUT /api/matches/:id/goals): all or nothing, no more than our score.
 * Answers the goals written, as GET then lists them.
 */
export async function replaceGoals(
  db: Db,
  teamId: number,
  matchId: number,
  list: readonly GoalBody[],
  expectedVersion: number | undefined,
  now: Date,
): Promise<Goal[]> {
  const write = { teamId, matchId, expectedVersion, now, players: goalPlayerRefs(list, 'goals') };
  return writeMatch(db, write, async (tx, match) => {
    assertWithinScore(match, list.length);
    await tx.delete(goals).where(eq(goals.matchId, matchId));
    if (list.length === 0) return [];
    const rows = await tx
      .insert(goals)
      .values(list.map((goal) => goalRow(matchId, goal)))
      .returning();
    return rows.map(toGoal).sort(byMinute);
  });
}

/** Removes one goal of the team's matches (DELETE /api/goals/:id); another team's is 404. */
export async function deleteGoal(db: Db, teamId: number, goalId: number, now: Date): Promise<void> {
  const [goal] = await db
    .select({ matchId: goals.matchId })
    .from(goals)
    .where(
      and(
        eq(goals.id, goalId),
        sql`exists (select 1 from ${matches} m where m.id = ${goals.matchId} and m.my_team_id = ${teamId})`,
      ),
    );
  if (!goal) throw notFound('Goal');
  const write = { teamId, matchId: goal.matchId, expectedVersion: undefined, now };
  await writeMatch(db, write, async (tx) => {
    // Gone meanwhile (another DELETE, a PUT goals): the claim is rolled back with this refusal.
    const deleted = await tx
      .delete(goals)
      .where(and(eq(goals.id, goalId), eq(goals.matchId, goal.matchId)))
      .returning({ id: goals.id });
    if (deleted.length === 0) throw notFound('Goal');
  });
}

// ---- Live mode (issue 32, decision 067) ----
// A goal on the live screen moves the score too, in the same write: the board, the results and the
// statistics all read the stored score and goals, so they follow at once. A goal against is a point of
// the opponent's score and a row of goals_against with its minute (goals-against.ts).

/** Our side of the score and theirs, as the match's home and away columns. */
function sidesOf(match: Pick<MatchRow, 'isHome'>, ours: number | null, theirs: number | null) {
  return match.isHome === 1 ? { homeScore: ours, awayScore: theirs } : { homeScore: theirs, awayScore: ours };
}

function assertNoResultCode(match: Pick<MatchRow, 'resultCode'>): void {
  if (match.resultCode !== null) {
    throw conflict(
      'This match has a result without goals (abandoned, void or a walkover). Change it in Match Planning first.',
      'LIVE_GOAL_REFUSED',
    );
  }
}

async function storeScore(
  tx: Db,
  match: MatchRow,
  ours: number | null,
  theirs: number | null,
): Promise<Omit<LiveGoalAnswer, 'goal' | 'goalAgainst'>> {
  const scores = sidesOf(match, ours, theirs);
  await tx.update(matches).set(scores).where(eq(matches.id, match.id));
  return { ...scores, version: match.version };
}

type LiveRequestKind = 'goal' | 'undo-goal';
type LiveGoalResult = { answer: LiveGoalAnswer; replayed: boolean };

/** Thrown inside the write when its id was taken meanwhile: the write (and its claim) is rolled back. */
class LiveRequestTaken extends Error {}

/**
 * The answer to a live goal or undo whose id is already stored (decision 070): the match as it is now,
 * and the goal the request recorded while it exists; or null when the id is new. An id of another
 * match or kind is refused.
 */
async function replayOf(
  db: Db,
  matchId: number,
  id: string,
  kind: LiveRequestKind,
): Promise<LiveGoalAnswer | null> {
  const [request] = await db.select().from(matchLiveRequests).where(eq(matchLiveRequests.id, id));
  if (!request) return null;
  if (request.matchId !== matchId || request.kind !== kind) {
    throw conflict(
      'This change has the id of another one already recorded. Reload the page and try again.',
      'LIVE_REQUEST_ID_TAKEN',
    );
  }
  const [match] = await db.select().from(matches).where(eq(matches.id, matchId));
  if (!match) throw notFound('Match');
  const [goal] =
    request.goalId === null ? [] : await db.select().from(goals).where(eq(goals.id, request.goalId));
  const [against] =
    request.goalAgainstId === null
      ? []
      : await db.select().from(goalsAgainst).where(eq(goalsAgainst.id, request.goalAgainstId));
  return {
    goal: kind === 'goal' && goal ? toGoal(goal) : null,
    goalAgainst: kind === 'goal' && against ? toGoalAgainst(against) : null,
    ...sidesOf(match, ourScore(match), theirScore(match)),
    version: match.version,
  };
}

/**
 * Runs a live goal's or undo's write once per id: a stored id is answered from the match (nothing
 * written, the match's version not raised); a new one is written with its id in the same transaction.
 * Two copies racing both pass the first look; the second meets the first's row and is answered so too.
 */
async function onceById(
  db: Db,
  matchId: number,
  id: string,
  kind: LiveRequestKind,
  write: () => Promise<LiveGoalAnswer>,
): Promise<LiveGoalResult> {
  const stored = await replayOf(db, matchId, id, kind);
  if (stored) return { answer: stored, replayed: true };
  try {
    return { answer: await write(), replayed: false };
  } catch (error) {
    if (!(error instanceof LiveRequestTaken) && !isUniqueViolation(error, 'match_live_requests_pkey'))
      throw error;
    const replay = await replayOf(db, matchId, id, kind);
    if (!replay) throw error;
    return { answer: replay, replayed: true };
  }
}

/** Stores the request's id in the write's transaction; taken meanwhile, the write is rolled back. */
async function recordRequest(
  tx: Db,
  matchId: number,
  id: string,
  kind: LiveRequestKind,
  recorded: { goalId?: number; goalAgainstId?: number },
  now: Date,
): Promise<void> {
  const [taken] = await tx
    .select({ id: matchLiveRequests.id })
    .from(matchLiveRequests)
    .where(eq(matchLiveRequests.id, id));
  if (taken) throw new LiveRequestTaken();
  await tx.insert(matchLiveRequests).values({ id, matchId, kind, ...recorded, createdAt: now });
}

/**
 * POST /api/matches/:id/live/goals: our goal and our score + 1 (from the goals already recorded when no
 * score was entered, so the goals never outnumber it), or a goal against with its minute and the
 * opponent's score + 1; an empty other side becomes 0, so the board reads 1 – 0.
 */
export async function addLiveGoal(
  db: Db,
  teamId: number,
  matchId: number,
  body: LiveGoalBody,
  now: Date,
): Promise<LiveGoalResult> {
  const players =
    body.side === 'us'
      ? goalPlayerRefs([body.goal]).map((ref) => ({ ...ref, field: `goal.${ref.field}` }))
      : [];
  const write = { teamId, matchId, expectedVersion: undefined, now, players };
  return onceById(db, matchId, body.id, 'goal', () =>
    writeMatch(db, write, async (tx, match) => {
      assertNoResultCode(match);
      if (body.side === 'them') {
        const [row] = await tx
          .insert(goalsAgainst)
          .values({ matchId, minute: body.minute ?? null })
          .returning();
        if (!row) throw new Error('goal against insert returned nothing');
        await recordRequest(tx, matchId, body.id, 'goal', { goalAgainstId: row.id }, now);
        // No rows outnumber their score (goals-against.ts), so an empty one has none to count from.
        const score = await storeScore(tx, match, ourScore(match) ?? 0, (theirScore(match) ?? 0) + 1);
        return { goal: null, goalAgainst: toGoalAgainst(row), ...score };
      }
      const [recorded] = await tx.select({ n: count() }).from(goals).where(eq(goals.matchId, matchId));
      const ours = (ourScore(match) ?? recorded?.n ?? 0) + 1;
      const [row] = await tx.insert(goals).values(goalRow(matchId, body.goal)).returning();
      if (!row) throw new Error('goal insert returned nothing');
      await recordRequest(tx, matchId, body.id, 'goal', { goalId: row.id }, now);
      const score = await storeScore(tx, match, ours, theirScore(match) ?? 0);
      return { goal: toGoal(row), goalAgainst: null, ...score };
    }),
  );
}

/**
 * POST /api/matches/:id/live/goals/undo: our goal `goalId` removed and our score - 1, or the opponent's
 * score - 1 while it is still the one the phone showed, with the latest goal against recorded. Never
 * below 0 nor below the goals left.
 */
export async function undoLiveGoal(
  db: Db,
  teamId: number,
  matchId: number,
  body: UndoLiveGoalBody,
  now: Date,
): Promise<LiveGoalResult> {
  const write = { teamId, matchId, expectedVersion: undefined, now };
  return onceById(db, matchId, body.id, 'undo-goal', () =>
    writeMatch(db, write, async (tx, match) => {
      await recordRequest(tx, matchId, body.id, 'undo-goal', {}, now);
      if (body.side === 'them') {
        if (theirScore(match) !== body.score) {
          throw conflict(
            'The score changed meanwhile, so nothing was taken back. Check the score on the screen.',
            'LIVE_GOAL_REFUSED',
          );
        }
        // The goal taken back is the latest recorded (when it has a row: a score entered by hand
        // before the live screen has goals without one).
        const [latest] = await tx
          .select({ id: goalsAgainst.id })
          .from(goalsAgainst)
          .where(eq(goalsAgainst.matchId, matchId))
          .orderBy(desc(goalsAgainst.id))
          .limit(1);
        if (latest) await tx.delete(goalsAgainst).where(eq(goalsAgainst.id, latest.id));
        const score = await storeScore(tx, match, ourScore(match), body.score - 1);
        return { goal: null, goalAgainst: null, ...score };
      }
      const deleted = await tx
        .delete(goals)
        .where(and(eq(goals.id, body.goalId), eq(goals.matchId, matchId)))
        .returning({ id: goals.id });
      if (deleted.length === 0) throw notFound('Goal');
      const [left] = await tx.select({ n: count() }).from(goals).where(eq(goals.matchId, matchId));
      const before = ourScore(match);
      const ours = before === null ? null : Math.max(before - 1, left?.n ?? 0);
      const score = await storeScore(tx, match, ours, theirScore(match));
      return { goal: null, goalAgainst: null, ...score };
    }),
  );
}
