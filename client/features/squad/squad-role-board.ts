import type { Player } from '../../../shared/contracts/squad';
import {
  orderRoleTakers,
  reorderSquadRole,
  type SquadRoleType,
  squadRoleOrderFields,
} from '../../../shared/domain/squad-roles';
import { sortByShirt } from './player-display';

// The Squad Roles board (spec 000 §4): what each tick, untick, move and remove asks of the server, and
// what the squad looks like afterwards, for the optimistic update.

export type RoleChange = { playerId: number; roleType: SquadRoleType; order: number | null };

export function roleOrder(player: Player, roleType: SquadRoleType): number | null {
  return player[squadRoleOrderFields[roleType]];
}

/** The takers of one role in priority order. */
export function roleTakers(players: readonly Player[], roleType: SquadRoleType): Player[] {
  const byId = new Map(players.map((player) => [player.id, player]));
  return orderRoleTakers(players, (player) => roleOrder(player, roleType)).flatMap((id) => {
    const player = byId.get(id);
    return player ? [player] : [];
  });
}

/** One column's rows: the takers in priority order, then everyone else by shirt number. */
export function roleColumnRows(players: readonly Player[], roleType: SquadRoleType): Player[] {
  const takers = roleTakers(players, roleType);
  const takerIds = new Set(takers.map((player) => player.id));
  return [...takers, ...sortByShirt(players.filter((player) => !takerIds.has(player.id)))];
}

/** Ticking the box: the next position after the current count. */
export function tickChange(
  players: readonly Player[],
  roleType: SquadRoleType,
  playerId: number,
): RoleChange {
  return { playerId, roleType, order: roleTakers(players, roleType).length + 1 };
}

/** Unticking or the remove button: clear the order; the server renumbers the rest. */
export function clearChange(roleType: SquadRoleType, playerId: number): RoleChange {
  return { playerId, roleType, order: null };
}

/**
 * Up or down: the neighbour's position. The server swaps the two, so one call is enough; null at the
 * ends, where the button is disabled.
 */
export function moveChange(
  players: readonly Player[],
  roleType: SquadRoleType,
  playerId: number,
  direction: 'up' | 'down',
): RoleChange | null {
  const ids = roleTakers(players, roleType).map((player) => player.id);
  const index = ids.indexOf(playerId);
  if (index === -1) return null;
  const target = direction === 'up' ? index - 1 : index + 1;
  if (target < 0 || target >= ids.length) return null;
  return { playerId, roleType, order: target + 1 };
}

/** The squad after a change, with the role renumbered 1..n the way the server does it. */
export function applyRoleChange(players: readonly Player[], change: RoleChange): Player[] {
  const field = squadRoleOrderFields[change.roleType];
  const takers = roleTakers(players, change.roleType).map((player) => player.id);
  const next = reorderSquadRole(takers, change.playerId, change.order);
  const position = new Map(next.map((id, index) => [id, index + 1]));
  return players.map((player) => {
    const order = position.get(player.id) ?? null;
    return player[field] === order ? player : { ...player, [field]: order };
  });
}
