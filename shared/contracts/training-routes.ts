import type { RouteDeclaration } from './route.js';

// Training sessions and the team's events (issue 31, decision 060). Every member of the team reads;
// the writes are coaches' and admins' (training-write-routes.ts: the access hook answers a parent's
// write 403), kept apart so a page's first JavaScript carries only the reads
// (docs/decisions/040-one-route-table.md).

const load = () => import('./training.js');
type TrainingRoute = RouteDeclaration<Awaited<ReturnType<typeof load>>>;

/** The team's dated matches and training sessions together, by start time, between two UK dates. */
export const listTeamEvents = {
  method: 'GET',
  path: '/api/teams/:teamId/events',
  access: { auth: 'team', from: 'param' },
  load,
  schemas: (c) => ({ querystring: c.teamEventsQuery, response: { 200: c.teamEventsResponse } }),
} as const satisfies TrainingRoute;
