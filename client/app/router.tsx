import { createBrowserRouter, type RouteObject } from 'react-router';
import { LoadingState } from '../components/ui/spinner';
import { AppLayout } from './layouts/app-layout';
import { RequireAuth } from './layouts/require-auth';
import { RequirePlatformAdmin } from './layouts/require-platform-admin';
import { TeamLayout } from './layouts/team-layout';
import { RouteErrorPage } from './route-error-page';
import { lazyPage, platformAdminPages, publicPages, signedInPages } from './routes';

// The same route objects appear under two parents (team and unscoped): give each parent its own copies.
const copies = (routes: RouteObject[]) => routes.map((route) => ({ ...route }) as RouteObject);

// "/" is a lazy route like the others: the landing page it shows when signed out stays out of the
// JavaScript every page loads first.
const home = lazyPage(() => import('./home-page'), 'HomePage');
const notFound = lazyPage(() => import('./not-found-page'), 'NotFoundPage');
const dashboard = lazyPage(() => import('../features/auth/dashboard-page'), 'DashboardPage');

/** The whole route tree. Feature pages are not listed here: they register in routes.tsx. */
export function buildRoutes(): RouteObject[] {
  return [
    {
      Component: AppLayout,
      // The layout itself failed: the error screen stands alone.
      errorElement: <RouteErrorPage standalone />,
      hydrateFallbackElement: <LoadingState className="min-h-dvh" />,
      children: [
        {
          // A page failed: the error screen shows inside the header and footer.
          errorElement: <RouteErrorPage />,
          children: [
            { index: true, lazy: home },
            {
              path: 'email-login',
              lazy: lazyPage(() => import('../features/auth/email-login-page'), 'EmailLoginPage'),
            },
            ...copies(publicPages),
            {
              Component: RequireAuth,
              children: [
                ...copies(signedInPages),
                { Component: RequirePlatformAdmin, children: copies(platformAdminPages) },
                {
                  path: 'teams/:teamId',
                  Component: TeamLayout,
                  children: [
                    { index: true, lazy: dashboard },
                    ...copies(signedInPages),
                    { path: '*', lazy: notFound },
                  ],
                },
              ],
            },
            { path: '*', lazy: notFound },
          ],
        },
      ],
    },
  ];
}

export function createAppRouter() {
  return createBrowserRouter(buildRoutes());
}
