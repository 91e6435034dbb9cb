import type { RouteDeclaration } from './route.js';

// The FA Full-Time sync's operations (spec 001 §2.6, §4.8, §7, §8): the last outcome, Save & Sync, and
// the import of a saved page. A sync writes a team's fixtures from outside: the team's admins only
// (platform and club admins), for the read too.
//
// Its writes are in fixtures-sync-write-routes.ts: a page's first JavaScript takes the reads its loaders
// start, and the writes come with the page's own code (docs/decisions/040-one-route-table.md).

const load = () => import('./fixtures-sync.js');
type FixturesSyncRoute = RouteDeclaration<Awaited<ReturnType<typeof load>>>;

/** The team's Full-Time URL, the last sync's outcome and the daily schedule. */
export const getSyncStatus = {
  method: 'GET',
  path: '/api/teams/:teamId/sync-fa',
  access: { auth: 'team', from: 'param', role: 'admin' },
  load,
  schemas: (c) => ({ response: { 200: c.syncStatusResponse } }),
} as const satisfies FixturesSyncRoute;
