import type { RouteDeclaration } from './route.js';

// A match's goals against with their minutes (issue 32, decision 067), read by the goals card and the
// live screen once drawn. Apart from matches-routes.ts, whose reads come in every page's first
// JavaScript (the loaders start some of them): no loader starts this one (decision 040).

const load = () => import('./matches.js');
type MatchesRoute = RouteDeclaration<Awaited<ReturnType<typeof load>>>;

/** The opponent's goals with their minutes (goals_against), in the order recorded. */
export const listGoalsAgainst = {
  method: 'GET',
  path: '/api/matches/:id/goals-against',
  access: { auth: 'team', from: 'match' },
  load,
  schemas: (c) => ({ params: c.matchParams, response: { 200: c.listGoalsAgainstResponse } }),
} as const satisfies MatchesRoute;
