import { and, count, eq, inArray } from 'drizzle-orm';
import type {
  CreateMatchBody,
  Match,
  UpdateMatchBody,
  UpdateMatchTimingBody,
} from '../../../shared/contracts/matches.js';
import { cleanSheetFieldNames } from '../../../shared/contracts/matches.js';
import { changesKickOff } from '../../../shared/domain/availability.js';
import { changesCalendar } from '../../../shared/domain/calendar-feed.js';
import { INVALID_MATCH_DATE, parseMatchDate } from '../../../shared/domain/match-date.js';
import { type KickOff, meetFromClock, meetProblem } from '../../../shared/domain/match-meet-time.js';
import { redistributeTimings } from '../../../shared/domain/match-periods.js';
import {
  findMatchTimingProblems,
  type MatchTiming,
  matchTimingFromTeamDefaults,
  sortPeriodStarts,
  substitutionsForStarts,
} from '../../../shared/domain/match-timing.js';
import { reaskAvailability } from '../../db/availability-answers.js';
import type { Db } from '../../db/client.js';
import { touchesTheirScore, trimGoalsAgainst } from '../../db/goals-against.js';
import { goals, matchCleanSheets, matches, type teams } from '../../db/schema.js';
import { inTransaction, retryTransient } from '../../db/transaction.js';
import { AppError, badRequest, notFound } from '../../errors.js';
import { ourScore } from './match-version.js';
import { writeMatch } from './match-write.js';
import { getMatch, type MatchRow } from './matches.js';
import { assertTeamOpponent, assertTeamPlayers, type PlayerRef } from './team-refs.js';

type TeamDefaults = Pick<typeof teams.$inferSelect, 'defaultMatchLength' | 'defaultSubstitutionTimings'>;
type CleanSheetField = (typeof cleanSheetFieldNames)[number];
type MatchForm = Omit<UpdateMatchBody, 'version'>;

/** `cleanSheetKeeper2` → keeper slot 2, `cleanSheetDefender7` → defender slot 7. */
function slotOf(field: CleanSheetField): { kind: 'keeper' | 'defender'; slot: number } {
  const kind = field.startsWith('cleanSheetKeeper') ? 'keeper' : 'defender';
  return { kind, slot: Number(field.replace(/\D/g, '')) };
}

function matchDateOf(value: string | null | undefined): Date | null {
  const parsed = parseMatchDate(value);
  if (parsed === 'invalid') throw new AppError('bad_request', INVALID_MATCH_DATE, 'INVALID_MATCH_DATE');
  return parsed;
}

const meetRefusal = (reason: string) => badRequest(`Validation failed: meetTime: ${reason}`);

/**
 * The meet the match will have, as minutes before its kick-off (`kickOff`, after this write): the
 * form's clock time read on the kick-off's day, or, when the form sent none, the one it had
 * (`kept`), which moves with the kick-off and must still fall before it on its day. Null clears it.
 * A meet that does not fit is 400 `Validation failed: meetTime: <reason>`, before anything is written.
 */
function meetOf(kickOff: KickOff, sent: string | null | undefined, kept: number | null): number | null {
  if (sent === null) return null;
  if (sent === undefined) {
    const problem = meetProblem(kickOff, kept);
    if (problem) throw meetRefusal(problem);
    return kept;
  }
  const meet = meetFromClock(kickOff, sent);
  if ('problem' in meet) throw meetRefusal(meet.problem);
  return meet.minutesBefore;
}

/** The row fields of the form that were sent (omitted ones stay out, so PUT leaves them alone). */
function rowFields(form: MatchForm) {
  const fields: Partial<typeof matches.$inferInsert> = {};
  if (form.opponentTeamId !== undefined) fields.opponentTeamId = form.opponentTeamId;
  if (form.matchDate !== undefined) fields.matchDate = matchDateOf(form.matchDate);
  if (form.isHome !== undefined) fields.isHome = form.isHome;
  if (form.homeScore !== undefined) fields.homeScore = form.homeScore;
  if (form.awayScore !== undefined) fields.awayScore = form.awayScore;
  if (form.comments !== undefined) fields.comments = form.comments;
  return fields;
}

function playerRefsOf(form: MatchForm): PlayerRef[] {
  return cleanSheetFieldNames.flatMap((field) => {
    const id = form[field];
    return typeof id === 'number' ? [{ field, id }] : [];
  });
}

/** Writes the clean-sheet slots the form sent: a player fills the slot, null empties it. */
async function writeCleanSheets(tx: Db, matchId: number, form: MatchForm): Promise<void> {
  for (const field of cleanSheetFieldNames) {
    const playerId = form[field];
    if (playerId === undefined) continue;
    const { kind, slot } = slotOf(field);
    if (playerId === null) {
      await tx
        .delete(matchCleanSheets)
        .where(
          and(
            eq(matchCleanSheets.matchId, matchId),
            eq(matchCleanSheets.kind, kind),
            eq(matchCleanSheets.slot, slot),
          ),
        );
    } else {
      await tx
        .insert(matchCleanSheets)
        .values({ matchId, kind, slot, playerId })
        .onConflictDoUpdate({
          target: [matchCleanSheets.matchId, matchCleanSheets.kind, matchCleanSheets.slot],
          set: { playerId },
        });
    }
  }
}

/**
 * Removes the goals the coach chose to remove with this save (the form's offer when our score goes
 * below the goals recorded). Each must be a goal of this match: otherwise nothing is removed and the
 * whole save is refused (the transaction rolls back).
 */
async function removeGoals(tx: Db, matchId: number, ids: readonly number[] | undefined): Promise<void> {
  if (!ids || ids.length === 0) return;
  const removed = await tx
    .delete(goals)
    .where(and(eq(goals.matchId, matchId), inArray(goals.id, [...ids])))
    .returning({ id: goals.id });
  if (removed.length === ids.length) return;
  const gone = new Set(removed.map((row) => row.id));
  const stray = ids.find((id) => !gone.has(id));
  throw badRequest(`Goal not found: removeGoalIds: ${stray} is not a goal of this match`, 'GOAL_NOT_FOUND');
}

/**
 * Our score may not be set below the goals recorded (the goals editor shows one row per goal of ours).
 * Only a write that changes our score (its value, or which score is ours by home or away) is held to
 * it: Full-Time is the record for the score, and a sync may lower it below the goals a coach entered;
 * the match's other fields must stay editable until the coach sorts the goals out. The form offers to
 * remove the surplus in the same save (`removeGoalIds`, removed before this check).
 */
async function assertGoalsWithinScore(
  tx: Db,
  before: Pick<MatchRow, 'isHome' | 'homeScore' | 'awayScore'>,
  match: MatchRow,
): Promise<void> {
  const score = ourScore(match);
  if (score === null || score === ourScore(before)) return;
  const [recorded] = await tx.select({ n: count() }).from(goals).where(eq(goals.matchId, match.id));
  const n = recorded?.n ?? 0;
  if (n > score) {
    const field = match.isHome === 1 ? 'homeScore' : 'awayScore';
    throw badRequest(
      `Validation failed: ${field}: ${n} goals are recorded for us in this match, so our score must be at least ${n}; remove goals first, or name ${n - score} in removeGoalIds`,
      'GOALS_ABOVE_SCORE',
    );
  }
}

function assertTiming(timing: MatchTiming): void {
  const [problem] = findMatchTimingProblems(timing);
  if (problem) throw badRequest(`Validation failed: ${problem.field}: ${problem.message}`);
}

/**
 * The timing of a new match: the team's match settings, with whatever the form gave instead. A length
 * alone re-fits the team's starts to it; the result must pass the match timing rule. Substitutions are
 * changes (issue 30): starts alone state one fewer, a number alone spreads that many changes evenly
 * over the length (as the timing dialog does), rather than standing beside the team's starts.
 */
function newMatchTiming(team: TeamDefaults, input: CreateMatchBody): MatchTiming {
  const fromTeam = matchTimingFromTeamDefaults({
    defaultMatchLength: input.matchLength ?? team.defaultMatchLength,
    defaultSubstitutionTimings: Array.isArray(team.defaultSubstitutionTimings)
      ? team.defaultSubstitutionTimings
      : [0],
  });
  const matchLength = input.matchLength ?? fromTeam.matchLength;
  const starts =
    input.substitutionTimings ??
    (input.defaultSubstitutions === undefined
      ? fromTeam.substitutionTimings
      : redistributeTimings(input.defaultSubstitutions, matchLength));
  const timing = {
    matchLength,
    substitutionTimings: sortPeriodStarts(starts),
    defaultSubstitutions: input.defaultSubstitutions ?? substitutionsForStarts(starts),
  };
  assertTiming(timing);
  return timing;
}

/** Schedules a match (spec 001 §7 POST matches): checked, written and read back in one transaction. */
export async function createMatch(
  db: Db,
  teamId: number,
  team: TeamDefaults,
  input: CreateMatchBody,
  now: Date,
): Promise<Match> {
  const fields = rowFields(input);
  const timing = newMatchTiming(team, input);
  const meetMinutesBefore = meetOf(
    { matchDate: fields.matchDate ?? null, isTimeTbc: false },
    input.meetTime,
    null,
  );
  return inTransaction(db, async (tx) => {
    await assertTeamOpponent(tx, teamId, fields.opponentTeamId ?? null);
    await assertTeamPlayers(tx, teamId, playerRefsOf(input));
    const [row] = await tx
      .insert(matches)
      .values({
        ...fields,
        myTeamId: teamId,
        matchLength: timing.matchLength,
        substitutionTimings: [...timing.substitutionTimings],
        defaultSubstitutions: timing.defaultSubstitutions,
        meetMinutesBefore,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!row) throw new Error('match insert returned nothing');
    await writeCleanSheets(tx, row.id, input);
    return getMatch(tx, teamId, row.id);
  });
}

/**
 * The fields that follow from the form's, on the match as it was (`before`):
 * - a score (home or away) clears a result Full-Time gave without goals (the coach overrides it; the
 *   database allows no score beside a result code);
 * - a date moved to another instant, or cleared, is no longer a day whose kick-off is to be confirmed.
 */
function followingFields(
  before: Pick<MatchRow, 'matchDate'>,
  fields: Partial<typeof matches.$inferInsert>,
): Partial<typeof matches.$inferInsert> {
  const following: Partial<typeof matches.$inferInsert> = {};
  if ((fields.homeScore ?? null) !== null || (fields.awayScore ?? null) !== null) following.resultCode = null;
  if (fields.matchDate !== undefined && fields.matchDate?.getTime() !== before.matchDate?.getTime()) {
    following.isTimeTbc = false;
  }
  return following;
}

/**
 * The match form (PUT): omitted fields stay; a stale `expectedVersion` is 409. A save that leaves the
 * opponent's score below their goals with minutes removes the latest of those and says how many
 * (`goalsAgainstRemoved`): the score is the record, as it is for a sync.
 */
export async function updateMatch(
  db: Db,
  teamId: number,
  matchId: number,
  input: MatchForm,
  expectedVersion: number | undefined,
  now: Date,
): Promise<Match & { goalsAgainstRemoved?: number }> {
  const fields = rowFields(input);
  const write = { teamId, matchId, expectedVersion, now, players: playerRefsOf(input) };
  return writeMatch(db, write, async (tx, before) => {
    let row = before;
    if (fields.opponentTeamId !== undefined) await assertTeamOpponent(tx, teamId, fields.opponentTeamId);
    const changes = { ...fields, ...followingFields(before, fields) };
    // The meet is judged against the kick-off this save leaves (a kept one moves with it).
    const kickOff = {
      matchDate: changes.matchDate === undefined ? before.matchDate : changes.matchDate,
      isTimeTbc: changes.isTimeTbc ?? before.isTimeTbc,
    };
    const meetMinutesBefore = meetOf(kickOff, input.meetTime, before.meetMinutesBefore);
    if (meetMinutesBefore !== before.meetMinutesBefore) changes.meetMinutesBefore = meetMinutesBefore;
    if (Object.keys(changes).length > 0) {
      const [updated] = await tx
        .update(matches)
        .set({
          ...changes,
          ...(changesCalendar(before, changes) ? { calendarSequence: before.calendarSequence + 1 } : {}),
        })
        .where(eq(matches.id, matchId))
        .returning();
      if (!updated) throw notFound('Match');
      row = updated;
      // Answers given for the old day or time are asked again (decision 057).
      if (changesKickOff(before, changes)) await reaskAvailability(tx, matchId);
    }
    await removeGoals(tx, matchId, input.removeGoalIds);
    await assertGoalsWithinScore(tx, before, row);
    const goalsAgainstRemoved = touchesTheirScore(changes) ? await trimGoalsAgainst(tx, row) : 0;
    await writeCleanSheets(tx, matchId, input);
    const match = await getMatch(tx, teamId, matchId);
    return goalsAgainstRemoved > 0 ? { ...match, goalsAgainstRemoved } : match;
  });
}

/** The timing dialog (PATCH): length, period starts (stored sorted) and substitutions. */
export async function updateMatchTiming(
  db: Db,
  teamId: number,
  matchId: number,
  input: Omit<UpdateMatchTimingBody, 'version'>,
  expectedVersion: number | undefined,
  now: Date,
): Promise<Match> {
  const timing = {
    matchLength: input.matchLength,
    substitutionTimings: sortPeriodStarts(input.substitutionTimings),
    defaultSubstitutions: input.defaultSubstitutions,
  };
  assertTiming(timing);
  return writeMatch(db, { teamId, matchId, expectedVersion, now }, async (tx) => {
    await tx.update(matches).set(timing).where(eq(matches.id, matchId));
    return getMatch(tx, teamId, matchId);
  });
}

/**
 * Removes a match of the team; its goals, lists and formations go with it (foreign keys cascade). One
 * statement, but its cascade locks rows other writes lock too: retried on a deadlock (decision 037).
 */
export async function deleteMatch(db: Db, teamId: number, matchId: number): Promise<void> {
  const deleted = await retryTransient(db, () =>
    db
      .delete(matches)
      .where(and(eq(matches.id, matchId), eq(matches.myTeamId, teamId)))
      .returning({ id: matches.id }),
  );
  if (deleted.length === 0) throw notFound('Match');
}
