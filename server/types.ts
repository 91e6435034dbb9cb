import type { Config } from './config.js';
import type { Db } from './db/client.js';
import type { Mailer } from './email/mailer.js';
import type { SessionUser } from './identity/sessions.js';
import type { TeamAccess } from './identity/team-access.js';
import type { BackgroundTasks } from './lib/background.js';

export type AppContext = {
  config: Config;
  db: Db;
  mailer: Mailer;
  now: () => Date;
  background: BackgroundTasks;
  ping: () => Promise<void>;
};

/**
 * Who may call a route. API routes default to 'user'; 'public' routes are open; 'platform-admin'
 * routes refuse everyone but platform admins. `team: true` resolves the caller's role on the team named
 * by the :teamId param before the body is even validated (404 for strangers, 403 for parents' writes).
 */
export type RouteAccess = { auth?: 'public' | 'user' | 'platform-admin'; team?: boolean };

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
  interface FastifyRequest {
    user: SessionUser | null;
    teamAccess: TeamAccess | null;
  }
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
}
