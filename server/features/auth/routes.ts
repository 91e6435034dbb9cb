import formbody from '@fastify/formbody';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  requestMagicLinkBody,
  teamRoleParams,
  verifyTokenBody,
  verifyTokenQuery,
} from '../../../shared/contracts/auth.js';
import { buildSignInEmail } from '../../email/sign-in-email.js';
import { notFound, tooManyRequests } from '../../errors.js';
import { clearSessionCookie, readSessionCookie, setSessionCookie } from '../../identity/session-cookie.js';
import { createSession, deleteSession, type SessionUser } from '../../identity/sessions.js';
import {
  buildVerifyLink,
  consumeSignInToken,
  findUserByEmail,
  isMagicLinkRequestAllowed,
  isSignInTokenUsable,
  issueSignInToken,
  TOO_MANY_LOGIN_REQUESTS,
} from '../../identity/sign-in-tokens.js';
import { findTeamAccess, listUserTeams } from '../../identity/team-access.js';
import { requireUser } from '../../plugins/auth-guard.js';
import { renderInvalidLinkPage, renderVerifyPage, verifyScript } from './verify-page.js';

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

export async function registerAuthRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  r.post(
    '/api/auth/request-magic-link',
    { schema: { body: requestMagicLinkBody }, config: { access: { auth: 'public' } } },
    async (request) => {
      const { email } = request.body;
      const now = ctx.now();
      if (!(await isMagicLinkRequestAllowed(ctx.db, email, request.ip, now))) {
        throw tooManyRequests(TOO_MANY_LOGIN_REQUESTS);
      }
      // The answer never depends on whether the address is invited: the look-up, the token and the
      // e-mail all happen after the reply, so status, body and timing are the same for everyone.
      ctx.background.run('send sign-in link', async () => {
        const user = await findUserByEmail(ctx.db, email);
        if (!user) return;
        const token = await issueSignInToken(ctx.db, user.email, now);
        await ctx.mailer.send(buildSignInEmail(user.email, buildVerifyLink(ctx.config.appUrl, token)));
      });
      return { message: 'If that address is registered, a sign-in link is on its way.' };
    },
  );

  r.get('/api/auth/verify.js', { config: { access: { auth: 'public' } } }, async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=3600').type('text/javascript; charset=utf-8');
    return verifyScript;
  });

  r.get(
    '/api/auth/verify',
    { schema: { querystring: verifyTokenQuery }, config: { access: { auth: 'public' } } },
    async (request, reply) => {
      reply
        .header('cache-control', 'no-store')
        .header('referrer-policy', 'same-origin')
        .type('text/html; charset=utf-8');
      const { token } = request.query;
      if (!token || !(await isSignInTokenUsable(ctx.db, token, ctx.now()))) {
        return reply.status(400).send(renderInvalidLinkPage());
      }
      return renderVerifyPage(token);
    },
  );

  // The sign-in form posts url-encoded; only this route accepts that encoding.
  await app.register(async (scoped) => {
    await scoped.register(formbody, { bodyLimit: 4096 });
    scoped.withTypeProvider<ZodTypeProvider>().post(
      '/api/auth/verify',
      {
        config: { access: { auth: 'public' } },
        attachValidation: true,
        schema: { body: verifyTokenBody },
      },
      async (request, reply) => {
        const isForm = (request.headers['content-type'] ?? '').includes('application/x-www-form-urlencoded');
        reply.header('cache-control', 'no-store');
        const refuse = () =>
          isForm
            ? reply.status(400).type('text/html; charset=utf-8').send(renderInvalidLinkPage())
            : reply.status(400).send({ message: 'Invalid or expired sign-in link' });
        if (request.validationError) return refuse();
        const now = ctx.now();
        const email = await consumeSignInToken(ctx.db, request.body.token, now);
        const user = email ? await findUserByEmail(ctx.db, email) : null;
        if (!user) return refuse();
        // Never carry a session from before sign-in over: drop it and start a new one.
        const previous = readSessionCookie(app, request);
        if (previous) await deleteSession(ctx.db, previous);
        const session = await createSession(ctx.db, user.id, now);
        setSessionCookie(app, reply, session.id, session.expire);
        return reply.redirect('/', 303);
      },
    );
  });

  r.get('/api/login', { config: { access: { auth: 'public' } } }, async (request, reply) =>
    reply.redirect(request.user ? '/' : '/email-login', 303),
  );

  r.get('/api/logout', { config: { access: { auth: 'public' } } }, async (request, reply) => {
    const sessionId = readSessionCookie(app, request);
    if (sessionId) await deleteSession(ctx.db, sessionId);
    clearSessionCookie(app, reply);
    return reply.redirect('/', 303);
  });

  r.get('/api/auth/user', async (request) => toUserResponse(requireUser(request)));

  r.get('/api/auth/teams', async (request) => {
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

  r.get('/api/auth/team-role/:teamId', { schema: { params: teamRoleParams } }, async (request) => {
    const access = await findTeamAccess(ctx.db, requireUser(request), request.params.teamId);
    if (!access) throw notFound('Team');
    return { role: access.role };
  });
}
