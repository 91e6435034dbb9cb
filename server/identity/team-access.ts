import { asc, eq, or, sql } from 'drizzle-orm';
import type { TeamRole } from '../../shared/domain/roles.js';
import { resolveEffectiveTeamRole } from '../../shared/domain/roles.js';
import type { Db } from '../db/client.js';
import { clubMemberships, teamMemberships, teams } from '../db/schema.js';
import type { SessionUser } from './sessions.js';

export type TeamRow = typeof teams.$inferSelect;
export type TeamAccess = { team: TeamRow; role: TeamRole };

/** A team path segment is the team's secureId or, for older links, its numeric id. */
export function teamRefCondition(teamRef: string | number) {
  if (typeof teamRef === 'number' || /^\d+$/.test(teamRef)) {
    const id = Number(teamRef);
    // Out-of-range numbers cannot be an id; compare as text so Postgres never sees an overflowing int.
    if (!Number.isSafeInteger(id) || id > 2_147_483_647) return sql`false`;
    return eq(teams.id, id);
  }
  return eq(teams.secureId, teamRef);
}

// Written as plain SQL on purpose: in a single-table select drizzle leaves column names unqualified,
// which inside these correlated subqueries would bind to the inner table instead of "teams".
const membershipRoleOf = (userId: number) =>
  sql<
    'coach' | 'player_parent' | null
  >`(select tm.role from team_memberships tm where tm.my_team_id = "teams"."id" and tm.user_id = ${userId})`;
const isClubAdminOf = (userId: number) =>
  sql<boolean>`exists (select 1 from club_memberships cm where cm.club_id = "teams"."club_id" and cm.user_id = ${userId})`;

function membershipColumns(userId: number) {
  return { team: teams, membershipRole: membershipRoleOf(userId), isClubAdmin: isClubAdminOf(userId) };
}

/** The caller's effective role on one team, or null when they have none (or there is no such team). */
export async function findTeamAccess(
  db: Db,
  user: SessionUser,
  teamRef: string | number,
): Promise<TeamAccess | null> {
  const [row] = await db
    .select(membershipColumns(user.id))
    .from(teams)
    .where(teamRefCondition(teamRef))
    .limit(1);
  if (!row) return null;
  const role = resolveEffectiveTeamRole({
    platformRole: user.role,
    isClubAdmin: row.isClubAdmin,
    membershipRole: row.membershipRole,
  });
  return role ? { team: row.team, role } : null;
}

/** Every team the user has a role on, alphabetically; a platform admin has every team. */
export async function listUserTeams(db: Db, user: SessionUser): Promise<TeamAccess[]> {
  const query = db.select(membershipColumns(user.id)).from(teams);
  const rows =
    user.role === 'admin'
      ? await query.orderBy(asc(teams.name), asc(teams.id))
      : await query
          .where(
            or(
              sql`exists (select 1 from team_memberships tm where tm.my_team_id = "teams"."id" and tm.user_id = ${user.id})`,
              isClubAdminOf(user.id),
            ),
          )
          .orderBy(asc(teams.name), asc(teams.id));
  return rows.flatMap((row) => {
    const role = resolveEffectiveTeamRole({
      platformRole: user.role,
      isClubAdmin: row.isClubAdmin,
      membershipRole: row.membershipRole,
    });
    return role ? [{ team: row.team, role }] : [];
  });
}

/** Whether a user still reaches anything: used to end the sessions of someone whose last access went. */
export async function hasAnyAccess(db: Db, userId: number): Promise<boolean> {
  const [row] = await db
    .select({
      n: sql<number>`(select count(*) from ${teamMemberships} where ${teamMemberships.userId} = ${userId}) + (select count(*) from ${clubMemberships} where ${clubMemberships.userId} = ${userId})`,
    })
    .from(sql`(select 1) as one`);
  return Number(row?.n ?? 0) > 0;
}
