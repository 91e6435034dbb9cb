import { onlineManager } from '@tanstack/react-query';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { GenericPageSkeleton } from '../components/ui/skeleton';
import { LoadingState } from '../components/ui/spinner';
import { dashboardHandle } from '../features/auth/dashboard-handle';
import { teamRoleQuery } from '../features/auth/use-auth';
import { inNextTask, nextTask } from '../lib/next-task';
import { pageHandle } from '../lib/page-handle';
import { userQuery } from '../lib/user-query';
import { AppLayout } from './layouts/app-layout';
import { RequireAuth } from './layouts/require-auth';
import { RequirePlatformAdmin } from './layouts/require-platform-admin';
import { isReturn } from './layouts/scroll-keys';
import { TeamLayout } from './layouts/team-layout';
import { appQueryClient } from './providers';
import { RouteErrorPage } from './route-error-page';
import { lazyPage, platformAdminPages, publicPages, signedInPages } from './routes';

/**
 * A return (a reload, a step back or forward into this document) waits, on its first load only, for the
 * page's first reads, its skeleton standing in under the header meanwhile: the page is then drawn whole,
 * as tall as it was, and ScrollRestoration, mounted only then (app-layout.tsx), puts the scroll back into
 * the page itself. Put back into the skeleton, the scroll stopped at its foot, footer in view, and the
 * players arriving pushed the footer away (decision 047). Every other first load draws its page as its
 * reads come, in stages. Not offline (a step back into a document the browser kept): the reads would
 * wait, paused, for the network.
 */
let waitsForFirstReads = isReturn() && onlineManager.isOnline();

/**
 * A signed-in page's route, ready for the first load of a phone on a slow connection (decision 016):
 * its loader starts, at once and side by side, the shell's reads (who is signed in; their role on the
 * team in the address) and the page's own first reads (its handle's `prefetch`), while the page's code
 * downloads, and returns without waiting for them; until the code is there, the page's skeleton stands
 * in (the router's first-load fallback), under the real header.
 */
function signedInPage(route: RouteObject): RouteObject {
  const { skeleton, prefetch } = pageHandle(route.handle);
  const { lazy } = route;
  return {
    ...route,
    // The page's module is asked for in a task after the router's: building and matching the routes
    // and starting the import were one task, a fifth of it the import (decision 033).
    lazy: typeof lazy === 'function' ? () => nextTask().then(lazy) : lazy,
    hydrateFallbackElement: skeleton ?? <GenericPageSkeleton />,
    loader: ({ params, request }) => {
      const user = appQueryClient.prefetchQuery(userQuery);
      // In a task of their own: on a first load the router is built and matched in the task that
      // runs the loaders, and the reads' requests made there too held a slow phone's main thread for
      // twice as long (about 110 ms at 4x CPU). They go out a few milliseconds later.
      const reads = new Promise<unknown>((resolve) =>
        inNextTask(() =>
          resolve(
            Promise.all([
              user,
              params.teamId ? appQueryClient.prefetchQuery(teamRoleQuery(params.teamId)) : undefined,
              prefetch?.(appQueryClient, params, new URL(request.url).searchParams),
            ]),
          ),
        ),
      );
      return waitsForFirstReads ? reads.then(() => null) : null;
    },
  };
}

// The same route objects appear under two parents (team and unscoped): give each parent its own copies.
const copies = (routes: RouteObject[]) => routes.map((route) => ({ ...route }) as RouteObject);
const signedInCopies = (routes: RouteObject[]) => routes.map(signedInPage);

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
                ...signedInCopies(signedInPages),
                { Component: RequirePlatformAdmin, children: signedInCopies(platformAdminPages) },
                {
                  path: 'teams/:teamId',
                  Component: TeamLayout,
                  children: [
                    signedInPage({ index: true, lazy: dashboard, handle: dashboardHandle }),
                    ...signedInCopies(signedInPages),
                    signedInPage({ path: '*', lazy: notFound }),
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
  const router = createBrowserRouter(buildRoutes());
  // Only the document's first load waits for its reads (above).
  const stop = router.subscribe((state) => {
    if (!state.initialized) return;
    waitsForFirstReads = false;
    stop();
  });
  return router;
}
