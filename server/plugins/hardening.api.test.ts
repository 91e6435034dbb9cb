import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test-support/test-app.js';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await startTestApp({ seed: true });
  cookie = await t.signIn('coach@demo.test');
});
afterAll(async () => {
  await t?.close();
});

describe('request hardening', () => {
  it('refuses a state-changing request that says it is cross-site, before reading it', async () => {
    const res = await t.request('POST', '/api/auth/request-magic-link', {
      body: { email: 'coach@demo.test' },
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(res.status).toBe(403);
    expect((res.body as { message: string }).message).toMatch(/^Forbidden:/);
    expect((res.body as { message: string }).message.toLowerCase()).not.toContain('unauthorized');
  });

  it('refuses a request whose Origin names another site, and accepts our own origin', async () => {
    const foreign = await t.request('GET', '/api/logout', {
      cookie,
      headers: { origin: 'https://evil.example' },
    });
    // GET changes nothing: another site's link to sign-out only gets the "Sign out?" page.
    expect(foreign.status).toBe(200);
    expect(foreign.text).toContain('Sign out of Touchline?');
    expect((await t.request('GET', '/api/auth/user', { cookie })).status).toBe(200);
    const signedIn = await t.signIn('coach@demo.test');
    const refused = await t.request('POST', '/api/auth/request-magic-link', {
      body: { email: 'coach@demo.test' },
      headers: { origin: 'https://evil.example' },
      cookie: signedIn,
    });
    expect(refused.status).toBe(403);
    const ours = await t.request('POST', '/api/auth/request-magic-link', {
      body: { email: 'someone@example.com' },
      headers: { origin: t.url, 'sec-fetch-site': 'same-origin' },
    });
    expect(ours.status).toBe(200);
  });

  it('accepts a same-origin form post whose Origin is "null" (the e-mailed link page posts that way)', async () => {
    const res = await t.request('POST', '/api/auth/request-magic-link', {
      body: { email: 'someone@example.com' },
      headers: { origin: 'null', 'sec-fetch-site': 'same-origin' },
    });
    expect(res.status).toBe(200);
    const noFetchSite = await t.request('POST', '/api/auth/request-magic-link', {
      body: { email: 'someone@example.com' },
      headers: { origin: 'null' },
    });
    expect(noFetchSite.status).toBe(403);
  });

  it('keeps the sign-in token out of Referer headers to other sites', async () => {
    const res = await t.request('GET', '/api/auth/verify?token=abc');
    expect(res.headers.get('referrer-policy')).toBe('same-origin');
  });

  it('answers 413 for a body over 100 KB', async () => {
    const res = await t.request('POST', '/api/auth/request-magic-link', {
      body: { email: 'a@example.com', padding: 'x'.repeat(101 * 1024) },
    });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({
      code: 'PAYLOAD_TOO_LARGE',
      message: 'Request body too large: the limit is 100 KB',
    });
  });

  it('answers 400 for malformed JSON', async () => {
    const res = await t.request('POST', '/api/auth/request-magic-link', {
      rawBody: '{"email": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'Validation failed: body: malformed JSON',
    });
  });

  it('answers 415 for a body that is not JSON, except the sign-in form', async () => {
    const text = await t.request('POST', '/api/auth/request-magic-link', {
      rawBody: 'email=coach@demo.test',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(text.status).toBe(415);
    const plain = await t.request('POST', '/api/auth/request-magic-link', {
      rawBody: 'hello',
      headers: { 'content-type': 'text/plain' },
    });
    expect(plain.status).toBe(415);
    const form = await t.request('POST', '/api/auth/verify', {
      rawBody: 'token=abc',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.status).toBe(400);
    expect(form.text).toContain('/email-login');
  });

  it('drops unknown fields instead of trusting them', async () => {
    const res = await t.request('POST', '/api/auth/request-magic-link', {
      body: { email: 'someone@example.com', role: 'admin', id: 1 },
    });
    expect(res.status).toBe(200);
  });

  it('answers JSON 404 for unknown API paths and 401 before anything else when signed out', async () => {
    const fresh = await t.signIn('parent@demo.test');
    const unknown = await t.request('GET', '/api/nope', { cookie: fresh });
    expect(unknown.status).toBe(404);
    expect((unknown.body as { message: string }).message).toMatch(/not found/i);
    const signedOut = await t.request('GET', '/api/auth/teams');
    expect(signedOut.status).toBe(401);
    expect(signedOut.body).toEqual({ code: 'UNAUTHORIZED', message: 'Unauthorized' });
  });

  it('sends security headers with a strict script policy', async () => {
    const res = await t.request('GET', '/healthz');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('reports liveness and readiness', async () => {
    expect((await t.request('GET', '/healthz')).body).toEqual({ status: 'ok' });
    expect((await t.request('GET', '/readyz')).body).toEqual({ status: 'ready' });
  });
});
