import type { RouteDeclaration } from './route.js';

// The formations' operations (spec 001 §7): reads for match planning and the library, writes for the
// editor and the library. Parents read; every write is a coach's or an admin's (the access hook answers
// 403 to a parent's write). A body the schema refuses reads "Invalid formation data: <field>: <why>".
// A single formation's answer carries its version as the ETag, for the next save's If-Match.
//
// Its reads are in formations-routes.ts; the writes are kept apart so that a page's first JavaScript
// carries only the reads (docs/decisions/040-one-route-table.md).

const load = () => import('./formations.js');
type FormationsContracts = Awaited<ReturnType<typeof load>>;
type FormationRoute = RouteDeclaration<FormationsContracts>;

/** The wording of a refused formation body; its phrase is the contracts' INVALID_FORMATION_DATA. */
const invalidBody = {
  prefix: 'Invalid formation data',
  code: 'INVALID_FORMATION_DATA',
} as const satisfies { prefix: FormationsContracts['INVALID_FORMATION_DATA']; code: string };

/** The editor's save of a new formation, and the library's Duplicate. */
export const createFormation = {
  method: 'POST',
  path: '/api/teams/:teamId/formations',
  unscoped: 'only',
  access: { auth: 'team', from: 'param' },
  invalidBody,
  load,
  // 200: the same requestId again, answered from the formation as it is (nothing written).
  schemas: (c) => ({
    body: c.createFormationBody,
    response: { 200: c.createFormationResponse, 201: c.createFormationResponse },
  }),
} as const satisfies FormationRoute;

/** The editor's save: `version` (or If-Match) makes a stale save 409 FORMATION_CHANGED. */
export const updateFormation = {
  method: 'PUT',
  path: '/api/formations/:id',
  access: { auth: 'team', from: 'formation' },
  invalidBody,
  load,
  schemas: (c) => ({
    params: c.formationParams,
    body: c.updateFormationBody,
    response: { 200: c.updateFormationResponse },
  }),
} as const satisfies FormationRoute;

export const deleteFormation = {
  method: 'DELETE',
  path: '/api/formations/:id',
  access: { auth: 'team', from: 'formation' },
  load,
  schemas: (c) => ({ params: c.formationParams, response: { 200: c.deleteFormationResponse } }),
} as const satisfies FormationRoute;
