import { z } from 'zod';
import { CONTACT_LIMITS, contactCategories } from './contact-fields.js';
import { messageResponse } from './params.js';
import {
  isMultiLineText,
  isOneLineText,
  isStorableText,
  notMultiLineText,
  notOneLineText,
  unstorableText,
} from './text.js';

// These messages are shown by the contact form (this schema is its resolver) and returned by the server
// inside `Validation failed: <field>: <message>`, so both sides say the same thing.

const NAME_TOO_SHORT = 'Name must be at least 2 characters';
const EMAIL_INVALID = 'Please enter a valid email address';
const SUBJECT_TOO_SHORT = 'Subject must be at least 5 characters';
const MESSAGE_TOO_SHORT = 'Message must be at least 20 characters';

/** POST /api/contact (public). */
export const contactMessageBody = z.object({
  name: z
    .string({ error: NAME_TOO_SHORT })
    .trim()
    .min(2, NAME_TOO_SHORT)
    .max(CONTACT_LIMITS.name, `Name must be at most ${CONTACT_LIMITS.name} characters`)
    .refine(isStorableText, unstorableText('Name'))
    .refine(isOneLineText, notOneLineText('Name')),
  email: z
    .string({ error: EMAIL_INVALID })
    .trim()
    .max(CONTACT_LIMITS.email, `Email must be at most ${CONTACT_LIMITS.email} characters`)
    .pipe(z.email({ error: EMAIL_INVALID })),
  subject: z
    .string({ error: SUBJECT_TOO_SHORT })
    .trim()
    .min(5, SUBJECT_TOO_SHORT)
    .max(CONTACT_LIMITS.subject, `Subject must be at most ${CONTACT_LIMITS.subject} characters`)
    .refine(isStorableText, unstorableText('Subject'))
    .refine(isOneLineText, notOneLineText('Subject')),
  message: z
    .string({ error: MESSAGE_TOO_SHORT })
    .trim()
    .min(20, MESSAGE_TOO_SHORT)
    .max(CONTACT_LIMITS.message, `Message must be at most ${CONTACT_LIMITS.message} characters`)
    .refine(isStorableText, unstorableText('Message'))
    .refine(isMultiLineText, notMultiLineText('Message')),
  category: z.enum(contactCategories, { error: 'Please choose a category' }),
});
export type ContactMessageInput = z.input<typeof contactMessageBody>;
export type ContactMessageBody = z.output<typeof contactMessageBody>;

/** POST /api/contact → {message: CONTACT_SUCCESS_MESSAGE}. */
export const contactMessageResponse = messageResponse;
export type ContactMessageResponse = z.infer<typeof contactMessageResponse>;

export const CONTACT_RATE_LIMIT = { limit: 10, windowMs: 60 * 60 * 1000 } as const;
export const TOO_MANY_CONTACT_MESSAGES =
  'Too many messages sent from your connection. Please wait an hour and try again.';

/** GET /api/config (public): what the footer and the contact page show. */
export const appConfigResponse = z.object({ contactEmail: z.string().nullable() });
export type AppConfigResponse = z.infer<typeof appConfigResponse>;
