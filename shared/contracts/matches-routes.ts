import type { RouteDeclaration } from './route.js';

// Match planning's operations (spec 001 §7): matches, their timing, availability and captain, the
// per-match set-piece lists, and goals. Parents read; every write is a coach's or an admin's (the access
// hook answers 403 to a parent's write). A team path's match of another team than :teamId is 404
// `Match not found`, from the data function; the unscoped forms take the team owning the :id.
//
// Its writes are in matches-write-routes.ts: a page's first JavaScript takes the reads its loaders
// start, and the writes come with the page's own code (docs/decisions/040-one-route-table.md).

const load = () => import('./matches.js');
type MatchesRoute = RouteDeclaration<Awaited<ReturnType<typeof load>>>;
const loadLive = () => import('./match-live.js');
type MatchLiveRoute = RouteDeclaration<Awaited<ReturnType<typeof loadLive>>>;

// ---- Reads ----

/** The team's matches by date, undated fixtures last: sent as the JSON text it is kept as (decision 026). */
export const listMatches = {
  method: 'GET',
  path: '/api/teams/:teamId/matches',
  unscoped: 'only',
  access: { auth: 'team', from: 'param' },
  load,
  schemas: (c) => ({ response: { 200: c.listMatchesResponse } }),
} as const satisfies MatchesRoute;

/** A match's goals, by minute. */
export const listGoals = {
  method: 'GET',
  path: '/api/matches/:id/goals',
  access: { auth: 'team', from: 'match' },
  load,
  schemas: (c) => ({ params: c.matchParams, response: { 200: c.listGoalsResponse } }),
} as const satisfies MatchesRoute;

/** A match's playing time from its plan: minutes per squad player and who comes on and off when. */
export const getMatchPlayingTime = {
  method: 'GET',
  path: '/api/matches/:id/playing-time',
  access: { auth: 'team', from: 'match' },
  load,
  schemas: (c) => ({ params: c.matchParams, response: { 200: c.matchPlayingTimeResponse } }),
} as const satisfies MatchesRoute;

/**
 * A match's live presses and the server's clock (issue 32, decision 067): the live screen and the
 * families' view, which polls it. Everyone on the team reads it.
 */
export const getMatchLive = {
  method: 'GET',
  path: '/api/matches/:id/live',
  access: { auth: 'team', from: 'match' },
  load: loadLive,
  schemas: (c) => ({ params: c.matchLiveParams, response: { 200: c.matchLiveResponse } }),
} as const satisfies MatchLiveRoute;

// ---- The match form ----

// ---- Availability and captain ----

// ---- Per-match squad roles ----

// ---- Goals ----
