import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { accountRoutes } from '../features/account/account-routes';
import { adminRoutes } from '../features/admin/admin-routes';
import { answerLinkRoutes } from '../features/availability/answer-link-routes';
import { contactRoutes } from '../features/contact/contact-routes';
import { formationEditorRoutes } from '../features/formations/formation-editor-routes';
import { formationLibraryRoutes } from '../features/formations/formation-library-routes';
import { formationViewerRoutes } from '../features/formations/formation-viewer-routes';
import { howToRoutes } from '../features/how-to/how-to-routes';
import { leagueRoutes } from '../features/league/league-routes';
import { matchesRoutes } from '../features/matches/matches-routes';
import { publicPageRoutes } from '../features/public-pages/public-pages-routes';
import { squadRoutes } from '../features/squad/squad-routes';

// ─── Where feature pages are registered ─────────────────────────────────────────────────────────────
// Add a page to one of the lists below with lazyPage(), so it loads as its own chunk, then set its nav
// item's `pageExists` in nav-config.ts. Nothing else in the shell needs to change: client/app/router.tsx
// places each list under the right layout (sign-in check, team context, platform-admin check). A
// signed-in page's route may carry a `handle` (client/lib/page-handle.ts): its skeleton and the reads
// to start before its code arrives.

/** Loads a page's module only when its route is visited. `name` is the page component's export. */
export function lazyPage<M, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
): NonNullable<RouteObject['lazy']> {
  return async () => {
    const module = await load();
    return { Component: module[name] as ComponentType };
  };
}

/**
 * Pages anyone can open, signed in or not (spec 000 §2): /about, /contact, /help, /privacy, /terms,
 * /cookies, /data-protection, and /answer/:token, a reminder's answer page (decision 059). Until one is
 * added here its path shows the 404 page.
 *
 * Example: { path: 'about', lazy: lazyPage(() => import('../features/public-pages/about-page'), 'AboutPage') }
 */
export const publicPages: RouteObject[] = [...publicPageRoutes, ...contactRoutes, ...answerLinkRoutes];

/**
 * Signed-in pages. Each is registered twice (spec 001 §2.1): as /teams/:teamId/<path>, with the team in
 * context, and as /<path>, unscoped. Pages read the user, team and role with useTeamContext()
 * (client/lib/team-context.ts).
 *
 * Paths from the spec: squad-management, league-management, match-planning, formation-editor,
 * formation-viewer, formations, how-to-guide.
 *
 * Example: { path: 'squad-management', lazy: lazyPage(() => import('../features/squad/squad-page'), 'SquadPage') }
 */
export const signedInPages: RouteObject[] = [
  ...howToRoutes,
  ...squadRoutes,
  ...matchesRoutes,
  ...formationEditorRoutes,
  ...formationViewerRoutes,
  ...formationLibraryRoutes,
  ...leagueRoutes,
  ...accountRoutes,
];

/**
 * Pages for platform admins only (/admin). Everyone else gets the Access Denied page of spec 001 §2.6.
 *
 * Example: { path: 'admin', lazy: lazyPage(() => import('../features/admin/admin-page'), 'AdminPage') }
 */
export const platformAdminPages: RouteObject[] = [...adminRoutes];

/** Every top-level path segment registered above, for checks that the menu only links to real pages. */
export function registeredPaths(): string[] {
  return [...publicPages, ...signedInPages, ...platformAdminPages]
    .map((route) => route.path)
    .filter((path): path is string => Boolean(path));
}
