import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as squadRoutes from '../../../shared/contracts/squad-routes.js';
import * as squadWriteRoutes from '../../../shared/contracts/squad-write-routes.js';
import { csvFileName } from '../../lib/csv.js';
import { registerRoute } from '../../lib/register-route.js';
import { getTeamAccess, requireUser } from '../../plugins/auth-guard.js';
import { readPlayerFamily, setFamilyLink } from './family.js';
import type { SquadViewer } from './player-shape.js';
import { createPlayer, deletePlayer, listPlayers, updatePlayer, updatePlayerEmails } from './players.js';
import {
  type DayRange,
  type PlayingTimeViewer,
  readKeptSeasonPlayingTime,
  readPlayerPlayingTime,
  seasonPlayingTimeCsv,
} from './playing-time.js';
import { setSquadRole } from './squad-roles.js';
import { listPlayerStats } from './stats.js';
import { toTeamDefaults, updateMatchSettings } from './team-settings.js';

// The access hook resolves the caller's role before validation (404 strangers, 403 parents' writes).

function viewerOf(request: FastifyRequest): SquadViewer {
  const user = requireUser(request);
  return { role: getTeamAccess(request).role, userId: user.id, email: user.email };
}

const teamIdOf = (request: FastifyRequest) => getTeamAccess(request).team.id;

function minutesViewerOf(request: FastifyRequest): PlayingTimeViewer {
  const { id, email } = requireUser(request);
  return { role: getTeamAccess(request).role, id, email };
}

export async function registerSquadRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;

  await registerRoute(app, squadRoutes.listPlayers, async (request) =>
    listPlayers(ctx.db, teamIdOf(request), viewerOf(request)),
  );
  await registerRoute(app, squadWriteRoutes.createPlayer, async (request, reply) => {
    reply.status(201);
    return createPlayer(ctx.db, teamIdOf(request), request.body);
  });
  await registerRoute(app, squadWriteRoutes.updatePlayer, async (request) =>
    updatePlayer(ctx.db, teamIdOf(request), request.params.id, request.body),
  );
  await registerRoute(app, squadWriteRoutes.deletePlayer, async (request) => {
    await deletePlayer(ctx.db, teamIdOf(request), request.params.id);
    return { message: 'Player removed successfully' };
  });
  await registerRoute(app, squadWriteRoutes.setSquadRole, async (request) => {
    const { roleType, order } = request.body;
    return setSquadRole(ctx.db, teamIdOf(request), request.params.id, roleType, order);
  });
  await registerRoute(app, squadWriteRoutes.updatePlayerEmails, async (request) =>
    updatePlayerEmails(ctx.db, teamIdOf(request), request.params.id, request.body),
  );
  // A player's family (issue 30): coaches and admins only, reads too (the route's rule).
  await registerRoute(app, squadRoutes.getPlayerFamily, async (request) =>
    readPlayerFamily(ctx.db, teamIdOf(request), request.params.id),
  );
  await registerRoute(app, squadWriteRoutes.linkFamilyMember, async (request) =>
    setFamilyLink(ctx.db, teamIdOf(request), request.params.id, request.params.userId, true),
  );
  await registerRoute(app, squadWriteRoutes.unlinkFamilyMember, async (request) =>
    setFamilyLink(ctx.db, teamIdOf(request), request.params.id, request.params.userId, false),
  );
  await registerRoute(app, squadRoutes.getTeamDefaults, async (request) => {
    const { team, role } = getTeamAccess(request);
    return toTeamDefaults(team, role);
  });
  await registerRoute(app, squadWriteRoutes.updateMatchSettings, async (request) => {
    const { team, role } = getTeamAccess(request);
    return updateMatchSettings(ctx.db, team.id, role, request.body, ctx.now());
  });
  await registerRoute(app, squadRoutes.listPlayerStats, async (request) =>
    listPlayerStats(ctx.db, teamIdOf(request), ctx.now()),
  );
  // Read as the squad statistics are, by anyone with a role on the team; parents and players get their
  // family's players only, unless the team shows the squad's minutes to families.
  const rangeOf = (query: { from?: string | null; to?: string | null }): DayRange => ({
    from: query.from ?? null,
    to: query.to ?? null,
  });
  await registerRoute(app, squadRoutes.getSeasonPlayingTime, async (request) => {
    const { team } = getTeamAccess(request);
    const read = await readKeptSeasonPlayingTime(
      ctx.db,
      team,
      minutesViewerOf(request),
      rangeOf(request.query),
      ctx.now(),
    );
    return read.time;
  });
  // A player's sheet: the same rule (anyone with a role on the team, a parent only for his family unless the
  // team shows the squad's minutes); a player of another team is a 404.
  await registerRoute(app, squadRoutes.getPlayerPlayingTime, async (request) => {
    const { team } = getTeamAccess(request);
    return readPlayerPlayingTime(
      ctx.db,
      team,
      minutesViewerOf(request),
      request.params.playerId,
      rangeOf(request.query),
      ctx.now(),
    );
  });
  await registerRoute(app, squadRoutes.getSeasonPlayingTimeCsv, async (request, reply) => {
    const { team } = getTeamAccess(request);
    const range = rangeOf(request.query);
    const read = await readKeptSeasonPlayingTime(ctx.db, team, minutesViewerOf(request), range, ctx.now());
    const name = csvFileName(['playing-time', team.name, range.from ?? '', range.to ?? '']);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${name}"`)
      .send(seasonPlayingTimeCsv(read));
  });
}
