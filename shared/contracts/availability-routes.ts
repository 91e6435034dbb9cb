import type { RouteDeclaration } from './route.js';

// Availability answers (issue 31, decision 057). The event's team (from the event id: `match-12` is
// the match's team) decides access, as the team routes' :id does; a family then reads only its own
// players, which the data function enforces. A match of another team, or none, is 404 Event not found.
//
// The writes are in availability-write-routes.ts (docs/decisions/040-one-route-table.md).

const load = () => import('./availability.js');
type AvailabilityRoute = RouteDeclaration<Awaited<ReturnType<typeof load>>>;

/** A match's answers: the whole squad for coaches and admins, the caller's family's for a family. */
export const getEventAvailability = {
  method: 'GET',
  path: '/api/events/:eventId/availability',
  access: { auth: 'team', from: 'event' },
  load,
  schemas: (c) => ({ params: c.availabilityParams, response: { 200: c.eventAvailabilityResponse } }),
} as const satisfies AvailabilityRoute;

const loadAnswerLinks = () => import('./answer-links.js');
type AnswerLinkRoute = RouteDeclaration<Awaited<ReturnType<typeof loadAnswerLinks>>>;

/**
 * The answer page's data (decision 059): the token is its only key, so it is public. Reading changes
 * nothing, whatever the query says (mail scanners open every link). Unknown, malformed, expired or
 * revoked: 404 with ANSWER_LINK_INVALID.
 */
export const getAnswerLink = {
  method: 'GET',
  path: '/api/answer-links/:token',
  access: { auth: 'public' },
  load: loadAnswerLinks,
  schemas: (c) => ({ params: c.answerLinkParams, response: { 200: c.answerLinkView } }),
} as const satisfies AnswerLinkRoute;
