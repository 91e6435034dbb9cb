import type { FetchQueryOptions, QueryClient, QueryFunctionContext, QueryKey } from '@tanstack/react-query';
import type { Params } from 'react-router';
import type { PageReads } from '../../shared/contracts/first-reads';
import type { AnyRoute, RouteAnswer } from '../../shared/contracts/route';
import { callApi } from './api';
import { NoTeamToRead } from './api-checks';
import { onlyTeamOf } from './effective-team-role';
import { userQuery } from './user-query';
import { userTeamsQuery } from './user-teams-query';

// A page's first reads are declared once, in shared/contracts/first-reads.ts (decision 034): the
// server preloads their addresses, each feature's query options take the route from there
// (`teamReadFn`), and the route's loader starts them all (`prefetchPageReads`).

/**
 * Before an unscoped read (no team in the address): the caller's list of teams, which says whether the
 * server can pick their team. With several or none the read is not sent (it would be refused, 400 or
 * 404): the query fails with NoTeamToRead and the page asks the person to choose a team, or says they
 * have none. A platform admin has every team and never asks for the list: their read goes as it is.
 */
async function assertOneTeam(client: QueryClient): Promise<void> {
  const user = await client.ensureQueryData(userQuery);
  if (!user || user.role === 'admin') return;
  const teams = await client.ensureQueryData(userTeamsQuery({ enabled: true }));
  if (teams.length > 1) throw new NoTeamToRead('several');
  if (teams.length === 0) throw new NoTeamToRead('none');
}

/** The caller's only team, as an unscoped page takes it (effective-team-role.ts); else null. */
async function onlyTeamId(client: QueryClient): Promise<string | null> {
  try {
    const user = await client.ensureQueryData(userQuery);
    if (!user || user.role === 'admin') return null;
    return onlyTeamOf(await client.ensureQueryData(userTeamsQuery({ enabled: true })))?.secureId ?? null;
  } catch {
    // Unread: the page asks again, and shows what went wrong.
    return null;
  }
}

/**
 * The query function of a team read: the route's team address, or its unscoped one once the caller's
 * teams say the server can pick the team.
 */
export function teamReadFn<R extends AnyRoute>(route: R, teamId: string | null) {
  return async ({ client, signal }: QueryFunctionContext): Promise<RouteAnswer<R>> => {
    if (teamId === null) await assertOneTeam(client);
    // The input's type depends on the route (team-only or not); routeUrl refuses a team-only route
    // without a team, which prefetchPageReads and the pages never ask for.
    return callApi(route as AnyRoute, { teamId, signal } as never) as Promise<RouteAnswer<R>>;
  };
}

/** For each of a page's declared reads, the feature's query options for a team (null: unscoped). */
export type PageReadQueries<Reads extends PageReads> = {
  [Name in keyof Reads]: (
    teamId: string | null,
    // biome-ignore lint/suspicious/noExplicitAny: each feature's query key has its own tuple type.
  ) => FetchQueryOptions<RouteAnswer<Reads[Name]>, Error, RouteAnswer<Reads[Name]>, any>;
};

/**
 * A route's `prefetch` that starts every one of the page's declared reads with the feature's own query
 * options (the ones its hooks read), so the page finds them in the cache or in flight. Unscoped, a
 * team-only read (no unscoped form) waits for the page, which asks for it once it knows the team.
 */
export function prefetchPageReads<Reads extends PageReads>(
  reads: Reads,
  queries: PageReadQueries<Reads>,
): (queryClient: QueryClient, params: Params) => Promise<unknown> {
  return (queryClient, { teamId }) => {
    const team = teamId ?? null;
    const prefetch = (name: keyof Reads & string, forTeam: string | null) =>
      queryClient.prefetchQuery(
        queries[name](forTeam) as FetchQueryOptions<unknown, Error, unknown, QueryKey>,
      );
    const names = Object.keys(reads) as Array<keyof Reads & string>;
    const started: Array<Promise<unknown>> = names
      .filter((name) => team !== null || reads[name]?.unscoped)
      .map((name) => prefetch(name, team));
    // Unscoped, a team-only read goes as soon as the caller's teams name their only team: the read the
    // page asks for then, a little sooner.
    const teamOnly = team === null ? names.filter((name) => !reads[name]?.unscoped) : [];
    if (teamOnly.length > 0) {
      started.push(
        onlyTeamId(queryClient).then((only) =>
          only === null ? undefined : Promise.all(teamOnly.map((name) => prefetch(name, only))),
        ),
      );
    }
    // Settled when every read has (prefetchQuery never rejects): a return waits for them (router.tsx).
    return Promise.all(started);
  };
}
