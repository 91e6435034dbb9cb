import type { RouteDeclaration } from './route.js';

// Training sessions' writes (issue 31, decision 060): coaches and admins only (the access hook answers a
// parent's 403). A session of another team than :teamId is 404 `Training session not found`, from the
// data function. Its reads are in training-routes.ts (docs/decisions/040-one-route-table.md).

const load = () => import('./training.js');
type TrainingRoute = RouteDeclaration<Awaited<ReturnType<typeof load>>>;

/** One session, or a weekly series up to `repeatWeeklyUntil`; answers the sessions made. */
export const createTrainingSessions = {
  method: 'POST',
  path: '/api/teams/:teamId/training-sessions',
  access: { auth: 'team', from: 'param' },
  load,
  schemas: (c) => ({ body: c.createTrainingBody, response: { 201: c.createTrainingResponse } }),
} as const satisfies TrainingRoute;

/**
 * Changes one session, or it and the following ones of its series (`scope`), or cancels them (kept as
 * cancelled); `version` or If-Match guards a stale save.
 */
export const updateTrainingSession = {
  method: 'PUT',
  path: '/api/teams/:teamId/training-sessions/:id',
  access: { auth: 'team', from: 'param' },
  load,
  schemas: (c) => ({
    params: c.trainingSessionParams,
    body: c.updateTrainingBody,
    response: { 200: c.updateTrainingResponse },
  }),
} as const satisfies TrainingRoute;

/** Removes one session, or it and the following ones of its series (`?scope=following`). */
export const deleteTrainingSession = {
  method: 'DELETE',
  path: '/api/teams/:teamId/training-sessions/:id',
  access: { auth: 'team', from: 'param' },
  load,
  schemas: (c) => ({
    params: c.trainingSessionParams,
    querystring: c.deleteTrainingQuery,
    response: { 200: c.deleteTrainingResponse },
  }),
} as const satisfies TrainingRoute;
