import type { RouteDeclaration } from './route.js';

// The contact page (spec 000 §2) and the public settings the footer reads; open to anyone.
//
// Its reads are in contact-routes.ts; the writes are kept apart so that a page's first JavaScript
// carries only the reads (docs/decisions/040-one-route-table.md).

const load = () => import('./contact.js');
type ContactRoute = RouteDeclaration<Awaited<ReturnType<typeof load>>>;

/** Stores the message, then e-mails it after the answer; 429 when sent too often from one address. */
export const sendContactMessage = {
  method: 'POST',
  path: '/api/contact',
  access: { auth: 'public' },
  load,
  schemas: (c) => ({ body: c.contactMessageBody, response: { 200: c.contactMessageResponse } }),
} as const satisfies ContactRoute;
