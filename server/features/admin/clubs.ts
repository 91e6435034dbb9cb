import { asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { AdminClub, AdminTeam } from '../../../shared/contracts/admin.js';
import type { Db } from '../../db/client.js';
import { clubMemberships, clubs, teamMemberships, teams } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';
import { notFound } from '../../errors.js';
import { endSessionsOfUsersWithoutAccess } from './revoke-access.js';

// Plain SQL with "teams"."id": in a single-table select drizzle leaves column names unqualified, which
// inside a correlated subquery would bind to the inner table.
export const teamCountColumns = {
  playerCount: sql<number>`(select count(*)::int from players p where p.my_team_id = "teams"."id")`,
  matchCount: sql<number>`(select count(*)::int from matches m where m.my_team_id = "teams"."id")`,
  memberCount: sql<number>`(select count(*)::int from team_memberships tm where tm.my_team_id = "teams"."id")`,
};

type TeamWithCounts = typeof teams.$inferSelect & {
  playerCount: number;
  matchCount: number;
  memberCount: number;
};

export function toAdminTeam(row: TeamWithCounts): AdminTeam {
  return {
    id: row.id,
    secureId: row.secureId,
    clubId: row.clubId,
    name: row.name,
    ageGroup: row.ageGroup,
    division: row.division,
    faFullTimeUrl: row.faFullTimeUrl,
    lastSyncDate: row.lastSyncDate?.toISOString() ?? null,
    playerCount: Number(row.playerCount),
    matchCount: Number(row.matchCount),
    memberCount: Number(row.memberCount),
  };
}

/** Every club with its teams and the counts a delete confirmation shows, clubs and teams by name. */
export async function listClubsWithTeams(db: Db): Promise<AdminClub[]> {
  const [clubRows, teamRows] = await Promise.all([
    db
      .select({
        club: clubs,
        adminCount: sql<number>`(select count(*)::int from club_memberships cm where cm.club_id = "clubs"."id")`,
      })
      .from(clubs)
      .orderBy(asc(sql`lower(${clubs.name})`), asc(clubs.id)),
    db
      .select({ team: teams, ...teamCountColumns })
      .from(teams)
      .where(isNotNull(teams.clubId))
      .orderBy(asc(sql`lower(${teams.name})`), asc(teams.id)),
  ]);
  const teamsByClub = new Map<number, AdminTeam[]>();
  for (const row of teamRows) {
    const team = toAdminTeam({ ...row.team, ...row });
    const clubId = team.clubId ?? 0;
    const list = teamsByClub.get(clubId) ?? [];
    list.push(team);
    teamsByClub.set(clubId, list);
  }
  return clubRows.map(({ club, adminCount }) => {
    const myTeams = teamsByClub.get(club.id) ?? [];
    return {
      id: club.id,
      name: club.name,
      description: club.description,
      location: club.location,
      createdAt: club.createdAt.toISOString(),
      teamCount: myTeams.length,
      playerCount: myTeams.reduce((sum, team) => sum + team.playerCount, 0),
      matchCount: myTeams.reduce((sum, team) => sum + team.matchCount, 0),
      adminCount: Number(adminCount),
      myTeams,
    };
  });
}

export async function createClub(
  db: Db,
  input: { name: string; description?: string | null; location?: string | null },
  now: Date,
): Promise<AdminClub> {
  const [club] = await db
    .insert(clubs)
    .values({
      name: input.name,
      description: input.description ?? null,
      location: input.location ?? null,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!club) throw new Error('club insert returned nothing');
  return {
    id: club.id,
    name: club.name,
    description: club.description,
    location: club.location,
    createdAt: club.createdAt.toISOString(),
    teamCount: 0,
    playerCount: 0,
    matchCount: 0,
    adminCount: 0,
    myTeams: [],
  };
}

export async function findClub(db: Db, clubId: number) {
  const [club] = await db.select().from(clubs).where(eq(clubs.id, clubId)).limit(1);
  return club ?? null;
}

/**
 * Deletes a club and, by foreign-key cascade, its teams and everything under them (memberships,
 * players, opposition teams, matches, goals, formations). People left with no access lose their sessions.
 */
export async function deleteClub(db: Db, clubId: number): Promise<void> {
  await inTransaction(db, async (tx) => {
    const affected = await tx
      .select({ userId: teamMemberships.userId })
      .from(teamMemberships)
      .innerJoin(teams, eq(teams.id, teamMemberships.myTeamId))
      .where(eq(teams.clubId, clubId))
      .union(
        tx
          .select({ userId: clubMemberships.userId })
          .from(clubMemberships)
          .where(eq(clubMemberships.clubId, clubId)),
      );
    const deleted = await tx.delete(clubs).where(eq(clubs.id, clubId)).returning({ id: clubs.id });
    if (deleted.length === 0) throw notFound('Club');
    await endSessionsOfUsersWithoutAccess(
      tx,
      affected.map((row) => row.userId),
    );
  });
}
