import type { RouteDeclaration } from './route.js';

// The league screen's operations (spec 000 §2, §4, §5, §7): the team's opposition teams. Parents read;
// every write is a coach's or an admin's (the access hook answers 403 to a parent's write). The unscoped
// forms resolve the caller's only team before the body is read, like /api/players.
//
// Its writes are in league-write-routes.ts: a page's first JavaScript takes the reads its loaders
// start, and the writes come with the page's own code (docs/decisions/040-one-route-table.md).

const load = () => import('./league.js');
type LeagueRoute = RouteDeclaration<Awaited<ReturnType<typeof load>>>;

/** The opposition teams by name, each with its last result and next match. */
export const listOppositionTeams = {
  method: 'GET',
  path: '/api/teams/:teamId/teams',
  unscoped: 'only',
  access: { auth: 'team', from: 'param' },
  load,
  schemas: (c) => ({ response: { 200: c.listOppositionTeamsResponse } }),
} as const satisfies LeagueRoute;
