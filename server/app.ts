import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyReply, type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import * as healthRoutes from '../shared/contracts/health-routes.js';
import { registerAdminRoutes } from './features/admin/routes.js';
import { registerAuthRoutes } from './features/auth/routes.js';
import { registerAvailabilityRoutes } from './features/availability/routes.js';
import { registerCalendarFeedRoutes } from './features/calendar-feed/routes.js';
import { registerContactRoutes } from './features/contact/routes.js';
import { registerFixturesSyncRoutes } from './features/fixtures-sync/routes.js';
import { registerFormationRoutes } from './features/formations/routes.js';
import { registerLeagueRoutes } from './features/league/routes.js';
import { registerMatchRoutes } from './features/matches/routes.js';
import { registerSquadRoutes } from './features/squad/routes.js';
import { registerTrainingRoutes } from './features/training/routes.js';
import { clientBuildDir } from './lib/paths.js';
import { redactUrl } from './lib/redact-url.js';
import { registerRoute } from './lib/register-route.js';
import { registerAdmission } from './plugins/admission.js';
import { registerApiDocs } from './plugins/api-docs.js';
import { answerFrameworkError, registerErrorHandler } from './plugins/error-handler.js';
import { registerRouteAccess } from './plugins/route-access.js';
import { registerRouteContracts } from './plugins/route-contracts.js';
import { registerCrossSiteGuard, registerSecurityHeaders } from './plugins/security.js';
import { registerStaticClient } from './plugins/static-client.js';
import type { AppContext } from './types.js';

export type BuildAppOptions = {
  ctx: AppContext;
  logger?: boolean | object;
  clientDir?: string | null;
  /** Sees every route as it is added: tests that walk the whole API (bad-input.api.test.ts) use it. */
  onRoute?: (route: RouteOptions) => void;
};

/** Builds the whole app without listening, so tests and main.ts share one construction. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { ctx } = options;
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: 100 * 1024,
    trustProxy: ctx.config.trustProxy,
    requestIdHeader: false,
    // A malformed path (`/api/teams/%ff/players`) fails before routing; answer it in the app's shape.
    frameworkErrors: (error, _request, reply) => {
      const { status, code, message } = answerFrameworkError(error);
      (reply as unknown as FastifyReply)
        .status(status)
        .header('cache-control', 'no-store')
        .send({ code, message });
    },
    ...(options.logger
      ? {
          logger: {
            level: ctx.config.logLevel,
            serializers: {
              req: (req: { method: string; url: string; ip?: string }) => ({
                method: req.method,
                url: redactUrl(req.url),
                ip: req.ip,
              }),
              res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
            },
          },
        }
      : {}),
  });
  // Judges each route as its feature declared it, before a test's onRoute may change it.
  registerRouteContracts(app);
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('ctx', ctx);
  // JSON only: a text/plain body would otherwise reach validation and get a 400 instead of a 415.
  app.removeContentTypeParser('text/plain');

  registerErrorHandler(app);
  // First of all hooks: requests start in arrival order, a few per event-loop turn.
  registerAdmission(app);
  registerSecurityHeaders(app, ctx.config.isSecure);
  registerCrossSiteGuard(app);
  await app.register(cookie);
  registerRouteAccess(app);
  // Answers under /api may hold family e-mail addresses: no browser or proxy keeps a copy. Decided by
  // the matched route's pattern (or the not-found handler), never by the raw URL.
  app.addHook('onSend', async (request, reply) => {
    const pattern = request.routeOptions.url ?? '';
    if ((pattern.startsWith('/api/') || request.is404) && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
  });

  await registerApiDocs(app);

  await registerRoute(app, healthRoutes.health, async () => ({ status: 'ok' as const }));
  await registerRoute(app, healthRoutes.readiness, async (_request, reply) => {
    try {
      await ctx.ping();
      return { status: 'ready' as const };
    } catch {
      return reply.status(503).send({ code: 'SERVICE_UNAVAILABLE', message: 'Database unavailable' });
    }
  });

  await registerAuthRoutes(app);
  await registerAdminRoutes(app);
  await registerContactRoutes(app);
  await registerSquadRoutes(app);
  await registerLeagueRoutes(app);
  await registerMatchRoutes(app);
  await registerFormationRoutes(app);
  await registerFixturesSyncRoutes(app);
  await registerCalendarFeedRoutes(app);
  await registerAvailabilityRoutes(app);
  await registerTrainingRoutes(app);

  const clientDir = options.clientDir === undefined ? clientBuildDir : options.clientDir;
  if (clientDir) await registerStaticClient(app, clientDir);

  return app;
}
