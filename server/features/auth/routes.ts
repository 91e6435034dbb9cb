import formbody from '@fastify/formbody';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as authRoutes from '../../../shared/contracts/auth-routes.js';
import * as authWriteRoutes from '../../../shared/contracts/auth-write-routes.js';
import { MAGIC_LINK_MINUTES } from '../../../shared/domain/figures.js';
import { safeReturnPath } from '../../../shared/domain/return-path.js';
import { inTransaction } from '../../db/transaction.js';
import { buildSignInEmail } from '../../email/sign-in-email.js';
import { badRequest, tooManyRequests } from '../../errors.js';
import { clearSessionCookie, readSessionCookie, setSessionCookie } from '../../identity/session-cookie.js';
import { createSession, deleteSession, type SessionUser } from '../../identity/sessions.js';
import {
  buildVerifyLink,
  checkMagicLinkRequestLimit,
  consumeSignInToken,
  findSignInTokenReturnPath,
  findUsableSignInToken,
  findUserByEmail,
  issueSignInToken,
  TOO_MANY_LOGIN_REQUESTS,
} from '../../identity/sign-in-tokens.js';
import { listUserTeams } from '../../identity/team-access.js';
import { generateToken, hashToken } from '../../identity/tokens.js';
import { registerRoute } from '../../lib/register-route.js';
import { getTeamAccess, requireUser } from '../../plugins/auth-guard.js';
import { renderInvalidLinkPage, renderSignOutPage, renderVerifyPage, verifyScript } from './verify-page.js';

export function toUserResponse(user: SessionUser) {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    profileImageUrl: user.profileImageUrl,
    role: user.role,
    createdAt: user.createdAt.toISOString(),
    updatedAt: user.updatedAt.toISOString(),
  };
}

// The first-party cookie of the browser that asked for a link (see decision 012): only there does the
// link's page sign in by itself.
const SIGN_IN_BROWSER_COOKIE = 'tl_signin';
const SIGN_IN_BROWSER_COOKIE_PATH = '/api/auth';
const isWellFormedBrowserKey = (value: unknown): value is string =>
  typeof value === 'string' && /^[A-Za-z0-9_-]{43}$/.test(value);

// Our own pages navigate with Sec-Fetch-Site same-origin (or none: typed, bookmarked); anything else,
// including a browser that does not say, may be another site's link.
const isOwnNavigation = (request: FastifyRequest) => {
  const site = request.headers['sec-fetch-site'];
  return site === 'same-origin' || site === 'none';
};

export async function registerAuthRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  const isRequestingBrowser = (request: FastifyRequest, binding: string | null) => {
    const key = request.cookies[SIGN_IN_BROWSER_COOKIE];
    return binding !== null && isWellFormedBrowserKey(key) && hashToken(key) === binding;
  };

  await registerRoute(app, authWriteRoutes.requestMagicLink, async (request, reply) => {
    const { email, returnTo } = request.body;
    const now = ctx.now();
    const limit = await checkMagicLinkRequestLimit(ctx.db, email, request.ip, now);
    if (!limit.isAllowed) throw tooManyRequests(TOO_MANY_LOGIN_REQUESTS, limit.retryAfterSeconds);
    // Set for everyone, invited or not, so the answer still says nothing about the address.
    const existing = request.cookies[SIGN_IN_BROWSER_COOKIE];
    const browserKey = isWellFormedBrowserKey(existing) ? existing : generateToken();
    reply.setCookie(SIGN_IN_BROWSER_COOKIE, browserKey, {
      httpOnly: true,
      sameSite: 'lax',
      path: SIGN_IN_BROWSER_COOKIE_PATH,
      secure: ctx.config.isSecure,
      maxAge: MAGIC_LINK_MINUTES * 60,
    });
    const browserBinding = hashToken(browserKey);
    // The answer never depends on whether the address is invited: the look-up, the token and the
    // e-mail all happen after the reply, so status, body and timing are the same for everyone.
    ctx.background.run('send sign-in link', async () => {
      const user = await findUserByEmail(ctx.db, email);
      if (!user) return;
      const token = await issueSignInToken(ctx.db, user.email, now, {
        browserBinding,
        returnTo: safeReturnPath(returnTo),
      });
      await ctx.mailer.send(buildSignInEmail(user.email, buildVerifyLink(ctx.config.appUrl, token)));
    });
    return { message: 'If that address is registered, a sign-in link is on its way.' };
  });

  await registerRoute(app, authRoutes.verifyScript, async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=3600').type('text/javascript; charset=utf-8');
    return verifyScript;
  });

  /** The page for a link that cannot be used, offering a new link for the page this one was asked from. */
  const invalidLinkPage = async (token: string | undefined) =>
    renderInvalidLinkPage(token ? safeReturnPath(await findSignInTokenReturnPath(ctx.db, token)) : null);

  await registerRoute(app, authRoutes.verifyPage, async (request, reply) => {
    reply
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'same-origin')
      .type('text/html; charset=utf-8');
    const { token } = request.query;
    const found = token ? await findUsableSignInToken(ctx.db, token, ctx.now()) : null;
    if (!token || !found) return reply.status(400).send(await invalidLinkPage(token));
    return renderVerifyPage(token, { isAutomatic: isRequestingBrowser(request, found.browserBinding) });
  });

  // The sign-in form posts url-encoded; only this route accepts that encoding. A body its schema refuses
  // reaches the handler (attachValidation), which answers the form with a page and JSON with
  // INVALID_SIGN_IN_LINK.
  await app.register(async (scoped) => {
    await scoped.register(formbody, { bodyLimit: 4096 });
    await registerRoute(
      scoped,
      authWriteRoutes.verify,
      async (request, reply) => {
        const isForm = (request.headers['content-type'] ?? '').includes('application/x-www-form-urlencoded');
        reply.header('cache-control', 'no-store');
        const refuse = async (token?: string) => {
          if (!isForm) throw badRequest('Invalid or expired sign-in link', 'INVALID_SIGN_IN_LINK');
          return reply
            .status(400)
            .type('text/html; charset=utf-8')
            .send(await invalidLinkPage(token));
        };
        if (request.validationError) return refuse();
        const now = ctx.now();
        const { token, auto } = request.body;
        // A page that submitted itself is only trusted from the browser that asked for the link; the
        // link stays usable, and the page the other browser sees has a button to press.
        if (auto === '1') {
          const found = await findUsableSignInToken(ctx.db, token, now);
          if (!found) return refuse(token);
          if (!isRequestingBrowser(request, found.browserBinding)) {
            return reply
              .type('text/html; charset=utf-8')
              .send(renderVerifyPage(token, { isAutomatic: false }));
          }
        }
        const previous = readSessionCookie(app, request);
        // Token, other links of the address, the old session and the new one: all or nothing.
        const signedIn = await inTransaction(ctx.db, async (tx) => {
          const link = await consumeSignInToken(tx, token, now);
          const user = link ? await findUserByEmail(tx, link.email) : null;
          if (!link || !user) return null;
          // Never carry a session from before sign-in over: drop it and start a new one.
          if (previous) await deleteSession(tx, previous);
          return { session: await createSession(tx, user.id, now), returnTo: link.returnTo };
        });
        if (!signedIn) return refuse(token);
        setSessionCookie(app, reply, signedIn.session.id, signedIn.session.expire);
        reply.clearCookie(SIGN_IN_BROWSER_COOKIE, { path: SIGN_IN_BROWSER_COOKIE_PATH });
        // The page the link was asked from, checked again on the way out; a page the user may not open
        // answers with its usual refusal.
        return reply.redirect(safeReturnPath(signedIn.returnTo) ?? '/', 303);
      },
      { attachValidation: true },
    );
  });

  // The page a signed-out visitor was sent here from travels on to the sign-in page, which asks for
  // the link with it. A path the rule refuses is dropped: sign-in then ends on the usual landing.
  await registerRoute(app, authRoutes.login, async (request, reply) => {
    const returnTo = safeReturnPath(request.query.returnTo);
    if (request.user) return reply.redirect(returnTo ?? '/', 303);
    const query = returnTo ? `?${new URLSearchParams({ returnTo })}` : '';
    return reply.redirect(`/email-login${query}`, 303);
  });

  const signOut = async (request: FastifyRequest, reply: FastifyReply) => {
    const sessionId = readSessionCookie(app, request);
    if (sessionId) await deleteSession(ctx.db, sessionId);
    clearSessionCookie(app, reply);
    // What the phone kept of this member for use without signal (decision 070): the service worker's
    // pages and reads, the live screen's saved state, changes still waiting. The next person on the
    // phone sees none of it; changes still waiting could not be sent without the session anyway.
    reply.header('clear-site-data', '"cache", "storage"');
    return reply.redirect('/', 303);
  };
  // The spec's sign-out is a navigation to GET /api/logout. From our own pages it signs out; a link on
  // another site only gets a "Sign out?" page whose button posts (the cross-site guard covers POSTs).
  await registerRoute(app, authRoutes.logout, async (request, reply) => {
    if (isOwnNavigation(request)) return signOut(request, reply);
    return reply
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(renderSignOutPage());
  });
  await app.register(async (scoped) => {
    await scoped.register(formbody, { bodyLimit: 1024 });
    await registerRoute(scoped, authWriteRoutes.logoutByForm, signOut);
  });

  await registerRoute(app, authRoutes.getUser, async (request) => toUserResponse(requireUser(request)));

  await registerRoute(app, authRoutes.listUserTeams, async (request) => {
    const teams = await listUserTeams(ctx.db, requireUser(request));
    return teams.map(({ team, role }) => ({
      id: team.id,
      secureId: team.secureId,
      name: team.name,
      ageGroup: team.ageGroup,
      division: team.division,
      userRole: role,
    }));
  });

  await registerRoute(app, authRoutes.getTeamRole, async (request) => ({
    role: getTeamAccess(request).role,
  }));
}
