import { describe, expect, expectTypeOf, it } from 'vitest';
import type { ImportFaInput, SyncFaInput, SyncResult, SyncStatus } from './fixtures-sync.js';
import * as fixturesSyncRoutes from './fixtures-sync-routes.js';
import * as fixturesSyncWriteRoutes from './fixtures-sync-write-routes.js';
import type { RouteAnswer, RouteInput } from './route.js';
import { routeUrl } from './route.js';

describe('fixtures sync routes', () => {
  it("take the team's path, and only that: a sync always names its team", () => {
    expect(routeUrl(fixturesSyncRoutes.getSyncStatus, { teamId: 't' })).toBe('/api/teams/t/sync-fa');
    expect(routeUrl(fixturesSyncWriteRoutes.importFixturesPage, { teamId: 't' })).toBe(
      '/api/teams/t/sync-fa/import',
    );
    expect(() => routeUrl(fixturesSyncWriteRoutes.syncFixtures, { teamId: null })).toThrow(/needs a team/);
    for (const route of Object.values(fixturesSyncRoutes)) {
      expect(route.access).toEqual({ auth: 'team', from: 'param', role: 'admin' });
    }
  });

  it('type the answers and bodies from the declarations', () => {
    expectTypeOf<RouteAnswer<typeof fixturesSyncRoutes.getSyncStatus>>().toEqualTypeOf<SyncStatus>();
    expectTypeOf<RouteAnswer<typeof fixturesSyncWriteRoutes.syncFixtures>>().toEqualTypeOf<SyncResult>();
    expectTypeOf<
      RouteInput<typeof fixturesSyncWriteRoutes.syncFixtures>['body']
    >().toEqualTypeOf<SyncFaInput>();
    expectTypeOf<
      RouteInput<typeof fixturesSyncWriteRoutes.importFixturesPage>['body']
    >().toEqualTypeOf<ImportFaInput>();
    expectTypeOf<RouteInput<typeof fixturesSyncRoutes.getSyncStatus>['teamId']>().toEqualTypeOf<string>();
  });
});
