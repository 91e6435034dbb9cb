// Runs at build time only, in Node (scripts/prerender.mjs bundles it with Vite's SSR build): renders the
// public pages through the same route tree, providers and query defaults as the browser, in the state
// the browser hydrates them in (signed out, public settings not yet read). Never shipped to a browser.
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import {
  createStaticHandler,
  createStaticRouter,
  matchRoutes,
  type RouteObject,
  StaticRouterProvider,
} from 'react-router';
import { followFirstLoad } from './app/first-load';
import { RequireAuth } from './app/layouts/require-auth';
import { makeAppQueryClient, Providers } from './app/providers';
import { routePatterns } from './app/route-patterns';
import { buildRoutes } from './app/router';
import { publicPages } from './app/routes';
import { assumeSignedOut } from './features/auth/use-auth';
import { ShellHintContext } from './lib/shell-hint';
import { DocumentTitleCollector, PRODUCT_NAME } from './lib/use-document-title';

/**
 * "/", the sign-in page and every page anyone can open (client/app/routes.tsx publicPages). Sign-in is
 * where every invited coach first arrives from a phone; as HTML its heading and form paint before any
 * script has loaded, and its Send button waits for the app (useHydrated).
 */
export const prerenderedPaths: string[] = [
  '/',
  '/email-login',
  // A page with a parameter (/answer/:token) shows what its address names: nothing to draw ahead.
  ...publicPages.flatMap((route) => (route.path?.includes(':') ? [] : [`/${route.path}`])),
];

/** Any path only the 404 route catches; renderPage checks that it is one. */
export const notFoundPath = '/__prerender/not-found';

/** Every path pattern the route tree answers ("/*" is the 404 route). */
export function clientRoutePatterns(): string[] {
  return routePatterns(buildRoutes());
}

export type RenderedPage = { html: string; title: string };

/** The markup of #root for `path`, and the page's title, as the browser's first render will draw them. */
export async function renderPage(path: string): Promise<RenderedPage> {
  const routes = buildRoutes();
  const leaf = matchRoutes(routes, path)?.at(-1);
  const isNotFound = leaf?.route.path === '*' && leaf.pathnameBase === '/';
  if (isNotFound !== (path === notFoundPath)) {
    throw new Error(`${path}: expected ${path === notFoundPath ? 'only the 404 route' : 'a page'} to match`);
  }
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, 'http://prerender.invalid')));
  if (context instanceof Response) throw new Error(`${path} answered ${context.status} instead of a page`);
  if (context.errors) throw new Error(`${path} failed: ${JSON.stringify(context.errors)}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  // Loaded already, as the browser's router is when it hydrates (main.tsx): the footer is drawn.
  void followFirstLoad(router);

  const queryClient = makeAppQueryClient();
  assumeSignedOut(queryClient);
  let title = PRODUCT_NAME;
  const errors: unknown[] = [];
  const { prelude } = await prerender(
    <StrictMode>
      <DocumentTitleCollector
        value={(pageTitle) => {
          title = pageTitle;
        }}
      >
        <Providers queryClient={queryClient}>
          {/* hydrate={false}: no inline script with router data (the CSP allows none, and there is none). */}
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </Providers>
      </DocumentTitleCollector>
    </StrictMode>,
    {
      // React outlines a large Suspense boundary (the landing page's) behind an inline script that reveals
      // it; the CSP runs no inline script, and the whole page is there at once anyway.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError: (error) => void errors.push(error),
    },
  );
  const html = await new Response(prelude).text();
  if (errors.length > 0) throw new AggregateError(errors, `${path} did not render`);
  if (/<script/i.test(html)) throw new Error(`${path} rendered a script, which the CSP would refuse`);
  return { html, title };
}

/** Copies of `routes` with no loader and no lazy module: a shell draws what the first render shows. */
function withoutData(routes: readonly RouteObject[]): RouteObject[] {
  return routes.map(
    (route) =>
      ({
        ...route,
        loader: undefined,
        lazy: undefined,
        children: route.children ? withoutData(route.children) : undefined,
      }) as RouteObject,
  );
}

/** The route patterns under `RequireAuth` (every signed-in page), catch-alls left out. */
function signedInPatterns(routes: readonly RouteObject[], parent = ''): string[] {
  const found: string[] = [];
  for (const route of routes) {
    const own = route.path ? `${parent}/${route.path}` : parent;
    if (route.Component === RequireAuth) {
      found.push(...routePatterns(route.children ?? [], own).filter((pattern) => !pattern.includes('*')));
    } else {
      found.push(...signedInPatterns(route.children ?? [], own));
    }
  }
  return [...new Set(found)];
}

/**
 * Every signed-in page's path pattern ("/teams/:teamId/match-planning", "/admin"), for which the build
 * draws a shell (decision 065).
 */
export function signedInShellPatterns(): string[] {
  return signedInPatterns(buildRoutes());
}

/**
 * The markup of #root a signed-in page's first render draws before anything is known: the header with
 * no one in it yet and the page's skeleton (RequireAuth waits for the user, showing the skeleton of the
 * deepest route's handle). The server sends it in the document (server/plugins/static-client.ts), so
 * the page's shape and heading paint with the document, before any script has run; the app then draws
 * the same in its first render (main.tsx, no hydration: the markup is only a picture of it). Must run
 * before any `renderPage`, which marks the first load done (the footer would then be drawn).
 *
 * `canEdit` draws it as the caller's role says (a coach's or a parent's words in the header, where a
 * skeleton has them), for the server to send when it has read that role: the browser's first render
 * draws the same from the document's hint (client/lib/shell-hint.ts).
 */
export async function renderShell(pattern: string, canEdit: boolean | null = null): Promise<string> {
  const path = pattern.replace(/:[\w-]+/g, 'shell');
  const routes = withoutData(buildRoutes());
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, 'http://prerender.invalid')));
  if (context instanceof Response) throw new Error(`${path} answered ${context.status} instead of a shell`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const errors: unknown[] = [];
  const { prelude } = await prerender(
    <StrictMode>
      <Providers queryClient={makeAppQueryClient()}>
        <ShellHintContext value={canEdit === null ? null : { path, canEdit }}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </ShellHintContext>
      </Providers>
    </StrictMode>,
    { progressiveChunkSize: Number.POSITIVE_INFINITY, onError: (error) => void errors.push(error) },
  );
  const html = await new Response(prelude).text();
  if (errors.length > 0) throw new AggregateError(errors, `the shell of ${pattern} did not render`);
  if (/<script/i.test(html)) throw new Error(`the shell of ${pattern} rendered a script`);
  // The first render has no footer (app-layout.tsx): one here means the first load was marked done.
  if (/<footer/i.test(html)) throw new Error(`the shell of ${pattern} has a footer: render shells first`);
  if (!/aria-busy/.test(html)) throw new Error(`the shell of ${pattern} shows no skeleton`);
  return html;
}
