import type { FastifyInstance, FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
import { z } from 'zod';
import { teamParams } from '../../shared/contracts/params.js';
import {
  type AnyRoute,
  type RouteAccess,
  type RouteSchemas,
  unscopedPath,
} from '../../shared/contracts/route.js';

// Registers an operation of the route table (shared/contracts/*-routes.ts) as Fastify routes: the path it
// declares, and its unscoped form where it has one, each with the declaration's schemas and access rule.
// A handler is written once for both forms: it reads its team from the access hook (getTeamAccess), never
// from the path.

type SchemasOf<R> = R extends { schemas: (contracts: never) => infer S } ? S : never;
type OutputOf<S, Key extends string> = S extends { [K in Key]: infer T extends z.ZodType }
  ? z.output<T>
  : undefined;
type SuccessAnswer<S> = S extends { response: infer Answers }
  ? {
      [Status in keyof Answers]: Status extends 200 | 201 | 202 | 204
        ? Answers[Status] extends z.ZodType
          ? z.input<Answers[Status]>
          : unknown
        : never;
    }[keyof Answers]
  : never;

/** The request a route's handler gets: its params, query and body as the schemas output them. */
export type RouteRequest<R> = FastifyRequest<{
  Params: OutputOf<SchemasOf<R>, 'params'> extends undefined
    ? Record<string, string>
    : OutputOf<SchemasOf<R>, 'params'>;
  Querystring: OutputOf<SchemasOf<R>, 'querystring'>;
  Body: OutputOf<SchemasOf<R>, 'body'>;
}>;

/** A handler answers the route's success shape, or the reply it has sent itself (a prepared JSON text). */
export type RouteHandler<R> = (
  request: RouteRequest<R>,
  reply: FastifyReply,
) => Promise<SuccessAnswer<SchemasOf<R>> | FastifyReply>;

/** The params schema of a team's path: :teamId (resolved by the access hook) and the route's own. */
function withTeam(params: z.ZodType | undefined): z.ZodType {
  if (params === undefined) return teamParams;
  if (!(params instanceof z.ZodObject)) throw new Error('A team route declares its params as an object');
  return teamParams.extend(params.shape);
}

/** How the server takes a route's request, beside its contract. */
export type RouteOptions = {
  /** A body larger than the app's limit (a saved web page). */
  bodyLimit?: number;
  /** A body the schema refuses reaches the handler as request.validationError, to answer in its own way. */
  attachValidation?: boolean;
};

export async function registerRoute<R extends AnyRoute>(
  app: FastifyInstance,
  route: R,
  handler: RouteHandler<R>,
  options: RouteOptions = {},
): Promise<void> {
  const schemas: RouteSchemas = (route.schemas as (contracts: unknown) => RouteSchemas)(await route.load());
  const hasTeam = route.path.includes(':teamId');
  const base = {
    ...options,
    method: route.method,
    handler: handler as unknown as RouteHandlerMethod,
  };
  const schemaFor = (params: z.ZodType | undefined) => ({
    ...schemas,
    ...(params ? { params } : {}),
  });
  const configFor = (access: RouteAccess) => ({
    access,
    declared: true,
    ...(route.invalidBody ? { invalidBody: route.invalidBody } : {}),
  });

  app.route({
    ...base,
    url: route.path,
    schema: schemaFor(hasTeam ? withTeam(schemas.params) : schemas.params),
    config: configFor(route.access),
  });
  const unscoped = unscopedPath(route);
  if (unscoped && route.unscoped) {
    app.route({
      ...base,
      url: unscoped,
      schema: schemaFor(schemas.params),
      config: configFor({ auth: 'team', from: route.unscoped }),
    });
  }
}
