import { z } from 'zod';

// Probes for the host (not under /api, open to anyone): liveness and readiness.

/** GET /healthz → {status: 'ok'} while the process answers. */
export const healthResponse = z.object({ status: z.literal('ok') });

/** GET /readyz → {status: 'ready'} when the database answers; 503 SERVICE_UNAVAILABLE otherwise. */
export const readinessResponse = z.object({ status: z.literal('ready') });

/** The readiness probe's 503. */
export { errorResponse } from './error-response.js';
