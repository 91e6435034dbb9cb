import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { TeamMembership, TeamUser, UserSummary } from '../../../shared/contracts/admin.js';
import type { Db } from '../../db/client.js';
import { clubMemberships, teamMemberships, teams, users } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';
import { notFound } from '../../errors.js';
import { endSessionsOfUsersWithoutAccess } from './revoke-access.js';

export const userSummaryColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
};

async function requireTeam(db: Db, teamId: number) {
  const [team] = await db
    .select({ id: teams.id, clubId: teams.clubId })
    .from(teams)
    .where(eq(teams.id, teamId))
    .limit(1);
  if (!team) throw notFound('Team');
  return team;
}

/**
 * Who can reach the team: the club's admins (full access, listed first) and the direct members. A club
 * admin who is also a member appears twice, once per row kind, so each can be removed in its own place.
 */
export async function listTeamUsers(db: Db, teamId: number): Promise<TeamUser[]> {
  const team = await requireTeam(db, teamId);
  const [admins, members] = await Promise.all([
    team.clubId === null
      ? Promise.resolve([] as UserSummary[])
      : db
          .select(userSummaryColumns)
          .from(clubMemberships)
          .innerJoin(users, eq(users.id, clubMemberships.userId))
          .where(eq(clubMemberships.clubId, team.clubId))
          .orderBy(asc(sql`lower(${users.email})`)),
    db
      .select({ user: userSummaryColumns, role: teamMemberships.role })
      .from(teamMemberships)
      .innerJoin(users, eq(users.id, teamMemberships.userId))
      .where(eq(teamMemberships.myTeamId, teamId))
      // Coaches before parents and players, then by address.
      .orderBy(
        asc(sql`case ${teamMemberships.role} when 'coach' then 0 else 1 end`),
        asc(sql`lower(${users.email})`),
      ),
  ]);
  return [
    ...admins.map((user) => ({ user, role: 'admin' as const, userId: user.id, isClubAdmin: true })),
    ...members.map(({ user, role }) => ({ user, role, userId: user.id, isClubAdmin: false })),
  ];
}

/** The team's direct membership rows, newest first. */
export async function listTeamMemberships(db: Db, teamId: number): Promise<TeamMembership[]> {
  await requireTeam(db, teamId);
  const rows = await db
    .select()
    .from(teamMemberships)
    .where(eq(teamMemberships.myTeamId, teamId))
    .orderBy(desc(teamMemberships.createdAt), desc(teamMemberships.id));
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

/** Removes a direct membership; a user left with no access at all loses their sessions at once. */
export async function removeTeamUser(db: Db, teamId: number, userId: number): Promise<void> {
  await inTransaction(db, async (tx) => {
    await requireTeam(tx, teamId);
    const deleted = await tx
      .delete(teamMemberships)
      .where(and(eq(teamMemberships.myTeamId, teamId), eq(teamMemberships.userId, userId)))
      .returning({ id: teamMemberships.id });
    if (deleted.length === 0) throw notFound('Team member');
    await endSessionsOfUsersWithoutAccess(tx, [userId]);
  });
}
