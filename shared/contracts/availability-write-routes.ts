import type { RouteDeclaration } from './route.js';

// Availability answers (issue 31, decision 057): a family answers for its own players, coaches and
// admins for anyone in the squad. The role is judged by the data function from the event's team
// (access 'user'): a parent's write is allowed here, unlike the team routes' writes.
// Its reads are in availability-routes.ts (docs/decisions/040-one-route-table.md).

const load = () => import('./availability.js');
type AvailabilityRoute = RouteDeclaration<Awaited<ReturnType<typeof load>>>;

/** Sets one player's answer (and note); answers the event's availability as the caller sees it. */
export const setEventAvailability = {
  method: 'PUT',
  path: '/api/events/:eventId/availability/:playerId',
  access: { auth: 'user' },
  load,
  schemas: (c) => ({
    params: c.availabilityAnswerParams,
    body: c.setAvailabilityBody,
    response: { 200: c.setAvailabilityResponse },
  }),
} as const satisfies AvailabilityRoute;
