import { asc, eq, sql } from 'drizzle-orm';
import type { Player } from '../../../shared/contracts/squad.js';
import type { TeamRole } from '../../../shared/domain/roles.js';
import type { Db } from '../../db/client.js';
import { prepareOnce } from '../../db/prepared.js';
import { readThrough } from '../../db/read-cache.js';
import { players } from '../../db/schema.js';

export type PlayerRow = typeof players.$inferSelect;

/** Who is reading the squad: parents and players get a privacy-filtered answer. */
export type SquadViewer = { role: TeamRole; userId: number; email: string };

export function toPlayer(row: PlayerRow): Player {
  return {
    id: row.id,
    shirtNumber: row.shirtNumber,
    firstName: row.firstName,
    lastName: row.lastName,
    preferredPosition: row.preferredPosition,
    willingToKeep: row.willingToKeep,
    age: row.age,
    height: row.height,
    coachingNotes: row.coachingNotes,
    penaltyOrder: row.penaltyOrder,
    cornerOrder: row.cornerOrder,
    attackingFkOrder: row.attackingFkOrder,
    defensiveFkOrder: row.defensiveFkOrder,
    myTeamId: row.myTeamId,
    userId: row.userId,
    parent1Email: row.parent1Email,
    parent2Email: row.parent2Email,
    playerEmail: row.playerEmail,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * The player as this viewer may see him. A parent or player never gets coaching notes, nor other
 * families' e-mail addresses: the fields are left out, not blanked (docs/decisions/006-parent-privacy.md).
 * `family` is the viewer's family on the team (server/db/family.ts: the e-mail rule and a coach's links),
 * the one rule that also decides whose minutes he sees.
 */
export function toPlayerFor(row: PlayerRow, viewer: SquadViewer, family: ReadonlySet<number>): Player {
  const player = toPlayer(row);
  if (viewer.role !== 'player_parent') return player;
  const { coachingNotes: _notes, parent1Email, parent2Email, playerEmail, ...rest } = player;
  return family.has(row.id) ? { ...rest, parent1Email, parent2Email, playerEmail } : rest;
}

export async function selectSquad(db: Db, teamId: number): Promise<PlayerRow[]> {
  const query = prepareOnce(db, 'squad', (handle) =>
    handle
      .select()
      .from(players)
      .where(eq(players.myTeamId, sql.placeholder('teamId')))
      .orderBy(asc(players.shirtNumber), asc(players.id))
      .prepare('squad'),
  );
  return readThrough(db, `squad:${teamId}`, () => query.execute({ teamId }));
}

/** The whole squad by shirt number, unfiltered (for editors' answers). */
export async function listSquad(db: Db, teamId: number): Promise<Player[]> {
  return (await selectSquad(db, teamId)).map(toPlayer);
}
