import { queryOptions } from '@tanstack/react-query';
import type { UserTeam } from '../../shared/contracts/auth';
import { apiRequest } from './api';
import { retryUnlessUnauthorized } from './query-client';

export const userTeamsKey = ['auth', 'teams'] as const;

/**
 * GET /api/auth/teams, the caller's teams with their role on each (spec 000 §7: retried twice, fresh for
 * 5 s; platform admins never ask). One definition, so the dashboard and every unscoped page share one
 * cached answer.
 */
export function userTeamsQuery(options: { enabled: boolean }) {
  return queryOptions({
    queryKey: userTeamsKey,
    queryFn: ({ signal }) => apiRequest<UserTeam[]>('/api/auth/teams', { signal }),
    retry: retryUnlessUnauthorized(2),
    staleTime: 5000,
    enabled: options.enabled,
  });
}
