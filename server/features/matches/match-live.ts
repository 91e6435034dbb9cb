import { and, asc, eq } from 'drizzle-orm';
import type {
  CreateLiveEventBody,
  LiveEventAnswer,
  MatchLiveAnswer,
} from '../../../shared/contracts/match-live.js';
import { liveEventRefusal, liveEventTimeRefusal } from '../../../shared/domain/match-live.js';
import { ukWallClock, ukWallClockToInstant } from '../../../shared/domain/uk-time.js';
import type { Db } from '../../db/client.js';
import { matches, matchLiveEvents } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';
import { conflict, notFound } from '../../errors.js';

// Live match mode (issue 32, decision 067): a match's presses (start, pause, resume, end), stored with
// the phone's id so that the same press sent twice applies once. The rules of their order and of their
// instants are shared/domain/match-live.ts's; the clock is worked out from them on the phone.

type LiveEventRow = typeof matchLiveEvents.$inferSelect;

const toLiveEvent = (row: LiveEventRow): LiveEventAnswer => ({
  id: row.id,
  kind: row.kind,
  at: row.at.toISOString(),
});

const eventsOf = (db: Db, matchId: number) =>
  db
    .select()
    .from(matchLiveEvents)
    .where(eq(matchLiveEvents.matchId, matchId))
    .orderBy(asc(matchLiveEvents.at), asc(matchLiveEvents.seq));

/** GET /api/matches/:id/live: the presses in order, the server's clock and the stored score. */
export async function readMatchLive(
  db: Db,
  teamId: number,
  matchId: number,
  now: Date,
): Promise<MatchLiveAnswer> {
  const [[match], rows] = await Promise.all([
    db
      .select({ homeScore: matches.homeScore, awayScore: matches.awayScore })
      .from(matches)
      .where(and(eq(matches.id, matchId), eq(matches.myTeamId, teamId))),
    eventsOf(db, matchId),
  ]);
  if (!match) throw notFound('Match');
  return { events: rows.map(toLiveEvent), serverNow: now.toISOString(), ...match };
}

/** The instant the match's UK day begins, or null for an undated match. */
function matchDayStart(matchDate: Date | null): Date | null {
  if (matchDate === null) return null;
  const { year, month, day } = ukWallClock(matchDate);
  return ukWallClockToInstant(year, month, day);
}

/**
 * POST /api/matches/:id/live/events: stores one press, in one transaction that holds the match's row
 * (FOR UPDATE, without raising its version: a press is not an edit of the match that another screen's
 * save should be refused for), so two presses of one match are judged one after the other. The same id
 * again, for this match and kind, answers the stored press (`replayed`) and writes nothing.
 */
export async function addLiveEvent(
  db: Db,
  teamId: number,
  matchId: number,
  body: CreateLiveEventBody,
  now: Date,
): Promise<{ event: LiveEventAnswer; replayed: boolean }> {
  return inTransaction(db, async (tx) => {
    const [match] = await tx
      .select({ id: matches.id, matchDate: matches.matchDate })
      .from(matches)
      .where(and(eq(matches.id, matchId), eq(matches.myTeamId, teamId)))
      .for('update');
    if (!match) throw notFound('Match');
    const [stored] = await tx.select().from(matchLiveEvents).where(eq(matchLiveEvents.id, body.id));
    if (stored) {
      if (stored.matchId === matchId && stored.kind === body.kind) {
        return { event: toLiveEvent(stored), replayed: true };
      }
      throw conflict(
        'This press has the id of another one already recorded. Reload the page and try again.',
        'LIVE_EVENT_ID_TAKEN',
      );
    }
    const at = new Date(body.at);
    const refusal =
      liveEventTimeRefusal(at, now, matchDayStart(match.matchDate)) ??
      liveEventRefusal((await eventsOf(tx, matchId)).map(toLiveEvent), { kind: body.kind, at });
    if (refusal) throw conflict(refusal.message, refusal.code);
    const [row] = await tx
      .insert(matchLiveEvents)
      .values({ id: body.id, matchId, kind: body.kind, at, createdAt: now })
      .returning();
    if (!row) throw new Error('live event insert returned nothing');
    return { event: toLiveEvent(row), replayed: false };
  });
}
