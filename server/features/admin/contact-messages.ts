import { desc } from 'drizzle-orm';
import type { AdminContactMessage } from '../../../shared/contracts/admin.js';
import type { Db } from '../../db/client.js';
import { contactMessages } from '../../db/schema.js';

// The admin page shows recent messages; older ones stay stored but are not sent in one answer.
export const CONTACT_MESSAGES_SHOWN = 500;

export async function listContactMessages(db: Db): Promise<AdminContactMessage[]> {
  const rows = await db
    .select()
    .from(contactMessages)
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
    .limit(CONTACT_MESSAGES_SHOWN);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}
