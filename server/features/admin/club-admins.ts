import { and, asc, eq, sql } from 'drizzle-orm';
import type { ClubAdmin } from '../../../shared/contracts/admin.js';
import type { Db } from '../../db/client.js';
import { clubMemberships, users } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';
import { notFound } from '../../errors.js';
import { findClub } from './clubs.js';
import { endSessionsOfUsersWithoutAccess } from './revoke-access.js';
import { userSummaryColumns } from './team-users.js';

export async function listClubAdmins(db: Db, clubId: number): Promise<ClubAdmin[]> {
  if (!(await findClub(db, clubId))) throw notFound('Club');
  const rows = await db
    .select({ user: userSummaryColumns, createdAt: clubMemberships.createdAt })
    .from(clubMemberships)
    .innerJoin(users, eq(users.id, clubMemberships.userId))
    .where(eq(clubMemberships.clubId, clubId))
    .orderBy(asc(sql`lower(${users.email})`));
  return rows.map(({ user, createdAt }) => ({
    user,
    userId: user.id,
    clubId,
    role: 'admin' as const,
    createdAt: createdAt.toISOString(),
  }));
}

/** Removes a club admin; a user left with no access at all loses their sessions at once. */
export async function removeClubAdmin(db: Db, clubId: number, userId: number): Promise<void> {
  await inTransaction(db, async (tx) => {
    if (!(await findClub(tx, clubId))) throw notFound('Club');
    const deleted = await tx
      .delete(clubMemberships)
      .where(and(eq(clubMemberships.clubId, clubId), eq(clubMemberships.userId, userId)))
      .returning({ id: clubMemberships.id });
    if (deleted.length === 0) throw notFound('Club admin');
    await endSessionsOfUsersWithoutAccess(tx, [userId]);
  });
}
