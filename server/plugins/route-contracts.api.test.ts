import type { RouteHandlerMethod, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Player } from '../../shared/contracts/squad.js';
import { buildApp } from '../app.js';
import { type DemoIds, fillRoutePath, loadDemoIds } from '../test-support/demo-ids.js';
import { startTestApp, type TestApp } from '../test-support/test-app.js';
import { describeResponseContractProblem, routesWithoutContract } from './route-contracts.js';

// Every route declares what it answers, from shared/contracts, and the zod serializer writes only what
// the contract declares. Generated from the route table: a new route without a contract fails here (and
// the app refuses to start). Each GET handler is wrapped so a test can compare what it returned with what
// was sent, or slip in something it should not return.

/**
 * The only routes without a contract, none of them JSON: the client's index page and its static files
 * (plugins/static-client.ts, registered only when a client build is served).
 */
const NOT_JSON_ROUTES = ['/', '/*'];

let t: TestApp;
let ids: DemoIds;
const cookies: Record<string, string> = {};
/** What the last GET handler returned, before the contract wrote it. */
let lastAnswer: unknown;
const SENT_AS_TEXT = Symbol('sent as JSON text');
/** Changes a GET handler's answer on its way out, to play a handler with a bug. */
let tamper: ((url: string, answer: unknown) => unknown) | null = null;

beforeAll(async () => {
  t = await startTestApp({
    seed: true,
    onRoute: (route: RouteOptions) => {
      if (route.method !== 'GET' || !route.url.startsWith('/api/')) return;
      const handler = route.handler as (...args: Parameters<RouteHandlerMethod>) => Promise<unknown>;
      route.handler = async function (this: unknown, request, reply) {
        const answer = await handler.call(this as never, request, reply);
        // A handler that sent JSON text it made with its contract (decision 026) returned the reply
        // (which a promise resolves to nothing: a reply is thenable).
        lastAnswer = reply.sent ? SENT_AS_TEXT : answer;
        return tamper ? tamper(route.url, answer) : answer;
      };
    },
  });
  for (const who of ['admin', 'coach', 'parent']) cookies[who] = await t.signIn(`${who}@demo.test`);
  ids = await loadDemoIds(t.db, 'Riverside Rovers U12', 'coach@demo.test');
});
afterAll(async () => {
  await t?.close();
});

type Responses = Record<string, unknown>;
const responsesOf = (route: RouteOptions) => (route.schema as { response?: Responses } | undefined)?.response;
const methodsOf = (route: RouteOptions) => (Array.isArray(route.method) ? route.method : [route.method]);

describe('response contracts', () => {
  it('are declared by every route for its success answers, but for the non-JSON exceptions', () => {
    expect([...routesWithoutContract].sort()).toEqual([...NOT_JSON_ROUTES].sort());
    const missing: string[] = [];
    for (const route of t.routes) {
      if (NOT_JSON_ROUTES.includes(route.url)) continue;
      const success = Object.keys(responsesOf(route) ?? {}).filter((status) => /^[23]/.test(status));
      if (success.length === 0) missing.push(`${methodsOf(route).join(',')} ${route.url}`);
    }
    expect(missing).toEqual([]);
    expect(t.routes.filter((route) => route.url.startsWith('/api/')).length).toBeGreaterThan(35);
  });

  it('are required before a route can be added: the app refuses one without', async () => {
    expect(
      describeResponseContractProblem({
        method: 'GET',
        url: '/api/x',
        schema: { response: { 400: z.null() } },
      }),
    ).toMatch(/GET \/api\/x declares no success answer/);
    expect(
      describeResponseContractProblem({
        method: 'GET',
        url: '/api/x',
        schema: { response: { 200: z.null() } },
      }),
    ).toBe(null);
    const app = await buildApp({ ctx: t.ctx, clientDir: null });
    try {
      // Simulates a feature that forgot its contract.
      expect(() =>
        app.get('/api/forgotten', { config: { access: { auth: 'user' } } }, async () => ({ secret: 1 })),
      ).toThrow(/Refusing to start: route GET \/api\/forgotten declares no success answer/);
    } finally {
      await app.close();
    }
  });

  it('come from the route table: an API route registered by hand cannot be added', async () => {
    const app = await buildApp({ ctx: t.ctx, clientDir: null });
    try {
      expect(() =>
        app.get(
          '/api/by-hand',
          { config: { access: { auth: 'user' } }, schema: { response: { 200: z.null() } } },
          async () => null,
        ),
      ).toThrow(/Refusing to start: route GET \/api\/by-hand is not declared in the route table/);
    } finally {
      await app.close();
    }
    const undeclared = t.routes.filter(
      (route) => route.url.startsWith('/api/') && route.url !== '/api/docs' && !route.config?.declared,
    );
    expect(undeclared.map((route) => route.url)).toEqual([]);
  });

  it('describe what every GET answers, exactly, for each kind of caller', async () => {
    let compared = 0;
    const differences: string[] = [];
    for (const route of t.routes) {
      const ok = responsesOf(route)?.['200'];
      // HTML pages, the script and redirects are not JSON.
      if (route.method !== 'GET' || !route.url.startsWith('/api/') || !(ok instanceof z.ZodType)) continue;
      for (const who of ['admin', 'coach', 'parent']) {
        lastAnswer = undefined;
        const res = await t.request('GET', fillRoutePath(route.url, ids), { cookie: cookies[who] });
        if (res.status !== 200) continue;
        compared++;
        // Nothing the handler returned was dropped: the contract is complete, and the shaping code
        // (not the contract) is what leaves out what a parent must not see.
        // JSON text sent as made: its contract, applied to what arrived, must keep all of it.
        const returned = JSON.parse(
          JSON.stringify(lastAnswer === SENT_AS_TEXT ? ok.parse(res.body) : lastAnswer),
        );
        try {
          expect(res.body).toEqual(returned);
        } catch {
          differences.push(`GET ${route.url} as ${who}: sent ${res.text.slice(0, 300)}`);
        }
      }
    }
    expect(differences).toEqual([]);
    expect(compared).toBeGreaterThan(25);
  });

  it('keep anything a contract does not declare from leaving the server', async () => {
    let leaks = 0;
    tamper = (url, answer) => {
      if (url !== '/api/teams/:teamId/players') return answer;
      leaks++;
      return (answer as Player[]).map((player) => ({
        ...player,
        sessionId: 'leaked-session',
        family: { email: 'another.family@example.com' },
      }));
    };
    try {
      const res = await t.request('GET', `/api/teams/${ids.team}/players`, { cookie: cookies.parent });
      expect(res.status).toBe(200);
      const squad = res.body as Array<Record<string, unknown>>;
      expect(squad.length).toBeGreaterThan(0);
      for (const player of squad) {
        expect(player).not.toHaveProperty('sessionId');
        expect(player).not.toHaveProperty('family');
        // Decision 006: the shaping code leaves these out for a parent.
        expect(player).not.toHaveProperty('coachingNotes');
      }
      expect(res.text).not.toContain('leaked-session');
      expect(res.text).not.toContain('another.family');
      expect(leaks).toBe(1);
    } finally {
      tamper = null;
    }
  });

  it('turn an answer of the wrong type into a 500, never a surprise for the client', async () => {
    tamper = (url, answer) =>
      url === '/api/auth/user' ? { ...(answer as object), createdAt: new Date() } : answer;
    try {
      const res = await t.request('GET', '/api/auth/user', { cookie: cookies.coach });
      expect(res.status).toBe(500);
      expect(res.body).toEqual({ code: 'INTERNAL_ERROR', message: 'Internal error' });
    } finally {
      tamper = null;
    }
  });

  it('are listed in /api/docs, with {code, message} for errors', async () => {
    type Doc = {
      paths: Record<string, Record<string, { responses?: Record<string, unknown> }>>;
      components: { schemas: Record<string, unknown> };
    };
    const doc = (await t.request('GET', '/api/docs')).body as Doc;
    const players = doc.paths['/api/teams/{teamId}/players'];
    expect(JSON.stringify(players?.get?.responses?.['200'])).toContain('shirtNumber');
    expect(JSON.stringify(players?.post?.responses?.['201'])).toContain('coachingNotes');
    expect(JSON.stringify(players?.get?.responses?.['4XX'])).toContain('#/components/schemas/ErrorResponse');
    expect(JSON.stringify(doc.components.schemas.ErrorResponse)).toContain('SHIRT_NUMBER_TAKEN');
    const verify = doc.paths['/api/auth/verify']?.post?.responses ?? {};
    expect(Object.keys(verify)).toEqual(expect.arrayContaining(['200', '303', '400']));
    expect(JSON.stringify(verify['200'])).toContain('text/html');
  });
});
