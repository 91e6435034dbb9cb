import { useQuery } from '@tanstack/react-query';
import { useContext } from 'react';
import type { UserTeam } from '../../shared/contracts/auth';
import { canEditTeam, type TeamRole, teamRoleFromServer } from '../../shared/domain/roles';
import { TeamContext, type TeamContextValue, useTeamContext } from './team-context';
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
  /** Admin or coach on that team: show the editing controls. */
  canEdit: boolean;
};

/** The team an unscoped page is about: the caller's only team, as the server picks it; else none. */
export function onlyTeamOf(teams: readonly UserTeam[] | undefined): UserTeam | null {
  return teams?.length === 1 ? (teams[0] ?? null) : null;
}

/** An unscoped page of a caller who is not a platform admin: the role comes from their list of teams. */
const asksForTeams = (context: TeamContextValue) => context.teamId === null && context.user.role !== 'admin';

/** The caller's role on the team the page is about: the team layout's answer, else that of their only team. */
function roleOnPage(context: TeamContextValue, teams: readonly UserTeam[] | undefined): TeamRole | null {
  const serverRole = asksForTeams(context) ? onlyTeamOf(teams)?.userRole : context.teamRole;
  return teamRoleFromServer({ platformRole: context.user.role, serverRole });
}

/**
 * The one way a screen learns what the caller may do on the team it shows (decision 014): the server's
 * answer for that team, never the user's own platform role. Team pages have it from the team layout
 * (GET /api/auth/team-role/:teamId); unscoped pages ask GET /api/auth/teams (non-admins only, as spec
 * 000 §7 says: retried twice, fresh for 5 s) and take the role on the caller's only team.
 */
export function useEffectiveTeamRole(): EffectiveTeamRole {
  const context = useTeamContext();
  // A platform admin is admin on every team (teamRoleFromServer) and never asks for the list.
  const isAsking = asksForTeams(context);
  const teams = useQuery(userTeamsQuery({ enabled: isAsking }));
  const role = roleOnPage(context, teams.data);
  return {
    isPending: isAsking && teams.isPending,
    teamId: context.teamId ?? (isAsking ? (onlyTeamOf(teams.data)?.secureId ?? null) : null),
    role,
    canEdit: canEditTeam(role),
  };
}

/**
 * Whether the caller may edit the team the page is about, if that is known already, else null: known
 * from the team context (null outside it) and, on an unscoped page, the caller's one team if the list
 * is cached (null with several or none: the page then shows a way forward, not its header).
 */
export function canEditIfKnown(
  context: TeamContextValue | null,
  teams: readonly UserTeam[] | undefined,
): boolean | null {
  if (context === null) return null;
  // Unscoped with several teams or none, the page says so instead of its usual header.
  if (asksForTeams(context) && teams?.length !== 1) return null;
  return canEditTeam(roleOnPage(context, teams));
}

/**
 * canEditIfKnown for a page's skeleton, which the shell also shows before the user and the team role
 * are in (outside the team context). Known, the skeleton can say the page's words for this caller;
 * unknown, it shows bones.
 */
export function useCanEditIfKnown(): boolean | null {
  const context = useContext(TeamContext);
  // Only what is cached already: the page itself asks.
  const teams = useQuery(userTeamsQuery({ enabled: false }));
  return canEditIfKnown(context, teams.data);
}
