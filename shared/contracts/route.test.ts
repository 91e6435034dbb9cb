import { describe, expect, expectTypeOf, it } from 'vitest';
import { syncFixtures } from './fixtures-sync-write-routes.js';
import type { RouteAnswer, RouteInput } from './route.js';
import { mayCall, routeUrl, teamRouteRefusal, unscopedPath } from './route.js';
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

describe('teamRouteRefusal (who may do what on a team, judged alike by the server and the screens)', () => {
  const read = { method: 'GET', access: { auth: 'team', from: 'param' } } as const;
  const write = { method: 'PATCH', access: { auth: 'team', from: 'param' } } as const;
  const adminsOnly = { method: 'POST', access: { auth: 'team', from: 'param', role: 'admin' } } as const;
  const adminsOnlyRead = { method: 'GET', access: { auth: 'team', from: 'param', role: 'admin' } } as const;

  it('lets everyone on the team read, and only editors write', () => {
    for (const role of ['admin', 'coach', 'player_parent'] as const) expect(mayCall(read, role)).toBe(true);
    expect(teamRouteRefusal(write, 'player_parent')).toBe('read-only');
    expect(mayCall(write, 'coach')).toBe(true);
    expect(mayCall(write, 'admin')).toBe(true);
  });

  it("keeps a route marked for admins to the team's admins, reads too", () => {
    expect(teamRouteRefusal(adminsOnly, 'coach')).toBe('admins-only');
    expect(teamRouteRefusal(adminsOnlyRead, 'coach')).toBe('admins-only');
    expect(teamRouteRefusal(adminsOnly, 'player_parent')).toBe('read-only');
    expect(mayCall(adminsOnly, 'admin')).toBe(true);
  });

  it('keeps a route marked for editors to admins and coaches, reads too', () => {
    const editorsRead = { method: 'GET', access: { auth: 'team', from: 'player', role: 'editor' } } as const;
    expect(teamRouteRefusal(editorsRead, 'player_parent')).toBe('editors-only');
    expect(mayCall(editorsRead, 'coach')).toBe(true);
    expect(mayCall(editorsRead, 'admin')).toBe(true);
  });

  it('refuses a caller with no role on the team', () => {
    expect(teamRouteRefusal(read, null)).toBe('no-role');
  });

  it("agrees with the route table's own declarations", () => {
    expect(mayCall(syncFixtures, 'coach')).toBe(false);
    expect(mayCall(syncFixtures, 'admin')).toBe(true);
  });
});
