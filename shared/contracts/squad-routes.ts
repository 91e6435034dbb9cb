import type { RouteDeclaration } from './route.js';

// The squad's operations (spec 000 §2, §5, §7). Parents read; every write is a coach's or an admin's
// (the access hook answers 403 to a parent's write). The answer's contract strips what a parent must not
// see that the shaping code missed.
//
// Its writes are in squad-write-routes.ts: a page's first JavaScript takes the reads its loaders
// start, and the writes come with the page's own code (docs/decisions/040-one-route-table.md).

const load = () => import('./squad.js');
type SquadRoute = RouteDeclaration<Awaited<ReturnType<typeof load>>>;

export const listPlayers = {
  method: 'GET',
  path: '/api/teams/:teamId/players',
  unscoped: 'only',
  access: { auth: 'team', from: 'param' },
  load,
  schemas: (c) => ({ response: { 200: c.listPlayersResponse } }),
} as const satisfies SquadRoute;

/** The team's match defaults and the caller's role on it. */
export const getTeamDefaults = {
  method: 'GET',
  path: '/api/teams/:teamId/team',
  access: { auth: 'team', from: 'param' },
  load,
  schemas: (c) => ({ response: { 200: c.teamDefaultsResponse } }),
} as const satisfies SquadRoute;

/** Each player's appearances, goals, assists and clean sheets this season. */
export const listPlayerStats = {
  method: 'GET',
  path: '/api/teams/:teamId/stats',
  access: { auth: 'team', from: 'param' },
  load,
  schemas: (c) => ({ response: { 200: c.listPlayerStatsResponse } }),
} as const satisfies SquadRoute;

const loadPlayingTime = () => import('./playing-time.js');
type PlayingTimeRoute = RouteDeclaration<Awaited<ReturnType<typeof loadPlayingTime>>>;

/** Each player's minutes, share of the minutes he was available for, starts... over ?from=&to= (issue 30). */
export const getSeasonPlayingTime = {
  method: 'GET',
  path: '/api/teams/:teamId/playing-time',
  access: { auth: 'team', from: 'param' },
  load: loadPlayingTime,
  schemas: (c) => ({ querystring: c.playingTimeQuery, response: { 200: c.seasonPlayingTimeResponse } }),
} as const satisfies PlayingTimeRoute;

/** The same as a CSV file to download, one row per player with his name and shirt number. */
export const getSeasonPlayingTimeCsv = {
  method: 'GET',
  path: '/api/teams/:teamId/playing-time.csv',
  access: { auth: 'team', from: 'param' },
  load: loadPlayingTime,
  schemas: (c) => ({ querystring: c.playingTimeQuery, response: { 200: c.seasonPlayingTimeCsvAnswer } }),
} as const satisfies PlayingTimeRoute;

const loadFamily = () => import('./family.js');
type FamilyRoute = RouteDeclaration<Awaited<ReturnType<typeof loadFamily>>>;

/** The team's parent and player accounts, and which of them are the player's family (issue 30). */
export const getPlayerFamily = {
  method: 'GET',
  path: '/api/players/:id/family',
  access: { auth: 'team', from: 'player', role: 'editor' },
  load: loadFamily,
  schemas: (c) => ({ params: c.playerFamilyParams, response: { 200: c.playerFamilyResponse } }),
} as const satisfies FamilyRoute;
/** One player's sheet over ?from=&to=: his figures and the matches behind them (issue 30). */
export const getPlayerPlayingTime = {
  method: 'GET',
  path: '/api/teams/:teamId/players/:playerId/playing-time',
  access: { auth: 'team', from: 'param' },
  load: loadPlayingTime,
  schemas: (c) => ({
    params: c.playerPlayingTimeParams,
    querystring: c.playingTimeQuery,
    response: { 200: c.playerPlayingTimeResponse },
  }),
} as const satisfies PlayingTimeRoute;
