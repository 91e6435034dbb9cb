import type { InvalidBodyWording, RouteAccess } from '../shared/contracts/route.js';
import type { Config } from './config.js';
import type { Db } from './db/client.js';
import type { Mailer } from './email/mailer.js';
import type { SessionUser } from './identity/sessions.js';
import type { TeamAccess } from './identity/team-access.js';
import type { BackgroundTasks } from './lib/background.js';
import type { Scheduler } from './lib/scheduler.js';

export type AppContext = {
  config: Config;
  db: Db;
  mailer: Mailer;
  now: () => Date;
  background: BackgroundTasks;
  ping: () => Promise<void>;
  /** The instance's scheduled jobs (decisions 058, 071): features add theirs, pg-boss ticks them. */
  scheduler: Scheduler;
};

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
  interface FastifyRequest {
    user: SessionUser | null;
    teamAccess: TeamAccess | null;
  }
  interface FastifyContextConfig {
    /**
     * Who may call the route (shared/contracts/route.ts), enforced by one hook
     * (server/plugins/route-access.ts) from the route Fastify matched, never from the raw URL. A route
     * without a rule does not start (fail closed).
     */
    access?: RouteAccess;
    /** Registered from its declaration in the route table (server/lib/register-route.ts). */
    declared?: boolean;
    /**
     * How the route words a body its schema refuses, `<prefix>: <field>: <why>` with `code`, where the
     * spec's clients look for a phrase of their own (formations: "Invalid formation data"). Without it:
     * `Validation failed: <field>: <why>`, VALIDATION_FAILED.
     */
    invalidBody?: InvalidBodyWording;
  }
}
