import type { RouteDeclaration } from './route.js';

// Signing in and out (spec 000 §2, §7; decision 012). The JSON operations are the client's calls; the
// sign-in page (GET/POST /api/auth/verify and its script), /api/login and /api/logout are pages and
// redirects a browser navigates to or posts a form to, declared here with their non-JSON answers
// (shared/contracts/answers.ts) so the client takes their addresses from the same table.
//
// Its writes are in auth-write-routes.ts: a page's first JavaScript takes the reads its loaders
// start, and the writes come with the page's own code (docs/decisions/040-one-route-table.md).

const load = () =>
  Promise.all([import('./auth.js'), import('./answers.js')]).then(([auth, answers]) => ({
    ...auth,
    ...answers,
  }));
type AuthRoute = RouteDeclaration<Awaited<ReturnType<typeof load>>>;

/** The sign-in page's script (the page's CSP allows no inline script). */
export const verifyScript = {
  method: 'GET',
  path: '/api/auth/verify.js',
  access: { auth: 'public' },
  load,
  schemas: (c) => ({ response: { 200: c.textAnswer('text/javascript', "The sign-in page's script") } }),
} as const satisfies AuthRoute;

/** The e-mailed link's page: it signs in by itself in the browser that asked, else has a button. */
export const verifyPage = {
  method: 'GET',
  path: '/api/auth/verify',
  access: { auth: 'public' },
  load,
  schemas: (c) => ({
    querystring: c.verifyTokenQuery,
    response: {
      200: c.textAnswer('text/html', 'The sign-in page: it signs in by itself, or has a button to press'),
      400: c.pageOrErrorAnswer('An invalid or expired link: a page saying so'),
    },
  }),
} as const satisfies AuthRoute;

/** The app's "Sign In": a navigation, answered with a redirect. */
export const login = {
  method: 'GET',
  path: '/api/login',
  access: { auth: 'public', readsSession: true },
  load,
  schemas: (c) => ({
    querystring: c.loginQuery,
    response: {
      303: c.redirectAnswer(
        'To the returnTo page (or /) when signed in, else to the sign-in page, which carries it on',
      ),
    },
  }),
} as const satisfies AuthRoute;

const SIGNED_OUT = 'Signed out: the session ends and the browser goes to /';

/**
 * The spec's sign-out: a navigation. From our own pages it signs out; a link on another site only gets a
 * "Sign out?" page whose button posts (logoutByForm; the cross-site guard covers POSTs).
 */
export const logout = {
  method: 'GET',
  path: '/api/logout',
  access: { auth: 'public' },
  load,
  schemas: (c) => ({
    response: {
      303: c.redirectAnswer(SIGNED_OUT),
      200: c.textAnswer('text/html', 'From another site: a "Sign out?" page whose button posts'),
    },
  }),
} as const satisfies AuthRoute;

/** The signed-in user (401 when signed out). */
export const getUser = {
  method: 'GET',
  path: '/api/auth/user',
  access: { auth: 'user' },
  load,
  schemas: (c) => ({ response: { 200: c.getCurrentUserResponse } }),
} as const satisfies AuthRoute;

/** Every team the signed-in user can reach, with their role on it. */
export const listUserTeams = {
  method: 'GET',
  path: '/api/auth/teams',
  access: { auth: 'user' },
  load,
  schemas: (c) => ({ response: { 200: c.listUserTeamsResponse } }),
} as const satisfies AuthRoute;

/** The caller's effective role on the team (404 without one). */
export const getTeamRole = {
  method: 'GET',
  path: '/api/auth/team-role/:teamId',
  access: { auth: 'team', from: 'param' },
  load,
  schemas: (c) => ({ response: { 200: c.teamRoleResponse } }),
} as const satisfies AuthRoute;
