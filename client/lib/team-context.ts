import { createContext, useContext } from 'react';
import type { User } from '../../shared/contracts/auth';
import type { TeamRole } from '../../shared/domain/roles';

/**
 * What every signed-in page knows, provided by the shell (client/app/layouts): the user and the team in
 * the URL (null on unscoped pages) with the server's answer for the caller's role on it. Feature pages
 * read it with useTeamContext() instead of fetching the user themselves. What they may offer comes from
 * useEffectiveTeamRole() (client/lib/effective-team-role.ts), scoped and unscoped alike.
 */
export type TeamContextValue = {
  user: User;
  /** The :teamId of /teams/:teamId/..., or null on an unscoped page. */
  teamId: string | null;
  /** The role from GET /api/auth/team-role/:teamId; null when unscoped or the server gave none. */
  teamRole: TeamRole | null;
};

export const TeamContext = createContext<TeamContextValue | null>(null);

export function useTeamContext(): TeamContextValue {
  const value = useContext(TeamContext);
  if (!value) throw new Error('useTeamContext is only available inside the signed-in layouts');
  return value;
}
