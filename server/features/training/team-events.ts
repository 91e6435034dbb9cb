import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import type {
  MatchEvent,
  TeamEvent,
  TeamEvents,
  TeamEventsQuery,
} from '../../../shared/contracts/training.js';
import { isCalledOff } from '../../../shared/domain/calendar-feed.js';
import {
  addDays,
  daysBetween,
  EVENTS_RANGE_DEFAULT_DAYS,
  EVENTS_RANGE_DEFAULT_PAST_DAYS,
  EVENTS_RANGE_MAX_DAYS,
  ukDayEnd,
  ukDayStart,
} from '../../../shared/domain/training-sessions.js';
import { ukDate } from '../../../shared/domain/uk-time.js';
import type { Db } from '../../db/client.js';
import { matches, oppositionTeams, trainingSessions } from '../../db/schema.js';
import { badRequest } from '../../errors.js';
import { toTrainingSession } from './training-sessions.js';

// GET /api/teams/:teamId/events (issue 31, decision 060): the team's dated matches and training
// sessions in one date order, for the screens that list fixtures. Matches are read from their table
// here (features never import each other); their own routes still answer everything else about them.

/**
 * The range asked for, checked as a whole. Without `from` it starts 44 weeks before today (UK), so match
 * planning's one first read (sent without a query string: the document preloads the bare path) lists
 * the season's past sessions as well as the coming ones (decision 061); without `to` it ends eight
 * weeks after `from`, or after today when no `from` was sent.
 */
function rangeOf(query: TeamEventsQuery, now: Date): { from: string; to: string } {
  const today = ukDate(now);
  const from = query.from ?? addDays(today, -EVENTS_RANGE_DEFAULT_PAST_DAYS);
  const to = query.to ?? addDays(query.from ?? today, EVENTS_RANGE_DEFAULT_DAYS - 1);
  const days = daysBetween(from, to);
  if (days < 0) throw badRequest('Validation failed: to: To must be on or after From');
  if (days >= EVENTS_RANGE_MAX_DAYS) {
    throw badRequest(`Validation failed: to: Ask for at most ${EVENTS_RANGE_MAX_DAYS} days at once`);
  }
  return { from, to };
}

/**
 * The sessions of a session's series after it (by start, then id: the order a "following" change
 * takes, training-sessions.ts), on the series index; 0 for a one-off, whose series id is null. Written
 * out: in a one-table select drizzle leaves columns unqualified, which a correlated subquery cannot be.
 */
const followingInSeries = () =>
  sql<number>`(select count(*) from training_sessions later where later.series_id = training_sessions.series_id and (later.starts_at, later.id) > (training_sessions.starts_at, training_sessions.id))`.mapWith(
    Number,
  );

/** Both reads are on the (team, start) indexes; `showNotes` is for coaches and admins. */
export async function listTeamEvents(
  db: Db,
  teamId: number,
  query: TeamEventsQuery,
  showNotes: boolean,
  now: Date,
): Promise<TeamEvents> {
  const { from, to } = rangeOf(query, now);
  const start = ukDayStart(from);
  const end = ukDayEnd(to);
  const [matchRows, sessionRows] = await Promise.all([
    db
      .select({
        id: matches.id,
        matchDate: matches.matchDate,
        isTimeTbc: matches.isTimeTbc,
        isHome: matches.isHome,
        opponentName: oppositionTeams.name,
        homeScore: matches.homeScore,
        awayScore: matches.awayScore,
        isPostponed: matches.isPostponed,
        resultCode: matches.resultCode,
        isCup: matches.isCup,
        competition: matches.competition,
        version: matches.version,
      })
      .from(matches)
      .leftJoin(oppositionTeams, eq(oppositionTeams.id, matches.opponentTeamId))
      .where(and(eq(matches.myTeamId, teamId), gte(matches.matchDate, start), lt(matches.matchDate, end))),
    db
      .select({ row: trainingSessions, followingInSeries: followingInSeries() })
      .from(trainingSessions)
      .where(
        and(
          eq(trainingSessions.myTeamId, teamId),
          gte(trainingSessions.startsAt, start),
          lt(trainingSessions.startsAt, end),
        ),
      )
      .orderBy(asc(trainingSessions.startsAt)),
  ]);
  const events: Array<TeamEvent & { at: number; id: number }> = [];
  for (const { matchDate, ...row } of matchRows) {
    if (!matchDate) continue;
    const event: MatchEvent = {
      kind: 'match',
      eventId: `match-${row.id}`,
      matchId: row.id,
      startsAt: matchDate.toISOString(),
      isTimeTbc: row.isTimeTbc,
      isHome: row.isHome === 1,
      opponentName: row.opponentName,
      homeScore: row.homeScore,
      awayScore: row.awayScore,
      isPostponed: row.isPostponed,
      resultCode: row.resultCode,
      isCup: row.isCup,
      competition: row.competition,
      isCancelled: isCalledOff(row),
      version: row.version,
    };
    events.push({ ...event, at: matchDate.getTime(), id: row.id });
  }
  for (const { row, followingInSeries } of sessionRows) {
    events.push({
      kind: 'training',
      ...toTrainingSession(row, showNotes),
      followingInSeries,
      at: row.startsAt.getTime(),
    });
  }
  // By start; at the same minute a match first (it is what families plan around), then by id.
  const kindOrder = (event: TeamEvent) => (event.kind === 'match' ? 0 : 1);
  events.sort((a, b) => a.at - b.at || kindOrder(a) - kindOrder(b) || a.id - b.id);
  return { from, to, events: events.map(({ at: _, ...event }) => stripId(event)) };
}

/** A match event carries no `id` of its own (its `matchId` says it); a training event keeps its `id`. */
function stripId(event: TeamEvent & { id: number }): TeamEvent {
  if (event.kind === 'training') return event;
  const { id: _, ...match } = event;
  return match;
}
