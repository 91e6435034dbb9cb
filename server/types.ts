import type { ApiErrorCode } from '../shared/contracts/errors.js';
import type { Config } from './config.js';
import type { Db } from './db/client.js';
import type { Mailer } from './email/mailer.js';
import type { OwnedResource } from './identity/resource-teams.js';
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
 * Who may call a route, declared on every route as `config.access` and enforced by one hook
 * (server/plugins/route-access.ts) from the route Fastify matched, never from the raw URL. A route
 * without a rule does not start (fail closed).
 * - public: anyone; `readsSession` when the handler wants to know who is signed in.
 * - user: any signed-in user.
 * - platform-admin: platform administrators only.
 * - team: the caller's role on one team, resolved before the body is read; writes (any method but
 *   GET/HEAD/OPTIONS) need admin or coach. `from` says where the team comes from: the `:teamId` param,
 *   the caller's only team (unscoped forms such as /api/players), or the team owning the `:id` of a
 *   player, match or goal. A team or thing the caller has no role on answers 404, as if absent.
 */
export type TeamSource = 'param' | 'only' | OwnedResource;
export type RouteAccess =
  | { auth: 'public'; readsSession?: boolean }
  | { auth: 'user' }
  | { auth: 'platform-admin' }
  /** `role: 'admin'`: only the team's admins (platform admins and the club's admins), for reads too. */
  | { auth: 'team'; from: TeamSource; role?: 'admin' };

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
    /**
     * How the route words a body its schema refuses, `<prefix>: <field>: <why>` with `code`, where the
     * spec's clients look for a phrase of their own (formations: "Invalid formation data"). Without it:
     * `Validation failed: <field>: <why>`, VALIDATION_FAILED.
     */
    invalidBody?: { prefix: string; code: ApiErrorCode };
  }
}
