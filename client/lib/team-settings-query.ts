import { queryOptions } from '@tanstack/react-query';
import { getTeamDefaults } from '../../shared/contracts/squad-routes';
import { teamReadFn } from './first-read-queries';

// The team's settings (GET /api/teams/:teamId/team) are read by the squad page, which edits them in its
// Match Settings card, and by the formation screens, which follow the team's format (issue 30): one
// cache key, so a format saved on the squad page is what the editor offers next.

export const teamSettingsKey = (teamId: string) => ['squad', 'team', teamId] as const;

/** The settings of the team the page is about; asks nothing until that team is known. */
export function teamSettingsQuery(teamId: string | null) {
  return queryOptions({
    queryKey: teamSettingsKey(teamId ?? ''),
    queryFn: teamReadFn(getTeamDefaults, teamId),
    enabled: Boolean(teamId),
  });
}
