export const platformRoles = ['admin', 'coach', 'player_parent'] as const;
export type PlatformRole = (typeof platformRoles)[number];

export const teamRoles = ['admin', 'coach', 'player_parent'] as const;
export type TeamRole = (typeof teamRoles)[number];

const rank: Record<TeamRole, number> = { admin: 3, coach: 2, player_parent: 1 };

export function compareTeamRoles(a: TeamRole, b: TeamRole): number {
  return rank[a] - rank[b];
}

export function highestTeamRole(roles: Array<TeamRole | null | undefined>): TeamRole | null {
  let best: TeamRole | null = null;
  for (const role of roles) {
    if (role && (best === null || rank[role] > rank[best])) best = role;
  }
  return best;
}

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

/** The spec's display fallback: the team role when known, else the user's own role. Display only. */
export function displayRole(
  teamRole: TeamRole | null | undefined,
  platformRole: PlatformRole | undefined,
): TeamRole | PlatformRole | 'unknown' {
  return teamRole ?? platformRole ?? 'unknown';
}

export function canEditTeam(role: TeamRole | 'unknown' | null | undefined): boolean {
  return role === 'admin' || role === 'coach';
}

export function roleBadgeLabel(role: TeamRole | 'unknown'): string {
  if (role === 'admin') return 'Admin';
  if (role === 'coach') return 'Coach';
  if (role === 'player_parent') return 'Parent/Player';
  return 'Member';
}
