import type { RouteDeclaration } from './route.js';

// A member's calendar feed (issue 31, decision 056). The feed itself is read by calendar apps, which
// have no session: its secret address is its only key, so its route is public and an unknown or
// revoked address is a bare 404.
//
// The writes are in calendar-feed-write-routes.ts (docs/decisions/040-one-route-table.md).

const load = () =>
  Promise.all([import('./calendar-feed.js'), import('./answers.js')]).then(([feed, answers]) => ({
    ...feed,
    ...answers,
  }));
type CalendarFeedRoute = RouteDeclaration<Awaited<ReturnType<typeof load>>>;

/** The feed (text/calendar): the matches of every team the address's member can read. */
export const getCalendarFeed = {
  method: 'GET',
  path: '/ical/:token.ics',
  access: { auth: 'public' },
  load,
  schemas: (c) => ({
    params: c.calendarFeedParams,
    response: {
      200: c.textAnswer('text/calendar', 'The iCalendar feed (RFC 5545), with ETag and Last-Modified'),
      304: c.redirectAnswer('Unchanged since the ETag sent in If-None-Match: no body'),
    },
  }),
} as const satisfies CalendarFeedRoute;

/** Whether the signed-in member has a feed address. */
export const getCalendarFeedStatus = {
  method: 'GET',
  path: '/api/me/calendar-feed',
  access: { auth: 'user' },
  load,
  schemas: (c) => ({ response: { 200: c.calendarFeedStatusResponse } }),
} as const satisfies CalendarFeedRoute;
