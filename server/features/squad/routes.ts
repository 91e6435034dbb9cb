import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { teamParams } from '../../../shared/contracts/params.js';
import {
  createPlayerBody,
  createPlayerResponse,
  deletePlayerResponse,
  listPlayerStatsResponse,
  listPlayersResponse,
  playerParams,
  teamDefaultsParams,
  teamDefaultsResponse,
  updateMatchSettingsBody,
  updateMatchSettingsResponse,
  updatePlayerBody,
  updatePlayerEmailsBody,
  updatePlayerEmailsResponse,
  updatePlayerResponse,
  updateSquadRoleBody,
  updateSquadRoleResponse,
} from '../../../shared/contracts/squad.js';
import { getTeamAccess, requireUser } from '../../plugins/auth-guard.js';
import type { SquadViewer } from './player-shape.js';
import { createPlayer, deletePlayer, listPlayers, updatePlayer, updatePlayerEmails } from './players.js';
import { setSquadRole } from './squad-roles.js';
import { listPlayerStats } from './stats.js';
import { toTeamDefaults, updateMatchSettings } from './team-settings.js';

// The access hook resolves the caller's role before validation (404 strangers, 403 parents' writes).
const teamRoute = { access: { auth: 'team', from: 'param' } } as const;
const onlyTeamRoute = { access: { auth: 'team', from: 'only' } } as const;
const playerRoute = { access: { auth: 'team', from: 'player' } } as const;

function viewerOf(request: FastifyRequest): SquadViewer {
  const user = requireUser(request);
  return { role: getTeamAccess(request).role, userId: user.id, email: user.email };
}

export async function registerSquadRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  const listHandler = async (request: FastifyRequest) =>
    listPlayers(ctx.db, getTeamAccess(request).team.id, viewerOf(request));

  // The contract strips anything a parent must not see that the shaping code (player-shape.ts) missed.
  r.get(
    '/api/teams/:teamId/players',
    { schema: { params: teamParams, response: { 200: listPlayersResponse } }, config: teamRoute },
    listHandler,
  );
  r.get(
    '/api/players',
    { schema: { response: { 200: listPlayersResponse } }, config: onlyTeamRoute },
    listHandler,
  );

  r.post(
    '/api/teams/:teamId/players',
    {
      schema: { params: teamParams, body: createPlayerBody, response: { 201: createPlayerResponse } },
      config: teamRoute,
    },
    async (request, reply) => {
      reply.status(201);
      return createPlayer(ctx.db, getTeamAccess(request).team.id, request.body);
    },
  );
  r.post(
    '/api/players',
    { schema: { body: createPlayerBody, response: { 201: createPlayerResponse } }, config: onlyTeamRoute },
    async (request, reply) => {
      reply.status(201);
      return createPlayer(ctx.db, getTeamAccess(request).team.id, request.body);
    },
  );

  r.put(
    '/api/players/:id',
    {
      schema: { params: playerParams, body: updatePlayerBody, response: { 200: updatePlayerResponse } },
      config: playerRoute,
    },
    async (request) => updatePlayer(ctx.db, getTeamAccess(request).team.id, request.params.id, request.body),
  );

  r.delete(
    '/api/players/:id',
    { schema: { params: playerParams, response: { 200: deletePlayerResponse } }, config: playerRoute },
    async (request) => {
      await deletePlayer(ctx.db, getTeamAccess(request).team.id, request.params.id);
      return { message: 'Player removed successfully' };
    },
  );

  r.patch(
    '/api/players/:id/squad-role',
    {
      schema: {
        params: playerParams,
        body: updateSquadRoleBody,
        response: { 200: updateSquadRoleResponse },
      },
      config: playerRoute,
    },
    async (request) => {
      const { roleType, order } = request.body;
      return setSquadRole(ctx.db, getTeamAccess(request).team.id, request.params.id, roleType, order);
    },
  );

  r.patch(
    '/api/players/:id/emails',
    {
      schema: {
        params: playerParams,
        body: updatePlayerEmailsBody,
        response: { 200: updatePlayerEmailsResponse },
      },
      config: playerRoute,
    },
    async (request) =>
      updatePlayerEmails(ctx.db, getTeamAccess(request).team.id, request.params.id, request.body),
  );

  r.get(
    '/api/teams/:teamId/team',
    { schema: { params: teamDefaultsParams, response: { 200: teamDefaultsResponse } }, config: teamRoute },
    async (request) => {
      const { team, role } = getTeamAccess(request);
      return toTeamDefaults(team, role);
    },
  );

  r.patch(
    '/api/teams/:teamId/match-settings',
    {
      schema: {
        params: teamParams,
        body: updateMatchSettingsBody,
        response: { 200: updateMatchSettingsResponse },
      },
      config: teamRoute,
    },
    async (request) => {
      const { team, role } = getTeamAccess(request);
      return updateMatchSettings(ctx.db, team.id, role, request.body, ctx.now());
    },
  );

  r.get(
    '/api/teams/:teamId/stats',
    { schema: { params: teamParams, response: { 200: listPlayerStatsResponse } }, config: teamRoute },
    async (request) => listPlayerStats(ctx.db, getTeamAccess(request).team.id, ctx.now()),
  );
}
