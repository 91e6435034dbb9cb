import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import type { Database } from '../db/client.js';
import { seedDemoData } from '../db/seed-demo.js';
import { createMailer } from '../email/mailer.js';
import { createBackgroundTasks } from '../lib/background.js';
import { createScheduler } from '../lib/scheduler.js';
import type { AppContext } from '../types.js';
import { cloneTemplate } from './database-template.js';
import { extractVerifyLink, type SmtpInbox, startSmtpInbox } from './smtp-inbox.js';
import { type RecordedStatement, recordStatements } from './statement-recorder.js';

export type TestClock = {
  now: () => Date;
  set: (date: Date | string) => void;
  advance: (ms: number) => void;
};

function createClock(start = new Date()): TestClock {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    set: (date) => {
      current = new Date(date).getTime();
    },
    advance: (ms) => {
      current += ms;
    },
  };
}

export type TestResponse = { status: number; headers: Headers; body: unknown; text: string };

/**
 * The whole app on a real socket, a fresh real Postgres (PGlite, or a server in CI) and a real SMTP
 * server. Nothing of ours is mocked: requests go through fetch like a browser's would.
 */
export async function startTestApp(
  options: {
    seed?: boolean;
    env?: Record<string, string>;
    clientDir?: string;
    /** Sees (and may change) each route as it is added, before the access rule is checked. */
    onRoute?: (route: RouteOptions) => void;
    /** The app's handle records every statement it sends into `statements` (round trips per call). */
    recordStatements?: boolean;
    /**
     * Runs on this database instead of a fresh one (closed with the app): a second instance on another
     * app's database, by `openAnotherHandle(other.database)`.
     */
    database?: Database;
  } = {},
) {
  const database: Database = options.database ?? (await cloneTemplate(inject('databaseTemplate')));
  const inbox: SmtpInbox = await startSmtpInbox();
  const clock = createClock();
  if (options.seed) await seedDemoData(database.db, clock.now());
  // APP_URL must be this server's own origin for the Origin check: listen first, then point it here.
  const config = loadConfig({
    PORT: '0',
    DATA_DIR: path.join(os.tmpdir(), 'touchline-test'),
    SMTP_URL: inbox.url,
    MAIL_FROM: 'Touchline <no-reply@touchline.test>',
    LOG_LEVEL: 'silent',
    // A test decides when a sync runs; the daily clock would otherwise start one on its own.
    FULLTIME_DAILY_SYNC: 'false',
    ...options.env,
  });
  const silent = { info: () => {}, error: () => {} };
  const recorder = options.recordStatements ? recordStatements(database.db) : null;
  const statements: RecordedStatement[] = recorder?.statements ?? [];
  const ctx: AppContext = {
    config,
    db: recorder?.db ?? database.db,
    mailer: createMailer({ smtpUrl: inbox.url, from: config.mailFrom, outboxDir: '' }),
    now: clock.now,
    background: createBackgroundTasks(silent),
    ping: database.ping,
    // Never started here: a test ticks it with its clock (`ctx.scheduler.tick()`).
    scheduler: createScheduler({ now: clock.now, logger: silent }),
  };
  const routes: RouteOptions[] = [];
  const app: FastifyInstance = await buildApp({
    ctx,
    clientDir: options.clientDir ?? null,
    onRoute: (route) => {
      options.onRoute?.(route);
      routes.push(route);
    },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  config.appUrl = url;

  async function request(
    method: string,
    urlPath: string,
    init: { body?: unknown; cookie?: string; headers?: Record<string, string>; rawBody?: string } = {},
  ): Promise<TestResponse> {
    const headers: Record<string, string> = { ...init.headers };
    if (init.cookie) headers.cookie = init.cookie;
    let body: string | undefined = init.rawBody;
    if (init.body !== undefined) {
      body = JSON.stringify(init.body);
      headers['content-type'] ??= 'application/json';
    }
    const res = await fetch(`${url}${urlPath}`, { method, headers, body, redirect: 'manual' });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // HTML pages and redirects keep their text.
    }
    return { status: res.status, headers: res.headers, body: parsed, text };
  }

  /** Signs in through the real flow: request a link, receive it over SMTP, POST the token. */
  async function signIn(email: string): Promise<string> {
    const res = await request('POST', '/api/auth/request-magic-link', { body: { email } });
    if (res.status !== 200) throw new Error(`sign-in request failed: ${res.status} ${res.text}`);
    await ctx.background.idle();
    const mail = inbox.to(email).at(-1);
    if (!mail) throw new Error(`no sign-in e-mail for ${email}`);
    const token = new URL(extractVerifyLink(mail.text)).searchParams.get('token') ?? '';
    const verify = await request('POST', '/api/auth/verify', { body: { token } });
    if (verify.status !== 303) throw new Error(`verify failed: ${verify.status} ${verify.text}`);
    return cookieFrom(verify.headers);
  }

  return {
    app,
    /** Every route the app registered, with its schema and config. */
    routes,
    ctx,
    db: database.db,
    /** The database the app runs on, for a second instance on it (`openAnotherHandle`). */
    database,
    /** With `recordStatements`: what the app sent, in order (empty it between calls). */
    statements,
    inbox,
    clock,
    url,
    request,
    signIn,
    async close() {
      await app.close();
      await ctx.background.idle();
      ctx.mailer.close();
      await inbox.close();
      await database.close();
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof startTestApp>>;

export function cookieFrom(headers: Headers): string {
  const setCookie = headers.getSetCookie().find((c) => /^(__Host-)?sid=/.test(c));
  if (!setCookie) throw new Error('no session cookie set');
  return setCookie.split(';')[0] ?? '';
}
