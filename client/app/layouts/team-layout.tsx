import { useMemo } from 'react';
import { Outlet, useParams } from 'react-router';
import { LoadingState } from '../../components/ui/spinner';
import { useTeamRole } from '../../features/auth/use-auth';
import { TeamContext, type TeamContextValue, useTeamContext } from '../../lib/team-context';
import { RouteSkeleton } from './route-skeleton';

/**
 * /teams/:teamId/...: looks up the user's role on the team in the URL and puts it in the team context,
 * where useEffectiveTeamRole() (client/lib/effective-team-role.ts) reads it. Pages render once the role
 * is known, so editing controls never flash for a read-only parent; until then, the page's skeleton.
 */
export function TeamLayout() {
  const { teamId = '' } = useParams();
  const { user } = useTeamContext();
  const roleQuery = useTeamRole(teamId, { enabled: true });
  const teamRole = roleQuery.data ?? null;

  const value = useMemo<TeamContextValue>(() => ({ user, teamId, teamRole }), [user, teamId, teamRole]);

  if (roleQuery.isPending) return <RouteSkeleton />;
  // Only a 401 reaches here as an error (any other answer means "no role"): sign-in is on its way.
  if (roleQuery.isError)
    return <LoadingState label="Redirecting to sign in..." className="min-h-48 flex-1" />;
  return (
    <TeamContext.Provider value={value}>
      {/* A page afresh for each team: the header's team switcher keeps the route and changes the team,
          and what a page held for the old one (match planning's chosen match and tab) is not the new
          team's. */}
      <Outlet key={teamId} />
    </TeamContext.Provider>
  );
}
