import type { FastifyInstance } from 'fastify';
import {
  ANSWER_LINK_BODY_LIMIT,
  ANSWER_LINK_RATE_LIMIT,
  TOO_MANY_LINK_ANSWERS,
} from '../../../shared/contracts/answer-links.js';
import * as availabilityRoutes from '../../../shared/contracts/availability-routes.js';
import * as availabilityWriteRoutes from '../../../shared/contracts/availability-write-routes.js';
import { tooManyRequests } from '../../errors.js';
import { rateLimitSubject } from '../../lib/client-subject.js';
import { hitRateLimit } from '../../lib/rate-limit.js';
import { registerRoute } from '../../lib/register-route.js';
import { getTeamAccess, requireUser } from '../../plugins/auth-guard.js';
import { answerByLink, readAnswerLink } from './answer-links.js';
import { readEventAvailability, recordLiveAvailability, setEventAvailability } from './answers.js';
import { availabilityJobs } from './reminders.js';

export async function registerAvailabilityRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;

  // The reminders and the coaches' digest are jobs of the app's scheduler (decision 058), ticked by
  // main.ts on every instance; the database decides which instance sends each e-mail.
  for (const job of availabilityJobs({
    db: ctx.db,
    mailer: ctx.mailer,
    appUrl: () => ctx.config.appUrl,
    logger: app.log,
  })) {
    ctx.scheduler.add(job);
  }

  await registerRoute(app, availabilityRoutes.getEventAvailability, async (request) =>
    readEventAvailability(
      ctx.db,
      requireUser(request),
      getTeamAccess(request),
      request.params.eventId,
      ctx.now(),
    ),
  );

  await registerRoute(app, availabilityWriteRoutes.setEventAvailability, async (request) =>
    setEventAvailability(
      ctx.db,
      requireUser(request),
      getTeamAccess(request),
      request.params.eventId,
      request.params.playerId,
      request.body,
      ctx.now(),
    ),
  );

  await registerRoute(app, availabilityWriteRoutes.recordLiveAvailability, async (request) =>
    recordLiveAvailability(
      ctx.db,
      requireUser(request),
      getTeamAccess(request),
      request.params.id,
      request.body,
      ctx.now(),
    ),
  );

  // Answer links (decision 059): public, the token is the key. The read writes nothing at all, so a
  // mail scanner opening the link changes nothing; a guesser faces 2^256 tokens, so it is not counted.
  await registerRoute(app, availabilityRoutes.getAnswerLink, async (request) =>
    readAnswerLink(ctx.db, request.params.token, ctx.now()),
  );

  await registerRoute(
    app,
    availabilityWriteRoutes.answerByLink,
    async (request) => {
      const now = ctx.now();
      const limit = await hitRateLimit(ctx.db, {
        key: `answer-link:ip:${rateLimitSubject(request.ip)}`,
        limit: ANSWER_LINK_RATE_LIMIT.limit,
        windowMs: ANSWER_LINK_RATE_LIMIT.windowMs,
        now,
      });
      if (!limit.isAllowed) throw tooManyRequests(TOO_MANY_LINK_ANSWERS, limit.retryAfterSeconds);
      return answerByLink(ctx.db, request.params.token, request.body, now);
    },
    { bodyLimit: ANSWER_LINK_BODY_LIMIT },
  );
}
