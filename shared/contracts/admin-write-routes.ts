import type { RouteDeclaration } from './route.js';

// Platform administration (spec 001, /admin). Every operation is for platform admins: the access hook
// answers 401/403 before the body is read.
//
// Its reads are in admin-routes.ts; the writes are kept apart so that a page's first JavaScript
// carries only the reads (docs/decisions/040-one-route-table.md).

const load = () => import('./admin.js');
type AdminRoute = RouteDeclaration<Awaited<ReturnType<typeof load>>>;

const access = { auth: 'platform-admin' } as const;

export const createClub = {
  method: 'POST',
  path: '/api/admin/clubs',
  access,
  load,
  schemas: (c) => ({ body: c.createClubBody, response: { 201: c.createClubResponse } }),
} as const satisfies AdminRoute;

/** Takes the club's teams, players, matches and memberships with it. */
export const deleteClub = {
  method: 'DELETE',
  path: '/api/admin/clubs/:id',
  access,
  load,
  schemas: (c) => ({ params: c.clubParams, response: { 200: c.deleteClubResponse } }),
} as const satisfies AdminRoute;

/** Invites a club admin by e-mail (the invitation goes out after the answer). */
export const addClubAdmin = {
  method: 'POST',
  path: '/api/admin/clubs/:id/admins',
  access,
  load,
  schemas: (c) => ({
    params: c.clubParams,
    body: c.addClubAdminBody,
    response: { 200: c.addClubAdminResponse },
  }),
} as const satisfies AdminRoute;

export const removeClubAdmin = {
  method: 'DELETE',
  path: '/api/admin/clubs/:id/admins/:userId',
  access,
  load,
  schemas: (c) => ({ params: c.clubAdminParams, response: { 200: c.removeClubAdminResponse } }),
} as const satisfies AdminRoute;

export const createTeam = {
  method: 'POST',
  path: '/api/clubs/:clubId/teams',
  access,
  load,
  schemas: (c) => ({
    params: c.clubTeamsParams,
    body: c.createTeamBody,
    response: { 201: c.createTeamResponse },
  }),
} as const satisfies AdminRoute;

/**
 * The team must belong to the club. Its :teamId is the team's row id, which the declared params check
 * (a number, as for every admin path); a caller passes it as the call's teamId.
 */
export const deleteTeam = {
  method: 'DELETE',
  path: '/api/clubs/:clubId/teams/:teamId',
  access,
  load,
  schemas: (c) => ({ params: c.clubTeamParams, response: { 200: c.deleteTeamResponse } }),
} as const satisfies AdminRoute;

/** The team's settings: omitted fields stay; null or '' clears. */
export const updateTeam = {
  method: 'PATCH',
  path: '/api/admin/teams/:id',
  access,
  load,
  schemas: (c) => ({ params: c.teamParams, body: c.updateTeamBody, response: { 200: c.updateTeamResponse } }),
} as const satisfies AdminRoute;

/** Invites by e-mail; adding again changes the role (the invitation goes out after the answer). */
export const addTeamUser = {
  method: 'POST',
  path: '/api/admin/teams/:id/users',
  access,
  load,
  schemas: (c) => ({
    params: c.teamParams,
    body: c.addTeamUserBody,
    response: { 200: c.addTeamUserResponse },
  }),
} as const satisfies AdminRoute;

export const removeTeamUser = {
  method: 'DELETE',
  path: '/api/admin/teams/:id/users/:userId',
  access,
  load,
  schemas: (c) => ({ params: c.teamUserParams, response: { 200: c.removeTeamUserResponse } }),
} as const satisfies AdminRoute;
