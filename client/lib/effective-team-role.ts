import { useQuery } from '@tanstack/react-query';
import { useContext } from 'react';
import type { UserTeam } from '../../shared/contracts/auth';
import { canEditTeam, type TeamRole, teamRoleFromServer } from '../../shared/domain/roles';
import { TeamContext, type TeamContextValue } from './team-context';
import { userTeamsQuery } from './user-teams-query';

export type EffectiveTeamRole = {
  /** Still asking the server: show a loading state, not controls that may change under the user. */
  isPending: boolean;
  /**
   * The team the screen is about: the one in the URL or, on an unscoped page, the caller's only team
   * (the one the server's unscoped routes act on). Null when there is none to name: several teams or
   * none, or a platform admin, who is not asked for the list. For the calls that exist only
   * team-scoped; a write the spec wants to fail without a team in context still reads
   * useTeamContext().teamId.
   */
  teamId: string | null;
  /** The caller's role on that team (teamRoleFromServer), or null: then the screen is read only. */
  role: TeamRole | null;
  /** Admin or coach on that team (canEditTeam, the rule the server's writes are judged by): show the editing controls. */
  canEdit: boolean;
  /**
   * canEdit once it is known which team the page is about, else null: outside the signed-in layouts
   * (a page's skeleton, which the shell shows before the user and the team role are in), while the
   * caller's teams are being read, and on an unscoped page of a member of several teams or none (the
   * page then shows a way forward, not its header). For a skeleton that says the page's own words.
   */
  canEditIfKnown: boolean | null;
};

/** The team an unscoped page is about: the caller's only team, as the server picks it; else none. */
export function onlyTeamOf(teams: readonly UserTeam[] | undefined): UserTeam | null {
  return teams?.length === 1 ? (teams[0] ?? null) : null;
}

/** An unscoped page of a caller who is not a platform admin: the role comes from their list of teams. */
const asksForTeams = (context: TeamContextValue) => context.teamId === null && context.user.role !== 'admin';

const unknown: EffectiveTeamRole = {
  isPending: true,
  teamId: null,
  role: null,
  canEdit: false,
  canEditIfKnown: null,
};

/**
 * What the caller may do on the team the page is about, from the team context (null outside the
 * signed-in layouts) and, on an unscoped page, the caller's teams as read so far. Pure, for the hook
 * below and its tests.
 */
export function effectiveTeamRoleOf(
  context: TeamContextValue | null,
  teams: { data: readonly UserTeam[] | undefined; isPending: boolean },
): EffectiveTeamRole {
  if (context === null) return unknown;
  const isAsking = asksForTeams(context);
  const serverRole = isAsking ? onlyTeamOf(teams.data)?.userRole : context.teamRole;
  const role = teamRoleFromServer({ platformRole: context.user.role, serverRole });
  const canEdit = canEditTeam(role);
  // Unscoped with several teams or none (or not read yet), the page says so instead of its usual header.
  const isTeamKnown = !isAsking || teams.data?.length === 1;
  return {
    isPending: isAsking && teams.isPending,
    teamId: context.teamId ?? (isAsking ? (onlyTeamOf(teams.data)?.secureId ?? null) : null),
    role,
    canEdit,
    canEditIfKnown: isTeamKnown ? canEdit : null,
  };
}

/**
 * The one way a screen learns what the caller may do on the team it shows (decision 014): the server's
 * answer for that team, never the user's own platform role. Team pages have it from the team layout
 * (GET /api/auth/team-role/:teamId); unscoped pages ask GET /api/auth/teams (non-admins only, as spec
 * 000 §7 says: retried twice, fresh for 5 s) and take the role on the caller's only team. Outside the
 * signed-in layouts (a page's skeleton drawn by the shell) it is unknown and asks nothing.
 */
export function useEffectiveTeamRole(): EffectiveTeamRole {
  const context = useContext(TeamContext);
  // A platform admin is admin on every team (teamRoleFromServer) and never asks for the list.
  const teams = useQuery(userTeamsQuery({ enabled: context !== null && asksForTeams(context) }));
  return effectiveTeamRoleOf(context, teams);
}
