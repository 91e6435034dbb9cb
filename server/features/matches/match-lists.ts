import { and, eq, sql } from 'drizzle-orm';
import type { Match, UpdateAvailabilityBody } from '../../../shared/contracts/matches.js';
import type { SquadRoleType } from '../../../shared/domain/squad-roles.js';
import type { Db } from '../../db/client.js';
import { matchSetPieceTakers } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';
import { claimMatch } from './match-version.js';
import { type MatchWriteKind, runMatchWrite } from './match-write.js';
import { getMatch, matchJsonSql, storedLists, toMatch } from './matches.js';
import { assertTeamPlayers, type PlayerRef } from './team-refs.js';

// A match's lists (decision 013): each write replaces or changes rows inside one transaction that
// starts by claiming the match (its row lock and version, decision 020).

const refs = (field: string, ids: readonly number[] | undefined): PlayerRef[] =>
  (ids ?? []).map((id) => ({ field, id }));

const p = (name: string) => sql.placeholder(name);

/**
 * PATCH player-availability as one statement (decision 025): the claim sets the captain when one was
 * sent; the new list is worked out from what is stored (the whole list sent, or the stored one less
 * markAvailable plus markUnavailable); rows leave and join the table to match it, and the answer is the
 * match with that list.
 */
const availabilityWrite: MatchWriteKind = {
  name: 'update_availability',
  parts: () => ({
    set: sql`, captain_player_id = case when ${p('setCaptain')}::boolean then ${p('captain')}::int
      else m.captain_player_id end`,
    changes: sql`,
      stored as (select u.player_id from match_unavailable_players u where u.match_id = ${p('matchId')}),
      target as (
        (select w.id from unnest(coalesce(${p('whole')}::int[], array(select s.player_id from stored s))) as w(id)
         except select unnest(${p('markAvailable')}::int[]))
        union select unnest(${p('markUnavailable')}::int[])
      ),
      removed as (
        delete from match_unavailable_players u
        where u.match_id = (select c.id from claimed c)
          and not exists (select 1 from target t where t.id = u.player_id)
      ),
      added as (
        insert into match_unavailable_players (match_id, player_id)
        select c.id, t.id from claimed c, target t
        where not exists (select 1 from stored s where s.player_id = t.id)
        on conflict do nothing
      )`,
    answer: sql.raw(
      matchJsonSql('c', {
        ...storedLists('c'),
        unavailable: '(select json_agg(t.id order by t.id) from target t)',
      }),
    ),
  }),
};

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
  const answer = await runMatchWrite<unknown[]>(
    db,
    availabilityWrite,
    {
      teamId,
      matchId,
      expected: expectedVersion ?? null,
      now: now.toISOString(),
      playerIds: playerRefs.map((ref) => ref.id),
      whole: input.unavailablePlayerIds ?? null,
      markAvailable: input.markAvailable ?? [],
      markUnavailable: input.markUnavailable ?? [],
      setCaptain: input.captainPlayerId !== undefined,
      captain: input.captainPlayerId ?? null,
    },
    playerRefs,
  );
  return toMatch(answer);
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
  return inTransaction(db, async (tx) => {
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
  return inTransaction(db, async (tx) => {
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
