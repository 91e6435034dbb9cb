import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Match, UpdateAvailabilityBody } from '../../../shared/contracts/matches.js';
import type { SquadRoleType } from '../../../shared/domain/squad-roles.js';
import type { Db } from '../../db/client.js';
import { matches, matchSetPieceTakers, matchUnavailablePlayers } from '../../db/schema.js';
import { writeMatch } from './match-write.js';
import { getMatch } from './matches.js';
import type { PlayerRef } from './team-refs.js';

// A match's lists (decision 013): each write replaces or changes rows inside one transaction that
// starts by claiming the match (its row lock and version, decision 020; match-write.ts).

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
  const playerRefs = [
    ...refs('unavailablePlayerIds', input.unavailablePlayerIds),
    ...refs('markUnavailable', input.markUnavailable),
    ...refs('markAvailable', input.markAvailable),
    ...(typeof input.captainPlayerId === 'number'
      ? [{ field: 'captainPlayerId', id: input.captainPlayerId }]
      : []),
  ];
  const write = { teamId, matchId, expectedVersion, now, players: playerRefs };
  return writeMatch(db, write, async (tx) => {
    if (input.captainPlayerId !== undefined) {
      await tx.update(matches).set({ captainPlayerId: input.captainPlayerId }).where(eq(matches.id, matchId));
    }
    // The new list is the whole one sent, or what is stored, less markAvailable, plus markUnavailable
    // (which wins for a player in both). Rows already right are left alone.
    const markAvailable = input.markAvailable ?? [];
    const markUnavailable = input.markUnavailable ?? [];
    const whole = input.unavailablePlayerIds;
    const joining = whole
      ? [...new Set([...whole.filter((id) => !markAvailable.includes(id)), ...markUnavailable])]
      : markUnavailable;
    const leaving = markAvailable.filter((id) => !markUnavailable.includes(id));
    if (whole || leaving.length > 0) {
      const onMatch = eq(matchUnavailablePlayers.matchId, matchId);
      await tx
        .delete(matchUnavailablePlayers)
        .where(
          whole
            ? and(onMatch, notInArray(matchUnavailablePlayers.playerId, joining))
            : and(onMatch, inArray(matchUnavailablePlayers.playerId, leaving)),
        );
    }
    if (joining.length > 0) {
      await tx
        .insert(matchUnavailablePlayers)
        .values(joining.map((playerId) => ({ matchId, playerId })))
        .onConflictDoNothing();
    }
    return getMatch(tx, teamId, matchId);
  });
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
  const write = { teamId, matchId, expectedVersion, now, players: refs('playerIds', playerIds) };
  return writeMatch(db, write, async (tx) => {
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
  return writeMatch(db, { teamId, matchId, expectedVersion: undefined, now }, async (tx) => {
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
