import type { FastifyRequest } from 'fastify';
import type { TeamRole } from '../../shared/domain/roles.js';
import { badRequest, forbidden, notFound, unauthorized } from '../errors.js';
import type { SessionUser } from '../identity/sessions.js';
import { findTeamAccess, listUserTeams, type TeamAccess } from '../identity/team-access.js';

export function requireUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw unauthorized();
  return request.user;
}

export function requirePlatformAdmin(request: FastifyRequest): SessionUser {
  const user = requireUser(request);
  if (user.role !== 'admin') throw forbidden('platform administrators only');
  return user;
}

export function isWriteMethod(method: string): boolean {
  return method !== 'GET' && method !== 'HEAD' && method !== 'OPTIONS';
}

export function assertCanWrite(role: TeamRole): void {
  if (role === 'player_parent') throw forbidden('parents and players have read-only access to this team');
}

/**
 * The caller's role on a team, or 404 `Team not found` when they have none, so a stranger cannot tell
 * a team they may not see from one that does not exist. Writes also need admin or coach.
 */
export async function requireTeamAccess(
  request: FastifyRequest,
  teamRef: string | number,
  options: { isWrite: boolean },
): Promise<TeamAccess> {
  const user = requireUser(request);
  const access = await findTeamAccess(request.server.ctx.db, user, teamRef);
  if (!access) throw notFound('Team');
  if (options.isWrite) assertCanWrite(access.role);
  return access;
}

export function getTeamAccess(request: FastifyRequest): TeamAccess {
  if (!request.teamAccess) throw new Error('route is missing config.access.team');
  return request.teamAccess;
}

/**
 * For the unscoped forms (/api/players, /api/matches, ...): the caller's only team. With several teams
 * the client must say which, so the answer is 400 `Team ID is required`.
 */
export async function requireOnlyTeamAccess(
  request: FastifyRequest,
  options: { isWrite: boolean },
): Promise<TeamAccess> {
  const user = requireUser(request);
  const teams = await listUserTeams(request.server.ctx.db, user);
  if (teams.length === 0) throw notFound('Team');
  if (teams.length > 1) throw badRequest('Team ID is required');
  const only = teams[0] as TeamAccess;
  if (options.isWrite) assertCanWrite(only.role);
  return only;
}
