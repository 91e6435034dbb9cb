import type { RouteDeclaration } from './route.js';

// "Plan fair rotation" (issue 30): a coach's or an admin's of the match's team only. Both are POSTs, so
// the access hook answers 403 to a parent or a player, and 404 `Match not found` to another team's
// match, before the body is read. The preview saves nothing; the save writes every planned period's
// formation in one transaction.

const load = () => import('./rotation-plan.js');
type RotationPlanRoute = RouteDeclaration<Awaited<ReturnType<typeof load>>>;

/** The proposed line-up of every period and each player's minutes; nothing is saved. */
export const proposeRotationPlan = {
  method: 'POST',
  path: '/api/matches/:id/rotation-plan',
  access: { auth: 'team', from: 'match' },
  load,
  schemas: (c) => ({
    params: c.rotationPlanParams,
    body: c.rotationPlanBody,
    response: { 200: c.rotationPlanResponse },
  }),
} as const satisfies RotationPlanRoute;

/** The same plan, saved: one formation per planned period, all or none. */
export const applyRotationPlan = {
  method: 'POST',
  path: '/api/matches/:id/rotation-plan/apply',
  access: { auth: 'team', from: 'match' },
  load,
  schemas: (c) => ({
    params: c.rotationPlanParams,
    body: c.applyRotationPlanBody,
    response: { 200: c.applyRotationPlanResponse },
  }),
} as const satisfies RotationPlanRoute;
