import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { listGoalsResponse, listMatchesResponse, matchParams } from '../../../shared/contracts/matches.js';
import { teamParams } from '../../../shared/contracts/params.js';
import { getTeamAccess } from '../../plugins/auth-guard.js';
import { listGoals, listMatches } from './matches.js';

// Reads only for now; match writes arrive with match planning.
export async function registerMatchReadRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  const listHandler = async (request: FastifyRequest) => listMatches(ctx.db, getTeamAccess(request).team.id);

  r.get(
    '/api/teams/:teamId/matches',
    {
      schema: { params: teamParams, response: { 200: listMatchesResponse } },
      config: { access: { auth: 'team', from: 'param' } },
    },
    listHandler,
  );
  r.get(
    '/api/matches',
    {
      schema: { response: { 200: listMatchesResponse } },
      config: { access: { auth: 'team', from: 'only' } },
    },
    listHandler,
  );

  r.get(
    '/api/matches/:id/goals',
    {
      schema: { params: matchParams, response: { 200: listGoalsResponse } },
      config: { access: { auth: 'team', from: 'match' } },
    },
    async (request) => listGoals(ctx.db, request.params.id),
  );
}
