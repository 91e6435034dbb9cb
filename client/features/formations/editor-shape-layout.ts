import type { PlayerPosition } from '../../../shared/contracts/formations';
import { type FormationShape, shapeSlots } from '../../../shared/domain/formation-shapes';
import { positionLabel } from '../../../shared/domain/position-label';

// Laying players out in a shape (the editor's offer when a shape is chosen): the goalkeeper in goal and
// the others in the shape's lines (shared/domain/formation-shapes.ts), each where his preferred position
// (or, already on the pitch, where the coach put him) says he plays, as far as the shape allows. The
// coach then adjusts by hand.

export type LayoutPlayer = { id: number; shirtNumber: number; preferredPosition?: string | null };

type Role = 'goalkeeper' | 'defence' | 'midfield' | 'attack';
const lineRoles: readonly Role[] = ['defence', 'midfield', 'attack'];

const preferredRoles: Record<string, Role> = {
  Goalkeeper: 'goalkeeper',
  Defender: 'defence',
  'Centre-Back': 'defence',
  'Full-Back': 'defence',
  'Wing-Back': 'defence',
  Midfielder: 'midfield',
  'Defensive Midfielder': 'midfield',
  'Central Midfielder': 'midfield',
  'Attacking Midfielder': 'midfield',
  Forward: 'attack',
  Winger: 'attack',
  Striker: 'attack',
};

/** The role of a point on the pitch, by its position label's band. */
function roleAt(x: number, y: number): Role {
  const label = positionLabel(x, y);
  if (label === 'GK') return 'goalkeeper';
  if (label === 'LB' || label === 'CB' || label === 'RB') return 'defence';
  if (label === 'ST' || label === 'LW' || label === 'RW') return 'attack';
  return 'midfield';
}

const byShirt = (a: LayoutPlayer, b: LayoutPlayer) => a.shirtNumber - b.shirtNumber || a.id - b.id;

type Candidate = { id: number; role: Role | null; rank: number };

/**
 * The positions for laying out `shape`: the players already on the pitch (`onPitch`) first, then the
 * `available` ones by shirt number, up to the shape's eleven (only one goalkeeper from the available
 * players while outfield players remain). Each goes to a slot of his role where one is free, the rest
 * to the slots left over; within a line players keep their left-to-right order (on the pitch) or their
 * shirt order. Players on the pitch beyond eleven are not moved (absent from the result).
 */
export function layoutShape(
  shape: FormationShape,
  onPitch: readonly PlayerPosition[],
  available: readonly LayoutPlayer[],
): PlayerPosition[] {
  const slots = shapeSlots(shape).map((slot) => ({ ...slot, role: roleAt(slot.x, slot.y) }));
  const chosen: Candidate[] = onPitch
    .slice(0, slots.length)
    // Left to right, so a line's players keep their sides.
    .map((p) => ({ id: p.playerId, role: roleAt(p.x, p.y), rank: p.y }));
  const room = slots.length - chosen.length;
  if (room > 0) {
    const sorted = [...available].sort(byShirt);
    const roleOf = (player: LayoutPlayer) => preferredRoles[player.preferredPosition ?? ''] ?? null;
    const hasKeeper = chosen.some((c) => c.role === 'goalkeeper');
    const keeper = hasKeeper ? undefined : sorted.find((player) => roleOf(player) === 'goalkeeper');
    const outfield = sorted.filter((player) => player !== keeper && roleOf(player) !== 'goalkeeper');
    const spareKeepers = sorted.filter((player) => player !== keeper && roleOf(player) === 'goalkeeper');
    const extra = [...(keeper ? [keeper] : []), ...outfield, ...spareKeepers].slice(0, room);
    chosen.push(
      ...extra.map((player) => ({ id: player.id, role: roleOf(player), rank: 1000 + player.shirtNumber })),
    );
  }

  const assigned = new Map<number, number>(); // slot index → player id
  const unassigned = [...chosen].sort((a, b) => a.rank - b.rank);
  const take = (slotIndexes: number[], fits: (c: Candidate) => boolean) => {
    const free = slotIndexes.filter((i) => !assigned.has(i));
    const players = unassigned.filter(fits).slice(0, free.length);
    players.forEach((player, n) => {
      assigned.set(free[n]!, player.id);
      unassigned.splice(unassigned.indexOf(player), 1);
    });
  };
  const slotsOf = (role: Role) => slots.flatMap((slot, i) => (slot.role === role ? [i] : []));

  // The goalkeeper first: the one on the pitch in goal, else a goalkeeper by preference, else whoever
  // comes first (a shape always has a keeper).
  take(slotsOf('goalkeeper'), (c) => c.role === 'goalkeeper');
  take(slotsOf('goalkeeper'), () => true);
  for (const role of lineRoles) take(slotsOf(role), (c) => c.role === role);
  // Whoever is left, in order, to the slots left, from the back.
  take(
    slots.map((_, i) => i),
    () => true,
  );

  return [...assigned.entries()]
    .sort(([a], [b]) => a - b)
    .map(([slot, playerId]) => ({ playerId, x: slots[slot]!.x, y: slots[slot]!.y }));
}
