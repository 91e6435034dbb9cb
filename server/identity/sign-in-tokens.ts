import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { magicLinkTokens, users } from '../db/schema.js';
import { hitRateLimit } from '../lib/rate-limit.js';
import { generateToken, hashToken, magicLinkExpiry } from './tokens.js';

export const RATE_LIMIT_WINDOW_MS = 15 * 60 * 1000;
export const RATE_LIMIT_PER_ADDRESS = 5;
export const RATE_LIMIT_PER_IP = 100;
export const TOO_MANY_LOGIN_REQUESTS = 'Too many login requests. Please wait a few minutes and try again.';

export async function findUserByEmail(db: Db, email: string) {
  const [user] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return user ?? null;
}

/** Counts the request against its address and its client IP; false once either is over its limit. */
export async function isMagicLinkRequestAllowed(
  db: Db,
  email: string,
  ip: string,
  now: Date,
): Promise<boolean> {
  const [byAddress, byIp] = await Promise.all([
    hitRateLimit(db, {
      key: `magic-link:email:${email}`,
      limit: RATE_LIMIT_PER_ADDRESS,
      windowMs: RATE_LIMIT_WINDOW_MS,
      now,
    }),
    hitRateLimit(db, {
      key: `magic-link:ip:${ip}`,
      limit: RATE_LIMIT_PER_IP,
      windowMs: RATE_LIMIT_WINDOW_MS,
      now,
    }),
  ]);
  return byAddress.isAllowed && byIp.isAllowed;
}

/** Stores the digest of a fresh token for this address and returns the token for the e-mail. */
export async function issueSignInToken(db: Db, email: string, now: Date): Promise<string> {
  const token = generateToken();
  await db.insert(magicLinkTokens).values({
    token: hashToken(token),
    email: email.toLowerCase(),
    expiresAt: magicLinkExpiry(now),
    used: 0,
    createdAt: now,
  });
  return token;
}

export function buildVerifyLink(appUrl: string, token: string): string {
  return `${appUrl}/api/auth/verify?token=${encodeURIComponent(token)}`;
}

/**
 * Marks the token used and returns its address, in one statement: of two consumes at the same moment,
 * Postgres lets exactly one update the row. Expired, used and unknown tokens all return null.
 */
export async function consumeSignInToken(db: Db, token: string, now: Date): Promise<string | null> {
  const [row] = await db
    .update(magicLinkTokens)
    .set({ used: 1 })
    .where(
      and(
        eq(magicLinkTokens.token, hashToken(token)),
        eq(magicLinkTokens.used, 0),
        gt(magicLinkTokens.expiresAt, now),
      ),
    )
    .returning({ email: magicLinkTokens.email });
  return row?.email ?? null;
}

/** Reads, never consumes: opening the e-mailed link can say at once that it is spent. */
export async function isSignInTokenUsable(db: Db, token: string, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ used: magicLinkTokens.used })
    .from(magicLinkTokens)
    .where(
      and(
        eq(magicLinkTokens.token, hashToken(token)),
        eq(magicLinkTokens.used, 0),
        gt(magicLinkTokens.expiresAt, now),
      ),
    );
  return Boolean(row);
}

export async function pruneMagicLinkTokens(db: Db, now: Date): Promise<void> {
  // Used and expired tokens are kept a day for support questions ("my link did not work"), then dropped.
  await db.delete(magicLinkTokens).where(lt(magicLinkTokens.expiresAt, new Date(now.getTime() - 86_400_000)));
}
