import { createContext, useContext } from 'react';
import type { User } from '../../shared/contracts/auth';
import type { TeamRole } from '../../shared/domain/roles';

/**
 * What every signed-in page knows, provided by the shell (client/app/layouts): the user, the team in the
 * URL (null on unscoped pages) and the role to show. Feature pages read it with useTeamContext() instead
 * of fetching the user or the role themselves.
 */
export type TeamContextValue = {
  user: User;
  /** The :teamId of /teams/:teamId/..., or null on an unscoped page. */
  teamId: string | null;
  /** The role from GET /api/auth/team-role/:teamId; null when unscoped or the server gave none. */
  teamRole: TeamRole | null;
  /** Team role, else the user's own role (spec 000 §6). For what to show; the server decides what is allowed. */
  role: TeamRole | 'unknown';
  /** Admin or coach: show the editing controls. */
  canEdit: boolean;
};

export const TeamContext = createContext<TeamContextValue | null>(null);

export function useTeamContext(): TeamContextValue {
  const value = useContext(TeamContext);
  if (!value) throw new Error('useTeamContext is only available inside the signed-in layouts');
  return value;
}
