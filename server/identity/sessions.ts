import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { prepareOnce } from '../db/prepared.js';
import { readThrough } from '../db/read-cache.js';
import { sessions, teams, users } from '../db/schema.js';
import { type OwnedResource, ownerTeamCondition } from './resource-teams.js';
import { membershipColumnsOfJoinedUser, parseTeamRef, type TeamAccess, toTeamAccess } from './team-access.js';
import { generateToken, hashToken, nextSessionExpiry } from './tokens.js';

export type SessionUser = typeof users.$inferSelect;

// Extending the expiry on every request would turn each read into a write; a session is extended
// when its expiry has fallen more than this behind "7 days from now".
const ROLL_GRANULARITY_MS = 60 * 60 * 1000;

export async function createSession(
  db: Db,
  userId: number,
  now: Date,
): Promise<{ id: string; expire: Date }> {
  const id = generateToken();
  const expire = nextSessionExpiry(now, now);
  await db.insert(sessions).values({
    sid: hashToken(id),
    userId,
    sess: { createdAt: now.toISOString() },
    expire,
  });
  return { id, expire };
}

/**
 * The signed-in user for a cookie value, read with their current role on every request. Returns the
 * new expiry when the session was rolled forward, so the caller can refresh the cookie.
 */
export async function findSessionUser(
  db: Db,
  sessionId: string,
  now: Date,
): Promise<{ user: SessionUser; rolledExpire: Date | null } | null> {
  const sid = hashToken(sessionId);
  const query = prepareOnce(db, 'session_user', (handle) =>
    handle
      .select({ user: users, sess: sessions.sess, expire: sessions.expire })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(sessions.sid, sql.placeholder('sid')), gt(sessions.expire, sql.placeholder('now'))))
      .limit(1)
      .prepare('session_user'),
  );
  // Kept until the next write (embedded database): the row cannot change without one, and a session
  // that was missing or expired when read stays so, as time only moves on.
  const [row] = await readThrough(db, `session:${sid}`, () => query.execute({ sid, now: now.toISOString() }));
  if (!row || row.expire <= now) return null;
  return { user: row.user, rolledExpire: await rollSession(db, sid, row, now) };
}

/**
 * Where a call's team comes from: the path's team reference (`/api/teams/:teamId/...`), or the thing an
 * unscoped call names by its own id (`/api/matches/:id/...`: the match's team).
 */
export type TeamSource = { kind: 'team'; ref: string } | { kind: OwnedResource; id: number };

/**
 * findSessionUser and the user's access to one team in a single query: team-scoped calls are most of
 * the traffic, and each query round costs far more than the join (on the embedded database the
 * protocol runs in JavaScript; on a server each round trip is a write to a socket and a wake-up).
 * `teamAccess` is null when there is no such team or thing, or the caller has no role on its team.
 */
export async function findSessionUserWithTeam(
  db: Db,
  sessionId: string,
  now: Date,
  source: TeamSource,
): Promise<{ user: SessionUser; rolledExpire: Date | null; teamAccess: TeamAccess | null } | null> {
  const sid = hashToken(sessionId);
  const ref = source.kind === 'team' ? parseTeamRef(source.ref) : { kind: source.kind, value: source.id };
  // One statement per kind of reference: a secure id, a numeric id from an older link, or an owned thing.
  const name = `session_user_team_by_${ref.kind}`;
  const query = prepareOnce(db, name, (handle) => {
    const placeholder = sql.placeholder('ref');
    const teamCondition =
      ref.kind === 'id'
        ? eq(teams.id, placeholder)
        : ref.kind === 'secure_id'
          ? eq(teams.secureId, placeholder)
          : ownerTeamCondition(ref.kind, placeholder);
    return handle
      .select({
        user: users,
        sess: sessions.sess,
        expire: sessions.expire,
        team: teams,
        ...membershipColumnsOfJoinedUser,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .leftJoin(teams, teamCondition)
      .where(and(eq(sessions.sid, sql.placeholder('sid')), gt(sessions.expire, sql.placeholder('now'))))
      .limit(1)
      .prepare(name);
  });
  const [row] = await readThrough(db, `session:${sid}:${name}:${ref.value}`, () =>
    query.execute({ sid, now: now.toISOString(), ref: ref.value }),
  );
  if (!row || row.expire <= now) return null;
  return {
    user: row.user,
    rolledExpire: await rollSession(db, sid, row, now),
    teamAccess: toTeamAccess(row.user, row),
  };
}

// Extends the session when it has fallen behind; returns the new expiry, or null when left as it was.
async function rollSession(
  db: Db,
  sid: string,
  row: { sess: { createdAt: string }; expire: Date },
  now: Date,
): Promise<Date | null> {
  const next = nextSessionExpiry(new Date(row.sess.createdAt), now);
  if (next.getTime() - row.expire.getTime() < ROLL_GRANULARITY_MS) return null;
  await db.update(sessions).set({ expire: next }).where(eq(sessions.sid, sid));
  return next;
}

export async function deleteSession(db: Db, sessionId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.sid, hashToken(sessionId)));
}

export async function deleteUserSessions(db: Db, userId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

export async function pruneExpiredSessions(db: Db, now: Date): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expire, now));
}
