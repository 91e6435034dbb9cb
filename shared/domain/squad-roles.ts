// Set-piece priorities (spec 000 §4): per role, the assigned players of a team hold orders 1..n.

export const squadRoleTypes = ['penalty', 'corner', 'attackingFk', 'defensiveFk'] as const;
export type SquadRoleType = (typeof squadRoleTypes)[number];

export const squadRoleOrderFields = {
  penalty: 'penaltyOrder',
  corner: 'cornerOrder',
  attackingFk: 'attackingFkOrder',
  defensiveFk: 'defensiveFkOrder',
} as const satisfies Record<SquadRoleType, string>;
export type SquadRoleOrderField = (typeof squadRoleOrderFields)[SquadRoleType];

export const squadRoleLabels: Record<SquadRoleType, string> = {
  penalty: 'Penalties',
  corner: 'Corners',
  attackingFk: 'Attacking free kicks',
  defensiveFk: 'Defensive free kicks',
};

/** Where space is short: the phone's set-piece picker and the badges on player cards. */
export const squadRoleShortLabels: Record<SquadRoleType, string> = {
  penalty: 'Penalties',
  corner: 'Corners',
  attackingFk: 'Attacking FK',
  defensiveFk: 'Defensive FK',
};

/**
 * The takers of one role in priority order, from rows that may hold gaps or ties (ties keep id order,
 * so every caller resolves them the same way).
 */
export function orderRoleTakers<T extends { id: number }>(
  rows: readonly T[],
  orderOf: (row: T) => number | null,
) {
  return rows
    .filter((row) => orderOf(row) !== null)
    .sort((a, b) => (orderOf(a) as number) - (orderOf(b) as number) || a.id - b.id)
    .map((row) => row.id);
}

/**
 * The new priority list after giving `playerId` the 1-based `order`, or removing him with null. The
 * player is taken out, then put back at `order` (clamped to the end), so the others shift and setting
 * k on a neighbour at k±1 swaps the two: one call moves a taker up or down.
 */
export function reorderSquadRole(
  takers: readonly number[],
  playerId: number,
  order: number | null,
): number[] {
  const rest = takers.filter((id) => id !== playerId);
  if (order === null) return rest;
  const index = Math.min(Math.max(Math.trunc(order), 1), rest.length + 1) - 1;
  return [...rest.slice(0, index), playerId, ...rest.slice(index)];
}
