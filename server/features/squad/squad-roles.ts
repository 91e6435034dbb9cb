import { and, eq, isNotNull, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Player } from '../../../shared/contracts/squad.js';
import {
  orderRoleTakers,
  reorderSquadRole,
  type SquadRoleType,
  squadRoleOrderFields,
} from '../../../shared/domain/squad-roles.js';
import type { Db } from '../../db/client.js';
import { players } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';
import { notFound } from '../../errors.js';
import { listSquad } from './player-shape.js';
import { lockTeam } from './team-lock.js';

const roleColumns = {
  penalty: players.penaltyOrder,
  corner: players.cornerOrder,
  attackingFk: players.attackingFkOrder,
  defensiveFk: players.defensiveFkOrder,
} as const;

function intArray(ids: readonly number[]): SQL {
  if (ids.length === 0) return sql`'{}'::int[]`;
  return sql`array[${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )}]::int[]`;
}

/**
 * Writes one role's priority list in a single statement: position in the list is the order, everyone
 * else of the team gets null. Rows already right are left alone.
 */
async function writeRoleOrder(tx: Db, teamId: number, roleType: SquadRoleType, takers: readonly number[]) {
  const column = roleColumns[roleType];
  const position = sql<number | null>`array_position(${intArray(takers)}, ${players.id})`;
  await tx
    .update(players)
    .set({ [squadRoleOrderFields[roleType]]: position })
    .where(and(eq(players.myTeamId, teamId), sql`${column} is distinct from ${position}`));
}

/**
 * Gives a player a set-piece priority, or removes him with null, and renumbers the team's takers of that
 * role to 1..n in the same transaction. Returns the whole squad, since other takers may have moved.
 */
export async function setSquadRole(
  db: Db,
  teamId: number,
  playerId: number,
  roleType: SquadRoleType,
  order: number | null,
): Promise<Player[]> {
  const column = roleColumns[roleType];
  return inTransaction(db, async (tx) => {
    await lockTeam(tx, teamId);
    const rows = await tx
      .select({ id: players.id, order: column })
      .from(players)
      .where(and(eq(players.myTeamId, teamId), or(isNotNull(column), eq(players.id, playerId))));
    if (!rows.some((row) => row.id === playerId)) throw notFound('Player');
    const takers = orderRoleTakers(rows, (row) => row.order);
    await writeRoleOrder(tx, teamId, roleType, reorderSquadRole(takers, playerId, order));
    return listSquad(tx, teamId);
  });
}

const renumbered = (column: AnyPgColumn) =>
  sql`case when ${column} is null then null else row_number() over (order by ${column} nulls last, ${players.id}) end`;

/**
 * Closes the gaps in all four roles of a team (after a player leaves): each role's takers keep their
 * relative order and become 1..n. One statement; call it inside the transaction that holds the team lock.
 */
export async function closeSquadRoleGaps(tx: Db, teamId: number): Promise<void> {
  await tx.execute(sql`
    update players as p
    set penalty_order = r.penalty_order,
        corner_order = r.corner_order,
        attacking_fk_order = r.attacking_fk_order,
        defensive_fk_order = r.defensive_fk_order
    from (
      select ${players.id} as id,
             ${renumbered(players.penaltyOrder)} as penalty_order,
             ${renumbered(players.cornerOrder)} as corner_order,
             ${renumbered(players.attackingFkOrder)} as attacking_fk_order,
             ${renumbered(players.defensiveFkOrder)} as defensive_fk_order
      from ${players}
      where ${players.myTeamId} = ${teamId}
    ) as r
    where p.id = r.id
      and (p.penalty_order is distinct from r.penalty_order
        or p.corner_order is distinct from r.corner_order
        or p.attacking_fk_order is distinct from r.attacking_fk_order
        or p.defensive_fk_order is distinct from r.defensive_fk_order)`);
}
