import type { RouteDeclaration } from './route.js';

// Platform administration (spec 001, /admin). Every operation is for platform admins: the access hook
// answers 401/403 before the body is read.
//
// Its writes are in admin-write-routes.ts: a page's first JavaScript takes the reads its loaders
// start, and the writes come with the page's own code (docs/decisions/040-one-route-table.md).

const load = () => import('./admin.js');
type AdminRoute = RouteDeclaration<Awaited<ReturnType<typeof load>>>;

const access = { auth: 'platform-admin' } as const;

/** The clubs by name, each with its teams by name. */
export const listClubs = {
  method: 'GET',
  path: '/api/admin/clubs',
  access,
  load,
  schemas: (c) => ({ response: { 200: c.listClubsResponse } }),
} as const satisfies AdminRoute;

export const listClubAdmins = {
  method: 'GET',
  path: '/api/admin/clubs/:id/admins',
  access,
  load,
  schemas: (c) => ({ params: c.clubParams, response: { 200: c.listClubAdminsResponse } }),
} as const satisfies AdminRoute;

/** 404 `Team not found`. */
export const getTeam = {
  method: 'GET',
  path: '/api/admin/teams/:id',
  access,
  load,
  schemas: (c) => ({ params: c.teamParams, response: { 200: c.getTeamResponse } }),
} as const satisfies AdminRoute;

/** Club admins first, then direct members. */
export const listTeamUsers = {
  method: 'GET',
  path: '/api/admin/teams/:id/users',
  access,
  load,
  schemas: (c) => ({ params: c.teamParams, response: { 200: c.listTeamUsersResponse } }),
} as const satisfies AdminRoute;

/** Direct memberships only. */
export const listTeamMemberships = {
  method: 'GET',
  path: '/api/admin/teams/:id/memberships',
  access,
  load,
  schemas: (c) => ({ params: c.teamParams, response: { 200: c.listTeamMembershipsResponse } }),
} as const satisfies AdminRoute;

/** The players' e-mail addresses, by shirt number. */
export const listPlayerEmails = {
  method: 'GET',
  path: '/api/admin/teams/:id/player-emails',
  access,
  load,
  schemas: (c) => ({ params: c.teamParams, response: { 200: c.listPlayerEmailsResponse } }),
} as const satisfies AdminRoute;

/** The contact form's messages, newest first (the latest 500). */
export const listContactMessages = {
  method: 'GET',
  path: '/api/admin/contact-messages',
  access,
  load,
  schemas: (c) => ({ response: { 200: c.listContactMessagesResponse } }),
} as const satisfies AdminRoute;
