import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Formation } from '../../../shared/contracts/formations.js';
import * as formationRoutes from '../../../shared/contracts/formations-routes.js';
import * as formationWriteRoutes from '../../../shared/contracts/formations-write-routes.js';
import * as rotationPlanRoutes from '../../../shared/contracts/rotation-plan-routes.js';
import { registerRoute } from '../../lib/register-route.js';
import { expectedVersion } from '../../lib/version-header.js';
import { getTeamAccess, requireUser } from '../../plugins/auth-guard.js';
import {
  createFormation,
  deleteFormation,
  formationAfter,
  invalidFormation,
  saveOnce,
  updateFormation,
} from './formation-writes.js';
import { listFormations } from './formations.js';
import { applyRotationPlan, proposeRotationPlan } from './rotation-plan.js';

// Reads for match planning and the library; writes for the editor and the library (spec 001 §7). The
// access hook resolves the team before validation: `param` from :teamId, `only` the caller's only team,
// `formation` the team owning the :id (another team's formation is 404 Formation not found). Parents
// get 403 on every write. A body the schema refuses reads "Invalid formation data: <field>: <why>"
// (the declarations' invalidBody).

/** A single formation's answer carries its version as the ETag, for the next save's If-Match. */
function withVersion(reply: FastifyReply, formation: Formation): Formation {
  reply.header('etag', `"${formation.version}"`);
  return formation;
}

const teamOf = (request: FastifyRequest) => getTeamAccess(request).team;

export async function registerFormationRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;

  await registerRoute(app, formationRoutes.listFormations, async (request) =>
    listFormations(ctx.db, teamOf(request).id, request.query.matchId),
  );

  // Create and duplicate. The editor's save carries its id: sent again, 200 with the formation as it is.
  // One that follows the phone's save that made the formation already (afterRequestId: its page closed
  // before the answer) saves that formation on the version it left (200), rather than making another.
  await registerRoute(app, formationWriteRoutes.createFormation, async (request, reply) => {
    const team = teamOf(request);
    const userId = requireUser(request).id;
    const { afterRequestId, copy, ...form } = request.body;
    let made = true;
    const { formation, replayed } = await saveOnce(
      ctx.db,
      team.id,
      form.requestId,
      'create',
      null,
      async () => {
        const after =
          afterRequestId === undefined || copy ? null : await formationAfter(ctx.db, team.id, afterRequestId);
        if (after === null) return createFormation(ctx.db, team, userId, request.body, ctx.now());
        made = false;
        return updateFormation(
          ctx.db,
          team.id,
          userId,
          after.formationId,
          form,
          after.version,
          ctx.now(),
          'create',
        );
      },
    );
    reply.status(replayed || !made ? 200 : 201);
    return withVersion(reply, formation);
  });

  await registerRoute(app, formationWriteRoutes.updateFormation, async (request, reply) => {
    const { version, ...form } = request.body;
    const expected = expectedVersion(request, version, { thing: 'formation', refuse: invalidFormation });
    const teamId = teamOf(request).id;
    const { id } = request.params;
    // The id is looked up before the version is checked: a replay of a save that was applied finds the
    // version it raised, and is answered, not refused as stale.
    const { formation } = await saveOnce(ctx.db, teamId, form.requestId, 'update', id, () =>
      updateFormation(ctx.db, teamId, requireUser(request).id, id, form, expected, ctx.now()),
    );
    return withVersion(reply, formation);
  });

  await registerRoute(app, formationWriteRoutes.deleteFormation, async (request) => {
    await deleteFormation(ctx.db, teamOf(request).id, request.params.id);
    return { message: 'Formation deleted successfully' };
  });

  // "Plan fair rotation" (issue 30): the access hook takes the team owning the match (another team's
  // is 404), and refuses a parent's or a player's call (403) before the body is read.
  await registerRoute(app, rotationPlanRoutes.proposeRotationPlan, async (request) =>
    proposeRotationPlan(ctx.db, teamOf(request).id, request.params.id, request.body, ctx.now()),
  );

  await registerRoute(app, rotationPlanRoutes.applyRotationPlan, async (request) =>
    applyRotationPlan(
      ctx.db,
      teamOf(request),
      requireUser(request).id,
      request.params.id,
      request.body,
      ctx.now(),
    ),
  );
}
