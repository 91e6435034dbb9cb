import type { RouteDeclaration } from './route.js';

// The squad's operations (spec 000 §2, §5, §7). Parents read; every write is a coach's or an admin's
// (the access hook answers 403 to a parent's write). The answer's contract strips what a parent must not
// see that the shaping code missed.
//
// Its reads are in squad-routes.ts; the writes are kept apart so that a page's first JavaScript
// carries only the reads (docs/decisions/040-one-route-table.md).

const load = () => import('./squad.js');
type SquadRoute = RouteDeclaration<Awaited<ReturnType<typeof load>>>;

export const createPlayer = {
  method: 'POST',
  path: '/api/teams/:teamId/players',
  unscoped: 'only',
  access: { auth: 'team', from: 'param' },
  load,
  schemas: (c) => ({ body: c.createPlayerBody, response: { 201: c.createPlayerResponse } }),
} as const satisfies SquadRoute;

export const updatePlayer = {
  method: 'PUT',
  path: '/api/players/:id',
  access: { auth: 'team', from: 'player' },
  load,
  schemas: (c) => ({
    params: c.playerParams,
    body: c.updatePlayerBody,
    response: { 200: c.updatePlayerResponse },
  }),
} as const satisfies SquadRoute;

export const deletePlayer = {
  method: 'DELETE',
  path: '/api/players/:id',
  access: { auth: 'team', from: 'player' },
  load,
  schemas: (c) => ({ params: c.playerParams, response: { 200: c.deletePlayerResponse } }),
} as const satisfies SquadRoute;

/** Set or clear a player's place in a set-piece order; answers the whole squad, renumbered. */
export const setSquadRole = {
  method: 'PATCH',
  path: '/api/players/:id/squad-role',
  access: { auth: 'team', from: 'player' },
  load,
  schemas: (c) => ({
    params: c.playerParams,
    body: c.updateSquadRoleBody,
    response: { 200: c.updateSquadRoleResponse },
  }),
} as const satisfies SquadRoute;

export const updatePlayerEmails = {
  method: 'PATCH',
  path: '/api/players/:id/emails',
  access: { auth: 'team', from: 'player' },
  load,
  schemas: (c) => ({
    params: c.playerParams,
    body: c.updatePlayerEmailsBody,
    response: { 200: c.updatePlayerEmailsResponse },
  }),
} as const satisfies SquadRoute;

export const updateMatchSettings = {
  method: 'PATCH',
  path: '/api/teams/:teamId/match-settings',
  access: { auth: 'team', from: 'param' },
  load,
  schemas: (c) => ({ body: c.updateMatchSettingsBody, response: { 200: c.updateMatchSettingsResponse } }),
} as const satisfies SquadRoute;

const loadFamily = () => import('./family.js');
type FamilyRoute = RouteDeclaration<Awaited<ReturnType<typeof loadFamily>>>;

/** Link an account to the player's family by hand (issue 30); answers the player's family. */
export const linkFamilyMember = {
  method: 'PUT',
  path: '/api/players/:id/family/:userId',
  access: { auth: 'team', from: 'player' },
  load: loadFamily,
  schemas: (c) => ({ params: c.familyLinkParams, response: { 200: c.playerFamilyResponse } }),
} as const satisfies FamilyRoute;

/** Unlink an account from the player's family, even one an address of his matches. */
export const unlinkFamilyMember = {
  method: 'DELETE',
  path: '/api/players/:id/family/:userId',
  access: { auth: 'team', from: 'player' },
  load: loadFamily,
  schemas: (c) => ({ params: c.familyLinkParams, response: { 200: c.playerFamilyResponse } }),
} as const satisfies FamilyRoute;
