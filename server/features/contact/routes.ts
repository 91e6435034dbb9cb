import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  appConfigResponse,
  contactMessageBody,
  contactMessageResponse,
  TOO_MANY_CONTACT_MESSAGES,
} from '../../../shared/contracts/contact.js';
import { CONTACT_SUCCESS_MESSAGE } from '../../../shared/contracts/contact-fields.js';
import { buildContactEmail } from '../../email/contact-email.js';
import { tooManyRequests } from '../../errors.js';
import { checkContactMessageLimit, findContactRecipients, storeContactMessage } from './contact-messages.js';

export async function registerContactRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  r.get(
    '/api/config',
    { schema: { response: { 200: appConfigResponse } }, config: { access: { auth: 'public' } } },
    async () => ({ contactEmail: ctx.config.contactEmail ?? null }),
  );

  r.post(
    '/api/contact',
    {
      schema: { body: contactMessageBody, response: { 200: contactMessageResponse } },
      config: { access: { auth: 'public' } },
    },
    async (request) => {
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
    },
  );
}
