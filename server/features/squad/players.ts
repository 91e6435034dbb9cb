import { and, count, eq, ne, sql } from 'drizzle-orm';
import type { CreatePlayerBody, Player, UpdatePlayerEmailsInput } from '../../../shared/contracts/squad.js';
import { SHIRT_NUMBER_TAKEN, SQUAD_FULL } from '../../../shared/contracts/squad.js';
import { MAX_SQUAD_SIZE } from '../../../shared/domain/squad-limits.js';
import type { Db } from '../../db/client.js';
import { isUniqueViolation } from '../../db/database-errors.js';
import { familyPlayerIds } from '../../db/family.js';
import { players } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';
import { conflict, notFound } from '../../errors.js';
import { type SquadViewer, selectSquad, toPlayer, toPlayerFor } from './player-shape.js';
import { closeSquadRoleGaps } from './squad-roles.js';
import { lockTeam } from './team-lock.js';

type UpdatePlayerFields = Omit<CreatePlayerBody, 'lastName' | 'coachingNotes'> & {
  lastName?: string;
  coachingNotes?: string | null;
};

/** The team's squad by shirt number, as the viewer may see it. */
export async function listPlayers(db: Db, teamId: number, viewer: SquadViewer): Promise<Player[]> {
  const rows = await selectSquad(db, teamId);
  // Only a parent or player needs to know which rows are his family's.
  const family =
    viewer.role === 'player_parent'
      ? await familyPlayerIds(db, { id: viewer.userId, email: viewer.email }, teamId)
      : new Set<number>();
  return rows.map((row) => toPlayerFor(row, viewer, family));
}

// The team lock makes the pre-checks exact on one database; the unique index stays the last word.
async function withShirtConflict<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, 'players_team_shirt_key'))
      throw conflict(SHIRT_NUMBER_TAKEN, 'SHIRT_NUMBER_TAKEN');
    throw error;
  }
}

async function isShirtTaken(tx: Db, teamId: number, shirtNumber: number, exceptPlayerId?: number) {
  const conditions = [eq(players.myTeamId, teamId), eq(players.shirtNumber, shirtNumber)];
  if (exceptPlayerId !== undefined) conditions.push(ne(players.id, exceptPlayerId));
  const [row] = await tx
    .select({ id: players.id })
    .from(players)
    .where(and(...conditions))
    .limit(1);
  return row !== undefined;
}

/** Adds a player: at most 20 per team and shirt numbers unique, checked under the team lock. */
export async function createPlayer(db: Db, teamId: number, input: CreatePlayerBody): Promise<Player> {
  return withShirtConflict(() =>
    inTransaction(db, async (tx) => {
      await lockTeam(tx, teamId);
      const [squad] = await tx.select({ n: count() }).from(players).where(eq(players.myTeamId, teamId));
      if ((squad?.n ?? 0) >= MAX_SQUAD_SIZE) throw conflict(SQUAD_FULL, 'SQUAD_FULL');
      if (await isShirtTaken(tx, teamId, input.shirtNumber))
        throw conflict(SHIRT_NUMBER_TAKEN, 'SHIRT_NUMBER_TAKEN');
      const [row] = await tx
        .insert(players)
        .values({
          myTeamId: teamId,
          shirtNumber: input.shirtNumber,
          firstName: input.firstName,
          lastName: input.lastName ?? '',
          preferredPosition: input.preferredPosition,
          coachingNotes: input.coachingNotes ?? null,
          willingToKeep: input.willingToKeep ?? false,
        })
        .returning();
      if (!row) throw new Error('player insert returned nothing');
      return toPlayer(row);
    }),
  );
}

/** Edits a player of the team; an omitted lastName, coachingNotes or willingToKeep stays as it is. */
export async function updatePlayer(
  db: Db,
  teamId: number,
  playerId: number,
  input: UpdatePlayerFields,
): Promise<Player> {
  return withShirtConflict(() =>
    inTransaction(db, async (tx) => {
      await lockTeam(tx, teamId);
      if (await isShirtTaken(tx, teamId, input.shirtNumber, playerId))
        throw conflict(SHIRT_NUMBER_TAKEN, 'SHIRT_NUMBER_TAKEN');
      const changes: Partial<typeof players.$inferInsert> = {
        shirtNumber: input.shirtNumber,
        firstName: input.firstName,
        preferredPosition: input.preferredPosition,
      };
      if (input.lastName !== undefined) changes.lastName = input.lastName;
      if (input.coachingNotes !== undefined) changes.coachingNotes = input.coachingNotes;
      if (input.willingToKeep !== undefined) changes.willingToKeep = input.willingToKeep;
      const [row] = await tx
        .update(players)
        .set(changes)
        .where(and(eq(players.id, playerId), eq(players.myTeamId, teamId)))
        .returning();
      if (!row) throw notFound('Player');
      return toPlayer(row);
    }),
  );
}

/** Sets the contact addresses given; omitted ones stay, null clears. */
export async function updatePlayerEmails(
  db: Db,
  teamId: number,
  playerId: number,
  input: { [K in keyof UpdatePlayerEmailsInput]: string | null | undefined },
): Promise<Player> {
  const changes: Partial<typeof players.$inferInsert> = {};
  if (input.parent1Email !== undefined) changes.parent1Email = input.parent1Email;
  if (input.parent2Email !== undefined) changes.parent2Email = input.parent2Email;
  if (input.playerEmail !== undefined) changes.playerEmail = input.playerEmail;
  const where = and(eq(players.id, playerId), eq(players.myTeamId, teamId));
  const [row] =
    Object.keys(changes).length === 0
      ? await db.select().from(players).where(where).limit(1)
      : await db.update(players).set(changes).where(where).returning();
  if (!row) throw notFound('Player');
  return toPlayer(row);
}

/**
 * Locks, in id order, the matches and formations whose rows the player's removal will change by
 * cascade: his captaincy and goals (set null), his set-piece, availability, clean-sheet and formation
 * places (deleted). A match or formation write claims its row first and then locks the players it names
 * (the foreign-key check of a row it writes), so a removal that took the player's row first and then
 * reached the match by cascade locked the two in the opposite order: on a PostgreSQL server the two
 * deadlocked (issue 28). Taking the rows in the writes' order turns that into a wait.
 */
async function lockRowsNamingPlayer(tx: Db, playerId: number): Promise<void> {
  await tx.execute(sql`
    select m.id from matches m
    where m.id in (
      select id from matches where captain_player_id = ${playerId}
      union select match_id from goals where scorer_id = ${playerId} or assist_id = ${playerId}
      union select match_id from match_set_piece_takers where player_id = ${playerId}
      union select match_id from match_unavailable_players where player_id = ${playerId}
      union select match_id from match_clean_sheets where player_id = ${playerId})
    order by m.id
    for no key update`);
  await tx.execute(sql`
    select f.id from formations f
    where f.id in (select formation_id from formation_places where player_id = ${playerId})
    order by f.id
    for no key update`);
}

/**
 * Removes a player in one transaction. His places in formations, his unavailability, set-piece and
 * clean-sheet rows go with him by foreign key (decision 013); captain and goal columns are set null, so
 * goals keep their minute. The team's squad-role orders close the gap he leaves. Locks team, then the
 * matches and formations naming him, then his row: the order every write to those takes (decision 037).
 */
export async function deletePlayer(db: Db, teamId: number, playerId: number): Promise<void> {
  await inTransaction(db, async (tx) => {
    await lockTeam(tx, teamId);
    const [player] = await tx
      .select({ id: players.id })
      .from(players)
      .where(and(eq(players.id, playerId), eq(players.myTeamId, teamId)));
    if (!player) throw notFound('Player');
    await lockRowsNamingPlayer(tx, playerId);
    await tx.delete(players).where(eq(players.id, playerId));
    await closeSquadRoleGaps(tx, teamId);
  });
}
