import { describe, expect, it } from 'vitest';
import { MAGIC_LINK_LIFETIME_MS, SESSION_IDLE_MS, SESSION_MAX_MS } from '../../shared/domain/figures';
import {
  generateSecureId,
  generateToken,
  hashToken,
  isExpired,
  magicLinkExpiry,
  nextSessionExpiry,
} from './tokens';

describe('tokens', () => {
  it('makes 32-byte base64url tokens that differ every time', () => {
    const a = generateToken();
    const b = generateToken();
    expect(a).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(a, 'base64url')).toHaveLength(32);
    expect(a).not.toBe(b);
  });

  it('hashes with SHA-256 to a stable hex digest that is not the token', () => {
    const token = generateToken();
    expect(hashToken(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashToken(token)).toBe(hashToken(token));
    expect(hashToken(token)).not.toContain(token);
    expect(hashToken('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it('expires a magic link 30 minutes after it was issued, not a millisecond later', () => {
    const now = new Date('2026-01-01T10:00:00Z');
    const expiry = magicLinkExpiry(now);
    expect(expiry.getTime() - now.getTime()).toBe(MAGIC_LINK_LIFETIME_MS);
    expect(isExpired(expiry, new Date(expiry.getTime() - 1))).toBe(false);
    expect(isExpired(expiry, expiry)).toBe(true);
  });

  it('rolls a session 7 days ahead but caps it 30 days after sign-in', () => {
    const signIn = new Date('2026-01-01T00:00:00Z');
    const day3 = new Date(signIn.getTime() + 3 * 86_400_000);
    expect(nextSessionExpiry(signIn, day3).getTime()).toBe(day3.getTime() + SESSION_IDLE_MS);
    const day28 = new Date(signIn.getTime() + 28 * 86_400_000);
    expect(nextSessionExpiry(signIn, day28).getTime()).toBe(signIn.getTime() + SESSION_MAX_MS);
  });

  it('makes secure ids that are URL-safe and never all digits', () => {
    for (let i = 0; i < 200; i++) {
      const id = generateSecureId();
      expect(id).toMatch(/^[A-Za-z0-9_-]{16}$/);
      expect(id).toMatch(/[A-Za-z]/);
    }
  });
});
