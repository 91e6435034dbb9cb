import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  type CreateFormationBody,
  createFormationBody,
  createFormationResponse,
  deleteFormationResponse,
  type Formation,
  formationParams,
  INVALID_FORMATION_DATA,
  listFormationsQuery,
  listFormationsResponse,
  updateFormationBody,
  updateFormationResponse,
} from '../../../shared/contracts/formations.js';
import { teamParams } from '../../../shared/contracts/params.js';
import { expectedVersion } from '../../lib/version-header.js';
import { getTeamAccess, requireUser } from '../../plugins/auth-guard.js';
import { createFormation, deleteFormation, invalidFormation, updateFormation } from './formation-writes.js';
import { listFormations } from './formations.js';

// Reads for match planning and the library; writes for the editor and the library (spec 001 §7). The
// access hook resolves the team before validation: `param` from :teamId, `only` the caller's only team,
// `formation` the team owning the :id (another team's formation is 404 Formation not found). Parents
// get 403 on every write. A body the schema refuses reads "Invalid formation data: <field>: <why>".
const invalidBody = { prefix: INVALID_FORMATION_DATA, code: 'INVALID_FORMATION_DATA' } as const;
const teamRoute = { access: { auth: 'team', from: 'param' } } as const;
const onlyTeamRoute = { access: { auth: 'team', from: 'only' } } as const;
const formationRoute = { access: { auth: 'team', from: 'formation' } } as const;

/** A single formation's answer carries its version as the ETag, for the next save's If-Match. */
function withVersion(reply: FastifyReply, formation: Formation): Formation {
  reply.header('etag', `"${formation.version}"`);
  return formation;
}

const teamOf = (request: FastifyRequest) => getTeamAccess(request).team;

export async function registerFormationRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  // ---- Reads ----

  r.get(
    '/api/teams/:teamId/formations',
    {
      schema: {
        params: teamParams,
        querystring: listFormationsQuery,
        response: { 200: listFormationsResponse },
      },
      config: teamRoute,
    },
    async (request) => listFormations(ctx.db, teamOf(request).id, request.query.matchId),
  );
  r.get(
    '/api/formations',
    {
      schema: { querystring: listFormationsQuery, response: { 200: listFormationsResponse } },
      config: onlyTeamRoute,
    },
    async (request) => listFormations(ctx.db, teamOf(request).id, request.query.matchId),
  );

  // ---- Create and duplicate, scoped and unscoped ----

  const createHandler = async (
    request: FastifyRequest<{ Body: CreateFormationBody }>,
    reply: FastifyReply,
  ) => {
    const formation = await createFormation(
      ctx.db,
      teamOf(request).id,
      requireUser(request).id,
      request.body,
      ctx.now(),
    );
    reply.status(201);
    return withVersion(reply, formation);
  };
  r.post(
    '/api/teams/:teamId/formations',
    {
      schema: {
        params: teamParams,
        body: createFormationBody,
        response: { 201: createFormationResponse },
      },
      config: { ...teamRoute, invalidBody },
    },
    createHandler,
  );
  r.post(
    '/api/formations',
    {
      schema: { body: createFormationBody, response: { 201: createFormationResponse } },
      config: { ...onlyTeamRoute, invalidBody },
    },
    createHandler,
  );

  // ---- Update and delete ----

  r.put(
    '/api/formations/:id',
    {
      schema: {
        params: formationParams,
        body: updateFormationBody,
        response: { 200: updateFormationResponse },
      },
      config: { ...formationRoute, invalidBody },
    },
    async (request, reply) => {
      const { version, ...form } = request.body;
      const expected = expectedVersion(request, version, { thing: 'formation', refuse: invalidFormation });
      const formation = await updateFormation(
        ctx.db,
        teamOf(request).id,
        requireUser(request).id,
        request.params.id,
        form,
        expected,
        ctx.now(),
      );
      return withVersion(reply, formation);
    },
  );
  r.delete(
    '/api/formations/:id',
    {
      schema: { params: formationParams, response: { 200: deleteFormationResponse } },
      config: formationRoute,
    },
    async (request) => {
      await deleteFormation(ctx.db, teamOf(request).id, request.params.id);
      return { message: 'Formation deleted successfully' };
    },
  );
}
