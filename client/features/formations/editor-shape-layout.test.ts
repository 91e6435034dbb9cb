import { describe, expect, it } from 'vitest';
import { formationShapes, shapeSlots } from '../../../shared/domain/formation-shapes';
import { positionLabel } from '../../../shared/domain/position-label';
import { type LayoutPlayer, layoutShape } from './editor-shape-layout';

const player = (id: number, shirtNumber: number, preferredPosition: string): LayoutPlayer => ({
  id,
  shirtNumber,
  preferredPosition,
});

// A youth squad of 16: two keepers (1 and 13), and the rest by line.
const squad: LayoutPlayer[] = [
  player(101, 1, 'Goalkeeper'),
  player(102, 2, 'Full-Back'),
  player(103, 3, 'Full-Back'),
  player(104, 4, 'Centre-Back'),
  player(105, 5, 'Centre-Back'),
  player(106, 6, 'Defensive Midfielder'),
  player(107, 7, 'Winger'),
  player(108, 8, 'Central Midfielder'),
  player(109, 9, 'Striker'),
  player(110, 10, 'Attacking Midfielder'),
  player(111, 11, 'Winger'),
  player(112, 12, 'Defender'),
  player(113, 13, 'Goalkeeper'),
  player(114, 14, 'Midfielder'),
  player(115, 15, 'Forward'),
  player(116, 16, 'Midfielder'),
];

const labelOf = (positions: ReturnType<typeof layoutShape>, id: number) => {
  const p = positions.find((position) => position.playerId === id);
  return p ? positionLabel(p.x, p.y) : null;
};

describe('laying out a shape', () => {
  it.each(formationShapes)(
    '%s: eleven different players on the shape’s eleven slots, one keeper',
    (shape) => {
      const positions = layoutShape(shape, [], squad);
      expect(positions).toHaveLength(11);
      expect(new Set(positions.map((p) => p.playerId)).size).toBe(11);
      const slots = shapeSlots(shape).map((s) => `${s.x},${s.y}`);
      expect(positions.map((p) => `${p.x},${p.y}`).sort()).toEqual([...slots].sort());
      expect(labelOf(positions, 101)).toBe('GK');
      expect(positions.some((p) => p.playerId === 113)).toBe(false);
    },
  );

  it('puts players in the lines they prefer', () => {
    const positions = layoutShape('4-4-2', [], squad);
    for (const id of [102, 103, 104, 105]) expect(['LB', 'CB', 'RB']).toContain(labelOf(positions, id));
    expect(['ST', 'LW', 'RW']).toContain(labelOf(positions, 109));
  });

  it('with fewer than eleven, places them all, the keeper in goal', () => {
    const few = [player(1, 7, 'Winger'), player(2, 1, 'Goalkeeper'), player(3, 5, 'Defender')];
    const positions = layoutShape('4-3-3', [], few);
    expect(positions).toHaveLength(3);
    expect(labelOf(positions, 2)).toBe('GK');
    expect(labelOf(positions, 3)).toMatch(/^(LB|CB|RB)$/);
  });

  it('without a keeper, the first by shirt number goes in goal', () => {
    const positions = layoutShape(
      '4-4-2',
      [],
      squad.filter((p) => p.preferredPosition !== 'Goalkeeper'),
    );
    expect(labelOf(positions, 102)).toBe('GK');
  });

  it('rearranges the players on the pitch first, keeping their roles and sides, then fills up', () => {
    const onPitch = [
      { playerId: 1, x: 5, y: 50 },
      { playerId: 2, x: 25, y: 85 },
      { playerId: 3, x: 25, y: 15 },
      { playerId: 4, x: 80, y: 50 },
    ];
    const positions = layoutShape('4-4-2', onPitch, squad);
    expect(positions).toHaveLength(11);
    expect(labelOf(positions, 1)).toBe('GK');
    expect(labelOf(positions, 3)).toBe('LB');
    expect(['RB', 'CB']).toContain(labelOf(positions, 2));
    expect(positions.find((p) => p.playerId === 3)!.y).toBeLessThan(
      positions.find((p) => p.playerId === 2)!.y,
    );
    expect(['ST', 'LW', 'RW']).toContain(labelOf(positions, 4));
    // The squad's keeper is not added: there is one in goal already.
    expect(positions.some((p) => p.playerId === 101)).toBe(false);
  });
});
