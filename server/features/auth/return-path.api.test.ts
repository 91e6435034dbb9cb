import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { magicLinkTokens } from '../../db/schema.js';
import { hashToken } from '../../identity/tokens.js';
import { extractVerifyLink } from '../../test-support/smtp-inbox.js';
import { cookieFrom, startTestApp, type TestApp } from '../../test-support/test-app.js';

// A formation or match link opened signed out returns to that page after sign-in: the page travels
// from /api/login to the sign-in page, is stored with the e-mailed link's token, and the verify step
// ends there, in whichever browser the link is opened. Only a page of this app ever comes back out.

let t: TestApp;
beforeAll(async () => {
  // TRUST_PROXY: each test asks from its own IP, so the per-address limits of one do not reach another.
  t = await startTestApp({ seed: true, env: { TRUST_PROXY: 'true' } });
});
afterAll(async () => {
  await t?.close();
});

const MATCH_PAGE = '/teams/Xy_9/match-planning?matchId=7';
const FORMATION_PAGE = '/teams/Xy_9/formation-viewer?match=7&quarter=2&formationId=40';

async function requestLink(body: Record<string, unknown>, ip: string) {
  const res = await t.request('POST', '/api/auth/request-magic-link', {
    body,
    headers: { 'x-forwarded-for': ip },
  });
  await t.ctx.background.idle();
  const browserCookie = res.headers
    .getSetCookie()
    .find((c) => c.startsWith('tl_signin='))
    ?.split(';')[0];
  return { res, browserCookie };
}

function lastToken(email: string): string {
  const mail = t.inbox.to(email).at(-1);
  if (!mail) throw new Error('no mail');
  return new URL(extractVerifyLink(mail.text)).searchParams.get('token') ?? '';
}

async function storedReturnTo(token: string) {
  const [row] = await t.db
    .select({ returnTo: magicLinkTokens.returnTo })
    .from(magicLinkTokens)
    .where(sql`${magicLinkTokens.token} = ${hashToken(token)}`);
  return row?.returnTo;
}

function pressSignIn(token: string, options: { auto?: boolean; cookie?: string } = {}) {
  return t.request('POST', '/api/auth/verify', {
    rawBody: new URLSearchParams({ token, auto: options.auto ? '1' : '' }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': '198.51.100.99' },
    cookie: options.cookie,
  });
}

describe('/api/login carries the page on to the sign-in page', () => {
  it('signed out: to /email-login with the page', async () => {
    const res = await t.request('GET', `/api/login?returnTo=${encodeURIComponent(FORMATION_PAGE)}`);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`/email-login?returnTo=${encodeURIComponent(FORMATION_PAGE)}`);
  });

  it('signed in: straight to the page', async () => {
    const cookie = await t.signIn('parent@demo.test');
    const res = await t.request('GET', `/api/login?returnTo=${encodeURIComponent(MATCH_PAGE)}`, { cookie });
    expect(res.headers.get('location')).toBe(MATCH_PAGE);
  });

  it('drops anything that is not a page of this site, and goes on as without it', async () => {
    const cookie = await t.signIn('multi@demo.test');
    for (const attack of [
      'https://evil.com/',
      '//evil.com',
      '/%2F%2Fevil.com',
      '/\\evil.com',
      '/%5Cevil.com',
      '/a/..//evil.com',
      '/api/logout',
      '/%61pi/logout',
      '/email-login',
    ]) {
      const query = `?returnTo=${encodeURIComponent(attack)}`;
      const signedOut = await t.request('GET', `/api/login${query}`);
      expect(signedOut.headers.get('location'), attack).toBe('/email-login');
      const signedIn = await t.request('GET', `/api/login${query}`, { cookie });
      expect(signedIn.headers.get('location'), attack).toBe('/');
    }
    // Two of them (which one would be meant?), and an empty one: dropped too.
    const twice = await t.request('GET', '/api/login?returnTo=//evil.com&returnTo=/squad-management');
    expect(twice.headers.get('location')).toBe('/email-login');
    expect((await t.request('GET', '/api/login?returnTo=')).headers.get('location')).toBe('/email-login');
  });
});

describe('the e-mailed link keeps the page it was asked from', () => {
  it('the asking browser, signed in by the page itself, ends on the page', async () => {
    const { res, browserCookie } = await requestLink(
      { email: 'coach@demo.test', returnTo: FORMATION_PAGE },
      '198.51.100.1',
    );
    expect(res.status).toBe(200);
    const token = lastToken('coach@demo.test');
    // In the token's row, not in the link: the e-mail says nothing of it.
    expect(await storedReturnTo(token)).toBe(FORMATION_PAGE);
    expect(extractVerifyLink(t.inbox.to('coach@demo.test').at(-1)?.text ?? '')).not.toContain('returnTo');
    const signedIn = await pressSignIn(token, { auto: true, cookie: browserCookie });
    expect(signedIn.status).toBe(303);
    expect(signedIn.headers.get('location')).toBe(FORMATION_PAGE);
    expect((await t.request('GET', '/api/auth/user', { cookie: cookieFrom(signedIn.headers) })).status).toBe(
      200,
    );
  });

  it('another device (the e-mail read on a phone, a new tab) ends on the page too', async () => {
    await requestLink({ email: 'clubadmin@demo.test', returnTo: MATCH_PAGE }, '198.51.100.2');
    const token = lastToken('clubadmin@demo.test');
    const page = await t.request('GET', `/api/auth/verify?token=${encodeURIComponent(token)}`);
    expect(page.status).toBe(200);
    expect(page.text).not.toContain('<script');
    const pressed = await pressSignIn(token);
    expect(pressed.status).toBe(303);
    expect(pressed.headers.get('location')).toBe(MATCH_PAGE);
  });

  it('a JSON verify ends there as well', async () => {
    await requestLink({ email: 'noteam@demo.test', returnTo: '/squad-management' }, '198.51.100.3');
    const res = await t.request('POST', '/api/auth/verify', {
      body: { token: lastToken('noteam@demo.test') },
      headers: { 'x-forwarded-for': '198.51.100.3' },
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/squad-management');
  });

  it('stores the path as the rule reads it (dot segments resolved)', async () => {
    await requestLink(
      { email: 'coach@demo.test', returnTo: '/teams/a/../Xy_9/squad-management' },
      '198.51.100.4',
    );
    expect(await storedReturnTo(lastToken('coach@demo.test'))).toBe('/teams/Xy_9/squad-management');
  });

  it('without a page, sign-in ends on / as before', async () => {
    await requestLink({ email: 'parent@demo.test' }, '198.51.100.5');
    const token = lastToken('parent@demo.test');
    expect(await storedReturnTo(token)).toBeNull();
    expect((await pressSignIn(token)).headers.get('location')).toBe('/');
  });

  it('refuses a request naming another site or the API with a 400, and stores and sends nothing', async () => {
    t.inbox.clear();
    const before = await t.db.select({ n: sql<number>`count(*)::int` }).from(magicLinkTokens);
    for (const attack of [
      'https://evil.com',
      '//evil.com',
      '/%2F%2Fevil.com',
      '/%252F%252Fevil.com',
      '/\\evil.com',
      '/\t/evil.com',
      '/a/..//evil.com',
      '/api/logout',
      `/${'a'.repeat(2048)}`,
    ]) {
      const { res, browserCookie } = await requestLink(
        { email: 'coach@demo.test', returnTo: attack },
        '198.51.100.6',
      );
      expect(res.status, attack).toBe(400);
      expect((res.body as { message: string }).message, attack).toMatch(/^Validation failed: returnTo/);
      expect(browserCookie).toBeUndefined();
    }
    const after = await t.db.select({ n: sql<number>`count(*)::int` }).from(magicLinkTokens);
    expect(after[0]?.n).toBe(before[0]?.n);
    expect(t.inbox.to('coach@demo.test')).toHaveLength(0);
  });

  it('a link that cannot be used any more offers a new one for the same page', async () => {
    await requestLink({ email: 'coach@demo.test', returnTo: MATCH_PAGE }, '198.51.100.8');
    const token = lastToken('coach@demo.test');
    expect((await pressSignIn(token)).headers.get('location')).toBe(MATCH_PAGE);
    const again = `href="/email-login?${new URLSearchParams({ returnTo: MATCH_PAGE }).toString().replaceAll('&', '&amp;')}"`;
    // Used: opened again, pressed again.
    const opened = await t.request('GET', `/api/auth/verify?token=${encodeURIComponent(token)}`);
    expect(opened.status).toBe(400);
    expect(opened.text).toContain(again);
    const pressed = await pressSignIn(token);
    expect(pressed.status).toBe(400);
    expect(pressed.text).toContain(again);
    // Expired, with a page another site's: the plain sign-in page.
    await requestLink({ email: 'coach@demo.test', returnTo: FORMATION_PAGE }, '198.51.100.9');
    const expired = lastToken('coach@demo.test');
    await t.db
      .update(magicLinkTokens)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(sql`${magicLinkTokens.token} = ${hashToken(expired)}`);
    expect((await t.request('GET', `/api/auth/verify?token=${encodeURIComponent(expired)}`)).text).toContain(
      `href="/email-login?${new URLSearchParams({ returnTo: FORMATION_PAGE }).toString().replaceAll('&', '&amp;')}"`,
    );
    await t.db
      .update(magicLinkTokens)
      .set({ returnTo: '//evil.com' })
      .where(sql`${magicLinkTokens.token} = ${hashToken(expired)}`);
    expect((await t.request('GET', `/api/auth/verify?token=${encodeURIComponent(expired)}`)).text).toContain(
      'href="/email-login"',
    );
    // An unknown token: the plain sign-in page.
    const unknown = await t.request('GET', '/api/auth/verify?token=not-a-token-we-made-0123456789abcdef');
    expect(unknown.text).toContain('href="/email-login"');
  });

  it('checks the stored page again on the way out: a row that holds another site ends on /', async () => {
    await requestLink({ email: 'multi@demo.test', returnTo: MATCH_PAGE }, '198.51.100.7');
    const token = lastToken('multi@demo.test');
    await t.db
      .update(magicLinkTokens)
      .set({ returnTo: '//evil.com' })
      .where(sql`${magicLinkTokens.token} = ${hashToken(token)}`);
    expect((await pressSignIn(token)).headers.get('location')).toBe('/');
  });
});
