import { and, eq } from 'drizzle-orm';
import type { AdminTeam } from '../../../shared/contracts/admin.js';
import type { Db } from '../../db/client.js';
import { clubs, teamMemberships, teams } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';
import { notFound } from '../../errors.js';
import { generateSecureId } from '../../identity/tokens.js';
import { teamCountColumns, toAdminTeam } from './clubs.js';
import { endSessionsOfUsersWithoutAccess } from './revoke-access.js';

type TeamFields = {
  name?: string;
  ageGroup?: string | null;
  division?: string | null;
  faFullTimeUrl?: string | null;
};

export async function findAdminTeam(db: Db, teamId: number): Promise<AdminTeam | null> {
  const [row] = await db
    .select({ team: teams, ...teamCountColumns })
    .from(teams)
    .where(eq(teams.id, teamId))
    .limit(1);
  return row ? toAdminTeam({ ...row.team, ...row }) : null;
}

/** A new team of the club, with a fresh secureId for its links. */
export async function createTeam(
  db: Db,
  clubId: number,
  input: TeamFields & { name: string },
  now: Date,
): Promise<AdminTeam> {
  return inTransaction(db, async (tx) => {
    // Lock the club row so a concurrent club delete cannot slip between the check and the insert.
    const [club] = await tx.select({ id: clubs.id }).from(clubs).where(eq(clubs.id, clubId)).for('update');
    if (!club) throw notFound('Club');
    const [team] = await tx
      .insert(teams)
      .values({
        secureId: generateSecureId(),
        name: input.name,
        clubId,
        ageGroup: input.ageGroup ?? null,
        division: input.division ?? null,
        faFullTimeUrl: input.faFullTimeUrl ?? null,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!team) throw new Error('team insert returned nothing');
    return toAdminTeam({ ...team, playerCount: 0, matchCount: 0, memberCount: 0 });
  });
}

/** Team settings: only the fields given change; null clears an optional one. */
export async function updateTeamSettings(
  db: Db,
  teamId: number,
  input: TeamFields,
  now: Date,
): Promise<AdminTeam> {
  const changes: Partial<typeof teams.$inferInsert> = { updatedAt: now };
  if (input.name !== undefined) changes.name = input.name;
  if (input.ageGroup !== undefined) changes.ageGroup = input.ageGroup;
  if (input.division !== undefined) changes.division = input.division;
  if (input.faFullTimeUrl !== undefined) changes.faFullTimeUrl = input.faFullTimeUrl;
  const [updated] = await db
    .update(teams)
    .set(changes)
    .where(eq(teams.id, teamId))
    .returning({ id: teams.id });
  if (!updated) throw notFound('Team');
  const team = await findAdminTeam(db, teamId);
  if (!team) throw notFound('Team');
  return team;
}

/**
 * Deletes a team of the club and, by foreign-key cascade, everything under it. Members left with no
 * access lose their sessions.
 */
export async function deleteTeam(db: Db, clubId: number, teamId: number): Promise<void> {
  await inTransaction(db, async (tx) => {
    const members = await tx
      .select({ userId: teamMemberships.userId })
      .from(teamMemberships)
      .where(eq(teamMemberships.myTeamId, teamId));
    const deleted = await tx
      .delete(teams)
      .where(and(eq(teams.id, teamId), eq(teams.clubId, clubId)))
      .returning({ id: teams.id });
    if (deleted.length === 0) throw notFound('Team');
    await endSessionsOfUsersWithoutAccess(
      tx,
      members.map((row) => row.userId),
    );
  });
}
