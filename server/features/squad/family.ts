import { and, asc, eq } from 'drizzle-orm';
import type { PlayerFamily } from '../../../shared/contracts/family.js';
import { familyReason, matchesByEmail } from '../../../shared/domain/family.js';
import type { Db } from '../../db/client.js';
import { playerFamilyLinks, players, teamMemberships, users } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';
import { notFound } from '../../errors.js';

// A player's family as the coach manages it (issue 30): the team's parent and player accounts, which of
// them the e-mail rule or a hand link makes his family (shared/domain/family.ts), and the coach's links
// and unlinks. The rule itself is read for the minutes in server/db/family.ts.

async function playerOfTeam(db: Db, teamId: number, playerId: number, lock: boolean) {
  const query = db
    .select({
      id: players.id,
      userId: players.userId,
      parent1Email: players.parent1Email,
      parent2Email: players.parent2Email,
      playerEmail: players.playerEmail,
    })
    .from(players)
    .where(and(eq(players.id, playerId), eq(players.myTeamId, teamId)));
  // A link write holds the player as a match write does (decision 037), so his removal waits for it.
  const [player] = await (lock ? query.for('key share') : query);
  if (!player) throw notFound('Player');
  return player;
}

/** The team's parent and player accounts (team role player_parent), by e-mail address. */
function parentsAndPlayers(db: Db, teamId: number) {
  return db
    .select({
      userId: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(teamMemberships)
    .innerJoin(users, eq(users.id, teamMemberships.userId))
    .where(and(eq(teamMemberships.myTeamId, teamId), eq(teamMemberships.role, 'player_parent')))
    .orderBy(asc(users.email), asc(users.id));
}

/**
 * Every parent and player account of the team, and whether (and why) each is the player's family. A
 * player of another team (or none) is 404 `Player not found`.
 */
export async function readPlayerFamily(db: Db, teamId: number, playerId: number): Promise<PlayerFamily> {
  const player = await playerOfTeam(db, teamId, playerId, false);
  const [members, links] = await Promise.all([
    parentsAndPlayers(db, teamId),
    db
      .select({ userId: playerFamilyLinks.userId, linked: playerFamilyLinks.linked })
      .from(playerFamilyLinks)
      .where(eq(playerFamilyLinks.playerId, playerId)),
  ]);
  const linkOf = new Map(links.map((link) => [link.userId, link.linked]));
  return {
    playerId,
    members: members.map((member) => {
      const account = { id: member.userId, email: member.email };
      const link = linkOf.get(member.userId);
      return {
        ...member,
        family: familyReason(player, account, link),
        unlinked: link === false && matchesByEmail(player, account),
      };
    }),
  };
}

/**
 * Links (`linked`) or unlinks an account and a player by hand; the coach's word is kept whatever the
 * addresses later say. The account must be a parent or player of the player's team, else 404
 * `Team member not found`; the row's keys (server/db/schema.ts) refuse a cross-team link even so.
 */
export async function setFamilyLink(
  db: Db,
  teamId: number,
  playerId: number,
  userId: number,
  linked: boolean,
): Promise<PlayerFamily> {
  await inTransaction(db, async (tx) => {
    await playerOfTeam(tx, teamId, playerId, true);
    const [member] = await tx
      .select({ userId: teamMemberships.userId })
      .from(teamMemberships)
      .where(
        and(
          eq(teamMemberships.myTeamId, teamId),
          eq(teamMemberships.userId, userId),
          eq(teamMemberships.role, 'player_parent'),
        ),
      )
      .for('key share');
    if (!member) throw notFound('Team member');
    await tx
      .insert(playerFamilyLinks)
      .values({ myTeamId: teamId, playerId, userId, linked })
      .onConflictDoUpdate({
        target: [playerFamilyLinks.playerId, playerFamilyLinks.userId],
        set: { linked },
      });
  });
  return readPlayerFamily(db, teamId, playerId);
}
