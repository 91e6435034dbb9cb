import type { FastifyInstance } from 'fastify';
import * as feedRoutes from '../../../shared/contracts/calendar-feed-routes.js';
import * as feedWriteRoutes from '../../../shared/contracts/calendar-feed-write-routes.js';
import { AppError } from '../../errors.js';
import { registerRoute } from '../../lib/register-route.js';
import { requireUser } from '../../plugins/auth-guard.js';
import { memberFeed } from './feed.js';
import {
  deleteFeedAddress,
  feedUrls,
  findFeedAddress,
  findFeedOwner,
  replaceFeedAddress,
} from './feed-addresses.js';

/** Does If-None-Match name this ETag (or `*`)? A weak form of it counts: the body is the same. */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const value = tag.trim();
    return value === '*' || value === etag || value === `W/${etag}`;
  });
}

export async function registerCalendarFeedRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;

  await registerRoute(app, feedRoutes.getCalendarFeed, async (request, reply) => {
    // Not a page of ours: a calendar app polls it, and nothing about a refusal may help a guesser.
    const owner = await findFeedOwner(ctx.db, request.params.token);
    if (!owner) throw new AppError('not_found', 'Not found');
    const { body, etag, lastModified } = await memberFeed(ctx.db, owner, new URL(ctx.config.appUrl).hostname);
    reply
      .header('cache-control', 'private, max-age=0, must-revalidate')
      .header('etag', etag)
      .header('referrer-policy', 'no-referrer');
    if (lastModified) reply.header('last-modified', lastModified.toUTCString());
    // Only the ETag answers 304: a deleted match or a renamed opponent moves no row's time.
    if (matchesEtag(request.headers['if-none-match'], etag)) return reply.status(304).send();
    return reply.type('text/calendar; charset=utf-8').send(body);
  });

  await registerRoute(app, feedRoutes.getCalendarFeedStatus, async (request) => {
    const feed = await findFeedAddress(ctx.db, requireUser(request).id);
    return { isOn: feed !== null, createdAt: feed?.createdAt.toISOString() ?? null };
  });

  await registerRoute(app, feedWriteRoutes.createCalendarFeed, async (request, reply) => {
    const { token, createdAt } = await replaceFeedAddress(ctx.db, requireUser(request).id, ctx.now());
    reply.status(201);
    return { ...feedUrls(ctx.config.appUrl, token), createdAt: createdAt.toISOString() };
  });

  await registerRoute(app, feedWriteRoutes.deleteCalendarFeed, async (request) => {
    await deleteFeedAddress(ctx.db, requireUser(request).id);
    return { isOn: false as const };
  });
}
