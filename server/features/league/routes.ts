import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  createOppositionTeamBody,
  createOppositionTeamResponse,
  deleteOppositionTeamResponse,
  listOppositionTeamsResponse,
  oppositionTeamParams,
  updateOppositionTeamBody,
  updateOppositionTeamResponse,
} from '../../../shared/contracts/league.js';
import { teamParams } from '../../../shared/contracts/params.js';
import { getTeamAccess } from '../../plugins/auth-guard.js';
import {
  createOppositionTeam,
  deleteOppositionTeam,
  listOppositionTeamsJson,
  updateOppositionTeam,
} from './opposition-teams.js';

// The access hook resolves the caller's role before validation (404 strangers, 403 parents' writes).
const teamRoute = { access: { auth: 'team', from: 'param' } } as const;
const onlyTeamRoute = { access: { auth: 'team', from: 'only' } } as const;

export async function registerLeagueRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  // Sent as the JSON text it is kept as (decision 026): the contract's serializer ran when it was made.
  const listHandler = async (request: FastifyRequest, reply: FastifyReply) =>
    reply
      .type('application/json; charset=utf-8')
      .send(await listOppositionTeamsJson(ctx.db, getTeamAccess(request).team.id));

  r.get(
    '/api/teams/:teamId/teams',
    { schema: { params: teamParams, response: { 200: listOppositionTeamsResponse } }, config: teamRoute },
    listHandler,
  );
  r.get(
    '/api/teams',
    { schema: { response: { 200: listOppositionTeamsResponse } }, config: onlyTeamRoute },
    listHandler,
  );

  r.post(
    '/api/teams/:teamId/teams',
    {
      schema: {
        params: teamParams,
        body: createOppositionTeamBody,
        response: { 201: createOppositionTeamResponse },
      },
      config: teamRoute,
    },
    async (request, reply) => {
      reply.status(201);
      return createOppositionTeam(ctx.db, getTeamAccess(request).team.id, request.body);
    },
  );
  // The unscoped form resolves the caller's only team before the body is read, like /api/players.
  r.post(
    '/api/teams',
    {
      schema: { body: createOppositionTeamBody, response: { 201: createOppositionTeamResponse } },
      config: onlyTeamRoute,
    },
    async (request, reply) => {
      reply.status(201);
      return createOppositionTeam(ctx.db, getTeamAccess(request).team.id, request.body);
    },
  );

  r.put(
    '/api/teams/:teamId/teams/:id',
    {
      schema: {
        params: oppositionTeamParams,
        body: updateOppositionTeamBody,
        response: { 200: updateOppositionTeamResponse },
      },
      config: teamRoute,
    },
    async (request) =>
      updateOppositionTeam(ctx.db, getTeamAccess(request).team.id, request.params.id, request.body),
  );

  r.delete(
    '/api/teams/:teamId/teams/:id',
    {
      schema: { params: oppositionTeamParams, response: { 200: deleteOppositionTeamResponse } },
      config: teamRoute,
    },
    async (request) => {
      const { matchCount } = await deleteOppositionTeam(
        ctx.db,
        getTeamAccess(request).team.id,
        request.params.id,
      );
      return { message: 'Team removed successfully', matchCount };
    },
  );
}
