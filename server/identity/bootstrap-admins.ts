import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { users } from '../db/schema.js';

/** Makes each address a platform admin, creating the user when new. Safe to run at every start. */
export async function ensurePlatformAdmins(db: Db, emails: string[]): Promise<void> {
  for (const raw of emails) {
    const email = raw.trim().toLowerCase();
    if (!email) continue;
    // The unique key is on lower(email), which the query builder cannot name as a conflict target.
    await db.execute(
      sql`insert into ${users} (email, role) values (${email}, 'admin')
          on conflict (lower(email)) do update set role = 'admin', updated_at = now()`,
    );
  }
}
