import { describe, expect, it } from 'vitest';
import { offlineReadUrl } from './offline-reads';

const kept = (path: string) => offlineReadUrl.test(`https://touchline.example${path}`);

describe('offlineReadUrl', () => {
  it('keeps the team reads a coach needs at the touchline', () => {
    for (const path of [
      '/api/auth/user',
      '/api/auth/teams',
      '/api/auth/team-role/abc123',
      '/api/teams/abc123/matches',
      '/api/teams/abc123/players',
      '/api/teams/abc123/formations',
      '/api/teams/abc123/playing-time?from=2026-08-01&to=2027-05-31',
      '/api/matches/12/goals',
      '/api/matches/12/goals-against',
      '/api/matches/12/playing-time',
      '/api/events/match-12/availability',
    ]) {
      expect(kept(path), path).toBe(true);
    }
  });

  it('never keeps the live read, sign-in, CSV, answer links or the calendar feed', () => {
    for (const path of [
      '/api/matches/12/live',
      '/api/auth/verify?token=secret',
      '/api/login',
      '/api/logout',
      '/api/teams/abc123/playing-time.csv',
      '/api/answer-links/token',
      '/api/me/calendar-feed',
      '/ical/token.ics',
      '/api/admin/clubs',
      '/api/teams/abc123/matches/extra',
      '/api/matches/12/goals-against/extra',
      '/api/teams/abc/../admin/clubs',
    ]) {
      expect(kept(path), path).toBe(false);
    }
  });
});
