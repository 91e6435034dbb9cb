import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { listFormationsQuery, listFormationsResponse } from '../../../shared/contracts/formations.js';
import { teamParams } from '../../../shared/contracts/params.js';
import { getTeamAccess } from '../../plugins/auth-guard.js';
import { listFormations } from './formations.js';

// Reads only for now (match planning's mini pitches); the formation editor brings the writes.
export async function registerFormationRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  r.get(
    '/api/teams/:teamId/formations',
    {
      schema: {
        params: teamParams,
        querystring: listFormationsQuery,
        response: { 200: listFormationsResponse },
      },
      config: { access: { auth: 'team', from: 'param' } },
    },
    async (request) => listFormations(ctx.db, getTeamAccess(request).team.id, request.query.matchId),
  );
  r.get(
    '/api/formations',
    {
      schema: { querystring: listFormationsQuery, response: { 200: listFormationsResponse } },
      config: { access: { auth: 'team', from: 'only' } },
    },
    async (request) => listFormations(ctx.db, getTeamAccess(request).team.id, request.query.matchId),
  );
}
