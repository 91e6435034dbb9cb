import { canEditTeam } from '../../shared/domain/roles.js';
import type { Db } from '../db/client.js';
import { findSessionUser, findSessionUserWithTeam } from './sessions.js';
import { findOnlyTeam } from './team-access.js';

/**
 * Whether the caller of a signed-in page's document edits the team the page is about, for the shell
 * the server sends (decision 065): the team its address names (`teamRef`), or on an unscoped page the
 * caller's only team, picked as the unscoped calls pick it (`findOnlyTeam`). `canEdit` is null when
 * there is no such team, no role on it, or several teams to choose from (a platform admin's case: the
 * page then asks which); the whole answer is null without a live session. The session is read, and
 * rolled forward, as a call's is. It only picks the words a skeleton shows: every read and write is
 * judged by its own route's rule.
 */
export async function findPageTeamRole(
  db: Db,
  sessionId: string,
  now: Date,
  teamRef: string | null,
): Promise<{ canEdit: boolean | null; rolledExpire: Date | null } | null> {
  if (teamRef !== null) {
    const found = await findSessionUserWithTeam(db, sessionId, now, { kind: 'team', ref: teamRef });
    if (!found) return null;
    return {
      canEdit: found.teamAccess ? canEditTeam(found.teamAccess.role) : null,
      rolledExpire: found.rolledExpire,
    };
  }
  const found = await findSessionUser(db, sessionId, now);
  if (!found) return null;
  const only = await findOnlyTeam(db, found.user);
  return {
    canEdit: only !== null && only !== 'several' ? canEditTeam(only.role) : null,
    rolledExpire: found.rolledExpire,
  };
}
