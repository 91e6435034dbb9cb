import type { FastifyInstance } from 'fastify';
import { forbidden, unauthorized } from '../errors.js';
import { readSessionCookie, setSessionCookie } from '../identity/session-cookie.js';
import { findSessionUser } from '../identity/sessions.js';
import { isWriteMethod, requireTeamAccess } from './auth-guard.js';

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
    const found = await findSessionUser(app.ctx.db, sessionId, app.ctx.now());
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
      const teamId = (request.params as { teamId?: unknown }).teamId;
      request.teamAccess = await requireTeamAccess(request, String(teamId ?? ''), {
        isWrite: isWriteMethod(request.method),
      });
    }
  });
}
