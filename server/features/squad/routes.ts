import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as squadRoutes from '../../../shared/contracts/squad-routes.js';
import * as squadWriteRoutes from '../../../shared/contracts/squad-write-routes.js';
import { csvFileName } from '../../lib/csv.js';
import { registerRoute } from '../../lib/register-route.js';
import { getTeamAccess, requireUser } from '../../plugins/auth-guard.js';
import type { SquadViewer } from './player-shape.js';
import { createPlayer, deletePlayer, listPlayers, updatePlayer, updatePlayerEmails } from './players.js';
import {
  type DayRange,
  readPlayerPlayingTime,
  readSeasonPlayingTime,
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
  // Read as the squad statistics are: by anyone with a role on the team, parents and players included.
  const rangeOf = (query: { from?: string | null; to?: string | null }): DayRange => ({
    from: query.from ?? null,
    to: query.to ?? null,
  });
  await registerRoute(app, squadRoutes.getSeasonPlayingTime, async (request) => {
    const { team } = getTeamAccess(request);
    const read = await readSeasonPlayingTime(
      ctx.db,
      team.id,
      rangeOf(request.query),
      team.fairShareTarget,
      ctx.now(),
    );
    return read.time;
  });
  // A player's sheet: the same rule (anyone with a role on the team); a player of another team is a 404.
  await registerRoute(app, squadRoutes.getPlayerPlayingTime, async (request) => {
    const { team } = getTeamAccess(request);
    return readPlayerPlayingTime(
      ctx.db,
      team.id,
      request.params.playerId,
      rangeOf(request.query),
      team.fairShareTarget,
      ctx.now(),
    );
  });
  await registerRoute(app, squadRoutes.getSeasonPlayingTimeCsv, async (request, reply) => {
    const { team } = getTeamAccess(request);
    const range = rangeOf(request.query);
    const read = await readSeasonPlayingTime(ctx.db, team.id, range, team.fairShareTarget, ctx.now());
    const name = csvFileName(['playing-time', team.name, range.from ?? '', range.to ?? '']);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${name}"`)
      .send(seasonPlayingTimeCsv(read));
  });
}
