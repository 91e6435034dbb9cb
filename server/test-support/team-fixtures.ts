import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { goals, matches, oppositionTeams, players, teamMemberships, teams, users } from '../db/schema.js';
import { generateSecureId } from '../identity/tokens.js';

// Small builders for API tests that need a team of their own (hand-worked fixtures, a clean squad).

export async function insertTeam(db: Db, name: string): Promise<{ id: number; secureId: string }> {
  const [team] = await db.insert(teams).values({ secureId: generateSecureId(), name }).returning();
  if (!team) throw new Error('team insert failed');
  return { id: team.id, secureId: team.secureId };
}

/** Gives the address (created if new) a role on the team. */
export async function addTeamMember(
  db: Db,
  teamId: number,
  email: string,
  role: 'coach' | 'player_parent',
): Promise<number> {
  await db.insert(users).values({ email }).onConflictDoNothing();
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  if (!user) throw new Error(`no user ${email}`);
  await db
    .insert(teamMemberships)
    .values({ userId: user.id, myTeamId: teamId, role })
    .onConflictDoUpdate({ target: [teamMemberships.userId, teamMemberships.myTeamId], set: { role } });
  return user.id;
}

export async function insertPlayers(
  db: Db,
  teamId: number,
  shirts: number[],
): Promise<Array<typeof players.$inferSelect>> {
  if (shirts.length === 0) return [];
  return db
    .insert(players)
    .values(
      shirts.map((shirtNumber) => ({
        myTeamId: teamId,
        shirtNumber,
        firstName: `Player${shirtNumber}`,
        preferredPosition: 'Midfielder',
      })),
    )
    .returning();
}

export async function insertOpponent(db: Db, teamId: number, name: string): Promise<number> {
  const [row] = await db.insert(oppositionTeams).values({ myTeamId: teamId, name }).returning();
  if (!row) throw new Error('opponent insert failed');
  return row.id;
}

export async function insertMatch(
  db: Db,
  teamId: number,
  fields: Partial<typeof matches.$inferInsert>,
): Promise<number> {
  const [row] = await db
    .insert(matches)
    .values({ myTeamId: teamId, ...fields })
    .returning();
  if (!row) throw new Error('match insert failed');
  return row.id;
}

export async function insertGoals(db: Db, rows: Array<typeof goals.$inferInsert>): Promise<void> {
  if (rows.length) await db.insert(goals).values(rows);
}

export async function countRows(db: Db, table: 'players' | 'opposition_teams' | 'matches', teamId: number) {
  const result = (await db.execute(
    sql`select count(*)::int as n from ${sql.identifier(table)} where my_team_id = ${teamId}`,
  )) as unknown as { rows: Array<{ n: number }> };
  return Number(result.rows[0]?.n ?? 0);
}
