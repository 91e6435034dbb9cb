import type { RouteDeclaration } from './route.js';

// Availability answers (issue 31, decision 057): a family answers for its own players, coaches and
// admins for anyone in the squad. Unlike the other team writes, parents and players may call it
// (`familyWrites`); the data function limits them to their family's players.
// Its reads are in availability-routes.ts (docs/decisions/040-one-route-table.md).

const load = () => import('./availability.js');
type AvailabilityRoute = RouteDeclaration<Awaited<ReturnType<typeof load>>>;

/** Sets one player's answer (and note); answers the event's availability as the caller sees it. */
export const setEventAvailability = {
  method: 'PUT',
  path: '/api/events/:eventId/availability/:playerId',
  access: { auth: 'team', from: 'event', familyWrites: true },
  load,
  schemas: (c) => ({
    params: c.availabilityAnswerParams,
    body: c.setAvailabilityBody,
    response: { 200: c.setAvailabilityResponse },
  }),
} as const satisfies AvailabilityRoute;

/**
 * "Player late or injured" on the live screen (issue 32, decision 067): a coach's or an admin's of the
 * match's team (a POST with `from: 'match'`: parents and players 403, another team's match 404). The
 * same answer row as the PUT, written by the same upsert.
 */
export const recordLiveAvailability = {
  method: 'POST',
  path: '/api/matches/:id/live/availability',
  access: { auth: 'team', from: 'match' },
  load,
  schemas: (c) => ({
    params: c.liveAvailabilityParams,
    body: c.liveAvailabilityBody,
    response: { 200: c.eventAvailabilityResponse },
  }),
} as const satisfies AvailabilityRoute;

const loadAnswerLinks = () => import('./answer-links.js');
type AnswerLinkRoute = RouteDeclaration<Awaited<ReturnType<typeof loadAnswerLinks>>>;

/**
 * Answers through a link (decision 059), as the family member it was sent to, on the same write path
 * as the signed-in PUT and under the same lock (409 AVAILABILITY_LOCKED). Public: the token is the key;
 * the cross-site guard refuses it from another site as every write.
 */
export const answerByLink = {
  method: 'POST',
  path: '/api/answer-links/:token',
  access: { auth: 'public' },
  load: loadAnswerLinks,
  schemas: (c) => ({
    params: c.answerLinkParams,
    body: c.answerLinkBody,
    response: { 200: c.answerLinkView },
  }),
} as const satisfies AnswerLinkRoute;
