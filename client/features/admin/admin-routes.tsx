import type { RouteObject } from 'react-router';
import type { PageHandle } from '../../lib/page-handle';
import { userQuery } from '../../lib/user-query';
import { clubAdminsQuery, clubsQuery, contactMessagesQuery } from './admin-queries';
import { AdminSkeleton } from './admin-skeleton';

const handle: PageHandle = {
  skeleton: <AdminSkeleton />,
  // Only for a platform admin (anyone else is shown Access Denied): the clubs and then each club's
  // admins, and the contact messages, beside the page's code.
  prefetch: (queryClient) => {
    queryClient.ensureQueryData(userQuery).then(
      (user) => {
        if (user?.role !== 'admin') return;
        void queryClient.prefetchQuery(contactMessagesQuery);
        void queryClient.fetchQuery(clubsQuery).then(
          (clubs) => {
            for (const club of clubs) void queryClient.prefetchQuery(clubAdminsQuery(club.id));
          },
          () => undefined,
        );
      },
      // The page's own reads report failures.
      () => undefined,
    );
  },
};

/**
 * /admin, for the shell to place behind its platform-admin check. Loaded on demand: nobody but a
 * platform admin ever downloads the admin code.
 */
export const adminRoutes: RouteObject[] = [
  {
    path: 'admin',
    lazy: async () => ({ Component: (await import('./admin-page')).AdminPage }),
    handle,
  },
];
