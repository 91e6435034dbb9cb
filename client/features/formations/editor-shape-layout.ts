import type { PlayerPosition } from '../../../shared/contracts/formations';
import { type FormationShape, type ShapeSlot, shapeSlots } from '../../../shared/domain/formation-shapes';
import { type PositionLabel, positionLabel, positionLabels } from '../../../shared/domain/position-label';
import { byShirt } from '../../../shared/domain/shirt-order';

// Laying players out in a shape (the editor's offer when a shape is chosen): the goalkeeper in goal and
// the others on the shape's slots (shared/domain/formation-shapes.ts), each where his preferred position
// (or, already on the pitch, where the coach put him) says he plays, as far as the shape allows. The
// coach then adjusts by hand.
//
// Who goes where is the best match of players to slots as a whole, not first come first served: a
// full-back takes a full-back's slot before a centre-back does, a winger a wide one, a striker the
// front line. The preferred positions of the squad form have no side (Full-Back, Winger), so two
// full-backs or two wingers take the sides British numbering gives them: 2 right back and 3 left back,
// 7 on the right wing and 11 on the left. A preferred position given as a position label (LB, RW, ...)
// has its side. With more players than slots, those who fit the shape best play, then the lower shirt
// numbers.

export type LayoutPlayer = { id: number; shirtNumber: number; preferredPosition?: string | null };

type Line = 'goalkeeper' | 'defence' | 'midfield' | 'attack';
type Side = 'left' | 'right' | null;

const lineOfLabel: Record<PositionLabel, Line> = {
  GK: 'goalkeeper',
  LB: 'defence',
  CB: 'defence',
  RB: 'defence',
  LM: 'midfield',
  CDM: 'midfield',
  CM: 'midfield',
  RM: 'midfield',
  CAM: 'midfield',
  LW: 'attack',
  ST: 'attack',
  RW: 'attack',
};

/**
 * How well each preferred position (spec 000 §3) plays each slot: the first list fits best (4), the
 * next less (3), then (2). The general ones (Defender, Midfielder, Forward) start at the second: a
 * specialist is the better fit for his own slot. Anything else in the player's line fits a little (1).
 */
const preferredFits: Record<string, { line: Line; tiers: readonly (readonly PositionLabel[])[] }> = {
  Goalkeeper: { line: 'goalkeeper', tiers: [['GK']] },
  Defender: { line: 'defence', tiers: [[], ['LB', 'CB', 'RB'], ['CDM']] },
  'Centre-Back': { line: 'defence', tiers: [['CB'], ['LB', 'RB', 'CDM']] },
  'Full-Back': { line: 'defence', tiers: [['LB', 'RB'], ['LM', 'RM'], ['CB']] },
  'Wing-Back': {
    line: 'defence',
    tiers: [
      ['LB', 'RB'],
      ['LM', 'RM'],
      ['LW', 'RW', 'CB'],
    ],
  },
  Midfielder: { line: 'midfield', tiers: [[], ['LM', 'CDM', 'CM', 'RM', 'CAM']] },
  'Defensive Midfielder': { line: 'midfield', tiers: [['CDM'], ['CM'], ['CB']] },
  'Central Midfielder': { line: 'midfield', tiers: [['CM'], ['CDM', 'CAM'], ['LM', 'RM']] },
  'Attacking Midfielder': { line: 'midfield', tiers: [['CAM'], ['CM'], ['LW', 'RW', 'ST', 'LM', 'RM']] },
  Forward: { line: 'attack', tiers: [[], ['ST', 'LW', 'RW'], ['CAM']] },
  Winger: {
    line: 'attack',
    tiers: [
      ['LW', 'RW', 'LM', 'RM'],
      ['CAM', 'ST'],
    ],
  },
  Striker: { line: 'attack', tiers: [['ST'], ['CAM', 'LW', 'RW']] },
};

/** The sides the traditional numbers play, for players whose preferred position has none. */
const traditionalSides: Partial<Record<number, Side>> = { 2: 'right', 3: 'left', 7: 'right', 11: 'left' };

const sideOfLabel = (label: PositionLabel): Side =>
  label.startsWith('L') ? 'left' : label.startsWith('R') ? 'right' : null;

const isPositionLabel = (value: string): value is PositionLabel =>
  (positionLabels as readonly string[]).includes(value);

/** A player to lay out: how well he fits a slot's role, and where across the pitch he belongs. */
type Candidate = {
  id: number;
  /** On the pitch already: he must stay on it. */
  isPlaced: boolean;
  isKeeper: boolean;
  fit: (role: PositionLabel) => number;
  /** How well a slot at width y suits his side, 0 to SIDE_MAX. */
  sideBonus: (y: number) => number;
  /** Among the available players, by shirt number from 0; 0 for the players on the pitch. */
  rank: number;
};

const SIDE_MAX = 9;
const sideBonusFor = (side: Side) => (y: number) =>
  side === 'left'
    ? Math.round(((100 - y) * SIDE_MAX) / 100)
    : side === 'right'
      ? Math.round((y * SIDE_MAX) / 100)
      : 0;

function fitsOf(tiers: readonly (readonly PositionLabel[])[], line: Line | null) {
  return (role: PositionLabel) => {
    const tier = tiers.findIndex((labels) => labels.includes(role));
    if (tier >= 0) return 4 - tier;
    return line !== null && lineOfLabel[role] === line ? 1 : 0;
  };
}

function availableCandidate(player: LayoutPlayer, rank: number): Candidate {
  const preferred = player.preferredPosition?.trim() ?? '';
  const asLabel = preferred.toUpperCase();
  if (isPositionLabel(asLabel)) {
    return {
      id: player.id,
      isPlaced: false,
      isKeeper: asLabel === 'GK',
      fit: fitsOf([[asLabel]], lineOfLabel[asLabel]),
      sideBonus: sideBonusFor(sideOfLabel(asLabel)),
      rank,
    };
  }
  const known = preferredFits[preferred];
  return {
    id: player.id,
    isPlaced: false,
    isKeeper: known?.line === 'goalkeeper',
    fit: known ? fitsOf(known.tiers, known.line) : () => 0,
    sideBonus: sideBonusFor(traditionalSides[player.shirtNumber] ?? null),
    rank,
  };
}

/** A player on the pitch plays the position he stands in, on his side: the nearer the slot, the better. */
function placedCandidate(position: PlayerPosition): Candidate {
  const label = positionLabel(position.x, position.y);
  return {
    id: position.playerId,
    isPlaced: true,
    isKeeper: label === 'GK',
    fit: fitsOf([[label]], lineOfLabel[label]),
    sideBonus: (y) => SIDE_MAX - Math.round((Math.abs(y - position.y) * SIDE_MAX) / 100),
    rank: 0,
  };
}

// The weights of a player on a slot, in order of importance: the players on the pitch stay on it, as
// many slots are filled as there are players, the fit, the lower shirt numbers play, the sides. Each is
// worth more than all the ones after it together, over ten outfield slots and a squad of any size the
// editor holds (whole numbers well inside 2^53).
const PLACED = 1e13;
const FILLED = 1e11;
const FIT = 1e8;
const RANK = 100;
/** An outfield slot for a goalkeeper: only when no outfield player is left. */
const KEEPER_OUTFIELD_FIT = -5;

function score(candidate: Candidate, slot: ShapeSlot): number {
  const fit = candidate.isKeeper && !candidate.isPlaced ? KEEPER_OUTFIELD_FIT : candidate.fit(slot.role);
  return (
    (candidate.isPlaced ? PLACED : 0) +
    FILLED +
    fit * FIT -
    candidate.rank * RANK +
    candidate.sideBonus(slot.y)
  );
}

/**
 * The best assignment of `candidates` to `slots` (at most one each): the highest total score, over every
 * choice (a dynamic programme over the players and the set of slots filled: a shape has ten outfield
 * slots, so 1,024 sets). Returns the candidate index of each slot, or -1.
 */
function bestAssignment(candidates: readonly Candidate[], slots: readonly ShapeSlot[]): number[] {
  const sets = 1 << slots.length;
  const n = candidates.length;
  const best = new Float64Array((n + 1) * sets).fill(Number.NEGATIVE_INFINITY);
  // The slot candidate i took to reach (i + 1, set), or -1 when he stayed out.
  const took = new Int8Array((n + 1) * sets).fill(-1);
  best[0] = 0;
  for (let i = 0; i < n; i++) {
    const candidate = candidates[i]!;
    const scores = slots.map((slot) => score(candidate, slot));
    for (let set = 0; set < sets; set++) {
      const here = best[i * sets + set]!;
      if (here === Number.NEGATIVE_INFINITY) continue;
      const next = (i + 1) * sets;
      if (here > best[next + set]!) {
        best[next + set] = here;
        took[next + set] = -1;
      }
      for (let s = 0; s < slots.length; s++) {
        if (set & (1 << s)) continue;
        const to = set | (1 << s);
        const total = here + scores[s]!;
        if (total > best[next + to]!) {
          best[next + to] = total;
          took[next + to] = s;
        }
      }
    }
  }
  let set = 0;
  for (let s = 1; s < sets; s++) if (best[n * sets + s]! > best[n * sets + set]!) set = s;
  const assigned = slots.map(() => -1);
  for (let i = n; i > 0; i--) {
    const s = took[i * sets + set]!;
    if (s >= 0) {
      assigned[s] = i - 1;
      set &= ~(1 << s);
    }
  }
  return assigned;
}

/**
 * The positions for laying out `shape`: the players already on the pitch (`onPitch`, the first eleven)
 * all stay on it, each on the slot nearest his role and side; the `available` ones fill the slots left.
 * The goalkeeper's slot takes the player standing in goal, else a goalkeeper by preference (the lowest
 * shirt), else the available player with the lowest shirt number, else the deepest player on the pitch.
 * Players on the pitch beyond eleven are not moved (absent from the result).
 */
export function layoutShape(
  shape: FormationShape,
  onPitch: readonly PlayerPosition[],
  available: readonly LayoutPlayer[],
): PlayerPosition[] {
  const [goalSlot, ...outfieldSlots] = shapeSlots(shape);
  if (!goalSlot) return [];
  const placed = onPitch.slice(0, 1 + outfieldSlots.length);
  const pool = [...available]
    .filter((player) => !placed.some((p) => p.playerId === player.id))
    .sort(byShirt)
    .map(availableCandidate);

  const placedCandidates = placed.map(placedCandidate);
  const deepest = [...placed].sort((a, b) => a.x - b.x || a.y - b.y)[0];
  const keeper =
    placedCandidates.find((c) => c.isKeeper) ??
    pool.find((c) => c.isKeeper) ??
    pool[0] ??
    placedCandidates.find((c) => c.id === deepest?.playerId);

  const candidates = [...placedCandidates, ...pool].filter((c) => c !== keeper);
  const assigned = bestAssignment(candidates, outfieldSlots);
  const result: PlayerPosition[] = [];
  if (keeper) result.push({ playerId: keeper.id, x: goalSlot.x, y: goalSlot.y });
  outfieldSlots.forEach((slot, s) => {
    const index = assigned[s]!;
    if (index >= 0) result.push({ playerId: candidates[index]!.id, x: slot.x, y: slot.y });
  });
  return result;
}
