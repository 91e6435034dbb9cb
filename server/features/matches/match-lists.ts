import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Match, UpdateAvailabilityBody } from '../../../shared/contracts/matches.js';
import type { SquadRoleType } from '../../../shared/domain/squad-roles.js';
import type { Db } from '../../db/client.js';
import { matches, matchSetPieceTakers, matchUnavailablePlayers } from '../../db/schema.js';
import { claimMatch } from './match-version.js';
import { getMatch } from './matches.js';
import { assertTeamPlayers, type PlayerRef } from './team-refs.js';

// A match's lists (decision 013): each write replaces or changes rows inside one transaction that
// starts by claiming the match (its row lock and version, decision 020).

const refs = (field: string, ids: readonly number[] | undefined): PlayerRef[] =>
  (ids ?? []).map((id) => ({ field, id }));

/**
 * Availability and captain (spec 001 §4.6, §7). The whole list replaces what is stored; the changes
 * (markUnavailable, markAvailable) apply to what is stored under the match's row lock, so two phones
 * toggling at once both keep theirs. Unavailable players keep their captaincy and role places in
 * storage: screens hide them, and they are back in place when available again.
 */
export async function updateAvailability(
  db: Db,
  teamId: number,
  matchId: number,
  input: Omit<UpdateAvailabilityBody, 'version'>,
  expectedVersion: number | undefined,
  now: Date,
): Promise<Match> {
  return db.transaction(async (tx) => {
    await claimMatch(tx, teamId, matchId, expectedVersion, now);
    await assertTeamPlayers(tx, teamId, [
      ...refs('unavailablePlayerIds', input.unavailablePlayerIds),
      ...refs('markUnavailable', input.markUnavailable),
      ...refs('markAvailable', input.markAvailable),
      ...(typeof input.captainPlayerId === 'number'
        ? [{ field: 'captainPlayerId', id: input.captainPlayerId }]
        : []),
    ]);
    if (input.unavailablePlayerIds) {
      await tx.delete(matchUnavailablePlayers).where(eq(matchUnavailablePlayers.matchId, matchId));
      await insertUnavailable(tx, matchId, input.unavailablePlayerIds);
    }
    if (input.markAvailable?.length) {
      await tx
        .delete(matchUnavailablePlayers)
        .where(
          and(
            eq(matchUnavailablePlayers.matchId, matchId),
            inArray(matchUnavailablePlayers.playerId, input.markAvailable),
          ),
        );
    }
    if (input.markUnavailable?.length) await insertUnavailable(tx, matchId, input.markUnavailable);
    if (input.captainPlayerId !== undefined) {
      await tx.update(matches).set({ captainPlayerId: input.captainPlayerId }).where(eq(matches.id, matchId));
    }
    return getMatch(tx, teamId, matchId);
  });
}

async function insertUnavailable(tx: Db, matchId: number, playerIds: readonly number[]) {
  if (playerIds.length === 0) return;
  await tx
    .insert(matchUnavailablePlayers)
    .values(playerIds.map((playerId) => ({ matchId, playerId })))
    .onConflictDoNothing();
}

/** One role's takers for the match, in priority order; an empty list clears the role. */
export async function setMatchSquadRole(
  db: Db,
  teamId: number,
  matchId: number,
  roleType: SquadRoleType,
  playerIds: readonly number[],
  expectedVersion: number | undefined,
  now: Date,
): Promise<Match> {
  return db.transaction(async (tx) => {
    await claimMatch(tx, teamId, matchId, expectedVersion, now);
    await assertTeamPlayers(tx, teamId, refs('playerIds', playerIds));
    await tx
      .delete(matchSetPieceTakers)
      .where(and(eq(matchSetPieceTakers.matchId, matchId), eq(matchSetPieceTakers.roleType, roleType)));
    if (playerIds.length > 0) {
      await tx
        .insert(matchSetPieceTakers)
        .values(playerIds.map((playerId, i) => ({ matchId, roleType, playerId, priority: i + 1 })));
    }
    return getMatch(tx, teamId, matchId);
  });
}

/**
 * "Copy from Squad" / "Reset from Squad": the match's four lists become the team's set-piece
 * preferences (players' penaltyOrder and friends, ties by id), in two statements.
 */
export async function initializeMatchSquadRoles(
  db: Db,
  teamId: number,
  matchId: number,
  now: Date,
): Promise<Match> {
  return db.transaction(async (tx) => {
    await claimMatch(tx, teamId, matchId, undefined, now);
    await tx.delete(matchSetPieceTakers).where(eq(matchSetPieceTakers.matchId, matchId));
    const takersOf = (roleType: SquadRoleType, column: string) => sql`
      select ${matchId}::int, ${roleType}, p.id, row_number() over (order by p.${sql.raw(column)}, p.id)::int
      from players p where p.my_team_id = ${teamId} and p.${sql.raw(column)} is not null`;
    await tx.execute(sql`
      insert into match_set_piece_takers (match_id, role_type, player_id, priority)
      ${takersOf('penalty', 'penalty_order')}
      union all ${takersOf('corner', 'corner_order')}
      union all ${takersOf('attackingFk', 'attacking_fk_order')}
      union all ${takersOf('defensiveFk', 'defensive_fk_order')}`);
    return getMatch(tx, teamId, matchId);
  });
}
