import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export function sessionCookieName(isSecure: boolean): string {
  return isSecure ? '__Host-sid' : 'sid';
}

export function setSessionCookie(app: FastifyInstance, reply: FastifyReply, id: string, expire: Date): void {
  const { config, now } = app.ctx;
  reply.setCookie(sessionCookieName(config.isSecure), id, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: config.isSecure,
    maxAge: Math.max(0, Math.floor((expire.getTime() - now().getTime()) / 1000)),
  });
}

export function clearSessionCookie(app: FastifyInstance, reply: FastifyReply): void {
  const { config } = app.ctx;
  reply.clearCookie(sessionCookieName(config.isSecure), {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: config.isSecure,
  });
}

export function readSessionCookie(app: FastifyInstance, request: FastifyRequest): string | undefined {
  return request.cookies[sessionCookieName(app.ctx.config.isSecure)];
}
