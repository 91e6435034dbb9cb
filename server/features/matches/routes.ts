import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  createGoalBody,
  createGoalResponse,
  createMatchBody,
  createMatchResponse,
  deleteGoalResponse,
  deleteMatchResponse,
  goalParams,
  initializeSquadRolesResponse,
  listGoalsResponse,
  listMatchesResponse,
  type Match,
  matchParams,
  replaceGoalsBody,
  replaceGoalsResponse,
  teamMatchParams,
  type UpdateMatchSquadRolesBody,
  type UpdateMatchTimingBody,
  updateAvailabilityBody,
  updateAvailabilityResponse,
  updateMatchBody,
  updateMatchResponse,
  updateMatchSquadRolesBody,
  updateMatchSquadRolesResponse,
  updateMatchTimingBody,
  updateMatchTimingResponse,
} from '../../../shared/contracts/matches.js';
import { teamParams } from '../../../shared/contracts/params.js';
import { expectedVersion } from '../../lib/version-header.js';
import { getTeamAccess } from '../../plugins/auth-guard.js';
import { addGoal, deleteGoal, replaceGoals } from './goals.js';
import { createMatch, deleteMatch, updateMatch, updateMatchTiming } from './match-form.js';
import { initializeMatchSquadRoles, setMatchSquadRole, updateAvailability } from './match-lists.js';
import { listGoals, listMatchesJson } from './matches.js';

// The access hook resolves the team before validation: `param` from :teamId (a match of another team
// than :teamId is then 404 Match not found, from the data function), `only` the caller's only team,
// `match` / `goal` the team owning the :id. Parents get 403 on every write.
const teamRoute = { access: { auth: 'team', from: 'param' } } as const;
const onlyTeamRoute = { access: { auth: 'team', from: 'only' } } as const;
const matchRoute = { access: { auth: 'team', from: 'match' } } as const;
const goalRoute = { access: { auth: 'team', from: 'goal' } } as const;

/** A single match's answer carries its version as the ETag, for the next write's If-Match. */
function withVersion(reply: FastifyReply, match: Match): Match {
  reply.header('etag', `"${match.version}"`);
  return match;
}

const teamOf = (request: FastifyRequest) => getTeamAccess(request).team;

export async function registerMatchRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  // ---- Reads ----

  // Sent as the JSON text it is kept as (decision 026): the contract's serializer ran when it was made.
  const listHandler = async (request: FastifyRequest, reply: FastifyReply) =>
    reply.type('application/json; charset=utf-8').send(await listMatchesJson(ctx.db, teamOf(request).id));
  r.get(
    '/api/teams/:teamId/matches',
    { schema: { params: teamParams, response: { 200: listMatchesResponse } }, config: teamRoute },
    listHandler,
  );
  r.get(
    '/api/matches',
    { schema: { response: { 200: listMatchesResponse } }, config: onlyTeamRoute },
    listHandler,
  );

  r.get(
    '/api/matches/:id/goals',
    { schema: { params: matchParams, response: { 200: listGoalsResponse } }, config: matchRoute },
    async (request) => listGoals(ctx.db, request.params.id),
  );

  // ---- The match form ----

  r.post(
    '/api/teams/:teamId/matches',
    {
      schema: { params: teamParams, body: createMatchBody, response: { 201: createMatchResponse } },
      config: teamRoute,
    },
    async (request, reply) => {
      const team = teamOf(request);
      reply.status(201);
      return withVersion(reply, await createMatch(ctx.db, team.id, team, request.body, ctx.now()));
    },
  );
  r.post(
    '/api/matches',
    { schema: { body: createMatchBody, response: { 201: createMatchResponse } }, config: onlyTeamRoute },
    async (request, reply) => {
      const team = teamOf(request);
      reply.status(201);
      return withVersion(reply, await createMatch(ctx.db, team.id, team, request.body, ctx.now()));
    },
  );

  r.put(
    '/api/matches/:id',
    {
      schema: { params: matchParams, body: updateMatchBody, response: { 200: updateMatchResponse } },
      config: matchRoute,
    },
    async (request, reply) => {
      const { version, ...form } = request.body;
      const expected = expectedVersion(request, version);
      const match = await updateMatch(
        ctx.db,
        teamOf(request).id,
        request.params.id,
        form,
        expected,
        ctx.now(),
      );
      return withVersion(reply, match);
    },
  );

  // ---- Timing (PATCH), scoped and unscoped ----

  const timingSchema = { body: updateMatchTimingBody, response: { 200: updateMatchTimingResponse } };
  const timingHandler = async (
    request: FastifyRequest<{ Params: { id: number }; Body: UpdateMatchTimingBody }>,
    reply: FastifyReply,
  ) => {
    const { version, ...timing } = request.body;
    const expected = expectedVersion(request, version);
    const match = await updateMatchTiming(
      ctx.db,
      teamOf(request).id,
      request.params.id,
      timing,
      expected,
      ctx.now(),
    );
    return withVersion(reply, match);
  };
  r.patch(
    '/api/teams/:teamId/matches/:id',
    { schema: { params: teamMatchParams, ...timingSchema }, config: teamRoute },
    timingHandler,
  );
  r.patch(
    '/api/matches/:id',
    { schema: { params: matchParams, ...timingSchema }, config: matchRoute },
    timingHandler,
  );

  // ---- Delete, scoped and unscoped ----

  const deleteHandler = async (request: FastifyRequest<{ Params: { id: number } }>) => {
    await deleteMatch(ctx.db, teamOf(request).id, request.params.id);
    return { message: 'Match deleted successfully' };
  };
  r.delete(
    '/api/teams/:teamId/matches/:id',
    { schema: { params: teamMatchParams, response: { 200: deleteMatchResponse } }, config: teamRoute },
    deleteHandler,
  );
  r.delete(
    '/api/matches/:id',
    { schema: { params: matchParams, response: { 200: deleteMatchResponse } }, config: matchRoute },
    deleteHandler,
  );

  // ---- Availability and captain ----

  r.patch(
    '/api/matches/:id/player-availability',
    {
      schema: {
        params: matchParams,
        body: updateAvailabilityBody,
        response: { 200: updateAvailabilityResponse },
      },
      config: matchRoute,
    },
    async (request, reply) => {
      const { version, ...changes } = request.body;
      const expected = expectedVersion(request, version);
      const match = await updateAvailability(
        ctx.db,
        teamOf(request).id,
        request.params.id,
        changes,
        expected,
        ctx.now(),
      );
      return withVersion(reply, match);
    },
  );

  // ---- Per-match squad roles, scoped and unscoped ----

  const rolesSchema = { body: updateMatchSquadRolesBody, response: { 200: updateMatchSquadRolesResponse } };
  const rolesHandler = async (
    request: FastifyRequest<{ Params: { id: number }; Body: UpdateMatchSquadRolesBody }>,
    reply: FastifyReply,
  ) => {
    const { roleType, playerIds, version } = request.body;
    const expected = expectedVersion(request, version);
    const match = await setMatchSquadRole(
      ctx.db,
      teamOf(request).id,
      request.params.id,
      roleType,
      playerIds,
      expected,
      ctx.now(),
    );
    return withVersion(reply, match);
  };
  r.patch(
    '/api/teams/:teamId/matches/:id/squad-roles',
    { schema: { params: teamMatchParams, ...rolesSchema }, config: teamRoute },
    rolesHandler,
  );
  r.patch(
    '/api/matches/:id/squad-roles',
    { schema: { params: matchParams, ...rolesSchema }, config: matchRoute },
    rolesHandler,
  );

  const initializeHandler = async (
    request: FastifyRequest<{ Params: { id: number } }>,
    reply: FastifyReply,
  ) =>
    withVersion(
      reply,
      await initializeMatchSquadRoles(ctx.db, teamOf(request).id, request.params.id, ctx.now()),
    );
  r.post(
    '/api/teams/:teamId/matches/:id/initialize-squad-roles',
    {
      schema: { params: teamMatchParams, response: { 200: initializeSquadRolesResponse } },
      config: teamRoute,
    },
    initializeHandler,
  );
  r.post(
    '/api/matches/:id/initialize-squad-roles',
    { schema: { params: matchParams, response: { 200: initializeSquadRolesResponse } }, config: matchRoute },
    initializeHandler,
  );

  // ---- Goals ----

  r.post(
    '/api/matches/:id/goals',
    {
      schema: { params: matchParams, body: createGoalBody, response: { 201: createGoalResponse } },
      config: matchRoute,
    },
    async (request, reply) => {
      reply.status(201);
      return addGoal(ctx.db, teamOf(request).id, request.params.id, request.body, ctx.now());
    },
  );
  r.put(
    '/api/matches/:id/goals',
    {
      schema: { params: matchParams, body: replaceGoalsBody, response: { 200: replaceGoalsResponse } },
      config: matchRoute,
    },
    async (request) => {
      const expected = expectedVersion(request, request.body.version);
      return replaceGoals(
        ctx.db,
        teamOf(request).id,
        request.params.id,
        request.body.goals,
        expected,
        ctx.now(),
      );
    },
  );
  r.delete(
    '/api/goals/:id',
    { schema: { params: goalParams, response: { 200: deleteGoalResponse } }, config: goalRoute },
    async (request) => {
      await deleteGoal(ctx.db, teamOf(request).id, request.params.id, ctx.now());
      return { message: 'Goal removed successfully' };
    },
  );
}
