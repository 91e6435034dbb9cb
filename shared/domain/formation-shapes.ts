import { DEFAULT_FORMATION_SHAPE } from './figures.js';
import type { PositionLabel } from './position-label.js';

// The formation shapes the editor offers, per team format (spec 001 §3.4 for eleven-a-side; the
// small-sided formats of issue 30), and where a shape puts its players, as pitch percentages (x depth
// from our goal, y width from the left as our team attacks; see position-label.ts), each with the
// position it is meant for.

/** Players on the pitch, goalkeeper included: 5v5 (U7-U8), 7v7 (U9-U10), 9v9 (U11-U12), 11v11. */
export const teamFormats = [5, 7, 9, 11] as const;
export type TeamFormat = (typeof teamFormats)[number];
export const DEFAULT_TEAM_FORMAT: TeamFormat = 11;

export function isTeamFormat(value: unknown): value is TeamFormat {
  return typeof value === 'number' && (teamFormats as readonly number[]).includes(value);
}

/** "9v9". */
export const formatLabel = (format: TeamFormat) => `${format}v${format}`;

/**
 * The sixteen eleven-a-side shapes of spec 001 §3.4, in the spec's order (the rotation planner's tests
 * read them as the 11v11 shapes).
 */
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

/** The common shapes of each format, in the order the editor lists them. */
const shapesByFormat = {
  5: ['2-1-1', '1-2-1'],
  7: ['2-3-1', '3-2-1', '2-1-2-1'],
  9: ['3-3-2', '3-2-3', '2-4-2'],
  11: formationShapes,
} as const satisfies Record<TeamFormat, readonly string[]>;

/** Every shape of every format, smallest format first: what a saved formation may be. */
export const allFormationShapes = [
  ...shapesByFormat[5],
  ...shapesByFormat[7],
  ...shapesByFormat[9],
  ...shapesByFormat[11],
] as const;

export type FormationShape = (typeof allFormationShapes)[number];

export const defaultFormationShape: FormationShape = DEFAULT_FORMATION_SHAPE;

export function isFormationShape(value: unknown): value is FormationShape {
  return typeof value === 'string' && (allFormationShapes as readonly string[]).includes(value);
}

/** The shapes a team of this format is offered, in the editor's order. */
export function shapesForFormat(format: TeamFormat): readonly FormationShape[] {
  return shapesByFormat[format];
}

/** The shape a new formation of this format starts with: 4-4-2 for 11v11, else the format's first. */
export function defaultShapeForFormat(format: TeamFormat): FormationShape {
  return format === 11 ? defaultFormationShape : shapesByFormat[format][0];
}

/** The outfield lines of a shape, from the back: '4-2-3-1' → [4, 2, 3, 1]. */
export function shapeLines(shape: FormationShape): number[] {
  return shape.split('-').map(Number);
}

/** Players a shape puts on the pitch: the goalkeeper and its outfield lines ('3-3-2' → 9). */
export function shapePlayerCount(shape: FormationShape): number {
  return 1 + shapeLines(shape).reduce((sum, n) => sum + n, 0);
}

/** The format a shape belongs to: '3-3-2' → 9. Every shape has one (the shape tests hold them to it). */
export function formatOfShape(shape: FormationShape): TeamFormat {
  const count = shapePlayerCount(shape);
  return isTeamFormat(count) ? count : DEFAULT_TEAM_FORMAT;
}

/**
 * Whether a saved formation's shape (any text the column holds) is of `format`: the library's and the
 * templates' filter. A shape of no format, stored before shapes were checked, reads as eleven-a-side,
 * the only format there was.
 */
export function isShapeOfFormat(shape: string, format: TeamFormat): boolean {
  return (isFormationShape(shape) ? formatOfShape(shape) : DEFAULT_TEAM_FORMAT) === format;
}

export type PitchPoint = { x: number; y: number };

/** A shape's place for one player: where he stands and the position he is meant to play there. */
export type ShapeSlot = PitchPoint & { role: PositionLabel };

// The bands a line can play in, each inside its band of position-label.ts so a shape's slots read as a
// coach would name them: defence ≤ 33, holding 33–45, central 45–55, attacking 55–70, forwards beyond
// 70. Lines are 15 or more apart, so two tokens' names side by side rarely touch. Each band names its
// left, middle and right players (the left as our team attacks: small y, the top of the editor's pitch).
type Band = 'defence' | 'holding' | 'central' | 'attacking' | 'forwards';
const GOALKEEPER: ShapeSlot = { x: 5, y: 50, role: 'GK' };
const DEPTH: Record<Band, number> = { defence: 22, holding: 37, central: 52, attacking: 68, forwards: 85 };
const ROLES: Record<Band, readonly [left: PositionLabel, middle: PositionLabel, right: PositionLabel]> = {
  defence: ['LB', 'CB', 'RB'],
  holding: ['LM', 'CDM', 'RM'],
  central: ['LM', 'CM', 'RM'],
  attacking: ['LW', 'CAM', 'RW'],
  forwards: ['LW', 'ST', 'RW'],
};

/**
 * The band of each outfield line. The back line defends and the front line leads the attack; between
 * them (one, two or three lines):
 * - one line is the central midfield (4-4-2: LM CM CM RM);
 * - of two, a first line larger than the second is the central midfield with attacking midfielders
 *   ahead (4-4-1-1, 4-3-2-1); otherwise the first holds, and the second is a flat central midfield
 *   when it has four or more (3-1-4-2, 4-1-4-1: CDM, then LM CM CM RM) or plays behind the forwards
 *   (4-2-3-1, 4-2-2-2);
 * - three are holding, central and attacking (4-1-2-1-2).
 */
function lineBands(lines: readonly number[]): Band[] {
  const middle = lines.slice(1, -1);
  let middleBands: Band[];
  if (middle.length === 0) middleBands = [];
  else if (middle.length === 1) middleBands = ['central'];
  else if (middle.length === 2) {
    const [first, second] = middle as [number, number];
    if (first > second) middleBands = ['central', 'attacking'];
    else middleBands = ['holding', second >= 4 ? 'central' : 'attacking'];
  } else {
    // Three middle lines: the only such shape is 4-1-2-1-2.
    middleBands = ['holding', 'central', 'attacking'];
  }
  return ['defence', ...middleBands, 'forwards'];
}

/** Whether a band's line of `count` has wide players at its ends: a four or more, or a three up front. */
const hasWidePlayers = (band: Band, count: number) =>
  count >= 4 || (count === 3 && (band === 'attacking' || band === 'forwards'));

/**
 * The players of one line, left to right, centred on y = 50: 20 apart (a back four at 20, 40, 60, 80
 * reads LB CB CB RB, a five 10–90 puts its wing-backs out wide), a pair at 30 and 70, and a three 20
 * apart (CB CB CB, CM CM CM) unless it plays in the attacking half, where 25 apart puts its outside
 * players on the wings (LW ST RW, LW CAM RW). Pairs and threes stand in the gaps of a four, so players of
 * neighbouring lines are staggered rather than one behind the other. Each slot's role is its band's left
 * or right position at the ends of a line with wide players, its middle one otherwise.
 */
function lineSlots(band: Band, count: number): ShapeSlot[] {
  const gap = count === 2 ? 40 : count === 3 && DEPTH[band] > DEPTH.central ? 25 : 20;
  const [left, middle, right] = ROLES[band];
  const wide = hasWidePlayers(band, count);
  return Array.from({ length: count }, (_, i) => ({
    x: DEPTH[band],
    y: 50 + (i - (count - 1) / 2) * gap,
    role: wide && i === 0 ? left : wide && i === count - 1 ? right : middle,
  }));
}

/**
 * The places of a shape (eleven for 11v11, five for 5v5): the goalkeeper, then each line from the back, each line left to right
 * (y from small to large), with the position each is meant for. positionLabel names every slot by its
 * role (the shape tests hold them to it); the editor lays players out on them (editor-shape-layout.ts).
 */
export function shapeSlots(shape: FormationShape): ShapeSlot[] {
  const lines = shapeLines(shape);
  const bands = lineBands(lines);
  return [{ ...GOALKEEPER }, ...lines.flatMap((count, i) => lineSlots(bands[i]!, count))];
}

/**
 * The positions of a shape's outfield slots, line by line from the back, each left to right:
 * '4-4-2' → [[LB, CB, CB, RB], [LM, CM, CM, RM], [ST, ST]]. What the rotation planner's pins to a
 * position name (rotation-planner.ts).
 */
export function shapeLinePositions(shape: FormationShape): PositionLabel[][] {
  const outfield = shapeSlots(shape).slice(1);
  let start = 0;
  return shapeLines(shape).map((count) => {
    const line = outfield.slice(start, start + count).map((slot) => slot.role);
    start += count;
    return line;
  });
}
