import swagger from '@fastify/swagger';
import type { FastifyInstance, FastifySchema } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RouteAccess } from '../../shared/contracts/route.js';

/** The access rule in words, so a club's own tools know who may call what. */
export function describeAccess(access: RouteAccess | undefined): string {
  if (!access) return 'Refused: no access rule.';
  switch (access.auth) {
    case 'public':
      return 'Open to anyone.';
    case 'user':
      return 'Any signed-in user.';
    case 'platform-admin':
      return 'Platform administrators only.';
    case 'team': {
      const where = {
        param: 'the team in the path (:teamId, its secure id or number)',
        only: "the caller's only team (400 Team ID is required with several)",
        player: 'the team of the player in the path',
        match: 'the team of the match in the path',
        goal: 'the team of the goal in the path',
        formation: 'the team of the formation in the path',
        event: 'the team of the event in the path (:eventId, match-<id>)',
      }[access.from];
      if (access.role === 'editor') {
        return `Signed-in users with a role on ${where}: admins and coaches only, reads too (parents and players get 403); others get 404.`;
      }
      if (access.familyWrites) {
        return `Signed-in users with a role on ${where}: everyone with a role may read and write, parents and players for their own family's players only; others get 404.`;
      }
      return `Signed-in users with a role on ${where}: everyone with a role may read; admins and coaches may write; others get 404.`;
    }
  }
}

/**
 * The route table as an OpenAPI document at GET /api/docs, built from the same zod schemas the routes
 * validate with (fastify-type-provider-zod's transform), each operation saying its access rule. Only
 * /api routes are listed; the client's catch-all is not an API.
 */
export async function registerApiDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Touchline API',
        version: '1',
        description:
          'Sign in through the e-mailed link; calls then carry the session cookie. Every error answers {code, message}.',
      },
    },
    transform: (input) => {
      if (!input.url.startsWith('/api/')) return { schema: { hide: true } as FastifySchema, url: input.url };
      const transformed = jsonSchemaTransform(input);
      const access = (input.route.config as { access?: RouteAccess } | undefined)?.access;
      return { ...transformed, schema: { ...transformed.schema, description: describeAccess(access) } };
    },
    transformObject: jsonSchemaTransformObject,
  });
  // The document itself is not a contract of ours: its keys pass through as @fastify/swagger built them.
  // Registered here rather than from the route table (shared/contracts/*-routes.ts): it is the table's
  // rendering, not one of its operations, so it must stay out of the document it serves (`hide`, which a
  // declaration does not carry), and no client calls it.
  const openApiDocument = z.looseObject({ openapi: z.string() });
  app.get(
    '/api/docs',
    {
      config: { access: { auth: 'public' } },
      schema: { hide: true, response: { 200: openApiDocument } } as FastifySchema,
    },
    async () => app.swagger(),
  );
}
