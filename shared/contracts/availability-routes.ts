import type { RouteDeclaration } from './route.js';

// Availability answers (issue 31, decision 057). Signed-in users: the event's team is found from the
// event id, and the data function judges the caller's role on it (a family reads and answers only for
// its own players, which the team access rule cannot say). A match of another team is 404.
//
// The writes are in availability-write-routes.ts (docs/decisions/040-one-route-table.md).

const load = () => import('./availability.js');
type AvailabilityRoute = RouteDeclaration<Awaited<ReturnType<typeof load>>>;

/** A match's answers: the whole squad for coaches and admins, the caller's family's for a family. */
export const getEventAvailability = {
  method: 'GET',
  path: '/api/events/:eventId/availability',
  access: { auth: 'user' },
  load,
  schemas: (c) => ({ params: c.availabilityParams, response: { 200: c.eventAvailabilityResponse } }),
} as const satisfies AvailabilityRoute;
