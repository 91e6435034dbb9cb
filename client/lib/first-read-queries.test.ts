import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { squadPageReads } from '../../shared/contracts/first-reads';
import { isNotFound, isTeamIdRequired } from './api-checks';
import { prefetchPageReads, teamReadFn } from './first-read-queries';
import { userKey } from './user-query';
import { userTeamsKey } from './user-teams-query';

const coach = { id: 1, email: 'coach@example.test', role: 'coach' };
const team = (secureId: string) => ({ secureId, name: secureId, userRole: 'coach' });

/** A query client with the user and their teams already answered, and fetch recording every address. */
function setUp(user: object, teams: object[]) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(userKey, user);
  client.setQueryData(userTeamsKey, teams);
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      asked.push(url);
      return new Response('[]', { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
  return { client, asked };
}

const players = (teamId: string | null) => ({
  queryKey: ['players', teamId],
  queryFn: teamReadFn(squadPageReads.players, teamId),
});

afterEach(() => vi.unstubAllGlobals());

describe('an unscoped first read', () => {
  it('is not sent for a coach of several teams: the page is told to ask which team', async () => {
    const { client, asked } = setUp(coach, [team('a'), team('b')]);
    const failure = await client.fetchQuery(players(null)).catch((error: unknown) => error);
    expect(isTeamIdRequired(failure)).toBe(true);
    expect(asked).toEqual([]);
  });

  it('is not sent for someone on no team: the page says they have none', async () => {
    const { client, asked } = setUp(coach, []);
    const failure = await client.fetchQuery(players(null)).catch((error: unknown) => error);
    expect(isNotFound(failure)).toBe(true);
    expect(asked).toEqual([]);
  });

  it('goes to the unscoped address for a coach of one team, and for a platform admin, who has no list', async () => {
    const { client, asked } = setUp(coach, [team('a')]);
    await client.fetchQuery(players(null));
    const admin = setUp({ ...coach, role: 'admin' }, [team('a'), team('b')]);
    await admin.client.fetchQuery(players(null));
    expect([...asked, ...admin.asked]).toEqual(['/api/players', '/api/players']);
  });
});

describe('prefetchPageReads', () => {
  const queries = {
    players,
    defaults: (teamId: string | null) => ({
      queryKey: ['defaults', teamId],
      queryFn: teamReadFn(squadPageReads.defaults, teamId),
    }),
    stats: (teamId: string | null) => ({
      queryKey: ['stats', teamId],
      queryFn: teamReadFn(squadPageReads.stats, teamId),
    }),
    playingTime: (teamId: string | null) => ({
      queryKey: ['playing-time', teamId],
      queryFn: teamReadFn(squadPageReads.playingTime, teamId),
    }),
  };

  it("starts every declared read on a team's page; unscoped, the team-only ones once the caller's only team is known", async () => {
    const { client, asked } = setUp(coach, [team('a')]);
    const prefetch = prefetchPageReads(squadPageReads, queries);
    await prefetch(client, { teamId: 'Ab9' });
    await prefetch(client, {});
    expect(asked).toEqual([
      '/api/teams/Ab9/players',
      '/api/teams/Ab9/team',
      '/api/teams/Ab9/stats',
      '/api/teams/Ab9/playing-time',
      '/api/players',
      '/api/teams/a/team',
      '/api/teams/a/stats',
      '/api/teams/a/playing-time',
    ]);
  });

  it('unscoped, sends no team-only read for a coach of several teams', async () => {
    const { client, asked } = setUp(coach, [team('a'), team('b')]);
    await prefetchPageReads(squadPageReads, queries)(client, {});
    expect(asked).toEqual([]);
  });
});
