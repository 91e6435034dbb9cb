import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as leagueRoutes from '../../../shared/contracts/league-routes.js';
import * as leagueWriteRoutes from '../../../shared/contracts/league-write-routes.js';
import { registerRoute } from '../../lib/register-route.js';
import { getTeamAccess } from '../../plugins/auth-guard.js';
import {
  createOppositionTeam,
  deleteOppositionTeam,
  listOppositionTeamsJson,
  updateOppositionTeam,
} from './opposition-teams.js';

// The access hook resolves the caller's role before validation (404 strangers, 403 parents' writes).

const teamIdOf = (request: FastifyRequest) => getTeamAccess(request).team.id;

export async function registerLeagueRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;

  // Sent as the JSON text it is kept as (decision 026): the contract's serializer ran when it was made.
  await registerRoute(app, leagueRoutes.listOppositionTeams, async (request, reply) =>
    reply
      .type('application/json; charset=utf-8')
      .send(await listOppositionTeamsJson(ctx.db, teamIdOf(request))),
  );

  await registerRoute(app, leagueWriteRoutes.createOppositionTeam, async (request, reply) => {
    reply.status(201);
    return createOppositionTeam(ctx.db, teamIdOf(request), request.body);
  });

  await registerRoute(app, leagueWriteRoutes.updateOppositionTeam, async (request) =>
    updateOppositionTeam(ctx.db, teamIdOf(request), request.params.id, request.body, ctx.now()),
  );

  await registerRoute(app, leagueWriteRoutes.deleteOppositionTeam, async (request) => {
    const { matchCount } = await deleteOppositionTeam(
      ctx.db,
      teamIdOf(request),
      request.params.id,
      ctx.now(),
    );
    return { message: 'Team removed successfully', matchCount };
  });
}
