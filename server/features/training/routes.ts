import type { FastifyInstance } from 'fastify';
import type { TrainingSession } from '../../../shared/contracts/training.js';
import * as trainingRoutes from '../../../shared/contracts/training-routes.js';
import * as trainingWriteRoutes from '../../../shared/contracts/training-write-routes.js';
import { canEditTeam } from '../../../shared/domain/roles.js';
import { registerRoute } from '../../lib/register-route.js';
import { expectedVersion } from '../../lib/version-header.js';
import { getTeamAccess } from '../../plugins/auth-guard.js';
import { listTeamEvents } from './team-events.js';
import {
  createTrainingSessions,
  deleteTrainingSessions,
  updateTrainingSession,
} from './training-sessions.js';

// The access hook resolved :teamId and the caller's role on it (no role: 404; a parent's write: 403).
// A session of another team than :teamId is 404 Training session not found, from the data functions.

export async function registerTrainingRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;

  await registerRoute(app, trainingRoutes.listTeamEvents, async (request) => {
    const { team, role } = getTeamAccess(request);
    return listTeamEvents(ctx.db, team.id, request.query, canEditTeam(role), ctx.now());
  });

  await registerRoute(app, trainingWriteRoutes.createTrainingSessions, async (request, reply) => {
    const sessions = await createTrainingSessions(
      ctx.db,
      getTeamAccess(request).team.id,
      request.body,
      ctx.now(),
    );
    reply.status(201);
    return { sessions };
  });

  await registerRoute(app, trainingWriteRoutes.updateTrainingSession, async (request, reply) => {
    const { version, scope, ...changes } = request.body;
    const expected = expectedVersion(request, version, { thing: 'training session' });
    const session: TrainingSession = await updateTrainingSession(
      ctx.db,
      getTeamAccess(request).team.id,
      request.params.id,
      changes,
      expected,
      ctx.now(),
      scope,
    );
    reply.header('etag', `"${session.version}"`);
    return session;
  });

  await registerRoute(app, trainingWriteRoutes.deleteTrainingSession, async (request) => {
    const count = await deleteTrainingSessions(
      ctx.db,
      getTeamAccess(request).team.id,
      request.params.id,
      request.query.scope,
    );
    return { message: count === 1 ? 'Training session deleted' : `${count} training sessions deleted` };
  });
}
