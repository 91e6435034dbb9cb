import type { RouteDeclaration } from './route.js';

// Signing in and out (spec 000 §2, §7; decision 012). The JSON operations are the client's calls; the
// sign-in page (GET/POST /api/auth/verify and its script), /api/login and /api/logout are pages and
// redirects a browser navigates to or posts a form to, declared here with their non-JSON answers
// (shared/contracts/answers.ts) so the client takes their addresses from the same table.
//
// Its reads are in auth-routes.ts; the writes are kept apart so that a page's first JavaScript
// carries only the reads (docs/decisions/040-one-route-table.md).

const load = () =>
  Promise.all([import('./auth.js'), import('./answers.js')]).then(([auth, answers]) => ({
    ...auth,
    ...answers,
  }));
type AuthRoute = RouteDeclaration<Awaited<ReturnType<typeof load>>>;

/** E-mails a sign-in link: the same answer whether or not the address is invited; 429 when asked too often. */
export const requestMagicLink = {
  method: 'POST',
  path: '/api/auth/request-magic-link',
  access: { auth: 'public' },
  load,
  schemas: (c) => ({ body: c.requestMagicLinkBody, response: { 200: c.requestMagicLinkResponse } }),
} as const satisfies AuthRoute;

/** The sign-in page's form (url-encoded, or JSON): spends the link and starts a session. */
export const verify = {
  method: 'POST',
  path: '/api/auth/verify',
  access: { auth: 'public' },
  load,
  schemas: (c) => ({
    body: c.verifyTokenBody,
    response: {
      303: c.redirectAnswer(
        'Signed in: the session cookie is set and the browser goes to the page the link was asked from, else /',
      ),
      200: c.textAnswer('text/html', 'Another browser than the one that asked: a page with a button'),
      400: c.pageOrErrorAnswer(
        'An invalid or expired link: a page for the form, INVALID_SIGN_IN_LINK for JSON',
      ),
    },
  }),
} as const satisfies AuthRoute;

/** The "Sign out?" page's button. */
export const logoutByForm = {
  method: 'POST',
  path: '/api/logout',
  access: { auth: 'public' },
  load,
  schemas: (c) => ({
    response: { 303: c.redirectAnswer('Signed out: the session ends and the browser goes to /') },
  }),
} as const satisfies AuthRoute;
