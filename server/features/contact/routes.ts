import type { FastifyInstance } from 'fastify';
import { TOO_MANY_CONTACT_MESSAGES } from '../../../shared/contracts/contact.js';
import { CONTACT_SUCCESS_MESSAGE } from '../../../shared/contracts/contact-fields.js';
import * as contactRoutes from '../../../shared/contracts/contact-routes.js';
import * as contactWriteRoutes from '../../../shared/contracts/contact-write-routes.js';
import { buildContactEmail } from '../../email/contact-email.js';
import { tooManyRequests } from '../../errors.js';
import { registerRoute } from '../../lib/register-route.js';
import { checkContactMessageLimit, findContactRecipients, storeContactMessage } from './contact-messages.js';

export async function registerContactRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;

  await registerRoute(app, contactRoutes.getConfig, async () => ({
    contactEmail: ctx.config.contactEmail ?? null,
  }));

  await registerRoute(app, contactWriteRoutes.sendContactMessage, async (request) => {
    const now = ctx.now();
    const limit = await checkContactMessageLimit(ctx.db, request.ip, now);
    if (!limit.isAllowed) throw tooManyRequests(TOO_MANY_CONTACT_MESSAGES, limit.retryAfterSeconds);
    await storeContactMessage(ctx.db, request.body, now);
    // Stored first, so a mail server outage loses nothing; the e-mail goes out after the answer.
    ctx.background.run('send contact message', async () => {
      const recipients = await findContactRecipients(ctx.db, ctx.config);
      if (recipients.length === 0) {
        app.log.warn('contact message stored but not e-mailed: set CONTACT_EMAIL or ADMIN_EMAIL');
        return;
      }
      await ctx.mailer.send(buildContactEmail(recipients, request.body));
    });
    return { message: CONTACT_SUCCESS_MESSAGE };
  });
}
