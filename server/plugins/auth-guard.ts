import type { FastifyRequest } from 'fastify';
import { unauthorized } from '../errors.js';
import type { SessionUser } from '../identity/sessions.js';
import type { TeamAccess } from '../identity/team-access.js';

// Handlers read what the route access hook (route-access.ts) already decided; nothing here decides.

export function requireUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw unauthorized();
  return request.user;
}

export function getTeamAccess(request: FastifyRequest): TeamAccess {
  if (!request.teamAccess) throw new Error('route is missing a team access rule');
  return request.teamAccess;
}
