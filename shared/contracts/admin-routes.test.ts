import { describe, expect, expectTypeOf, it } from 'vitest';
import type { AddTeamUserResponse, AdminClub, AdminTeam } from './admin.js';
import * as adminRoutes from './admin-routes.js';
import * as adminWriteRoutes from './admin-write-routes.js';
import type { MessageResponse } from './params.js';
import type { RouteAnswer, RouteInput } from './route.js';
import { routeUrl } from './route.js';

describe('admin routes', () => {
  it('build their paths from the ids', () => {
    expect(routeUrl(adminRoutes.listClubs, {})).toBe('/api/admin/clubs');
    expect(routeUrl(adminWriteRoutes.removeClubAdmin, { params: { id: 3, userId: 12 } })).toBe(
      '/api/admin/clubs/3/admins/12',
    );
    expect(routeUrl(adminWriteRoutes.createTeam, { params: { clubId: 3 } })).toBe('/api/clubs/3/teams');
    expect(routeUrl(adminWriteRoutes.deleteTeam, { teamId: '8', params: { clubId: 3 } })).toBe(
      '/api/clubs/3/teams/8',
    );
    expect(routeUrl(adminRoutes.listPlayerEmails, { params: { id: 8 } })).toBe(
      '/api/admin/teams/8/player-emails',
    );
  });

  it('type the answers and inputs from the declarations', () => {
    expectTypeOf<RouteAnswer<typeof adminRoutes.listClubs>>().toEqualTypeOf<AdminClub[]>();
    expectTypeOf<RouteAnswer<typeof adminWriteRoutes.createTeam>>().toEqualTypeOf<AdminTeam>();
    expectTypeOf<RouteAnswer<typeof adminWriteRoutes.addTeamUser>>().toEqualTypeOf<AddTeamUserResponse>();
    expectTypeOf<RouteAnswer<typeof adminWriteRoutes.deleteClub>>().toEqualTypeOf<MessageResponse>();
    expectTypeOf<RouteInput<typeof adminWriteRoutes.removeTeamUser>['params']>().toEqualTypeOf<{
      id: string | number;
      userId: string | number;
    }>();
  });
});
