import type { RouteObject } from 'react-router';

/**
 * Every path pattern the route tree answers, as full paths from the root ("/", "/about",
 * "/teams/:teamId/*", "/*"), each once. Pathless layout routes add no segment; an index route answers
 * its parent's path; a route with a path answers it even when it has children. The build writes these
 * into the prerender manifest, so the server can tell a path the app has a page for from one only the
 * 404 route catches (decision 015).
 */
export function routePatterns(routes: readonly RouteObject[], parent = ''): string[] {
  const found = new Set<string>();
  for (const route of routes) {
    const own = route.path ? `${parent}/${route.path}` : parent;
    // As React Router ranks them: a route is a page of its own when it has a path or is an index.
    if (route.index || route.path != null) found.add(own || '/');
    for (const child of routePatterns(route.children ?? [], own)) found.add(child);
  }
  return [...found];
}
