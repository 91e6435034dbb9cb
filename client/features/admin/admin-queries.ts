import { queryOptions } from '@tanstack/react-query';
import * as adminRoutes from '../../../shared/contracts/admin-routes';
import { callApi } from '../../lib/api';
import { retryUnlessUnauthorized } from '../../lib/query-client';

// The admin page's first reads, apart from its hooks and writes: the route starts them before the
// page's code has arrived (admin-routes.tsx), so this module stays small.

export const adminKeys = {
  all: ['admin'] as const,
  clubs: ['admin', 'clubs'] as const,
  clubAdminsAll: ['admin', 'club-admins'] as const,
  clubAdmins: (clubId: number) => ['admin', 'club-admins', clubId] as const,
  teamUsersAll: ['admin', 'team-users'] as const,
  teamUsers: (teamId: number) => ['admin', 'team-users', teamId] as const,
  playerEmails: (teamId: number) => ['admin', 'player-emails', teamId] as const,
  contactMessages: ['admin', 'contact-messages'] as const,
};

/** Spec 001 §7: admin reads retry up to 3 times, except a 401, which the shell turns into sign-in at once. */
export const adminRetry = retryUnlessUnauthorized(3);

export const clubsQuery = queryOptions({
  queryKey: adminKeys.clubs,
  queryFn: ({ signal }) => callApi(adminRoutes.listClubs, { signal }),
  retry: adminRetry,
});

export function clubAdminsQuery(clubId: number) {
  return queryOptions({
    queryKey: adminKeys.clubAdmins(clubId),
    queryFn: ({ signal }) => callApi(adminRoutes.listClubAdmins, { params: { id: clubId }, signal }),
    retry: adminRetry,
  });
}

export const contactMessagesQuery = queryOptions({
  queryKey: adminKeys.contactMessages,
  queryFn: ({ signal }) => callApi(adminRoutes.listContactMessages, { signal }),
  retry: adminRetry,
});
