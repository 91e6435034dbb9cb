export const platformRoles = ['admin', 'coach', 'player_parent'] as const;
export type PlatformRole = (typeof platformRoles)[number];

export const teamRoles = ['admin', 'coach', 'player_parent'] as const;
export type TeamRole = (typeof teamRoles)[number];

/**
 * The role the server enforces on one team. A platform admin is admin everywhere and a club admin is
 * admin on the club's teams; otherwise only a team membership counts. A user's own platform role of
 * coach or player_parent grants nothing on a team by itself (invitations work per team).
 */
export function resolveEffectiveTeamRole(input: {
  platformRole: PlatformRole;
  isClubAdmin: boolean;
  membershipRole: 'coach' | 'player_parent' | null;
}): TeamRole | null {
  if (input.platformRole === 'admin' || input.isClubAdmin) return 'admin';
  return input.membershipRole;
}

/**
 * The role a screen acts on for the caller (decision 014): the server's answer for the team in play,
 * which is resolveEffectiveTeamRole's, so the screen offers exactly what the server allows. The answer
 * comes from GET /api/auth/team-role/:teamId on a team page, or is the role on the caller's only team
 * in GET /api/auth/teams on an unscoped page (the team the server's unscoped routes act on). A platform
 * admin is admin on every team without asking. Anyone else without an answer (no team in play, no role
 * on it, the look-up failed) has no role: the user's own platform role never stands in for one.
 */
export function teamRoleFromServer(input: {
  platformRole: PlatformRole;
  serverRole: TeamRole | null | undefined;
}): TeamRole | null {
  if (input.platformRole === 'admin') return 'admin';
  return input.serverRole ?? null;
}

/** Admin or coach on the team: the editing controls show. Takes a team role, never a display role. */
export function canEditTeam(teamRole: TeamRole | null | undefined): boolean {
  return teamRole === 'admin' || teamRole === 'coach';
}

/**
 * The specs' fallback (000 §6, 001 §6): the team role when known, else the user's own role. For labels (the role
 * badge, which menu items show) only; what a screen lets the user do comes from teamRoleFromServer.
 */
export function displayRole(
  teamRole: TeamRole | null | undefined,
  platformRole: PlatformRole | undefined,
): TeamRole | PlatformRole | 'unknown' {
  return teamRole ?? platformRole ?? 'unknown';
}

export function roleBadgeLabel(role: TeamRole | 'unknown'): string {
  if (role === 'admin') return 'Admin';
  if (role === 'coach') return 'Coach';
  if (role === 'player_parent') return 'Parent/Player';
  return 'Member';
}
