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
