import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden, notFound, unauthorized } from '../errors.js';
import { readSessionCookie, setSessionCookie } from '../identity/session-cookie.js';
import { findSessionUser, findSessionUserWithTeam } from '../identity/sessions.js';
import type { TeamAccess } from '../identity/team-access.js';
import { assertCanWrite, isWriteMethod, requireTeamAccess } from './auth-guard.js';

// The team access read together with the session in onRequest, for preValidation to judge.
const teamLookups = new WeakMap<FastifyRequest, TeamAccess | null>();

function teamParamOf(request: FastifyRequest): string | null {
  if (!request.routeOptions.config.access?.team) return null;
  const teamId = (request.params as { teamId?: unknown } | undefined)?.teamId;
  return typeof teamId === 'string' ? teamId : null;
}

/**
 * Reads the session on every API request (roles come fresh from the database each time, so a change
 * applies at once) and enforces each route's declared access before its body is validated.
 */
export function registerSessionUser(app: FastifyInstance): void {
  app.decorateRequest('user', null);
  app.decorateRequest('teamAccess', null);

  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/api/')) return;
    const sessionId = readSessionCookie(app, request);
    if (!sessionId || sessionId.length > 100) return;
    const teamRef = teamParamOf(request);
    const now = app.ctx.now();
    let found: Awaited<ReturnType<typeof findSessionUser>>;
    if (teamRef === null) {
      found = await findSessionUser(app.ctx.db, sessionId, now);
    } else {
      const withTeam = await findSessionUserWithTeam(app.ctx.db, sessionId, now, teamRef);
      if (withTeam) teamLookups.set(request, withTeam.teamAccess);
      found = withTeam;
    }
    if (!found) return;
    request.user = found.user;
    if (found.rolledExpire) setSessionCookie(app, reply, sessionId, found.rolledExpire);
  });

  app.addHook('preValidation', async (request) => {
    const access = request.routeOptions.config.access;
    if (!request.url.startsWith('/api/') || access?.auth === 'public') return;
    if (!request.user) throw unauthorized();
    if (access?.auth === 'platform-admin' && request.user.role !== 'admin') {
      throw forbidden('platform administrators only');
    }
    if (access?.team) {
      const isWrite = isWriteMethod(request.method);
      if (teamLookups.has(request)) {
        const looked = teamLookups.get(request) ?? null;
        if (!looked) throw notFound('Team');
        if (isWrite) assertCanWrite(looked.role);
        request.teamAccess = looked;
      } else {
        const teamId = (request.params as { teamId?: unknown }).teamId;
        request.teamAccess = await requireTeamAccess(request, String(teamId ?? ''), { isWrite });
      }
    }
  });
}
