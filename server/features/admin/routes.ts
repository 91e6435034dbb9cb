import type { FastifyInstance } from 'fastify';
import * as adminRoutes from '../../../shared/contracts/admin-routes.js';
import * as adminWriteRoutes from '../../../shared/contracts/admin-write-routes.js';
import { notFound } from '../../errors.js';
import { registerRoute } from '../../lib/register-route.js';
import { listClubAdmins, removeClubAdmin } from './club-admins.js';
import { createClub, deleteClub, listClubsWithTeams } from './clubs.js';
import { listContactMessages } from './contact-messages.js';
import { inviteClubAdmin, inviteTeamUser, sendInvitation } from './invitations.js';
import { listPlayerEmails } from './player-emails.js';
import { listTeamMemberships, listTeamUsers, removeTeamUser } from './team-users.js';
import { createTeam, deleteTeam, findAdminTeam, updateTeamSettings } from './teams.js';

// Every route here is for platform admins: the access hook answers 401/403 before the body is read.

export async function registerAdminRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;

  await registerRoute(app, adminRoutes.listClubs, async () => listClubsWithTeams(ctx.db));

  await registerRoute(app, adminWriteRoutes.createClub, async (request, reply) => {
    reply.status(201);
    return createClub(ctx.db, request.body, ctx.now());
  });

  await registerRoute(app, adminWriteRoutes.deleteClub, async (request) => {
    await deleteClub(ctx.db, request.params.id);
    return { message: 'Club deleted successfully' };
  });

  await registerRoute(app, adminRoutes.listClubAdmins, async (request) =>
    listClubAdmins(ctx.db, request.params.id),
  );

  await registerRoute(app, adminWriteRoutes.addClubAdmin, async (request) => {
    const now = ctx.now();
    const { answer, invitation } = await inviteClubAdmin(ctx.db, request.params.id, request.body.email, now);
    ctx.background.run('send club admin invitation', () => sendInvitation(ctx, invitation, now));
    return { ...answer, message: 'Club admin added successfully' };
  });

  await registerRoute(app, adminWriteRoutes.removeClubAdmin, async (request) => {
    await removeClubAdmin(ctx.db, request.params.id, request.params.userId);
    return { message: 'Club admin removed successfully' };
  });

  await registerRoute(app, adminWriteRoutes.createTeam, async (request, reply) => {
    reply.status(201);
    return createTeam(ctx.db, request.params.clubId, request.body, ctx.now());
  });

  await registerRoute(app, adminWriteRoutes.deleteTeam, async (request) => {
    await deleteTeam(ctx.db, request.params.clubId, request.params.teamId);
    return { message: 'Team deleted successfully' };
  });

  await registerRoute(app, adminRoutes.getTeam, async (request) => {
    const team = await findAdminTeam(ctx.db, request.params.id);
    if (!team) throw notFound('Team');
    return team;
  });

  await registerRoute(app, adminWriteRoutes.updateTeam, async (request) =>
    updateTeamSettings(ctx.db, request.params.id, request.body, ctx.now()),
  );

  await registerRoute(app, adminRoutes.listTeamUsers, async (request) =>
    listTeamUsers(ctx.db, request.params.id),
  );

  await registerRoute(app, adminRoutes.listTeamMemberships, async (request) =>
    listTeamMemberships(ctx.db, request.params.id),
  );

  await registerRoute(app, adminWriteRoutes.addTeamUser, async (request) => {
    const now = ctx.now();
    const { answer, invitation } = await inviteTeamUser(ctx.db, request.params.id, request.body, now);
    ctx.background.run('send team invitation', () => sendInvitation(ctx, invitation, now));
    return { ...answer, message: 'User added to team successfully' };
  });

  await registerRoute(app, adminWriteRoutes.removeTeamUser, async (request) => {
    await removeTeamUser(ctx.db, request.params.id, request.params.userId);
    return { message: 'User removed from team successfully' };
  });

  await registerRoute(app, adminRoutes.listPlayerEmails, async (request) =>
    listPlayerEmails(ctx.db, request.params.id),
  );

  await registerRoute(app, adminRoutes.listContactMessages, async () => listContactMessages(ctx.db));
}
