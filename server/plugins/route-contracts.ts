import type { FastifyInstance, RouteOptions } from 'fastify';
import { z } from 'zod';
import { errorResponse } from '../../shared/contracts/errors.js';

// Every route declares what it answers (schema.response, from shared/contracts). The zod serializer
// (fastify-type-provider-zod) then writes only the fields a contract declares: a field the shaping code
// forgot to remove for a role (decision 006) is dropped, never sent; a value of the wrong type is a 500,
// never a surprise for the client.

/**
 * Routes that answer no contract of ours: the client's index page and its files (plugins/static-client.ts),
 * sent as files, outside /api. Nothing else may go without a declared answer.
 */
export const routesWithoutContract: ReadonlySet<string> = new Set(['/', '/*']);

type ResponseSchemas = Record<string, unknown>;

const responsesOf = (route: Pick<RouteOptions, 'schema'>) =>
  (route.schema as { response?: ResponseSchemas } | undefined)?.response;

/** A success status: 2xx, or 3xx for the sign-in and sign-out redirects. */
const isSuccessStatus = (status: string) => /^[23](\d\d|xx)$/i.test(status);

/** Why a route's declared answers are missing, or null when it declares one for success. */
export function describeResponseContractProblem(
  route: Pick<RouteOptions, 'method' | 'url' | 'schema'>,
): string | null {
  if (routesWithoutContract.has(route.url)) return null;
  const name = `${Array.isArray(route.method) ? route.method.join(',') : route.method} ${route.url}`;
  const statuses = Object.keys(responsesOf(route) ?? {});
  if (!statuses.some(isSuccessStatus)) {
    return `route ${name} declares no success answer (schema.response for a 2xx status, or a redirect)`;
  }
  return null;
}

/**
 * A text answer the handler sends as a string with its own content type (an HTML page, a script).
 * Fastify never runs a serializer on a string sent with a non-JSON content type, so this documents the
 * answer (in /api/docs) without touching it.
 */
export function textAnswer<T extends string>(contentType: T, description: string) {
  return {
    description,
    content: { [contentType]: { schema: z.string() } } as Record<T, { schema: z.ZodString }>,
  };
}

/** A refusal that is an HTML page for a browser's form or navigation, and {code, message} for JSON. */
export function pageOrErrorAnswer(description: string) {
  return {
    description,
    content: { 'text/html': { schema: z.string() }, 'application/json': { schema: errorResponse } },
  };
}

/** A 303 redirect: no body, the Location header says where. */
export const redirectAnswer = (description: string) => z.null().describe(description);

/**
 * Adds `{code, message}` for 4xx and 5xx unless the route declares its own for a status: every error
 * goes through the one error handler (plugins/error-handler.ts) in that shape, which is then documented
 * and written through the same contract as the success answers.
 */
function withErrorAnswers(route: RouteOptions): void {
  const response = responsesOf(route) ?? {};
  route.schema = {
    ...route.schema,
    response: { '4xx': errorResponse, '5xx': errorResponse, ...response },
  };
}

/**
 * A route without a declared success answer cannot be added: the app does not start (like a route
 * without an access rule, plugins/route-access.ts).
 */
export function registerRouteContracts(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const problem = describeResponseContractProblem(route);
    if (problem) throw new Error(`Refusing to start: ${problem}`);
    if (!routesWithoutContract.has(route.url)) withErrorAnswers(route);
  });
}
