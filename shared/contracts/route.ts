import type { z } from 'zod';
import { canEditTeam, type TeamRole } from '../domain/roles.js';
import type { ApiErrorCode } from './errors.js';

// The route table's shape: every operation of the API is declared once, in shared/contracts/*-routes.ts,
// with its method, path, access rule and schemas, as a plain constant
// (`{...} as const satisfies RouteDeclaration<Contracts>`) so that a page's bundle takes only the
// operations it calls. The server registers it from that declaration
// (server/lib/register-route.ts), with the unscoped form where the spec has one, and the client calls
// it through callApi (client/lib/api.ts), whose parameters, body and answer are typed from the same
// declaration: no path strings or asserted answer types in feature code.
//
// Why the schemas sit behind `schemas(contracts)` and `load()`: zod and the schemas are
// most of a form's code, and a page's first load must not carry them (its initial JavaScript has a
// budget of 130 KB gzip). This module imports zod for types only, and a declaration reaches its zod
// schemas through its area's dynamic import, which only the server (and tests) ever call. The client takes the
// method and path at run time and everything else from the types.

/**
 * Where a team route's team comes from: the path's :teamId, the caller's only team, the owner of :id,
 * or the team of the event an :eventId names (`match-12`: the match's team).
 */
export type TeamSource = 'param' | 'only' | 'player' | 'match' | 'goal' | 'formation' | 'event';

/** Who may call a route (server/plugins/route-access.ts enforces it; a route without one never starts). */
export type RouteAccess =
  | { auth: 'public'; readsSession?: boolean }
  | { auth: 'user' }
  | { auth: 'platform-admin' }
  /**
   * `role: 'admin'`: only the team's admins (platform admins and the club's admins), for reads too;
   * `role: 'editor'`: only those who may edit the team (admins and coaches), for reads too.
   */
  /**
   * `familyWrites`: parents and players may call the write too, for their own family's players only,
   * which the route's data function enforces (availability answers, decision 057).
   */
  | { auth: 'team'; from: TeamSource; role?: 'admin' | 'editor'; familyWrites?: true };

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * A route's schemas. `params` holds the path's own parameters; a team route's :teamId is added by the
 * registration. A response is a zod schema, or a documented answer that is not JSON (an HTML page, a
 * redirect), which the client never calls.
 */
export type RouteSchemas = {
  params?: z.ZodType;
  querystring?: z.ZodType;
  body?: z.ZodType;
  response: Record<number | string, unknown>;
};

/** How a route words a body its schema refuses (`<prefix>: <field>: <why>` with `code`). */
export type InvalidBodyWording = { prefix: string; code: ApiErrorCode };

export type RouteDeclaration<Contracts = unknown> = {
  method: HttpMethod;
  /** The path as Fastify matches it, with `:name` parameters. */
  path: string;
  access: RouteAccess;
  /**
   * The same operation without the leading /api/teams/:teamId, where the spec has both: its team is the
   * caller's only team ('only'), or the one owning the :id ('match', 'formation', ...).
   */
  unscoped?: Exclude<TeamSource, 'param' | 'event'>;
  /** The wording of a refused body, where the spec's clients look for a phrase of their own. */
  invalidBody?: InvalidBodyWording;
  /** Brings the area's contracts module, whose schemas `schemas` picks: only the server calls it. */
  load: () => Promise<Contracts>;
  schemas: (contracts: Contracts) => RouteSchemas;
};

/** A method that changes something: a team route's writes need an editor of the team. */
export function isWriteMethod(method: string): boolean {
  return method !== 'GET' && method !== 'HEAD' && method !== 'OPTIONS';
}

/**
 * Why a caller whose role on the team is `role` may not call a team route, or null when they may: the
 * one rule of who may do what on a team. The server judges every team route by it
 * (server/plugins/route-access.ts) and a screen asks it before offering a control (`mayCall`), so a
 * screen offers exactly what the server allows. Parents and players read only (a write needs
 * canEditTeam: admin or coach); a route marked `role: 'editor'` is for editors even to read (a read
 * that names other families' accounts), one marked `role: 'admin'` for the team's admins alone.
 */
export function teamRouteRefusal(
  route: { method: string; access: RouteAccess },
  role: TeamRole | null,
): 'no-role' | 'read-only' | 'editors-only' | 'admins-only' | null {
  if (role === null) return 'no-role';
  const familyWrites = route.access.auth === 'team' && route.access.familyWrites === true;
  if (isWriteMethod(route.method) && !canEditTeam(role) && !familyWrites) return 'read-only';
  if (route.access.auth === 'team' && route.access.role === 'editor' && !canEditTeam(role)) {
    return 'editors-only';
  }
  if (route.access.auth === 'team' && route.access.role === 'admin' && role !== 'admin') return 'admins-only';
  return null;
}

/** May a caller whose role on the team is `role` call `route`? (teamRouteRefusal) */
export const mayCall = (route: { method: string; access: RouteAccess }, role: TeamRole | null): boolean =>
  teamRouteRefusal(route, role) === null;

/** Any declared route, whatever its area's contracts. */
export type AnyRoute = Omit<RouteDeclaration<never>, 'load'> & { load: () => Promise<unknown> };

const TEAM_PREFIX = '/api/teams/:teamId/';

/** The unscoped form's path: /api/teams/:teamId/matches/:id → /api/matches/:id. */
export function unscopedPath(route: Pick<RouteDeclaration, 'path' | 'unscoped'>): string | null {
  if (!route.unscoped || !route.path.startsWith(TEAM_PREFIX)) return null;
  return `/api/${route.path.slice(TEAM_PREFIX.length)}`;
}

// ---- Types derived from a declaration ----

type ParamNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

type SchemasOf<R> = R extends { schemas: (contracts: never) => infer S } ? S : never;

type InputOf<S, Key extends string> = S extends { [K in Key]: infer T extends z.ZodType }
  ? z.input<T>
  : undefined;

type SuccessStatus = 200 | 201 | 202 | 204;

/** The parameters of the route's path, besides :teamId. */
export type RouteParams<R extends { path: string }> = {
  [Name in Exclude<ParamNames<R['path']>, 'teamId'>]: string | number;
};
export type RouteBody<R> = InputOf<SchemasOf<R>, 'body'>;
export type RouteQuery<R> = InputOf<SchemasOf<R>, 'querystring'>;
/** What a route answers on success, as the client reads it. */
export type RouteAnswer<R> =
  SchemasOf<R> extends { response: infer Answers }
    ? {
        [Status in keyof Answers]: Status extends SuccessStatus
          ? Answers[Status] extends z.ZodType
            ? z.output<Answers[Status]>
            : never
          : never;
      }[keyof Answers]
    : never;

/** Does the route have a team in its path (and so take a teamId), with or without an unscoped form? */
type TeamInput<R extends { path: string; unscoped?: unknown }> =
  'teamId' extends ParamNames<R['path']>
    ? R extends { unscoped: string }
      ? { teamId: string | null | undefined }
      : { teamId: string }
    : { teamId?: never };

type ParamsInput<R extends { path: string }> = [Exclude<ParamNames<R['path']>, 'teamId'>] extends [never]
  ? { params?: never }
  : { params: RouteParams<R> };

type BodyInput<R> = RouteBody<R> extends undefined ? { body?: never } : { body: RouteBody<R> };
type QueryInput<R> = RouteQuery<R> extends undefined ? { query?: never } : { query?: RouteQuery<R> };

/** What a call of the route needs: the team (where the path has one), the path's parameters, the body. */
export type RouteInput<R extends { path: string; unscoped?: unknown }> = TeamInput<R> &
  ParamsInput<R> &
  BodyInput<R> &
  QueryInput<R>;

/**
 * The address of a call: the team's path with a team, the unscoped one without (where there is one),
 * each value encoded as one path segment, so an id can never add a segment or a query.
 */
export function routeUrl(
  route: Pick<RouteDeclaration, 'path' | 'unscoped'>,
  input: { teamId?: string | null; params?: Record<string, string | number>; query?: unknown },
): string {
  const hasTeam = input.teamId !== undefined && input.teamId !== null && input.teamId !== '';
  let template = route.path;
  if (!hasTeam && template.includes(':teamId')) {
    const unscoped = unscopedPath(route);
    if (!unscoped) throw new Error(`${route.path} needs a team`);
    template = unscoped;
  }
  const values: Record<string, string | number> = { ...input.params };
  if (hasTeam) values.teamId = input.teamId as string;
  const path = template.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined || value === '') throw new Error(`${route.path} needs its ${name}`);
    return encodeURIComponent(String(value));
  });
  return path + queryString(input.query);
}

function queryString(query: unknown): string {
  if (!query || typeof query !== 'object') return '';
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) search.set(name, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}
