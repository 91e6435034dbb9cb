import { DEFAULT_FORMATION_SHAPE } from './figures.js';

// The formation shapes the editor offers (spec 001 §3.4) and where a shape puts its eleven players,
// as pitch percentages (x depth from our goal, y width from the left; see position-label.ts).

export const formationShapes = [
  '3-4-3',
  '3-5-2',
  '4-3-3',
  '4-4-2',
  '4-5-1',
  '5-3-2',
  '5-4-1',
  '3-1-4-2',
  '3-4-1-2',
  '3-4-2-1',
  '4-1-2-1-2',
  '4-1-4-1',
  '4-2-2-2',
  '4-2-3-1',
  '4-3-2-1',
  '4-4-1-1',
] as const;

export type FormationShape = (typeof formationShapes)[number];

export const defaultFormationShape: FormationShape = DEFAULT_FORMATION_SHAPE;

export function isFormationShape(value: unknown): value is FormationShape {
  return typeof value === 'string' && (formationShapes as readonly string[]).includes(value);
}

/** The outfield lines of a shape, from the back: '4-2-3-1' → [4, 2, 3, 1]. */
export function shapeLines(shape: FormationShape): number[] {
  return shape.split('-').map(Number);
}

export type PitchPoint = { x: number; y: number };

// Depths (x) of the roles a line can play, each inside its band of position-label.ts, so a shape's
// slots read as a coach would name them: defence ≤ 33, holding 33–45, central 45–55, attacking 55–70,
// forwards beyond 70. Lines are 15 or more apart, so two tokens' names side by side rarely touch.
const GOALKEEPER: PitchPoint = { x: 5, y: 50 };
const DEPTH = { defence: 22, holding: 37, central: 52, attacking: 68, forwards: 85 } as const;

/**
 * The depth of each outfield line. The back line defends and the front line leads the attack; between
 * them (one, two or three lines):
 * - one line is the central midfield (4-4-2: LM CM CM RM);
 * - of two, a first line larger than the second is the central midfield with attacking midfielders
 *   ahead (4-4-1-1, 4-3-2-1); otherwise the first holds, and the second is a flat central midfield
 *   when it has four or more (3-1-4-2, 4-1-4-1: CDM, then LM CM CM RM) or plays behind the forwards
 *   (4-2-3-1, 4-2-2-2);
 * - three are holding, central and attacking (4-1-2-1-2).
 */
function lineDepths(lines: readonly number[]): number[] {
  const middle = lines.slice(1, -1);
  let middleDepths: number[];
  if (middle.length === 0) middleDepths = [];
  else if (middle.length === 1) middleDepths = [DEPTH.central];
  else if (middle.length === 2) {
    const [first, second] = middle as [number, number];
    if (first > second) middleDepths = [DEPTH.central, DEPTH.attacking];
    else middleDepths = [DEPTH.holding, second >= 4 ? DEPTH.central : DEPTH.attacking];
  } else {
    // Three middle lines (the only shape is 4-1-2-1-2); more would share the same three depths evenly.
    const step = (DEPTH.attacking - DEPTH.holding) / (middle.length - 1);
    middleDepths = middle.map((_, i) => DEPTH.holding + i * step);
  }
  return [DEPTH.defence, ...middleDepths, DEPTH.forwards];
}

/**
 * Where the players of one line stand across the width, left to right, centred on y = 50: 20 apart
 * (a back four at 20, 40, 60, 80 reads LB CB CB RB, a five 10–90 puts its wing-backs out wide), a pair
 * at 30 and 70, and a three 20 apart (CB CB CB, CM CM CM) unless it plays in the attacking half, where
 * 25 apart puts its outside players on the wings (LW ST RW, LW CAM RW). Pairs and threes stand in the
 * gaps of a four, so players of neighbouring lines are staggered rather than one behind the other.
 */
function lineWidths(count: number, depth: number): number[] {
  const gap = count === 2 ? 40 : count === 3 && depth > DEPTH.central ? 25 : 20;
  return Array.from({ length: count }, (_, i) => 50 + (i - (count - 1) / 2) * gap);
}

/**
 * The eleven starting points of a shape: the goalkeeper, then each line from the back, each line
 * left to right. The editor places players on these; their labels come from positionLabel.
 */
export function shapeSlots(shape: FormationShape): PitchPoint[] {
  const lines = shapeLines(shape);
  const depths = lineDepths(lines);
  return [
    { ...GOALKEEPER },
    ...lines.flatMap((count, i) => lineWidths(count, depths[i]!).map((y) => ({ x: depths[i]!, y }))),
  ];
}
