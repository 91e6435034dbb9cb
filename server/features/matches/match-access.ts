import type { FastifyRequest } from 'fastify';
import { matchParams } from '../../../shared/contracts/matches.js';
import { notFound } from '../../errors.js';
import { findTeamAccess } from '../../identity/team-access.js';
import { assertCanWrite, requireUser } from '../../plugins/auth-guard.js';
import { findMatchTeamId } from './matches.js';

/**
 * preValidation for /api/matches/:id...: the caller's role on the match's team. A match that does not
 * exist and one on a team the caller cannot see both answer 404 `Match not found`.
 */
export function resolveMatchTeamAccess(options: { isWrite: boolean }) {
  return async (request: FastifyRequest) => {
    const parsed = matchParams.safeParse(request.params);
    // A malformed id is left to schema validation, which answers 400 with the reason.
    if (!parsed.success) return;
    const user = requireUser(request);
    const teamId = await findMatchTeamId(request.server.ctx.db, parsed.data.id);
    const access = teamId === null ? null : await findTeamAccess(request.server.ctx.db, user, teamId);
    if (!access) throw notFound('Match');
    if (options.isWrite) assertCanWrite(access.role);
    request.teamAccess = access;
  };
}
