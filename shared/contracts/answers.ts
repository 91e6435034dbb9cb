import { z } from 'zod';
import { errorResponse } from './error-response.js';

// Answers that are not JSON (an HTML page, a script, a redirect), for the route table's declarations of
// the sign-in and sign-out pages (auth-routes.ts). Only the server (and its tests) reach this module,
// through a declaration's `load`: the client never calls those routes, it navigates to them.

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
