import type { RouteDeclaration } from './route.js';

// Match planning's operations (spec 001 §7): matches, their timing, availability and captain, the
// per-match set-piece lists, and goals. Parents read; every write is a coach's or an admin's (the access
// hook answers 403 to a parent's write). A team path's match of another team than :teamId is 404
// `Match not found`, from the data function; the unscoped forms take the team owning the :id.
//
// Its reads are in matches-routes.ts; the writes are kept apart so that a page's first JavaScript
// carries only the reads (docs/decisions/040-one-route-table.md).

const load = () => import('./matches.js');
type MatchesRoute = RouteDeclaration<Awaited<ReturnType<typeof load>>>;
const loadLive = () => import('./match-live.js');
type MatchLiveRoute = RouteDeclaration<Awaited<ReturnType<typeof loadLive>>>;

// ---- Reads ----

export const createMatch = {
  method: 'POST',
  path: '/api/teams/:teamId/matches',
  unscoped: 'only',
  access: { auth: 'team', from: 'param' },
  load,
  schemas: (c) => ({ body: c.createMatchBody, response: { 201: c.createMatchResponse } }),
} as const satisfies MatchesRoute;

/** The match form's save; `version` (or If-Match) makes a stale one 409 MATCH_CHANGED. */
export const updateMatch = {
  method: 'PUT',
  path: '/api/matches/:id',
  access: { auth: 'team', from: 'match' },
  load,
  schemas: (c) => ({
    params: c.matchParams,
    body: c.updateMatchBody,
    response: { 200: c.updateMatchResponse },
  }),
} as const satisfies MatchesRoute;

/** The timing dialog's save: length, substitution starts and default substitutions together. */
export const updateMatchTiming = {
  method: 'PATCH',
  path: '/api/teams/:teamId/matches/:id',
  unscoped: 'match',
  access: { auth: 'team', from: 'param' },
  load,
  schemas: (c) => ({
    params: c.matchParams,
    body: c.updateMatchTimingBody,
    response: { 200: c.updateMatchTimingResponse },
  }),
} as const satisfies MatchesRoute;

/** Removes the match with its goals, lists and formations. */
export const deleteMatch = {
  method: 'DELETE',
  path: '/api/teams/:teamId/matches/:id',
  unscoped: 'match',
  access: { auth: 'team', from: 'param' },
  load,
  schemas: (c) => ({ params: c.matchParams, response: { 200: c.deleteMatchResponse } }),
} as const satisfies MatchesRoute;

export const updateAvailability = {
  method: 'PATCH',
  path: '/api/matches/:id/player-availability',
  access: { auth: 'team', from: 'match' },
  load,
  schemas: (c) => ({
    params: c.matchParams,
    body: c.updateAvailabilityBody,
    response: { 200: c.updateAvailabilityResponse },
  }),
} as const satisfies MatchesRoute;

/** One role's takers, whole, in priority order. */
export const updateMatchSquadRoles = {
  method: 'PATCH',
  path: '/api/teams/:teamId/matches/:id/squad-roles',
  unscoped: 'match',
  access: { auth: 'team', from: 'param' },
  load,
  schemas: (c) => ({
    params: c.matchParams,
    body: c.updateMatchSquadRolesBody,
    response: { 200: c.updateMatchSquadRolesResponse },
  }),
} as const satisfies MatchesRoute;

/** No body: the four lists become the squad's preferences ('Copy/Reset from Squad'). */
export const initializeSquadRoles = {
  method: 'POST',
  path: '/api/teams/:teamId/matches/:id/initialize-squad-roles',
  unscoped: 'match',
  access: { auth: 'team', from: 'param' },
  load,
  schemas: (c) => ({ params: c.matchParams, response: { 200: c.initializeSquadRolesResponse } }),
} as const satisfies MatchesRoute;

export const createGoal = {
  method: 'POST',
  path: '/api/matches/:id/goals',
  access: { auth: 'team', from: 'match' },
  load,
  schemas: (c) => ({
    params: c.matchParams,
    body: c.createGoalBody,
    response: { 201: c.createGoalResponse },
  }),
} as const satisfies MatchesRoute;

/** The goals editor's save: all the match's goals at once, in one transaction. */
export const replaceGoals = {
  method: 'PUT',
  path: '/api/matches/:id/goals',
  access: { auth: 'team', from: 'match' },
  load,
  schemas: (c) => ({
    params: c.matchParams,
    body: c.replaceGoalsBody,
    response: { 200: c.replaceGoalsResponse },
  }),
} as const satisfies MatchesRoute;

export const deleteGoal = {
  method: 'DELETE',
  path: '/api/goals/:id',
  access: { auth: 'team', from: 'goal' },
  load,
  schemas: (c) => ({ params: c.goalParams, response: { 200: c.deleteGoalResponse } }),
} as const satisfies MatchesRoute;

/**
 * One live press (issue 32, decision 067): start, pause, resume or end, with the phone's id, so the same
 * press sent again is answered with the stored one and never applied twice. Coaches and admins only.
 */
export const createLiveEvent = {
  method: 'POST',
  path: '/api/matches/:id/live/events',
  access: { auth: 'team', from: 'match' },
  load: loadLive,
  schemas: (c) => ({
    params: c.matchLiveParams,
    body: c.createLiveEventBody,
    response: { 200: c.createLiveEventResponse, 201: c.createLiveEventResponse },
  }),
} as const satisfies MatchLiveRoute;

/**
 * A change as made on the live screen (decision 067's third slice): who actually came on and went off,
 * with the phone's id, so the same change sent again is answered with the stored one. Coaches and admins.
 */
export const createLiveChange = {
  method: 'POST',
  path: '/api/matches/:id/live/changes',
  access: { auth: 'team', from: 'match' },
  load: loadLive,
  schemas: (c) => ({
    params: c.matchLiveParams,
    body: c.createLiveChangeBody,
    response: { 200: c.createLiveChangeResponse, 201: c.createLiveChangeResponse },
  }),
} as const satisfies MatchLiveRoute;

/** Takes back the last change made on the live screen. */
export const undoLiveChange = {
  method: 'POST',
  path: '/api/matches/:id/live/changes/undo',
  access: { auth: 'team', from: 'match' },
  load: loadLive,
  schemas: (c) => ({
    params: c.matchLiveParams,
    body: c.undoLiveChangeBody,
    response: { 200: c.undoLiveChangeResponse },
  }),
} as const satisfies MatchLiveRoute;

/**
 * A goal as it happens on the live screen (issue 32, decision 067): ours (the goal and our score raised
 * together) or the opponent's (their score). Coaches and admins only.
 */
export const createLiveGoal = {
  method: 'POST',
  path: '/api/matches/:id/live/goals',
  access: { auth: 'team', from: 'match' },
  load,
  schemas: (c) => ({
    params: c.matchParams,
    body: c.liveGoalBody,
    // 200: the same id again, answered from the match as it is (nothing written).
    response: { 200: c.liveGoalResponse, 201: c.liveGoalResponse },
  }),
} as const satisfies MatchesRoute;

/** Takes back a goal made on the live screen, with its point of the score. */
export const undoLiveGoal = {
  method: 'POST',
  path: '/api/matches/:id/live/goals/undo',
  access: { auth: 'team', from: 'match' },
  load,
  schemas: (c) => ({
    params: c.matchParams,
    body: c.undoLiveGoalBody,
    response: { 200: c.undoLiveGoalResponse },
  }),
} as const satisfies MatchesRoute;
