import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractVerifyLink } from '../../test-support/smtp-inbox.js';
import { cookieFrom, startTestApp, type TestApp } from '../../test-support/test-app.js';

// What a probe of the sign-in found: another site could sign people out with a link, a stranger could
// lock someone out with five requests, a mail scanner that runs scripts burnt the link, and older links
// stayed valid after signing in. Each case is played here as the attacker and as the family would.

let t: TestApp;
beforeAll(async () => {
  // TRUST_PROXY lets each request speak from the client IP it names.
  t = await startTestApp({ seed: true, env: { TRUST_PROXY: 'true' } });
});
afterAll(async () => {
  await t?.close();
});

async function requestLink(email: string, ip: string, browserCookie?: string) {
  const res = await t.request('POST', '/api/auth/request-magic-link', {
    body: { email },
    headers: { 'x-forwarded-for': ip, ...(browserCookie ? { cookie: browserCookie } : {}) },
  });
  await t.ctx.background.idle();
  const set = res.headers.getSetCookie().find((c) => c.startsWith('tl_signin='));
  return { res, browserCookie: set?.split(';')[0] ?? browserCookie ?? '' };
}

function lastToken(email: string): string {
  const mail = t.inbox.to(email).at(-1);
  if (!mail) throw new Error('no mail');
  return new URL(extractVerifyLink(mail.text)).searchParams.get('token') ?? '';
}

const form = (fields: Record<string, string>) => ({
  rawBody: new URLSearchParams(fields).toString(),
  contentType: 'application/x-www-form-urlencoded',
});

function postVerify(fields: Record<string, string>, cookie?: string) {
  const { rawBody, contentType } = form(fields);
  return t.request('POST', '/api/auth/verify', {
    rawBody,
    headers: { 'content-type': contentType, 'x-forwarded-for': '198.51.100.200' },
    cookie,
  });
}

const isSignedIn = async (cookie: string) =>
  (await t.request('GET', '/api/auth/user', { cookie })).status === 200;

describe('signing out', () => {
  it('signs out on a navigation from our own pages (same-origin or typed)', async () => {
    for (const site of ['same-origin', 'none']) {
      const cookie = await t.signIn('coach@demo.test');
      const out = await t.request('GET', '/api/logout', { cookie, headers: { 'sec-fetch-site': site } });
      expect(out.status, site).toBe(303);
      expect(out.headers.get('location')).toBe('/');
      expect(await isSignedIn(cookie), site).toBe(false);
    }
  });

  it("only asks on another site's link (or a browser that does not say), and changes nothing", async () => {
    const cookie = await t.signIn('coach@demo.test');
    const variants: Array<Record<string, string>> = [
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      {},
    ];
    for (const headers of variants) {
      const page = await t.request('GET', '/api/logout', { cookie, headers });
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toMatch(/text\/html/);
      expect(page.headers.get('cache-control')).toBe('no-store');
      expect(page.text).toContain('Sign out of Touchline?');
      expect(page.text).toContain('<form method="post" action="/api/logout">');
      expect(page.text).not.toContain('<script');
      expect(page.headers.getSetCookie()).toHaveLength(0);
    }
    expect(await isSignedIn(cookie)).toBe(true);
  });

  it("signs out on the page's button (a same-origin POST), and refuses a cross-site POST", async () => {
    const cookie = await t.signIn('coach@demo.test');
    const forged = await t.request('POST', '/api/logout', {
      cookie,
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(forged.status).toBe(403);
    expect(await isSignedIn(cookie)).toBe(true);
    const { rawBody, contentType } = form({});
    const out = await t.request('POST', '/api/logout', {
      cookie,
      rawBody,
      headers: { 'sec-fetch-site': 'same-origin', 'content-type': contentType },
    });
    expect(out.status).toBe(303);
    expect(out.headers.getSetCookie().join(';')).toMatch(/sid=;/);
    expect(await isSignedIn(cookie)).toBe(false);
  });
});

describe('older links end when someone signs in', () => {
  it('refuses every other unused link of the address once one is used', async () => {
    const { browserCookie } = await requestLink('parent@demo.test', '198.51.100.10');
    const first = lastToken('parent@demo.test');
    await requestLink('parent@demo.test', '198.51.100.10', browserCookie);
    const second = lastToken('parent@demo.test');
    expect(second).not.toBe(first);
    expect((await postVerify({ token: second })).status).toBe(303);
    const older = await postVerify({ token: first });
    expect(older.status).toBe(400);
    expect(older.headers.getSetCookie()).toHaveLength(0);
    const reopened = await t.request('GET', `/api/auth/verify?token=${encodeURIComponent(first)}`);
    expect(reopened.text).toContain("can't be used");
  });
});

describe('sign-in link requests', () => {
  it("a stranger's requests from elsewhere do not stop the person asking from their own phone", async () => {
    const email = 'multi@demo.test';
    const stranger = [];
    for (let i = 0; i < 7; i++) stranger.push((await requestLink(email, '203.0.113.66')).res.status);
    expect(stranger).toEqual([200, 200, 200, 200, 200, 429, 429]);
    const own = await requestLink(email, '198.51.100.77');
    expect(own.res.status).toBe(200);
    expect(t.inbox.to(email).length).toBeGreaterThanOrEqual(6);
  });

  it('counts a whole IPv6 /64 as one client, so rotating addresses in it gains nothing', async () => {
    const email = 'parent@demo.test';
    const statuses: number[] = [];
    for (let i = 1; i <= 6; i++) statuses.push((await requestLink(email, `2001:db8:5:6::${i}`)).res.status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    expect((await requestLink(email, '2001:db8:5:7::1')).res.status).toBe(200);
  });

  it('caps one address at 30 requests in 15 minutes from any number of IPs, with Retry-After', async () => {
    const email = 'capped@example.com';
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) statuses.push((await requestLink(email, `192.0.2.${i + 1}`)).res.status);
    expect(statuses.slice(0, 30).every((s) => s === 200)).toBe(true);
    const refused = await requestLink(email, '192.0.2.200');
    expect(refused.res.status).toBe(429);
    const retryAfter = Number(refused.res.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
  });

  it('says Retry-After on the contact form limit too', async () => {
    const body = {
      name: 'Sam Carter',
      email: 'sam@example.com',
      category: 'general',
      subject: 'Retry-After check',
      message: 'A message long enough to pass the checks.',
    };
    let last = await t.request('POST', '/api/contact', {
      body,
      headers: { 'x-forwarded-for': '198.51.100.90' },
    });
    for (let i = 0; i < 10; i++) {
      last = await t.request('POST', '/api/contact', {
        body,
        headers: { 'x-forwarded-for': '198.51.100.90' },
      });
    }
    expect(last.status).toBe(429);
    expect(Number(last.headers.get('retry-after'))).toBe(60 * 60);
    await t.ctx.background.idle();
  });
});

describe('the link page signs in by itself only in the browser that asked', () => {
  it('submits itself where the link was requested, and waits for the button anywhere else', async () => {
    const { browserCookie } = await requestLink('clubadmin@demo.test', '198.51.100.20');
    expect(browserCookie).toMatch(/^tl_signin=[A-Za-z0-9_-]{43}$/);
    const token = lastToken('clubadmin@demo.test');
    const path = `/api/auth/verify?token=${encodeURIComponent(token)}`;

    const own = await t.request('GET', path, { cookie: browserCookie });
    expect(own.text).toContain('<script src="/api/auth/verify.js"></script>');

    const { browserCookie: otherBrowser } = await requestLink('noteam@demo.test', '198.51.100.21');
    for (const cookie of [undefined, otherBrowser, 'tl_signin=not-a-key']) {
      const elsewhere = await t.request('GET', path, { cookie });
      expect(elsewhere.status).toBe(200);
      expect(elsewhere.text).not.toContain('<script');
      expect(elsewhere.text).toContain('Sign in to Touchline');
      expect(elsewhere.text).toContain('<button type="submit">Sign in</button>');
    }
  });

  it('refuses a self-submitted POST from another browser without spending the link; the button works', async () => {
    const { browserCookie } = await requestLink('coach@demo.test', '198.51.100.30');
    const token = lastToken('coach@demo.test');
    // A scanner that runs the page's script somewhere else: shown the button page, nothing changes.
    const scanner = await postVerify({ token, auto: '1' });
    expect(scanner.status).toBe(200);
    expect(scanner.text).toContain('Sign in to Touchline');
    expect(scanner.headers.getSetCookie().some((c) => c.startsWith('sid='))).toBe(false);
    // The family presses the button on another device: signed in.
    const pressed = await postVerify({ token, auto: '' });
    expect(pressed.status).toBe(303);
    expect(await isSignedIn(cookieFrom(pressed.headers))).toBe(true);
    expect(browserCookie).toBeTruthy();
  });

  it('signs in on a self-submitted POST from the asking browser, and clears its cookie', async () => {
    const { browserCookie } = await requestLink('parent@demo.test', '198.51.100.40');
    const token = lastToken('parent@demo.test');
    const res = await postVerify({ token, auto: '1' }, browserCookie);
    expect(res.status).toBe(303);
    expect(await isSignedIn(cookieFrom(res.headers))).toBe(true);
    expect(res.headers.getSetCookie().join(';')).toMatch(/tl_signin=;/);
  });
});
