import { asc, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { deleteUserSessions } from '../../identity/sessions.js';
import { hasAnyAccess } from '../../identity/team-access.js';

/**
 * Ends the sessions of those users who, after a removal, reach nothing any more: no team membership, no
 * club membership and not a platform admin. Their next request answers 401 instead of an empty app.
 * Call it inside the transaction that removed the access.
 */
export async function endSessionsOfUsersWithoutAccess(db: Db, userIds: number[]): Promise<void> {
  const unique = [...new Set(userIds)];
  if (unique.length === 0) return;
  // Locking the users (in id order, so two callers never wait on each other in a cycle) makes two
  // removals of one user's last two memberships take turns: the second sees the first one committed.
  const rows = await db
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(inArray(users.id, unique))
    .orderBy(asc(users.id))
    .for('no key update');
  for (const user of rows) {
    if (user.role === 'admin') continue;
    if (await hasAnyAccess(db, user.id)) continue;
    await deleteUserSessions(db, user.id);
  }
}
