import type { RouteDeclaration } from './route.js';

// The formations' operations (spec 001 §7): reads for match planning and the library, writes for the
// editor and the library. Parents read; every write is a coach's or an admin's (the access hook answers
// 403 to a parent's write). A body the schema refuses reads "Invalid formation data: <field>: <why>".
// A single formation's answer carries its version as the ETag, for the next save's If-Match.
//
// Its writes are in formations-write-routes.ts: a page's first JavaScript takes the reads its loaders
// start, and the writes come with the page's own code (docs/decisions/040-one-route-table.md).

const load = () => import('./formations.js');
type FormationsContracts = Awaited<ReturnType<typeof load>>;
type FormationRoute = RouteDeclaration<FormationsContracts>;

/** The team's formations, most recently updated first; `?matchId=` keeps only that match's. */
export const listFormations = {
  method: 'GET',
  path: '/api/teams/:teamId/formations',
  unscoped: 'only',
  access: { auth: 'team', from: 'param' },
  load,
  schemas: (c) => ({ querystring: c.listFormationsQuery, response: { 200: c.listFormationsResponse } }),
} as const satisfies FormationRoute;
