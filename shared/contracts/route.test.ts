import { describe, expect, expectTypeOf, it } from 'vitest';
import type { RouteAnswer, RouteInput } from './route.js';
import { routeUrl, unscopedPath } from './route.js';
import type { Player, TeamDefaults } from './squad.js';
import * as squadRoutes from './squad-routes.js';
import * as squadWriteRoutes from './squad-write-routes.js';

describe('routeUrl', () => {
  it("takes the team's path with a team, and the unscoped form without", () => {
    expect(routeUrl(squadRoutes.listPlayers, { teamId: 'riverside-u12' })).toBe(
      '/api/teams/riverside-u12/players',
    );
    expect(routeUrl(squadRoutes.listPlayers, { teamId: null })).toBe('/api/players');
    expect(unscopedPath({ path: '/api/teams/:teamId/matches/:id', unscoped: 'match' })).toBe(
      '/api/matches/:id',
    );
    expect(unscopedPath({ path: '/api/teams/:teamId/team' })).toBeNull();
  });

  it('encodes every value as one path segment, so an id cannot add a segment or a query', () => {
    expect(routeUrl(squadRoutes.listPlayers, { teamId: '../admin?x=1' })).toBe(
      '/api/teams/..%2Fadmin%3Fx%3D1/players',
    );
    expect(routeUrl(squadWriteRoutes.updatePlayer, { params: { id: '7/emails' } })).toBe(
      '/api/players/7%2Femails',
    );
  });

  it('refuses a call without the team a team-only route needs, or without a parameter', () => {
    expect(() => routeUrl(squadRoutes.getTeamDefaults, { teamId: null })).toThrow(/needs a team/);
    expect(() => routeUrl(squadWriteRoutes.updatePlayer, { params: {} })).toThrow(/needs its id/);
  });

  it('adds the query, leaving out what is not set', () => {
    expect(
      routeUrl(
        { path: '/api/teams/:teamId/formations', unscoped: 'only' },
        { teamId: 't', query: { matchId: 4, x: undefined } },
      ),
    ).toBe('/api/teams/t/formations?matchId=4');
  });
});

describe('route types', () => {
  it('type the answer and the input from the declaration', () => {
    expectTypeOf<RouteAnswer<typeof squadRoutes.listPlayers>>().toEqualTypeOf<Player[]>();
    expectTypeOf<RouteAnswer<typeof squadRoutes.getTeamDefaults>>().toEqualTypeOf<TeamDefaults>();
    expectTypeOf<RouteInput<typeof squadWriteRoutes.updatePlayer>['params']>().toEqualTypeOf<{
      id: string | number;
    }>();
    expectTypeOf<RouteInput<typeof squadRoutes.listPlayers>['teamId']>().toEqualTypeOf<
      string | null | undefined
    >();
    expectTypeOf<RouteInput<typeof squadRoutes.getTeamDefaults>['teamId']>().toEqualTypeOf<string>();
  });
});
