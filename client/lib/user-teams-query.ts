import { type QueryClient, queryOptions } from '@tanstack/react-query';
import * as authRoutes from '../../shared/contracts/auth-routes';
import { callApi } from './api';
import { retryUnlessUnauthorized } from './query-client';
import { userQuery } from './user-query';

export const userTeamsKey = ['auth', 'teams'] as const;

/**
 * GET /api/auth/teams, the caller's teams with their role on each (spec 000 §7: retried twice, fresh for
 * 5 s; platform admins never ask). One definition, so the dashboard and every unscoped page share one
 * cached answer.
 */
export function userTeamsQuery(options: { enabled: boolean }) {
  return queryOptions({
    queryKey: userTeamsKey,
    queryFn: ({ signal }) => callApi(authRoutes.listUserTeams, { signal }),
    retry: retryUnlessUnauthorized(2),
    staleTime: 5000,
    enabled: options.enabled,
  });
}

/**
 * Starts this read for a page that will make it (an unscoped page's useEffectiveTeamRole, the team
 * chooser) once the user is known not to be a platform admin, who never asks. For a page's prefetch
 * (lib/page-handle.ts), before the page's code has arrived.
 */
export function prefetchTeamsOfUser(queryClient: QueryClient): void {
  queryClient.ensureQueryData(userQuery).then(
    (user) => {
      if (user && user.role !== 'admin') void queryClient.prefetchQuery(userTeamsQuery({ enabled: true }));
    },
    // The page's own read of the user reports the failure.
    () => undefined,
  );
}
