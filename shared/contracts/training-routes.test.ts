import { describe, expect, it } from 'vitest';
import { mayCall, routeUrl } from './route.js';
import { createTrainingBody, teamEventsQuery, updateTrainingBody } from './training.js';
import * as trainingRoutes from './training-routes.js';
import * as trainingWriteRoutes from './training-write-routes.js';

describe('training routes', () => {
  it('let every member read the events and only coaches and admins write sessions', () => {
    for (const role of ['admin', 'coach', 'player_parent'] as const) {
      expect(mayCall(trainingRoutes.listTeamEvents, role), role).toBe(true);
    }
    expect(mayCall(trainingRoutes.listTeamEvents, null)).toBe(false);
    for (const route of Object.values(trainingWriteRoutes)) {
      expect(mayCall(route, 'coach'), route.path).toBe(true);
      expect(mayCall(route, 'admin'), route.path).toBe(true);
      expect(mayCall(route, 'player_parent'), route.path).toBe(false);
    }
    expect(
      routeUrl(trainingRoutes.listTeamEvents, {
        teamId: 'abc',
        query: { from: '2031-05-04', to: '2031-05-10' },
      }),
    ).toBe('/api/teams/abc/events?from=2031-05-04&to=2031-05-10');
    expect(routeUrl(trainingWriteRoutes.updateTrainingSession, { teamId: 'abc', params: { id: 7 } })).toBe(
      '/api/teams/abc/training-sessions/7',
    );
    expect(
      routeUrl(trainingWriteRoutes.deleteTrainingSession, {
        teamId: 'abc',
        params: { id: 7 },
        query: { scope: 'following' },
      }),
    ).toBe('/api/teams/abc/training-sessions/7?scope=following');
  });

  it('trim the place and notes, take empty notes as none, and refuse an end before the start', () => {
    expect(
      createTrainingBody.parse({
        date: '2031-05-06',
        startTime: '18:00',
        endTime: '19:00',
        place: '  Park ',
        notes: '  ',
      }),
    ).toEqual({ date: '2031-05-06', startTime: '18:00', endTime: '19:00', place: 'Park', notes: null });
    const backwards = createTrainingBody.safeParse({
      date: '2031-05-06',
      startTime: '19:00',
      endTime: '18:00',
      place: 'Park',
    });
    expect(backwards.error?.issues[0]).toMatchObject({
      path: ['endTime'],
      message: 'End time must be after the start time',
    });
    expect(updateTrainingBody.parse({ notes: null, cancelled: true })).toEqual({
      notes: null,
      cancelled: true,
    });
    expect(updateTrainingBody.safeParse({ place: '' }).success).toBe(false);
    // A scope of the two known; a meet time after a start sent with it refused here, alone left to the server.
    expect(updateTrainingBody.parse({ place: 'Hall', scope: 'following' })).toEqual({
      place: 'Hall',
      scope: 'following',
    });
    expect(updateTrainingBody.safeParse({ scope: 'all' }).success).toBe(false);
    expect(
      updateTrainingBody.safeParse({ meetTime: '18:30', startTime: '18:00' }).error?.issues[0],
    ).toMatchObject({
      path: ['meetTime'],
      message: 'Meet time must not be after the start time',
    });
    expect(updateTrainingBody.parse({ meetTime: '18:30' })).toEqual({ meetTime: '18:30' });
    expect(updateTrainingBody.parse({ meetTime: null })).toEqual({ meetTime: null });
  });

  it('take an events range of real days, forwards, of at most 366 days', () => {
    expect(teamEventsQuery.safeParse({}).success).toBe(true);
    expect(teamEventsQuery.safeParse({ from: '2031-01-01', to: '2031-12-31' }).success).toBe(true);
    // 366 days counting both ends: 1 January 2031 to 1 January 2032, and no more.
    expect(teamEventsQuery.safeParse({ from: '2031-01-01', to: '2032-01-01' }).success).toBe(true);
    expect(teamEventsQuery.safeParse({ from: '2031-01-01', to: '2032-01-02' }).success).toBe(false);
    expect(teamEventsQuery.safeParse({ from: '2031-01-02', to: '2031-01-01' }).success).toBe(false);
    expect(teamEventsQuery.safeParse({ from: '2031-02-29' }).success).toBe(false);
  });
});
