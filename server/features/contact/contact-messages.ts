import { asc, eq } from 'drizzle-orm';
import type { ContactMessageBody } from '../../../shared/contracts/contact.js';
import { CONTACT_RATE_LIMIT } from '../../../shared/contracts/contact.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { contactMessages, users } from '../../db/schema.js';
import { rateLimitSubject } from '../../lib/client-subject.js';
import { hitRateLimit } from '../../lib/rate-limit.js';

/** Counts one message against the sender's IP; refused once it is over 10 in the hour. */
export async function checkContactMessageLimit(
  db: Db,
  ip: string,
  now: Date,
): Promise<{ isAllowed: boolean; retryAfterSeconds: number }> {
  const { isAllowed, retryAfterSeconds } = await hitRateLimit(db, {
    key: `contact:ip:${rateLimitSubject(ip)}`,
    limit: CONTACT_RATE_LIMIT.limit,
    windowMs: CONTACT_RATE_LIMIT.windowMs,
    now,
  });
  return { isAllowed, retryAfterSeconds };
}

export async function storeContactMessage(db: Db, input: ContactMessageBody, now: Date): Promise<void> {
  await db.insert(contactMessages).values({ ...input, createdAt: now });
}

/**
 * Where contact messages go: CONTACT_EMAIL when set; otherwise the platform admins, as configured in
 * ADMIN_EMAIL or, when that is empty too, every user whose role is admin.
 */
export async function findContactRecipients(
  db: Db,
  config: Pick<Config, 'contactEmail' | 'adminEmails'>,
): Promise<string[]> {
  if (config.contactEmail) return [config.contactEmail];
  if (config.adminEmails.length > 0) return config.adminEmails;
  const admins = await db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.role, 'admin'))
    .orderBy(asc(users.id));
  return admins.map((admin) => admin.email);
}
