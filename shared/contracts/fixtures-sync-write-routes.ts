import type { RouteDeclaration } from './route.js';

// The FA Full-Time sync's operations (spec 001 §2.6, §4.8, §7, §8): the last outcome, Save & Sync, and
// the import of a saved page. A sync writes a team's fixtures from outside: the team's admins only
// (platform and club admins), for the read too.
//
// Its reads are in fixtures-sync-routes.ts; the writes are kept apart so that a page's first JavaScript
// carries only the reads (docs/decisions/040-one-route-table.md).

const load = () => import('./fixtures-sync.js');
type FixturesSyncRoute = RouteDeclaration<Awaited<ReturnType<typeof load>>>;

/** Save & Sync: saves the URL sent, reads its pages, answers the counts. */
export const syncFixtures = {
  method: 'POST',
  path: '/api/teams/:teamId/sync-fa',
  access: { auth: 'team', from: 'param', role: 'admin' },
  load,
  schemas: (c) => ({ body: c.syncFaBody, response: { 200: c.syncFaResponse } }),
} as const satisfies FixturesSyncRoute;

/**
 * The same sync over a page saved from the browser. Its body is larger than any other route's: the server
 * registers it with a body limit of its own (server/features/fixtures-sync/routes.ts).
 */
export const importFixturesPage = {
  method: 'POST',
  path: '/api/teams/:teamId/sync-fa/import',
  access: { auth: 'team', from: 'param', role: 'admin' },
  load,
  schemas: (c) => ({ body: c.importFaBody, response: { 200: c.importFaResponse } }),
} as const satisfies FixturesSyncRoute;
