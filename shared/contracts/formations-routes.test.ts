import { describe, expect, expectTypeOf, it } from 'vitest';
import type { Formation, ListFormationsQuery } from './formations.js';
import { INVALID_FORMATION_DATA } from './formations.js';
import * as formationRoutes from './formations-routes.js';
import * as formationWriteRoutes from './formations-write-routes.js';
import type { MessageResponse } from './params.js';
import type { RouteAnswer, RouteInput } from './route.js';
import { routeUrl } from './route.js';

describe('formation routes', () => {
  it("take the team's path with a team, the unscoped form without, and the match as the query", () => {
    expect(routeUrl(formationRoutes.listFormations, { teamId: 't' })).toBe('/api/teams/t/formations');
    expect(routeUrl(formationRoutes.listFormations, { teamId: null, query: { matchId: 4 } })).toBe(
      '/api/formations?matchId=4',
    );
    expect(routeUrl(formationWriteRoutes.createFormation, { teamId: null })).toBe('/api/formations');
    expect(routeUrl(formationWriteRoutes.updateFormation, { params: { id: 7 } })).toBe('/api/formations/7');
  });

  it("word a refused body with the contracts' phrase", () => {
    expect(formationWriteRoutes.createFormation.invalidBody.prefix).toBe(INVALID_FORMATION_DATA);
    expect(formationWriteRoutes.updateFormation.invalidBody).toEqual({
      prefix: INVALID_FORMATION_DATA,
      code: 'INVALID_FORMATION_DATA',
    });
    expect('invalidBody' in formationWriteRoutes.deleteFormation).toBe(false);
  });

  it('type the answers and inputs from the declarations', () => {
    expectTypeOf<RouteAnswer<typeof formationRoutes.listFormations>>().toEqualTypeOf<Formation[]>();
    expectTypeOf<RouteAnswer<typeof formationWriteRoutes.createFormation>>().toEqualTypeOf<Formation>();
    expectTypeOf<RouteAnswer<typeof formationWriteRoutes.updateFormation>>().toEqualTypeOf<Formation>();
    expectTypeOf<RouteAnswer<typeof formationWriteRoutes.deleteFormation>>().toEqualTypeOf<MessageResponse>();
    expectTypeOf<RouteInput<typeof formationRoutes.listFormations>['query']>().toEqualTypeOf<
      ListFormationsQuery | undefined
    >();
    expectTypeOf<RouteInput<typeof formationWriteRoutes.updateFormation>['params']>().toEqualTypeOf<{
      id: string | number;
    }>();
  });
});
