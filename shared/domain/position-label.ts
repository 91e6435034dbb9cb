// Position labels from pitch coordinates (spec 001 §3.4). Coordinates are percentages of the pitch:
// x is depth (0 our goal line, 100 theirs), y is width (0 the left touchline as our team attacks, 100
// the right). Band edges belong to the deeper band and to the wing: x = 33 is still a defender, y = 20
// on a defender is still a left back.

export const positionLabels = [
  'GK',
  'LB',
  'CB',
  'RB',
  'LM',
  'CDM',
  'CM',
  'RM',
  'LW',
  'CAM',
  'ST',
  'RW',
] as const;
export type PositionLabel = (typeof positionLabels)[number];

/** Depth bands, deepest first: the last x each band reaches, and its left, middle and right labels. */
const depthBands: ReadonlyArray<{
  upTo: number;
  wing: number;
  labels: readonly [PositionLabel, PositionLabel, PositionLabel];
}> = [
  { upTo: 12, wing: 0, labels: ['GK', 'GK', 'GK'] },
  { upTo: 33, wing: 20, labels: ['LB', 'CB', 'RB'] },
  { upTo: 45, wing: 25, labels: ['LM', 'CDM', 'RM'] },
  { upTo: 55, wing: 25, labels: ['LM', 'CM', 'RM'] },
  { upTo: 70, wing: 25, labels: ['LW', 'CAM', 'RW'] },
  { upTo: Number.POSITIVE_INFINITY, wing: 25, labels: ['LW', 'ST', 'RW'] },
];

/**
 * The label of a player standing at (x, y). Wings are y ≤ 20 / ≥ 80 among the defenders and
 * y ≤ 25 / ≥ 75 further up; anything up to x = 12 is the goalkeeper whatever the width.
 */
export function positionLabel(x: number, y: number): PositionLabel {
  const band = depthBands.find((candidate) => x <= candidate.upTo) ?? depthBands[depthBands.length - 1]!;
  const [left, middle, right] = band.labels;
  if (band.wing > 0 && y <= band.wing) return left;
  if (band.wing > 0 && y >= 100 - band.wing) return right;
  return middle;
}
