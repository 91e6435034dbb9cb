import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { magicLinkTokens, users } from '../db/schema.js';
import { rateLimitSubject } from '../lib/client-subject.js';
import { hitRateLimit } from '../lib/rate-limit.js';
import { generateToken, hashToken, magicLinkExpiry } from './tokens.js';

export const RATE_LIMIT_WINDOW_MS = 15 * 60 * 1000;
// Counted per address and requesting IP together, so a stranger asking for someone's address from
// elsewhere cannot stop that person asking from their own phone; the overall cap per address still
// stops anyone filling an inbox from many addresses.
export const RATE_LIMIT_PER_ADDRESS_AND_IP = 5;
export const RATE_LIMIT_PER_ADDRESS = 30;
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

/**
 * Counts the request against its address + IP, its address and its IP; refused once any is over its
 * limit, with the seconds until the longest of the refusing windows ends.
 */
export async function checkMagicLinkRequestLimit(
  db: Db,
  email: string,
  ip: string,
  now: Date,
): Promise<{ isAllowed: boolean; retryAfterSeconds: number }> {
  const address = email.toLowerCase();
  const client = rateLimitSubject(ip);
  const hits = await Promise.all(
    [
      { key: `magic-link:email-ip:${address}|${client}`, limit: RATE_LIMIT_PER_ADDRESS_AND_IP },
      { key: `magic-link:email:${address}`, limit: RATE_LIMIT_PER_ADDRESS },
      { key: `magic-link:ip:${client}`, limit: RATE_LIMIT_PER_IP },
    ].map(({ key, limit }) => hitRateLimit(db, { key, limit, windowMs: RATE_LIMIT_WINDOW_MS, now })),
  );
  const refused = hits.filter((hit) => !hit.isAllowed);
  return {
    isAllowed: refused.length === 0,
    retryAfterSeconds: Math.max(0, ...refused.map((hit) => hit.retryAfterSeconds)),
  };
}

/**
 * Stores the digest of a fresh token for this address and returns the token for the e-mail. With the
 * browser that asked (`browserBinding`, decision 012) and the page to end on once signed in (`returnTo`,
 * already a safe return path).
 */
export async function issueSignInToken(
  db: Db,
  email: string,
  now: Date,
  options: { browserBinding?: string | null; returnTo?: string | null } = {},
): Promise<string> {
  const token = generateToken();
  await db.insert(magicLinkTokens).values({
    token: hashToken(token),
    email: email.toLowerCase(),
    expiresAt: magicLinkExpiry(now),
    used: 0,
    browserBinding: options.browserBinding ?? null,
    returnTo: options.returnTo ?? null,
    createdAt: now,
  });
  return token;
}

export function buildVerifyLink(appUrl: string, token: string): string {
  return `${appUrl}/api/auth/verify?token=${encodeURIComponent(token)}`;
}

/**
 * Marks the token used and returns its address and the page it was asked from, in one statement: of two
 * consumes at the same moment, Postgres lets exactly one update the row. Expired, used and unknown
 * tokens all return null. Every other unused link of that address ends with it: signing in is the moment
 * the other e-mails in the inbox stop being keys.
 */
export async function consumeSignInToken(
  db: Db,
  token: string,
  now: Date,
): Promise<{ email: string; returnTo: string | null } | null> {
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
    .returning({ email: magicLinkTokens.email, returnTo: magicLinkTokens.returnTo });
  if (!row) return null;
  await db
    .update(magicLinkTokens)
    .set({ used: 1 })
    .where(and(eq(magicLinkTokens.email, row.email), eq(magicLinkTokens.used, 0)));
  return row;
}

/** Reads, never consumes: opening the e-mailed link can say at once that it is spent, and whose it is. */
export async function findUsableSignInToken(
  db: Db,
  token: string,
  now: Date,
): Promise<{ browserBinding: string | null } | null> {
  const [row] = await db
    .select({ browserBinding: magicLinkTokens.browserBinding })
    .from(magicLinkTokens)
    .where(
      and(
        eq(magicLinkTokens.token, hashToken(token)),
        eq(magicLinkTokens.used, 0),
        gt(magicLinkTokens.expiresAt, now),
      ),
    );
  return row ?? null;
}

/**
 * The page a link was asked from, whatever became of the link (expired, used): the page that says the
 * link cannot be used offers a new one for that page. Null for an unknown token or one without a page.
 */
export async function findSignInTokenReturnPath(db: Db, token: string): Promise<string | null> {
  const [row] = await db
    .select({ returnTo: magicLinkTokens.returnTo })
    .from(magicLinkTokens)
    .where(eq(magicLinkTokens.token, hashToken(token)));
  return row?.returnTo ?? null;
}

export async function pruneMagicLinkTokens(db: Db, now: Date): Promise<void> {
  // Used and expired tokens are kept a day for support questions ("my link did not work"), then dropped.
  await db.delete(magicLinkTokens).where(lt(magicLinkTokens.expiresAt, new Date(now.getTime() - 86_400_000)));
}
