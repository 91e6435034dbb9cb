import type { RouteDeclaration } from './route.js';

// The contact page (spec 000 §2) and the public settings the footer reads; open to anyone.
//
// Its writes are in contact-write-routes.ts: a page's first JavaScript takes the reads its loaders
// start, and the writes come with the page's own code (docs/decisions/040-one-route-table.md).

const load = () => import('./contact.js');
type ContactRoute = RouteDeclaration<Awaited<ReturnType<typeof load>>>;

/** The site's public settings: the support address, or null. */
export const getConfig = {
  method: 'GET',
  path: '/api/config',
  access: { auth: 'public' },
  load,
  schemas: (c) => ({ response: { 200: c.appConfigResponse } }),
} as const satisfies ContactRoute;
