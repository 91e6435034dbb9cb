import { createHash, randomBytes } from 'node:crypto';
import { MAGIC_LINK_LIFETIME_MS, SESSION_IDLE_MS, SESSION_MAX_MS } from '../../shared/domain/figures.js';

/** 32 random bytes as base64url: 256 bits, safe in a URL and a cookie. */
export function generateToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only this digest is stored, so a leaked table cannot be replayed as links or cookies. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function magicLinkExpiry(now: Date): Date {
  return new Date(now.getTime() + MAGIC_LINK_LIFETIME_MS);
}

export function isExpired(expiresAt: Date, now: Date): boolean {
  return expiresAt.getTime() <= now.getTime();
}

/** A session's next expiry: 7 days after this request, but never past 30 days after sign-in. */
export function nextSessionExpiry(createdAt: Date, now: Date): Date {
  return new Date(Math.min(now.getTime() + SESSION_IDLE_MS, createdAt.getTime() + SESSION_MAX_MS));
}

/** Team secureIds always hold a letter so they never read as a numeric team id in a path. */
export function generateSecureId(): string {
  for (;;) {
    const id = randomBytes(12).toString('base64url');
    if (/[A-Za-z]/.test(id)) return id;
  }
}
