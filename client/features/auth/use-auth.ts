import { type QueryClient, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { RequestMagicLinkBody, User } from '../../../shared/contracts/auth';
import type { TeamRole } from '../../../shared/domain/roles';
import { apiRequest, isUnauthorizedError } from '../../lib/api';
import { apiPath } from '../../lib/api-path';
import { userTeamsKey, userTeamsQuery } from '../../lib/user-teams-query';

export const authKeys = {
  user: ['auth', 'user'] as const,
  teams: userTeamsKey,
  teamRole: (teamId: string) => ['auth', 'team-role', teamId] as const,
};

/** The signed-in user, or null when signed out (a 401 is an answer here, not an error). No retry. */
export const userQuery = queryOptions({
  queryKey: authKeys.user,
  queryFn: ({ signal }) => apiRequest<User>('/api/auth/user', { on401: 'returnNull', signal }),
  retry: false,
});

export function useUser() {
  return useQuery(userQuery);
}

/**
 * The state a prerendered public page was drawn in: signed out (the server sends those pages only to a
 * browser without a session cookie). Marked invalid, so the first screen that reads the user still asks
 * the server, and a session the cookie check could not see shows as soon as the answer comes.
 */
export function assumeSignedOut(client: QueryClient): void {
  client.setQueryData(authKeys.user, null);
  void client.invalidateQueries({ queryKey: authKeys.user, refetchType: 'none' });
}

/** The user's teams (spec 000 §7: retried twice, fresh for 5 s). Platform admins never ask. */
export function useUserTeams(options: { enabled: boolean }) {
  return useQuery(userTeamsQuery(options));
}

/**
 * The user's role on one team. A non-OK answer means "no role" (null), except a 401, which is rethrown
 * so the one unauthorized handler sends the browser to sign in.
 */
export function useTeamRole(teamId: string | null | undefined, options: { enabled: boolean }) {
  return useQuery({
    queryKey: authKeys.teamRole(teamId ?? ''),
    queryFn: async ({ signal }): Promise<TeamRole | null> => {
      try {
        const answer = await apiRequest<{ role: TeamRole }>(apiPath`/api/auth/team-role/${teamId ?? ''}`, {
          signal,
        });
        return answer?.role ?? null;
      } catch (error) {
        if (isUnauthorizedError(error)) throw error;
        if (error instanceof DOMException && error.name === 'AbortError') throw error;
        return null;
      }
    },
    enabled: Boolean(teamId) && options.enabled,
  });
}

/** POST /api/auth/request-magic-link. The answer's body is not read (spec 000 §7). */
export function useRequestMagicLink() {
  return useMutation({
    mutationFn: async (body: RequestMagicLinkBody) => {
      await apiRequest<unknown>('/api/auth/request-magic-link', { method: 'POST', body });
    },
  });
}
