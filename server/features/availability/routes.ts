import type { FastifyInstance } from 'fastify';
import * as availabilityRoutes from '../../../shared/contracts/availability-routes.js';
import * as availabilityWriteRoutes from '../../../shared/contracts/availability-write-routes.js';
import { registerRoute } from '../../lib/register-route.js';
import { getTeamAccess, requireUser } from '../../plugins/auth-guard.js';
import { readEventAvailability, setEventAvailability } from './answers.js';
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
}
