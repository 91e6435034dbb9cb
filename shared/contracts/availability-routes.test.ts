import { describe, expect, expectTypeOf, it } from 'vitest';
import type { AnswerLinkView } from './answer-links.js';
import { type EventAvailability, eventIdParam, setAvailabilityBody } from './availability.js';
import * as availabilityRoutes from './availability-routes.js';
import * as availabilityWriteRoutes from './availability-write-routes.js';
import { mayCall, type RouteAnswer, routeUrl } from './route.js';

describe('availability routes', () => {
  it('let every member read and a family answer, but nobody without a role', () => {
    const read = availabilityRoutes.getEventAvailability;
    const write = availabilityWriteRoutes.setEventAvailability;
    for (const role of ['admin', 'coach', 'player_parent'] as const) {
      expect(mayCall(read, role), role).toBe(true);
      expect(mayCall(write, role), role).toBe(true);
    }
    expect(mayCall(write, null)).toBe(false);
    expect(routeUrl(write, { params: { eventId: 'match-12', playerId: 3 } })).toBe(
      '/api/events/match-12/availability/3',
    );
  });

  it("keep the live screen's late or injured record to coaches and admins (issue 32)", () => {
    const live = availabilityWriteRoutes.recordLiveAvailability;
    expect(mayCall(live, 'admin')).toBe(true);
    expect(mayCall(live, 'coach')).toBe(true);
    expect(mayCall(live, 'player_parent')).toBe(false);
    expect(mayCall(live, null)).toBe(false);
    expect(routeUrl(live, { params: { id: 12 } })).toBe('/api/matches/12/live/availability');
    expectTypeOf<RouteAnswer<typeof live>>().toEqualTypeOf<EventAvailability>();
  });

  it('take match-<id> and training-<id> as event ids, within a database integer', () => {
    for (const good of ['match-1', 'match-12', 'match-2147483647', 'training-1', 'training-2147483647']) {
      expect(eventIdParam.safeParse(good).success, good).toBe(true);
    }
    for (const bad of [
      'match-0',
      'match-01',
      'match-1e3',
      'training-0',
      'training-01',
      'Training-1',
      'session-1',
      'training-2147483648',
      'Match-1',
      'match-2147483648',
      ' match-1',
    ]) {
      expect(eventIdParam.safeParse(bad).success, bad).toBe(false);
    }
  });

  it('trim a note, keep it to 200 characters and take an empty one as none', () => {
    expect(setAvailabilityBody.parse({ answer: 'maybe', note: '  late  ' })).toEqual({
      answer: 'maybe',
      note: 'late',
    });
    expect(setAvailabilityBody.parse({ answer: 'maybe', note: '   ' })).toEqual({
      answer: 'maybe',
      note: null,
    });
    expect(setAvailabilityBody.safeParse({ answer: 'maybe', note: 'x'.repeat(201) }).success).toBe(false);
    expectTypeOf<
      RouteAnswer<typeof availabilityWriteRoutes.setEventAvailability>
    >().toEqualTypeOf<EventAvailability>();
  });

  it('open the answer links to anyone, the token being their key, with the page view as both answers', () => {
    const read = availabilityRoutes.getAnswerLink;
    const write = availabilityWriteRoutes.answerByLink;
    expect(read.access).toEqual({ auth: 'public' });
    expect(write.access).toEqual({ auth: 'public' });
    expect(routeUrl(write, { params: { token: 'abc_-' } })).toBe('/api/answer-links/abc_-');
    expectTypeOf<RouteAnswer<typeof read>>().toEqualTypeOf<AnswerLinkView>();
    expectTypeOf<RouteAnswer<typeof write>>().toEqualTypeOf<AnswerLinkView>();
  });
});
