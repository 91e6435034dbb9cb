import { type QueryClient, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { RequestMagicLinkBody } from '../../../shared/contracts/auth';
import * as authRoutes from '../../../shared/contracts/auth-routes';
import * as authWriteRoutes from '../../../shared/contracts/auth-write-routes';
import type { TeamRole } from '../../../shared/domain/roles';
import { callApi, isUnauthorizedError } from '../../lib/api';
import { userKey, userQuery } from '../../lib/user-query';
import { userTeamsKey, userTeamsQuery } from '../../lib/user-teams-query';

export const authKeys = {
  user: userKey,
  teams: userTeamsKey,
  teamRole: (teamId: string) => ['auth', 'team-role', teamId] as const,
};

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
export function teamRoleQuery(teamId: string) {
  return queryOptions({
    queryKey: authKeys.teamRole(teamId),
    queryFn: async ({ signal }): Promise<TeamRole | null> => {
      try {
        const answer = await callApi(authRoutes.getTeamRole, { teamId, signal });
        return answer?.role ?? null;
      } catch (error) {
        if (isUnauthorizedError(error)) throw error;
        if (error instanceof DOMException && error.name === 'AbortError') throw error;
        return null;
      }
    },
  });
}

export function useTeamRole(teamId: string | null | undefined, options: { enabled: boolean }) {
  return useQuery({ ...teamRoleQuery(teamId ?? ''), enabled: Boolean(teamId) && options.enabled });
}

/** Asks for a sign-in link. The answer's body is not read (spec 000 §7). */
export function useRequestMagicLink() {
  return useMutation({
    mutationFn: async (body: RequestMagicLinkBody) => {
      await callApi(authWriteRoutes.requestMagicLink, { body });
    },
  });
}
