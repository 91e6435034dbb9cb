import { and, asc, eq } from 'drizzle-orm';
import type {
  CreateLiveChangeBody,
  CreateLiveEventBody,
  LiveChangeAnswer,
  LiveEventAnswer,
  MatchLiveAnswer,
  UndoLiveChangeBody,
} from '../../../shared/contracts/match-live.js';
import {
  type LiveChangeRefusal,
  liveChangeRefusal,
  startingLineUp,
} from '../../../shared/domain/live-changes.js';
import {
  LIVE_EVENT_MAX_AHEAD_MS,
  liveEventRefusal,
  liveEventTimeRefusal,
  liveStateOf,
  matchDayOf,
  playCountsUntil,
  playedSeconds,
} from '../../../shared/domain/match-live.js';
import type { Db } from '../../db/client.js';
import { readFormations, readLiveChanges, readSquad } from '../../db/playing-time-reads.js';
import {
  matches,
  matchLiveChangePlayers,
  matchLiveChanges,
  matchLiveEvents,
  matchLiveRequests,
} from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';
import { badRequest, conflict, notFound } from '../../errors.js';

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

/** GET /api/matches/:id/live: the presses and changes in order, the server's clock and the stored score. */
export async function readMatchLive(
  db: Db,
  teamId: number,
  matchId: number,
  now: Date,
): Promise<MatchLiveAnswer> {
  const [[match], rows, changes, goalWrites] = await Promise.all([
    db
      .select({ homeScore: matches.homeScore, awayScore: matches.awayScore })
      .from(matches)
      .where(and(eq(matches.id, matchId), eq(matches.myTeamId, teamId))),
    eventsOf(db, matchId),
    readLiveChanges(db, [matchId]),
    db
      .select({ id: matchLiveRequests.id })
      .from(matchLiveRequests)
      .where(eq(matchLiveRequests.matchId, matchId))
      .orderBy(asc(matchLiveRequests.createdAt), asc(matchLiveRequests.id)),
  ]);
  if (!match) throw notFound('Match');
  return {
    events: rows.map(toLiveEvent),
    changes: changes.map(toLiveChange),
    serverNow: now.toISOString(),
    ...match,
    goalWriteIds: goalWrites.map((write) => write.id),
  };
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
      liveEventTimeRefusal(at, now, matchDayOf(match.matchDate), body.kind) ??
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

// ---- Changes as made (decision 067's third slice) ----

type StoredChange = Awaited<ReturnType<typeof readLiveChanges>>[number];

const toLiveChange = (change: StoredChange): LiveChangeAnswer => ({
  id: change.id,
  period: change.period,
  at: change.at.toISOString(),
  seconds: change.seconds,
  on: [...change.on],
  off: [...change.off],
});

const sameIds = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length &&
  [...a].sort((x, y) => x - y).every((id, i) => id === [...b].sort((x, y) => x - y)[i]);

/** "9 Ali Khan", as the coach knows a player. */
const playerName = (player: { shirtNumber: number | null; firstName: string; lastName: string }) =>
  [player.shirtNumber, player.firstName.trim(), player.lastName.trim()]
    .filter((part) => part !== null && part !== '')
    .join(' ');

const refusalWords: Record<LiveChangeRefusal['reason'], string> = {
  both: 'cannot both come on and go off in one change',
  'already-on': 'is already on the pitch',
  'not-on': 'is not on the pitch',
};

/** The match's row, held until the transaction ends, so two writes of its live record go one at a time. */
async function holdMatch(tx: Db, teamId: number, matchId: number) {
  const [match] = await tx
    .select({ id: matches.id, matchDate: matches.matchDate, matchLength: matches.matchLength })
    .from(matches)
    .where(and(eq(matches.id, matchId), eq(matches.myTeamId, teamId)))
    .for('update');
  if (!match) throw notFound('Match');
  return match;
}

/** A change is made, or taken back, only while the match is running or paused for a break. */
async function requirePlaying(tx: Db, matchId: number): Promise<LiveEventAnswer[]> {
  const events = (await eventsOf(tx, matchId)).map(toLiveEvent);
  const state = liveStateOf(events);
  if (state === 'not-started') {
    throw conflict('The match has not started yet: start it before making a change.', 'LIVE_CHANGE_REFUSED');
  }
  if (state === 'ended') {
    throw conflict('The match has ended: changes can no longer be made live.', 'LIVE_CHANGE_REFUSED');
  }
  return events;
}

/**
 * POST /api/matches/:id/live/changes: stores who actually came on and went off, in one transaction that
 * holds the match's row (as a press does, without raising its version). The seconds of play are worked out
 * here from the stored presses at the change's instant, so every phone and the playing-time record agree.
 * The same id again, for this match with the same period and players, answers the stored change.
 */
export async function addLiveChange(
  db: Db,
  teamId: number,
  matchId: number,
  body: CreateLiveChangeBody,
  now: Date,
): Promise<{ change: LiveChangeAnswer; replayed: boolean }> {
  const on = [...new Set(body.on)];
  const off = [...new Set(body.off)];
  return inTransaction(db, async (tx) => {
    const match = await holdMatch(tx, teamId, matchId);
    const [stored] = await tx.select().from(matchLiveChanges).where(eq(matchLiveChanges.id, body.id));
    if (stored) {
      const [change] = await readLiveChanges(tx, [stored.matchId]).then((all) =>
        all.filter((c) => c.id === body.id),
      );
      if (
        change &&
        change.matchId === matchId &&
        change.period === body.period &&
        sameIds(change.on, on) &&
        sameIds(change.off, off)
      ) {
        return { change: toLiveChange(change), replayed: true };
      }
      throw conflict(
        'This change has the id of another one already recorded. Reload the page and try again.',
        'LIVE_CHANGE_ID_TAKEN',
      );
    }
    const events = await requirePlaying(tx, matchId);
    const at = new Date(body.at);
    if (at.getTime() > now.getTime() + LIVE_EVENT_MAX_AHEAD_MS) {
      throw conflict(
        'This change is dated in the future. Check the phone’s clock and try again.',
        'LIVE_EVENT_TIME_REFUSED',
      );
    }
    // A match left running after its day is taken to have ended at full time (playCountsUntil): a change
    // made the next morning would give the players coming off a night on the pitch. Judged at the
    // change's own instant, so one made on the day with no signal and sent the next morning still counts.
    if (playCountsUntil(events, match, match.matchDate, at).leftRunningUntil !== null) {
      throw conflict(
        'This match’s day has passed, so changes can no longer be made live: end the match on the live screen.',
        'LIVE_CHANGE_REFUSED',
      );
    }
    const [squad, formations, made] = await Promise.all([
      readSquad(tx, teamId),
      readFormations(tx, teamId, { matchId }),
      readLiveChanges(tx, [matchId]),
    ]);
    const byId = new Map(squad.map((player) => [player.id, player]));
    if ([...on, ...off].some((id) => !byId.has(id))) {
      throw badRequest('A player in this change is not in the team’s squad. Reload the page and try again.');
    }
    const refusal = liveChangeRefusal(startingLineUp(formations, matchId), made, { on, off });
    if (refusal) {
      const player = byId.get(refusal.playerId);
      throw badRequest(`${player ? playerName(player) : 'A player'} ${refusalWords[refusal.reason]}.`);
    }
    // Never before a change already made: the record's seconds only go forward.
    const seconds = Math.max(playedSeconds(events, at), made.at(-1)?.seconds ?? 0);
    const [row] = await tx
      .insert(matchLiveChanges)
      .values({ id: body.id, matchId, period: body.period, at, seconds, createdAt: now })
      .returning();
    if (!row) throw new Error('live change insert returned nothing');
    const players = [
      ...on.map((playerId) => ({ changeId: row.id, playerId, direction: 'on' as const })),
      ...off.map((playerId) => ({ changeId: row.id, playerId, direction: 'off' as const })),
    ];
    await tx.insert(matchLiveChangePlayers).values(players);
    return {
      change: {
        id: row.id,
        period: row.period,
        at: row.at.toISOString(),
        seconds,
        on: on.sort((a, b) => a - b),
        off: off.sort((a, b) => a - b),
      },
      replayed: false,
    };
  });
}

/**
 * POST /api/matches/:id/live/changes/undo: takes back the last change made (its players go with it, by
 * the cascade), while the match is running or paused. A change that is gone is 404, so an undo sent twice
 * takes back one; an earlier change, with a later one made since, is refused rather than taken out of the
 * middle of the record.
 */
export async function undoLiveChange(
  db: Db,
  teamId: number,
  matchId: number,
  body: UndoLiveChangeBody,
): Promise<{ id: string }> {
  return inTransaction(db, async (tx) => {
    await holdMatch(tx, teamId, matchId);
    const made = await readLiveChanges(tx, [matchId]);
    const index = made.findIndex((change) => change.id === body.id);
    if (index === -1) throw notFound('Live change');
    await requirePlaying(tx, matchId);
    if (index !== made.length - 1) {
      throw conflict(
        'Another change was made after this one, so it was not taken back. Undo the last change first.',
        'LIVE_CHANGE_REFUSED',
      );
    }
    await tx.delete(matchLiveChanges).where(eq(matchLiveChanges.id, body.id));
    return { id: body.id };
  });
}
