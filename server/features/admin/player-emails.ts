import { asc, eq } from 'drizzle-orm';
import type { PlayerEmailContact } from '../../../shared/contracts/admin.js';
import type { Db } from '../../db/client.js';
import { players, teams } from '../../db/schema.js';
import { notFound } from '../../errors.js';

type EmailType = PlayerEmailContact['emails'][number]['type'];

/** Each player's contact addresses (parent 1, parent 2, player), by shirt number; blanks are left out. */
export async function listPlayerEmails(db: Db, teamId: number): Promise<PlayerEmailContact[]> {
  const [team] = await db.select({ id: teams.id }).from(teams).where(eq(teams.id, teamId)).limit(1);
  if (!team) throw notFound('Team');
  const rows = await db
    .select()
    .from(players)
    .where(eq(players.myTeamId, teamId))
    .orderBy(asc(players.shirtNumber), asc(players.id));
  return rows.map((player) => {
    const candidates: Array<[EmailType, string | null]> = [
      ['parent1', player.parent1Email],
      ['parent2', player.parent2Email],
      ['player', player.playerEmail],
    ];
    return {
      playerId: player.id,
      playerName: `${player.firstName} ${player.lastName}`.trim(),
      shirtNumber: player.shirtNumber,
      emails: candidates.flatMap(([type, email]) => {
        const trimmed = email?.trim();
        return trimmed ? [{ type, email: trimmed }] : [];
      }),
    };
  });
}
