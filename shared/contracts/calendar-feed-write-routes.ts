import type { RouteDeclaration } from './route.js';

// A member's calendar feed (issue 31, decision 056): make, replace or turn off the secret address.
// Its reads are in calendar-feed-routes.ts (docs/decisions/040-one-route-table.md).

const load = () => import('./calendar-feed.js');
type CalendarFeedRoute = RouteDeclaration<Awaited<ReturnType<typeof load>>>;

/** Makes the member's feed address, or replaces it (the old one stops working); answers it this once. */
export const createCalendarFeed = {
  method: 'POST',
  path: '/api/me/calendar-feed',
  access: { auth: 'user' },
  load,
  schemas: (c) => ({ response: { 201: c.calendarFeedCreatedResponse } }),
} as const satisfies CalendarFeedRoute;

/** Turns the feed off: its address answers 404 from now on. */
export const deleteCalendarFeed = {
  method: 'DELETE',
  path: '/api/me/calendar-feed',
  access: { auth: 'user' },
  load,
  schemas: (c) => ({ response: { 200: c.calendarFeedDeletedResponse } }),
} as const satisfies CalendarFeedRoute;
