import { describe, expect, expectTypeOf, it } from 'vitest';
import type { CalendarFeedCreated, CalendarFeedStatus } from './calendar-feed.js';
import * as feedRoutes from './calendar-feed-routes.js';
import * as feedWriteRoutes from './calendar-feed-write-routes.js';
import type { RouteAnswer } from './route.js';
import { routeUrl } from './route.js';

describe('calendar feed routes', () => {
  it('keep the feed public (its address is its key) and the account calls signed in', () => {
    expect(routeUrl(feedRoutes.getCalendarFeed, { params: { token: 'a/b' } })).toBe('/ical/a%2Fb.ics');
    expect(feedRoutes.getCalendarFeed.access).toEqual({ auth: 'public' });
    for (const route of [
      feedRoutes.getCalendarFeedStatus,
      feedWriteRoutes.createCalendarFeed,
      feedWriteRoutes.deleteCalendarFeed,
    ]) {
      expect(routeUrl(route, {})).toBe('/api/me/calendar-feed');
      expect(route.access).toEqual({ auth: 'user' });
    }
  });

  it('type the answers from the declarations', () => {
    expectTypeOf<RouteAnswer<typeof feedRoutes.getCalendarFeedStatus>>().toEqualTypeOf<CalendarFeedStatus>();
    expectTypeOf<
      RouteAnswer<typeof feedWriteRoutes.createCalendarFeed>
    >().toEqualTypeOf<CalendarFeedCreated>();
  });
});
