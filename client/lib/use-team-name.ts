import { useQuery } from '@tanstack/react-query';
import { useEffectiveTeamRole } from './effective-team-role';
import { useTeamContext } from './team-context';
import { userTeamsQuery } from './user-teams-query';

/**
 * The name of the team a page is about, for what it prints or shares (the team sheet, the viewer's
 * shared line-up): from the caller's list of teams, the header's own read (one cached answer). A platform
 * admin is not asked for the list, and the name is then null, as it is for a team not in the list.
 */
export function useTeamName(): { name: string | null; isPending: boolean } {
  const context = useTeamContext();
  const effective = useEffectiveTeamRole();
  const asksForTeams = context.user.role !== 'admin';
  const teams = useQuery(userTeamsQuery({ enabled: asksForTeams }));
  return {
    name: teams.data?.find((team) => team.secureId === effective.teamId)?.name ?? null,
    isPending: asksForTeams && teams.isPending,
  };
}
