import type { RouteObject } from 'react-router';

/**
 * /admin, for the shell to place behind its platform-admin check. Loaded on demand: nobody but a
 * platform admin ever downloads the admin code.
 */
export const adminRoutes: RouteObject[] = [
  {
    path: 'admin',
    lazy: async () => ({ Component: (await import('./admin-page')).AdminPage }),
  },
];
