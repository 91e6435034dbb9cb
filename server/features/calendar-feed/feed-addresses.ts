import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { calendarFeeds, users } from '../../db/schema.js';
import type { SessionUser } from '../../identity/sessions.js';
import { generateToken, hashToken } from '../../identity/tokens.js';

// A member's one feed address (decision 056): 32 random bytes, kept only as their SHA-256, so a leaked
// table gives nobody a working address. Making a new one replaces the old in the same statement.

/** The tokens of our feed addresses: 32 bytes as base64url. Anything else is not worth a look-up. */
const WELL_FORMED_TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** The https and webcal:// forms of the address of `token`. */
export function feedUrls(appUrl: string, token: string): { httpsUrl: string; webcalUrl: string } {
  const url = new URL(`/ical/${token}.ics`, appUrl);
  // A production APP_URL is https; a local one (http://localhost) keeps its own scheme.
  const httpsUrl = url.toString();
  return { httpsUrl, webcalUrl: `webcal://${url.host}${url.pathname}` };
}

/** Makes the user's feed address, or replaces the one they had; the token is returned, never stored. */
export async function replaceFeedAddress(
  db: Db,
  userId: number,
  now: Date,
): Promise<{ token: string; createdAt: Date }> {
  const token = generateToken();
  const tokenHash = hashToken(token);
  await db
    .insert(calendarFeeds)
    .values({ userId, tokenHash, createdAt: now })
    .onConflictDoUpdate({ target: calendarFeeds.userId, set: { tokenHash, createdAt: now } });
  return { token, createdAt: now };
}

export async function deleteFeedAddress(db: Db, userId: number): Promise<void> {
  await db.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId));
}

export async function findFeedAddress(db: Db, userId: number): Promise<{ createdAt: Date } | null> {
  const [row] = await db
    .select({ createdAt: calendarFeeds.createdAt })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.userId, userId));
  return row ?? null;
}

/** The member whose feed address `token` is, or null for a malformed, unknown or revoked one. */
export async function findFeedOwner(db: Db, token: string): Promise<SessionUser | null> {
  if (!WELL_FORMED_TOKEN.test(token)) return null;
  const [row] = await db
    .select({ user: users })
    .from(calendarFeeds)
    .innerJoin(users, eq(users.id, calendarFeeds.userId))
    .where(eq(calendarFeeds.tokenHash, hashToken(token)));
  return row?.user ?? null;
}
