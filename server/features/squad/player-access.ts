import type { FastifyRequest } from 'fastify';
import { playerParams } from '../../../shared/contracts/squad.js';
import { notFound } from '../../errors.js';
import { findTeamAccess } from '../../identity/team-access.js';
import { assertCanWrite, requireOnlyTeamAccess, requireUser } from '../../plugins/auth-guard.js';
import { findPlayerTeamId } from './players.js';

/**
 * preValidation for /api/players/:id...: resolves the caller's role on the player's team before the body
 * is read. A player that does not exist and one on a team the caller cannot see both answer 404
 * `Player not found`, so ids leak nothing; parents' writes get 403.
 */
export function resolvePlayerTeamAccess(options: { isWrite: boolean }) {
  return async (request: FastifyRequest) => {
    const parsed = playerParams.safeParse(request.params);
    // A malformed id is left to schema validation, which answers 400 with the reason.
    if (!parsed.success) return;
    const user = requireUser(request);
    const teamId = await findPlayerTeamId(request.server.ctx.db, parsed.data.id);
    const access = teamId === null ? null : await findTeamAccess(request.server.ctx.db, user, teamId);
    if (!access) throw notFound('Player');
    if (options.isWrite) assertCanWrite(access.role);
    request.teamAccess = access;
  };
}

/** preValidation for the unscoped forms (/api/players): the caller's only team, before the body is read. */
export function resolveOnlyTeamAccess(options: { isWrite: boolean }) {
  return async (request: FastifyRequest) => {
    request.teamAccess = await requireOnlyTeamAccess(request, options);
  };
}
