import { describe, expect, expectTypeOf, it } from 'vitest';
import type { DeleteOppositionTeamResponse, OppositionTeam } from './league.js';
import * as leagueRoutes from './league-routes.js';
import * as leagueWriteRoutes from './league-write-routes.js';
import type { RouteAnswer, RouteInput } from './route.js';
import { routeUrl } from './route.js';

describe('league routes', () => {
  it("take the team's path with a team, and the unscoped form of the list and create without", () => {
    expect(routeUrl(leagueRoutes.listOppositionTeams, { teamId: 't' })).toBe('/api/teams/t/teams');
    expect(routeUrl(leagueRoutes.listOppositionTeams, { teamId: null })).toBe('/api/teams');
    expect(routeUrl(leagueWriteRoutes.createOppositionTeam, { teamId: null })).toBe('/api/teams');
    expect(routeUrl(leagueWriteRoutes.updateOppositionTeam, { teamId: 't', params: { id: 7 } })).toBe(
      '/api/teams/t/teams/7',
    );
    expect(() =>
      routeUrl(leagueWriteRoutes.deleteOppositionTeam, { teamId: null, params: { id: 7 } }),
    ).toThrow(/needs a team/);
  });

  it('type the answers and inputs from the declarations', () => {
    expectTypeOf<RouteAnswer<typeof leagueRoutes.listOppositionTeams>>().toEqualTypeOf<OppositionTeam[]>();
    expectTypeOf<
      RouteAnswer<typeof leagueWriteRoutes.createOppositionTeam>
    >().toEqualTypeOf<OppositionTeam>();
    expectTypeOf<
      RouteAnswer<typeof leagueWriteRoutes.deleteOppositionTeam>
    >().toEqualTypeOf<DeleteOppositionTeamResponse>();
    expectTypeOf<
      RouteInput<typeof leagueWriteRoutes.updateOppositionTeam>['teamId']
    >().toEqualTypeOf<string>();
    expectTypeOf<RouteInput<typeof leagueWriteRoutes.updateOppositionTeam>['params']>().toEqualTypeOf<{
      id: string | number;
    }>();
  });
});
