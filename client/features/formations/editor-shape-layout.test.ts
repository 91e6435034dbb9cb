import { describe, expect, it } from 'vitest';
import { formationShapes, shapeSlots } from '../../../shared/domain/formation-shapes';
import { type PositionLabel, positionLabel } from '../../../shared/domain/position-label';
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

  it('puts full-backs wide and centre-backs in the middle, on the sides their numbers give them', () => {
    const positions = layoutShape('4-4-2', [], squad);
    expect(labelOf(positions, 103)).toBe('LB'); // 3, Full-Back
    expect(labelOf(positions, 102)).toBe('RB'); // 2, Full-Back
    expect(labelOf(positions, 104)).toBe('CB');
    expect(labelOf(positions, 105)).toBe('CB');
    expect(labelOf(positions, 111)).toBe('LM'); // 11, Winger
    expect(labelOf(positions, 107)).toBe('RM'); // 7, Winger
    expect(labelOf(positions, 109)).toBe('ST');
  });

  it('4-3-3: wingers on the wings (11 left, 7 right), the striker through the middle', () => {
    const positions = layoutShape('4-3-3', [], squad);
    expect(labelOf(positions, 111)).toBe('LW');
    expect(labelOf(positions, 107)).toBe('RW');
    expect(labelOf(positions, 109)).toBe('ST');
    expect(labelOf(positions, 106)).toBe('CM');
    expect(labelOf(positions, 108)).toBe('CM');
  });

  it('plays those who fit the shape: a back five takes a third centre-back before a winger', () => {
    const positions = layoutShape('5-3-2', [], squad);
    expect(labelOf(positions, 112)).toBe('CB'); // 12, Defender
    expect(['LB', 'RB']).toContain(labelOf(positions, 102));
    expect(['LB', 'RB']).toContain(labelOf(positions, 103));
    expect(positions.filter((p) => positionLabel(p.x, p.y).match(/^(LB|CB|RB)$/))).toHaveLength(5);
  });

  // A squad whose preferred positions are the twelve position labels (with two centre-backs, centre
  // midfielders, attacking midfielders and strikers, so every shape's slots have a player of their own).
  const byLabel: Array<[PositionLabel, number]> = [
    ['GK', 1],
    ['RB', 2],
    ['LB', 3],
    ['CB', 4],
    ['CB', 5],
    ['CDM', 6],
    ['RW', 7],
    ['CM', 8],
    ['ST', 9],
    ['CAM', 10],
    ['LW', 11],
    ['LM', 12],
    ['RM', 13],
    ['CB', 14],
    ['CM', 15],
    ['CAM', 16],
    ['ST', 17],
    ['CDM', 18],
    ['CM', 19],
  ];
  const labelled = byLabel.map(([label, shirt]) => player(200 + shirt, shirt, label));

  it.each(formationShapes)(
    '%s: a player whose preferred position is a slot’s position is laid out in it',
    (shape) => {
      const positions = layoutShape(shape, [], labelled);
      const roles = shapeSlots(shape).map((slot) => slot.role);
      for (const [label, shirt] of byLabel) {
        const needed = roles.filter((role) => role === label).length;
        const preferring = byLabel.filter(([l]) => l === label).length;
        // Every player of a position the shape has room for all of stands in it.
        if (needed >= preferring) expect(labelOf(positions, 200 + shirt), `${shape}: ${label}`).toBe(label);
      }
      // And every slot of a position someone prefers is taken by one who prefers it.
      for (const p of positions) {
        const label = positionLabel(p.x, p.y);
        if (byLabel.some(([l]) => l === label)) {
          expect(byLabel.find(([, shirt]) => 200 + shirt === p.playerId)?.[0], `${shape}: ${label}`).toBe(
            label,
          );
        }
      }
    },
  );

  it.each(formationShapes)(
    '%s: full-backs, wingers and strikers go where the shape has their positions',
    (shape) => {
      const positions = layoutShape(shape, [], squad);
      const roles = new Set(shapeSlots(shape).map((slot) => slot.role));
      if (roles.has('LB') && roles.has('RB')) {
        expect(labelOf(positions, 103), shape).toBe('LB');
        expect(labelOf(positions, 102), shape).toBe('RB');
      }
      if (roles.has('LW') && roles.has('RW')) {
        expect(labelOf(positions, 111), shape).toBe('LW');
        expect(labelOf(positions, 107), shape).toBe('RW');
      } else if (roles.has('LM') && roles.has('RM')) {
        expect(labelOf(positions, 111), shape).toBe('LM');
        expect(labelOf(positions, 107), shape).toBe('RM');
      }
      expect(labelOf(positions, 109), shape).toBe('ST');
      expect(labelOf(positions, 101), shape).toBe('GK');
    },
  );
});
