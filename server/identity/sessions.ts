import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { sessions, users } from '../db/schema.js';
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
  const [row] = await db
    .select({ user: users, sess: sessions.sess, expire: sessions.expire })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.sid, sid), gt(sessions.expire, now)))
    .limit(1);
  if (!row) return null;
  const next = nextSessionExpiry(new Date(row.sess.createdAt), now);
  if (next.getTime() - row.expire.getTime() < ROLL_GRANULARITY_MS)
    return { user: row.user, rolledExpire: null };
  await db.update(sessions).set({ expire: next }).where(eq(sessions.sid, sid));
  return { user: row.user, rolledExpire: next };
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

export async function countSessions(db: Db): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(sessions);
  return row?.n ?? 0;
}
