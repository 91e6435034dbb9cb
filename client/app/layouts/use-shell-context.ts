import { useQuery } from '@tanstack/react-query';
import { useMatch } from 'react-router';
import { displayRole, type TeamRole } from '../../../shared/domain/roles';
import { useTeamRole, useUser } from '../../features/auth/use-auth';
import { userTeamsQuery } from '../../lib/user-teams-query';
import { navItems, visibleNavItems } from '../nav-config';

/**
 * What the header needs: the user (undefined while loading, null when signed out), the team in the URL,
 * the role to show and the menu items. The header sits above the route tree, so it reads the team from
 * the URL itself rather than from the team layout.
 */
export function useShellContext() {
  const userQuery = useUser();
  const user = userQuery.data;
  const teamMatch = useMatch('/teams/:teamId/*');
  const teamId = teamMatch?.params.teamId ?? null;
  const teamRoleQuery = useTeamRole(teamId, { enabled: Boolean(user) });
  const teamRole = teamId ? (teamRoleQuery.data ?? null) : null;
  const role: TeamRole | 'unknown' = user ? displayRole(teamRole, user.role) : 'unknown';
  // "/" sends a member of one team on to that team's squad (the dashboard) once their teams are known.
  // Until then, and on the way, no menu: the team-less menu (How-To alone) drawn first would be pushed
  // along by the team's items a moment later, without the user touching anything.
  const isOnHome = useMatch('/') !== null;
  const asksTeams = isOnHome && Boolean(user) && user?.role !== 'admin';
  const teamsQuery = useQuery(userTeamsQuery({ enabled: asksTeams }));
  const isLeavingHome = asksTeams && (teamsQuery.isPending || teamsQuery.data?.length === 1);
  const items =
    user && !isLeavingHome ? visibleNavItems(navItems, { teamId, role, platformRole: user.role }) : [];
  return { user, isUserLoading: userQuery.isPending, teamId, role, items };
}
