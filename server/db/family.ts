import { and, eq } from 'drizzle-orm';
import { type FamilyAccount, type FamilyPlayer, familyOf, minutesScope } from '../../shared/domain/family.js';
import type { TeamRole } from '../../shared/domain/roles.js';
import type { Db } from './client.js';
import { playerFamilyLinks, players } from './schema.js';

// Who is a signed-in account's family on a team (shared/domain/family.ts holds the rule), read here
// rather than in a feature because the squad's and match planning's playing time, and the availability
// issue, all ask it, and features never import each other.

/** The players of `teamId` who are the account's family: e-mail matches, plus hand links, minus unlinks. */
export async function familyPlayerIds(db: Db, account: FamilyAccount, teamId: number): Promise<Set<number>> {
  // One statement: the team's players, each with this account's hand link or unlink when there is one.
  const rows = await db
    .select({
      id: players.id,
      userId: players.userId,
      parent1Email: players.parent1Email,
      parent2Email: players.parent2Email,
      playerEmail: players.playerEmail,
      linked: playerFamilyLinks.linked,
    })
    .from(players)
    .leftJoin(
      playerFamilyLinks,
      and(eq(playerFamilyLinks.playerId, players.id), eq(playerFamilyLinks.userId, account.id)),
    )
    .where(eq(players.myTeamId, teamId));
  const squad: FamilyPlayer[] = rows;
  const links = rows.flatMap((row) =>
    row.linked === null ? [] : [{ playerId: row.id, linked: row.linked }],
  );
  return familyOf(squad, account, links);
}

/**
 * The players whose minutes the caller may see on the team, or null for all of them (minutesScope:
 * coaches and admins, or everyone when the team shows the squad's minutes to families).
 */
export async function minutesVisibleTo(
  db: Db,
  team: { id: number; showSquadMinutesToFamily: boolean },
  role: TeamRole,
  account: FamilyAccount,
): Promise<Set<number> | null> {
  if (minutesScope(role, team.showSquadMinutesToFamily) === 'squad') return null;
  return familyPlayerIds(db, account, team.id);
}
