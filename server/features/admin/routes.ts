import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  addClubAdminBody,
  addClubAdminResponse,
  addTeamUserBody,
  addTeamUserResponse,
  clubAdminParams,
  clubParams,
  clubTeamParams,
  clubTeamsParams,
  createClubBody,
  createClubResponse,
  createTeamBody,
  createTeamResponse,
  deleteClubResponse,
  deleteTeamResponse,
  getTeamResponse,
  listClubAdminsResponse,
  listClubsResponse,
  listContactMessagesResponse,
  listPlayerEmailsResponse,
  listTeamMembershipsResponse,
  listTeamUsersResponse,
  removeClubAdminResponse,
  removeTeamUserResponse,
  teamParams,
  teamUserParams,
  updateTeamBody,
  updateTeamResponse,
} from '../../../shared/contracts/admin.js';
import { notFound } from '../../errors.js';
import { listClubAdmins, removeClubAdmin } from './club-admins.js';
import { createClub, deleteClub, listClubsWithTeams } from './clubs.js';
import { listContactMessages } from './contact-messages.js';
import { inviteClubAdmin, inviteTeamUser, sendInvitation } from './invitations.js';
import { listPlayerEmails } from './player-emails.js';
import { listTeamMemberships, listTeamUsers, removeTeamUser } from './team-users.js';
import { createTeam, deleteTeam, findAdminTeam, updateTeamSettings } from './teams.js';

// Every route here is for platform admins: the access hook answers 401/403 before the body is read.
const platformAdmin = { access: { auth: 'platform-admin' } } as const;

export async function registerAdminRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  r.get(
    '/api/admin/clubs',
    { schema: { response: { 200: listClubsResponse } }, config: platformAdmin },
    async () => listClubsWithTeams(ctx.db),
  );

  r.post(
    '/api/admin/clubs',
    { schema: { body: createClubBody, response: { 201: createClubResponse } }, config: platformAdmin },
    async (request, reply) => {
      reply.status(201);
      return createClub(ctx.db, request.body, ctx.now());
    },
  );

  r.delete(
    '/api/admin/clubs/:id',
    { schema: { params: clubParams, response: { 200: deleteClubResponse } }, config: platformAdmin },
    async (request) => {
      await deleteClub(ctx.db, request.params.id);
      return { message: 'Club deleted successfully' };
    },
  );

  r.get(
    '/api/admin/clubs/:id/admins',
    { schema: { params: clubParams, response: { 200: listClubAdminsResponse } }, config: platformAdmin },
    async (request) => listClubAdmins(ctx.db, request.params.id),
  );

  r.post(
    '/api/admin/clubs/:id/admins',
    {
      schema: { params: clubParams, body: addClubAdminBody, response: { 200: addClubAdminResponse } },
      config: platformAdmin,
    },
    async (request) => {
      const now = ctx.now();
      const { answer, invitation } = await inviteClubAdmin(
        ctx.db,
        request.params.id,
        request.body.email,
        now,
      );
      ctx.background.run('send club admin invitation', () => sendInvitation(ctx, invitation, now));
      return { ...answer, message: 'Club admin added successfully' };
    },
  );

  r.delete(
    '/api/admin/clubs/:id/admins/:userId',
    {
      schema: { params: clubAdminParams, response: { 200: removeClubAdminResponse } },
      config: platformAdmin,
    },
    async (request) => {
      await removeClubAdmin(ctx.db, request.params.id, request.params.userId);
      return { message: 'Club admin removed successfully' };
    },
  );

  r.post(
    '/api/clubs/:clubId/teams',
    {
      schema: { params: clubTeamsParams, body: createTeamBody, response: { 201: createTeamResponse } },
      config: platformAdmin,
    },
    async (request, reply) => {
      reply.status(201);
      return createTeam(ctx.db, request.params.clubId, request.body, ctx.now());
    },
  );

  r.delete(
    '/api/clubs/:clubId/teams/:teamId',
    { schema: { params: clubTeamParams, response: { 200: deleteTeamResponse } }, config: platformAdmin },
    async (request) => {
      await deleteTeam(ctx.db, request.params.clubId, request.params.teamId);
      return { message: 'Team deleted successfully' };
    },
  );

  r.get(
    '/api/admin/teams/:id',
    { schema: { params: teamParams, response: { 200: getTeamResponse } }, config: platformAdmin },
    async (request) => {
      const team = await findAdminTeam(ctx.db, request.params.id);
      if (!team) throw notFound('Team');
      return team;
    },
  );

  r.patch(
    '/api/admin/teams/:id',
    {
      schema: { params: teamParams, body: updateTeamBody, response: { 200: updateTeamResponse } },
      config: platformAdmin,
    },
    async (request) => updateTeamSettings(ctx.db, request.params.id, request.body, ctx.now()),
  );

  r.get(
    '/api/admin/teams/:id/users',
    { schema: { params: teamParams, response: { 200: listTeamUsersResponse } }, config: platformAdmin },
    async (request) => listTeamUsers(ctx.db, request.params.id),
  );

  r.get(
    '/api/admin/teams/:id/memberships',
    { schema: { params: teamParams, response: { 200: listTeamMembershipsResponse } }, config: platformAdmin },
    async (request) => listTeamMemberships(ctx.db, request.params.id),
  );

  r.post(
    '/api/admin/teams/:id/users',
    {
      schema: { params: teamParams, body: addTeamUserBody, response: { 200: addTeamUserResponse } },
      config: platformAdmin,
    },
    async (request) => {
      const now = ctx.now();
      const { answer, invitation } = await inviteTeamUser(ctx.db, request.params.id, request.body, now);
      ctx.background.run('send team invitation', () => sendInvitation(ctx, invitation, now));
      return { ...answer, message: 'User added to team successfully' };
    },
  );

  r.delete(
    '/api/admin/teams/:id/users/:userId',
    { schema: { params: teamUserParams, response: { 200: removeTeamUserResponse } }, config: platformAdmin },
    async (request) => {
      await removeTeamUser(ctx.db, request.params.id, request.params.userId);
      return { message: 'User removed from team successfully' };
    },
  );

  r.get(
    '/api/admin/teams/:id/player-emails',
    { schema: { params: teamParams, response: { 200: listPlayerEmailsResponse } }, config: platformAdmin },
    async (request) => listPlayerEmails(ctx.db, request.params.id),
  );

  r.get(
    '/api/admin/contact-messages',
    { schema: { response: { 200: listContactMessagesResponse } }, config: platformAdmin },
    async () => listContactMessages(ctx.db),
  );
}
