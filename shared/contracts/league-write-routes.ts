import type { RouteDeclaration } from './route.js';

// The league screen's operations (spec 000 §2, §4, §5, §7): the team's opposition teams. Parents read;
// every write is a coach's or an admin's (the access hook answers 403 to a parent's write). The unscoped
// forms resolve the caller's only team before the body is read, like /api/players.
//
// Its reads are in league-routes.ts; the writes are kept apart so that a page's first JavaScript
// carries only the reads (docs/decisions/040-one-route-table.md).

const load = () => import('./league.js');
type LeagueRoute = RouteDeclaration<Awaited<ReturnType<typeof load>>>;

export const createOppositionTeam = {
  method: 'POST',
  path: '/api/teams/:teamId/teams',
  unscoped: 'only',
  access: { auth: 'team', from: 'param' },
  load,
  schemas: (c) => ({ body: c.createOppositionTeamBody, response: { 201: c.createOppositionTeamResponse } }),
} as const satisfies LeagueRoute;

export const updateOppositionTeam = {
  method: 'PUT',
  path: '/api/teams/:teamId/teams/:id',
  access: { auth: 'team', from: 'param' },
  load,
  schemas: (c) => ({
    params: c.oppositionTeamParams,
    body: c.updateOppositionTeamBody,
    response: { 200: c.updateOppositionTeamResponse },
  }),
} as const satisfies LeagueRoute;

/** The matches against the team stay, with the opponent cleared; `matchCount` says how many. */
export const deleteOppositionTeam = {
  method: 'DELETE',
  path: '/api/teams/:teamId/teams/:id',
  access: { auth: 'team', from: 'param' },
  load,
  schemas: (c) => ({ params: c.oppositionTeamParams, response: { 200: c.deleteOppositionTeamResponse } }),
} as const satisfies LeagueRoute;
