import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import type { ZodType } from 'zod';
import { parseEventId } from '../../shared/contracts/availability.js';
import {
  type RouteAccess,
  type TeamSource as TeamSourceName,
  teamRouteRefusal,
} from '../../shared/contracts/route.js';
import { AppError, badRequest, forbidden, notFound, unauthorized } from '../errors.js';
import { ownedResourceLabels } from '../identity/resource-teams.js';
import { readSessionCookie, setSessionCookie } from '../identity/session-cookie.js';
import { findSessionUser, findSessionUserWithTeam, type TeamSource } from '../identity/sessions.js';
import { findOnlyTeam, type TeamAccess } from '../identity/team-access.js';
import { requireUser } from './auth-guard.js';

// The team access read together with the session in onRequest, for preValidation to judge (null: no
// such team or thing, or no role on it; no entry: not read with the session).
const teamLookups = new WeakMap<FastifyRequest, TeamAccess | null>();

const accessKinds = new Set(['public', 'user', 'platform-admin', 'team']);
const teamSources = new Set(['param', 'only', 'player', 'match', 'goal', 'formation', 'event']);

/** Why a route's declared rule cannot be enforced, or null when it can. */
export function describeAccessRuleProblem(
  route: Pick<RouteOptions, 'method' | 'url' | 'config'>,
): string | null {
  const access = (route.config as { access?: RouteAccess } | undefined)?.access;
  const name = `${Array.isArray(route.method) ? route.method.join(',') : route.method} ${route.url}`;
  if (!access || !accessKinds.has(access.auth)) return `route ${name} has no access rule (config.access)`;
  if (access.auth === 'team') {
    if (!teamSources.has(access.from)) return `route ${name} has an unknown team source`;
    if (access.from === 'param' && !route.url.includes(':teamId')) {
      return `route ${name} takes its team from :teamId but has no such parameter`;
    }
    if (access.from === 'event' && !route.url.includes(':eventId')) {
      return `route ${name} takes its team from the :eventId but has no such parameter`;
    }
    if (
      access.from !== 'param' &&
      access.from !== 'only' &&
      access.from !== 'event' &&
      !route.url.includes(':id')
    ) {
      return `route ${name} takes its team from the ${access.from} :id but has no such parameter`;
    }
  }
  return null;
}

function accessOf(request: FastifyRequest): RouteAccess | undefined {
  return request.routeOptions.config.access;
}

/**
 * The route's own params schema decides what a well-formed :id (or :eventId) is: the id, or the
 * schema's reason for refusing it, with the parameter it names.
 */
function parseOwnedId(
  request: FastifyRequest,
  from: TeamSourceName,
): { id: number; kind?: 'training' } | { param: string; reason: string } {
  const param = from === 'event' ? 'eventId' : 'id';
  const schema = (request.routeOptions.schema as { params?: ZodType } | undefined)?.params;
  const parsed = schema?.safeParse(request.params);
  const value = parsed?.success ? (parsed.data as Record<string, unknown>)[param] : undefined;
  if (from === 'event' && typeof value === 'string') {
    const event = parseEventId(value);
    // A training session's team is read from its own table (resource-teams.ts).
    return event.kind === 'training' ? { id: event.id, kind: 'training' } : { id: event.id };
  }
  if (typeof value === 'number') return { id: value };
  const issue = parsed && !parsed.success ? parsed.error.issues.find((i) => i.path[0] === param) : undefined;
  return { param, reason: issue?.message ?? 'must be a whole number' };
}

/**
 * The team a team route names, when it can be read together with the session: the path's :teamId, or
 * the :id of the player, match, goal or formation an unscoped call names, when well formed (a malformed
 * one is judged in preValidation).
 */
function teamSourceOf(request: FastifyRequest, access: RouteAccess): TeamSource | null {
  if (access.auth !== 'team' || access.from === 'only') return null;
  if (access.from === 'param') {
    const teamId = (request.params as { teamId?: unknown } | undefined)?.teamId;
    return typeof teamId === 'string' ? { kind: 'team', ref: teamId } : null;
  }
  const owned = parseOwnedId(request, access.from);
  return 'id' in owned ? { kind: owned.kind ?? access.from, id: owned.id } : null;
}

/** For the unscoped forms: the caller's only team; with several the client must say which. */
async function resolveOnlyTeam(request: FastifyRequest): Promise<TeamAccess> {
  const only = await findOnlyTeam(request.server.ctx.db, requireUser(request));
  if (only === null) throw notFound('Team');
  if (only === 'several') throw badRequest('Team ID is required', 'TEAM_ID_REQUIRED');
  return only;
}

async function resolveTeamAccess(
  request: FastifyRequest,
  access: Extract<RouteAccess, { auth: 'team' }>,
): Promise<TeamAccess> {
  switch (access.from) {
    case 'param': {
      const looked = teamLookups.get(request) ?? null;
      if (!looked) throw notFound('Team');
      return looked;
    }
    case 'only':
      return resolveOnlyTeam(request);
    default: {
      const looked = teamLookups.get(request);
      if (looked) return looked;
      // Not read with the session: the :id was malformed, and gets the schema's 400 as validation
      // would have said (only a signed-in caller gets this far).
      if (looked === undefined) {
        const owned = parseOwnedId(request, access.from);
        if ('reason' in owned) throw badRequest(`Validation failed: ${owned.param}: ${owned.reason}`);
      }
      throw notFound(ownedResourceLabels[access.from]);
    }
  }
}

/**
 * The one place that decides who may call a route. Everything is read from the route Fastify matched
 * (its declared `config.access`), never from the raw URL, whose spelling an attacker controls
 * (`/%61pi/...`, absolute-form request lines). A route without a rule cannot be added (the app does not
 * start) and, should one slip through, is refused at request time.
 */
export function registerRouteAccess(app: FastifyInstance): void {
  app.decorateRequest('user', null);
  app.decorateRequest('teamAccess', null);

  app.addHook('onRoute', (route) => {
    const problem = describeAccessRuleProblem(route);
    if (problem) throw new Error(`Refusing to start: ${problem}`);
  });

  // Reads the session (roles come fresh from the database each time, so a change applies at once).
  app.addHook('onRequest', async (request, reply) => {
    // The not-found handler answers 404 to everyone and reads nothing.
    if (request.is404) return;
    const access = accessOf(request);
    if (!access) throw new AppError('forbidden', 'Forbidden: this route has no access rule');
    if (access.auth === 'public' && !access.readsSession) return;
    const sessionId = readSessionCookie(app, request);
    if (!sessionId || sessionId.length > 100) return;
    const teamSource = teamSourceOf(request, access);
    const now = app.ctx.now();
    let found: Awaited<ReturnType<typeof findSessionUser>>;
    if (teamSource === null) {
      found = await findSessionUser(app.ctx.db, sessionId, now);
    } else {
      const withTeam = await findSessionUserWithTeam(app.ctx.db, sessionId, now, teamSource);
      if (withTeam) teamLookups.set(request, withTeam.teamAccess);
      found = withTeam;
    }
    if (!found) return;
    request.user = found.user;
    if (found.rolledExpire) setSessionCookie(app, reply, sessionId, found.rolledExpire);
  });

  // Enforces the rule before the body is validated: a stranger learns nothing from validation errors.
  app.addHook('preValidation', async (request) => {
    if (request.is404) return;
    const access = accessOf(request);
    if (!access) throw new AppError('forbidden', 'Forbidden: this route has no access rule');
    if (access.auth === 'public') return;
    if (!request.user) throw unauthorized();
    if (access.auth === 'platform-admin' && request.user.role !== 'admin') {
      throw forbidden('platform administrators only');
    }
    if (access.auth === 'team') {
      const teamAccess = await resolveTeamAccess(request, access);
      // The one rule of who may do what on a team (shared/contracts/route.ts), which screens ask too.
      const refusal = teamRouteRefusal({ method: request.method, access }, teamAccess.role);
      if (refusal === 'read-only') throw forbidden('parents and players have read-only access to this team');
      if (refusal === 'editors-only')
        throw forbidden("only the team's coaches and administrators can see this");
      if (refusal !== null) throw forbidden("only the club's administrators can do this");
      request.teamAccess = teamAccess;
    }
  });
}
