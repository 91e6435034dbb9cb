import type { AvailabilityAnswer } from '../../../shared/contracts/availability.js';
import type { Db } from '../../db/client.js';
import { answerLinks } from '../../db/schema.js';
import { generateToken, hashToken } from '../../identity/tokens.js';

// Answer links (issue 31, decision 059): a reminder e-mail carries, per player, a link that lets the
// family member it went to answer for that player and that match without signing in. The token is 32
// random bytes; only its SHA-256 is stored, so a leaked table answers nothing.

/**
 * Makes a link for one player, one match and one account (the answer is recorded as his) and returns
 * its token, which is never stored. `expiresAt`: shared/domain/answer-links.ts, answerLinkExpiresAt.
 * Takes the database or a transaction (inTransaction's `tx` is a Db).
 */
export async function issueAnswerLink(
  db: Db,
  input: { playerId: number; matchId: number; userId: number; expiresAt: Date },
): Promise<string> {
  const token = generateToken();
  await db.insert(answerLinks).values({
    tokenHash: hashToken(token),
    playerId: input.playerId,
    matchId: input.matchId,
    userId: input.userId,
    expiresAt: input.expiresAt,
  });
  return token;
}

/**
 * The address of the answer page of `token` on the app (`appUrl`: config.appUrl, as sign-in links use),
 * with the button's answer preselected (not saved: the page saves only when its button is pressed).
 */
export function answerLinkUrl(appUrl: string, token: string, answer?: AvailabilityAnswer): string {
  // As buildVerifyLink: config.appUrl has no trailing slash, and keeps any path it is served under.
  const base = `${appUrl.replace(/\/+$/, '')}/answer/${encodeURIComponent(token)}`;
  return answer ? `${base}?answer=${answer}` : base;
}
