import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routePatterns } from '../../client/app/route-patterns';
import { buildRoutes } from '../../client/app/router';
import { clientRouteMatcher, prerenderedPagesFrom } from './prerendered-pages.js';

// The server answers 404, or sends a prerendered page, from route patterns the build wrote down; the
// browser's router decides from the route tree itself. If they disagreed, a page the app has would be
// answered 404, or a prerendered page would be hydrated by another page (decision 015). So the server's
// reading is checked against React Router's on the app's own routes, over paths of every shape.

const routes = buildRoutes();
const patterns = routePatterns(routes);
const publicPaths = [
  '/',
  '/about',
  '/help',
  '/contact',
  '/privacy',
  '/terms',
  '/cookies',
  '/data-protection',
];
const pages = prerenderedPagesFrom({
  pages: Object.fromEntries(publicPaths.map((path) => [path, `${path.slice(1) || 'index'}.html`])),
  notFound: '404.html',
  routes: patterns.filter((pattern) => pattern !== '/*'),
});

/** React Router's answer: the pattern of the page it renders, or null when only the 404 route catches. */
function routerPage(path: string): string | null {
  const matches = matchRoutes(routes, path) ?? [];
  const leaf = matches.at(-1);
  const fullPattern = matches
    .map((match) => match.route.path)
    .filter(Boolean)
    .join('/');
  return leaf && fullPattern !== '*' ? `/${fullPattern}`.replace(/\/$/, '') || '/' : null;
}

const staticPaths = patterns.filter((pattern) => !pattern.includes(':') && !pattern.includes('*'));
const pathsToTry = [
  ...staticPaths,
  ...staticPaths.flatMap((path) => [`${path}/`, `${path}//`, path.toUpperCase(), `${path}/x`, `/x${path}`]),
  '//about',
  '/about.html',
  '/about-us',
  '/abou',
  '/teams',
  '/teams/',
  '/teams/Xy_9',
  '/teams/Xy_9/',
  '/TEAMS/Xy_9/squad-management',
  '/teams/Xy_9/squad-management/',
  '/teams/Xy_9/no-such-page',
  '/teams/Xy_9/a/b/c',
  '/teams//squad-management',
  '/no-such-page',
  '/robots.txt',
  '/index.html',
  '/email-login',
  '/admin',
  '/admin/x',
  '/squad-management/extra',
  '/a b',
  '/ümlaut',
];

describe('prerendered pages and the client route patterns', () => {
  it('lists the route tree as React Router reads it, with one top-level 404 route', () => {
    expect(patterns).toContain('/');
    expect(patterns).toContain('/about');
    expect(patterns).toContain('/teams/:teamId');
    expect(patterns).toContain('/teams/:teamId/squad-management');
    expect(patterns).toContain('/teams/:teamId/*');
    expect(patterns.filter((pattern) => pattern === '/*')).toHaveLength(1);
    for (const path of publicPaths) expect(routerPage(path), path).toBe(path);
  });

  it('agrees with React Router on which paths the app has a page for', () => {
    const disagreements = pathsToTry.filter((path) => pages.hasRoute(path) !== (routerPage(path) !== null));
    expect(disagreements).toEqual([]);
    // Both answers are exercised, so agreement cannot come from one side answering the same throughout.
    expect(pathsToTry.filter((path) => pages.hasRoute(path)).length).toBeGreaterThan(20);
    expect(pathsToTry.filter((path) => !pages.hasRoute(path)).length).toBeGreaterThan(20);
  });

  it('sends a prerendered page only where the router renders that very page', () => {
    for (const path of pathsToTry) {
      const document = pages.pageFor(path);
      if (document === null) continue;
      const page = routerPage(path);
      expect(page === null ? null : `${page.slice(1) || 'index'}.html`, path).toBe(document);
    }
    expect(pages.pageFor('/ABOUT/')).toBe('about.html');
    expect(pages.pageFor('/about/x')).toBeNull();
    expect(pages.pageFor('//about')).toBeNull();
  });

  it('refuses a pattern it cannot read rather than answering 404 for its pages', () => {
    expect(() => clientRouteMatcher('/teams/:teamId?')).toThrow(/not supported/);
    expect(() => clientRouteMatcher('/files/*.pdf')).toThrow(/not supported/);
    expect(() => clientRouteMatcher('about')).toThrow(/start with/);
  });
});
