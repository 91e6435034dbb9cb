import { asc, eq, or, type SQLWrapper, sql } from 'drizzle-orm';
import type { TeamRole } from '../../shared/domain/roles.js';
import { resolveEffectiveTeamRole } from '../../shared/domain/roles.js';
import type { Db } from '../db/client.js';
import { prepareOnce } from '../db/prepared.js';
import { readThrough } from '../db/read-cache.js';
import { clubMemberships, teamMemberships, teams } from '../db/schema.js';
import type { SessionUser } from './sessions.js';

export type TeamRow = typeof teams.$inferSelect;
export type TeamAccess = { team: TeamRow; role: TeamRole };

/**
 * A team path segment is the team's secureId or, for older links, its numeric id. A number out of
 * range cannot be an id (and Postgres must never see an overflowing int): it finds no team, as id 0.
 */
export function parseTeamRef(
  teamRef: string | number,
): { kind: 'id'; value: number } | { kind: 'secure_id'; value: string } {
  if (typeof teamRef === 'number' || /^\d+$/.test(teamRef)) {
    const id = Number(teamRef);
    return { kind: 'id', value: Number.isSafeInteger(id) && id <= 2_147_483_647 ? id : 0 };
  }
  return { kind: 'secure_id', value: teamRef };
}

export function teamRefCondition(teamRef: string | number) {
  const ref = parseTeamRef(teamRef);
  return ref.kind === 'id' ? eq(teams.id, ref.value) : eq(teams.secureId, ref.value);
}

// Written as plain SQL on purpose: in a single-table select drizzle leaves column names unqualified,
// which inside these correlated subqueries would bind to the inner table instead of "teams".
// The user is a value, a prepared query's placeholder, or a column of a joined "users".
type UserRef = number | SQLWrapper;

const isTeamMemberOf = (user: UserRef) =>
  sql<boolean>`exists (select 1 from team_memberships tm where tm.my_team_id = "teams"."id" and tm.user_id = ${user})`;
const membershipRoleOf = (user: UserRef) =>
  sql<
    'coach' | 'player_parent' | null
  >`(select tm.role from team_memberships tm where tm.my_team_id = "teams"."id" and tm.user_id = ${user})`;
const isClubAdminOf = (user: UserRef) =>
  sql<boolean>`exists (select 1 from club_memberships cm where cm.club_id = "teams"."club_id" and cm.user_id = ${user})`;

function membershipColumns(user: UserRef) {
  return { team: teams, membershipRole: membershipRoleOf(user), isClubAdmin: isClubAdminOf(user) };
}

/**
 * The same two facts for a query that also reads the caller from "users" (findSessionUserWithTeam):
 * the user is a column there, not a parameter.
 */
export const membershipColumnsOfJoinedUser = {
  membershipRole: membershipRoleOf(sql`"users"."id"`),
  isClubAdmin: isClubAdminOf(sql`"users"."id"`),
};

/** The effective role from one row of membershipColumns, or null (no team, or no role on it). */
export function toTeamAccess(
  user: SessionUser,
  row: {
    team: TeamRow | null;
    membershipRole: 'coach' | 'player_parent' | null;
    isClubAdmin: boolean | null;
  },
): TeamAccess | null {
  if (!row.team) return null;
  const role = resolveEffectiveTeamRole({
    platformRole: user.role,
    isClubAdmin: row.isClubAdmin === true,
    membershipRole: row.membershipRole,
  });
  return role ? { team: row.team, role } : null;
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
  return row ? toTeamAccess(user, row) : null;
}

/** Every team the user has a role on, alphabetically; a platform admin has every team. */
export async function listUserTeams(db: Db, user: SessionUser): Promise<TeamAccess[]> {
  // Prepared (server/db/prepared.ts): the dashboard and every unscoped page ask for this.
  const name = user.role === 'admin' ? 'user_teams_all' : 'user_teams_own';
  const query = prepareOnce(db, name, (handle) => {
    const userId = sql.placeholder('userId');
    const base = handle.select(membershipColumns(userId)).from(teams);
    const scoped =
      user.role === 'admin' ? base : base.where(or(isTeamMemberOf(userId), isClubAdminOf(userId)));
    return scoped.orderBy(asc(teams.name), asc(teams.id)).prepare(name);
  });
  const rows = await readThrough(db, `${name}:${user.id}`, () => query.execute({ userId: user.id }));
  return rows.flatMap((row) => {
    const access = toTeamAccess(user, row);
    return access ? [access] : [];
  });
}

/**
 * The caller's only team, as the unscoped form of a team call or page picks it: null when they have
 * none, 'several' when the client must say which (a platform admin reaches every team).
 */
export async function findOnlyTeam(db: Db, user: SessionUser): Promise<TeamAccess | 'several' | null> {
  const teams = await listUserTeams(db, user);
  return teams.length > 1 ? 'several' : (teams[0] ?? null);
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
