import { describe, expect, it } from 'vitest';
import { DEFAULT_FORMATION_SHAPE } from './figures.js';
import {
  allFormationShapes,
  DEFAULT_TEAM_FORMAT,
  defaultFormationShape,
  defaultShapeForFormat,
  type FormationShape,
  formationShapes,
  formatLabel,
  formatOfShape,
  isFormationShape,
  isShapeOfFormat,
  isTeamFormat,
  shapeLinePositions,
  shapeLines,
  shapePlayerCount,
  shapeSlots,
  shapesForFormat,
  teamFormats,
} from './formation-shapes.js';
import { positionLabel } from './position-label.js';

const labelsOf = (shape: FormationShape) => shapeSlots(shape).map(({ x, y }) => positionLabel(x, y));

describe('formation shapes', () => {
  it("are the spec's sixteen, 4-4-2 by default", () => {
    expect(formationShapes).toHaveLength(16);
    expect(new Set(formationShapes).size).toBe(16);
    expect(defaultFormationShape).toBe('4-4-2');
    expect(defaultFormationShape).toBe(DEFAULT_FORMATION_SHAPE);
    expect(isFormationShape('4-2-3-1')).toBe(true);
    expect(isFormationShape('4-4-3')).toBe(false);
    expect(isFormationShape(442)).toBe(false);
  });

  it('each have ten outfield players', () => {
    for (const shape of formationShapes) {
      expect(
        shapeLines(shape).reduce((sum, n) => sum + n, 0),
        shape,
      ).toBe(10);
    }
  });
});

describe('team formats', () => {
  it('are 5v5, 7v7, 9v9 and 11v11, eleven-a-side by default', () => {
    expect(teamFormats.map(formatLabel)).toEqual(['5v5', '7v7', '9v9', '11v11']);
    expect(DEFAULT_TEAM_FORMAT).toBe(11);
    expect(isTeamFormat(9)).toBe(true);
    expect(isTeamFormat(8)).toBe(false);
    expect(isTeamFormat('9')).toBe(false);
  });

  it("offer each format's common shapes, 11v11 the spec's sixteen", () => {
    expect(shapesForFormat(5)).toEqual(['2-1-1', '1-2-1']);
    expect(shapesForFormat(7)).toEqual(['2-3-1', '3-2-1', '2-1-2-1']);
    expect(shapesForFormat(9)).toEqual(['3-3-2', '3-2-3', '2-4-2']);
    expect(shapesForFormat(11)).toEqual(formationShapes);
    expect(allFormationShapes).toHaveLength(2 + 3 + 3 + 16);
    expect(new Set(allFormationShapes).size).toBe(allFormationShapes.length);
    expect(isFormationShape('3-3-2')).toBe(true);
    expect(isFormationShape('3-3-3')).toBe(false);
  });

  it.each(teamFormats)('%i: every shape puts that many on the pitch, goalkeeper included', (format) => {
    for (const shape of shapesForFormat(format)) {
      expect(1 + shapeLines(shape).reduce((sum, n) => sum + n, 0), shape).toBe(format);
      expect(shapePlayerCount(shape), shape).toBe(format);
      expect(formatOfShape(shape), shape).toBe(format);
      expect(shapeSlots(shape), shape).toHaveLength(format);
    }
  });

  it("tell a saved formation's format from its shape, an unknown one as eleven-a-side", () => {
    expect(isShapeOfFormat('3-2-3', 9)).toBe(true);
    expect(isShapeOfFormat('3-2-3', 11)).toBe(false);
    expect(isShapeOfFormat('4-4-2', 11)).toBe(true);
    expect(isShapeOfFormat('diamond', 11)).toBe(true);
    expect(isShapeOfFormat('diamond', 7)).toBe(false);
  });

  it('start a new formation on the format default: 4-4-2 for 11v11, the first shape otherwise', () => {
    expect(teamFormats.map(defaultShapeForFormat)).toEqual(['2-1-1', '2-3-1', '3-3-2', '4-4-2']);
    for (const format of teamFormats)
      expect(shapesForFormat(format)).toContain(defaultShapeForFormat(format));
  });
});

describe('shapeSlots', () => {
  it.each(allFormationShapes)(
    '%s gives one slot per player on the pitch, one goalkeeper, lines from the back',
    (shape) => {
      const slots = shapeSlots(shape);
      expect(slots).toHaveLength(shapePlayerCount(shape));
      for (const { x, y } of slots) {
        expect(x).toBeGreaterThanOrEqual(0);
        expect(x).toBeLessThanOrEqual(100);
        expect(y).toBeGreaterThanOrEqual(0);
        expect(y).toBeLessThanOrEqual(100);
      }
      const labels = labelsOf(shape);
      expect(labels.filter((label) => label === 'GK')).toEqual(['GK']);
      expect(labels[0]).toBe('GK');
      // Lines go up the pitch, each drawn left to right, and no two players share a spot.
      const xs = slots.map((slot) => slot.x);
      expect([...xs].sort((a, b) => a - b)).toEqual(xs);
      expect(new Set(slots.map(({ x, y }) => `${x},${y}`)).size).toBe(slots.length);
    },
  );

  it('lays out a 4-4-2 as GK, a back four, a flat four and two strikers', () => {
    expect(labelsOf('4-4-2')).toEqual(['GK', 'LB', 'CB', 'CB', 'RB', 'LM', 'CM', 'CM', 'RM', 'ST', 'ST']);
  });

  // Each slot's intended position, from the back, each line left to right as our team attacks.
  const intended: Record<FormationShape, string> = {
    '2-1-1': 'GK CB CB CM ST',
    '1-2-1': 'GK CB CM CM ST',
    '2-3-1': 'GK CB CB CM CM CM ST',
    '3-2-1': 'GK CB CB CB CM CM ST',
    '2-1-2-1': 'GK CB CB CDM CAM CAM ST',
    '3-3-2': 'GK CB CB CB CM CM CM ST ST',
    '3-2-3': 'GK CB CB CB CM CM LW ST RW',
    '2-4-2': 'GK CB CB LM CM CM RM ST ST',
    '3-4-3': 'GK CB CB CB LM CM CM RM LW ST RW',
    '3-5-2': 'GK CB CB CB LM CM CM CM RM ST ST',
    '4-3-3': 'GK LB CB CB RB CM CM CM LW ST RW',
    '4-4-2': 'GK LB CB CB RB LM CM CM RM ST ST',
    '4-5-1': 'GK LB CB CB RB LM CM CM CM RM ST',
    '5-3-2': 'GK LB CB CB CB RB CM CM CM ST ST',
    '5-4-1': 'GK LB CB CB CB RB LM CM CM RM ST',
    '3-1-4-2': 'GK CB CB CB CDM LM CM CM RM ST ST',
    '3-4-1-2': 'GK CB CB CB LM CM CM RM CAM ST ST',
    '3-4-2-1': 'GK CB CB CB LM CM CM RM CAM CAM ST',
    '4-1-2-1-2': 'GK LB CB CB RB CDM CM CM CAM ST ST',
    '4-1-4-1': 'GK LB CB CB RB CDM LM CM CM RM ST',
    '4-2-2-2': 'GK LB CB CB RB CDM CDM CAM CAM ST ST',
    '4-2-3-1': 'GK LB CB CB RB CDM CDM LW CAM RW ST',
    '4-3-2-1': 'GK LB CB CB RB CM CM CM CAM CAM ST',
    '4-4-1-1': 'GK LB CB CB RB LM CM CM RM CAM ST',
  };

  it.each(allFormationShapes)('%s: every slot is meant for the position a coach names it', (shape) => {
    expect(
      shapeSlots(shape)
        .map((slot) => slot.role)
        .join(' '),
    ).toBe(intended[shape]);
  });

  it.each(allFormationShapes)(
    '%s: position-label names every slot as the position it is meant for',
    (shape) => {
      for (const slot of shapeSlots(shape)) {
        expect(positionLabel(slot.x, slot.y), `${shape} at ${slot.x},${slot.y}`).toBe(slot.role);
      }
    },
  );

  it.each(allFormationShapes)(
    '%s: left-sided slots stand on the left (small y), right-sided on the right',
    (shape) => {
      for (const slot of shapeSlots(shape)) {
        if (slot.role.startsWith('L')) expect(slot.y, `${shape} ${slot.role}`).toBeLessThan(50);
        if (slot.role.startsWith('R')) expect(slot.y, `${shape} ${slot.role}`).toBeGreaterThan(50);
        if (slot.role === 'GK') expect(slot.x, shape).toBeLessThanOrEqual(12);
      }
    },
  );

  it('names every shape as a coach would', () => {
    for (const shape of allFormationShapes) {
      expect(labelsOf(shape).join(' '), shape).toBe(intended[shape]);
    }
  });

  it('keeps lines far enough apart for a token and its name', () => {
    for (const shape of allFormationShapes) {
      const depths = [...new Set(shapeSlots(shape).map((slot) => slot.x))];
      for (let i = 1; i < depths.length; i++) {
        expect(depths[i]! - depths[i - 1]!, shape).toBeGreaterThanOrEqual(15);
      }
    }
  });

  it('returns fresh objects each call', () => {
    const first = shapeSlots('4-4-2');
    first[0]!.x = 99;
    expect(shapeSlots('4-4-2')[0]).toEqual({ x: 5, y: 50, role: 'GK' });
  });
});

describe('shapeLinePositions', () => {
  it("groups a shape's outfield positions by line, each left to right", () => {
    expect(shapeLinePositions('4-4-2')).toEqual([
      ['LB', 'CB', 'CB', 'RB'],
      ['LM', 'CM', 'CM', 'RM'],
      ['ST', 'ST'],
    ]);
    expect(shapeLinePositions('3-3-2')).toEqual([
      ['CB', 'CB', 'CB'],
      ['CM', 'CM', 'CM'],
      ['ST', 'ST'],
    ]);
  });

  it.each(allFormationShapes)(
    '%s: each position lies in one line only (a pin to it names one line)',
    (shape) => {
      const lineOf = new Map<string, number>();
      shapeLinePositions(shape).forEach((line, i) => {
        expect(line).toHaveLength(shapeLines(shape)[i]!);
        for (const label of line) {
          expect(lineOf.get(label) ?? i, `${shape} ${label}`).toBe(i);
          lineOf.set(label, i);
        }
      });
    },
  );
});
