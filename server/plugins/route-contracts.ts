import type { FastifyInstance, RouteOptions } from 'fastify';
import { errorResponse } from '../../shared/contracts/error-response.js';

// Every route declares what it answers (schema.response, from shared/contracts). The zod serializer
// (fastify-type-provider-zod) then writes only the fields a contract declares: a field the shaping code
// forgot to remove for a role (decision 006) is dropped, never sent; a value of the wrong type is a 500,
// never a surprise for the client.
//
// The answers that are not JSON (a page, a script, a redirect) are declared with the route table
// (shared/contracts/answers.ts).

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
 * The one API route outside the route table: the OpenAPI document, which is the table's own rendering,
 * hidden from itself (plugins/api-docs.ts).
 */
const undeclaredApiRoutes: ReadonlySet<string> = new Set(['/api/docs']);

/**
 * Why an API route is not the route table's (shared/contracts/*-routes.ts, registered by
 * server/lib/register-route.ts), or null: an operation is declared once, where the client reads it too.
 */
export function describeUndeclaredRoute(
  route: Pick<RouteOptions, 'method' | 'url' | 'config'>,
): string | null {
  if (!route.url.startsWith('/api/') || undeclaredApiRoutes.has(route.url)) return null;
  if ((route.config as { declared?: boolean } | undefined)?.declared) return null;
  const name = `${Array.isArray(route.method) ? route.method.join(',') : route.method} ${route.url}`;
  return `route ${name} is not declared in the route table (shared/contracts/*-routes.ts)`;
}

/**
 * A route without a declared success answer cannot be added: the app does not start (like a route
 * without an access rule, plugins/route-access.ts).
 */
export function registerRouteContracts(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const problem = describeResponseContractProblem(route) ?? describeUndeclaredRoute(route);
    if (problem) throw new Error(`Refusing to start: ${problem}`);
    if (!routesWithoutContract.has(route.url)) withErrorAnswers(route);
  });
}
