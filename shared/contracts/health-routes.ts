import type { RouteDeclaration } from './route.js';

// The host's probes (not under /api, open to anyone): liveness and readiness.

const load = () => import('./health.js');
type HealthRoute = RouteDeclaration<Awaited<ReturnType<typeof load>>>;

/** {status: 'ok'} while the process answers. */
export const health = {
  method: 'GET',
  path: '/healthz',
  access: { auth: 'public' },
  load,
  schemas: (c) => ({ response: { 200: c.healthResponse } }),
} as const satisfies HealthRoute;

/** {status: 'ready'} when the database answers; 503 SERVICE_UNAVAILABLE otherwise. */
export const readiness = {
  method: 'GET',
  path: '/readyz',
  access: { auth: 'public' },
  load,
  schemas: (c) => ({ response: { 200: c.readinessResponse, 503: c.errorResponse } }),
} as const satisfies HealthRoute;
