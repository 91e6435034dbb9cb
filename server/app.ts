import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { registerAdminRoutes } from './features/admin/routes.js';
import { registerAuthRoutes } from './features/auth/routes.js';
import { registerContactRoutes } from './features/contact/routes.js';
import { registerLeagueRoutes } from './features/league/routes.js';
import { registerMatchReadRoutes } from './features/matches/routes.js';
import { registerSquadRoutes } from './features/squad/routes.js';
import { clientBuildDir } from './lib/paths.js';
import { registerErrorHandler } from './plugins/error-handler.js';
import { registerCrossSiteGuard, registerSecurityHeaders } from './plugins/security.js';
import { registerSessionUser } from './plugins/session-user.js';
import { registerStaticClient } from './plugins/static-client.js';
import type { AppContext } from './types.js';

export type BuildAppOptions = {
  ctx: AppContext;
  logger?: boolean | object;
  clientDir?: string | null;
  /** Sees every route as it is added: tests that walk the whole API (bad-input.api.test.ts) use it. */
  onRoute?: (route: RouteOptions) => void;
};

// Tokens travel in the verify link's query string: keep them out of every log line.
function redactUrl(url: string): string {
  return url.replace(/([?&]token=)[^&]*/gi, '$1[redacted]');
}

/** Builds the whole app without listening, so tests and main.ts share one construction. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { ctx } = options;
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: 100 * 1024,
    trustProxy: ctx.config.trustProxy,
    requestIdHeader: false,
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
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('ctx', ctx);
  // JSON only: a text/plain body would otherwise reach validation and get a 400 instead of a 415.
  app.removeContentTypeParser('text/plain');

  registerErrorHandler(app);
  await registerSecurityHeaders(app, ctx.config.isSecure);
  registerCrossSiteGuard(app);
  await app.register(cookie);
  registerSessionUser(app);

  app.get('/healthz', { config: { access: { auth: 'public' } } }, async () => ({ status: 'ok' }));
  app.get('/readyz', { config: { access: { auth: 'public' } } }, async (_request, reply) => {
    try {
      await ctx.ping();
      return { status: 'ready' };
    } catch {
      return reply.status(503).send({ message: 'Database unavailable' });
    }
  });

  await registerAuthRoutes(app);
  await registerAdminRoutes(app);
  await registerContactRoutes(app);
  await registerSquadRoutes(app);
  await registerLeagueRoutes(app);
  await registerMatchReadRoutes(app);

  const clientDir = options.clientDir === undefined ? clientBuildDir : options.clientDir;
  if (clientDir) await registerStaticClient(app, clientDir);

  return app;
}
