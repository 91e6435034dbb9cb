import { describe, expect, it } from 'vitest';
import { type PositionLabel, positionLabel } from './position-label.js';

describe('positionLabel', () => {
  // [x, y, label]: every band edge in depth and width, and the value just past it.
  const table: Array<[number, number, PositionLabel]> = [
    // Goalkeeper: up to x = 12, whatever the width.
    [0, 50, 'GK'],
    [12, 0, 'GK'],
    [12, 50, 'GK'],
    [12, 100, 'GK'],
    // Defenders: 12 < x ≤ 33, wings at y ≤ 20 and y ≥ 80.
    [12.01, 50, 'CB'],
    [12.01, 20, 'LB'],
    [33, 20, 'LB'],
    [33, 20.01, 'CB'],
    [33, 25, 'CB'],
    [33, 75, 'CB'],
    [33, 79.99, 'CB'],
    [33, 80, 'RB'],
    [33, 0, 'LB'],
    [33, 100, 'RB'],
    // Holding midfield: 33 < x ≤ 45, wings at y ≤ 25 and y ≥ 75.
    [33.01, 20, 'LM'],
    [33.01, 50, 'CDM'],
    [45, 25, 'LM'],
    [45, 25.01, 'CDM'],
    [45, 74.99, 'CDM'],
    [45, 75, 'RM'],
    // Central midfield: 45 < x ≤ 55.
    [45.01, 25, 'LM'],
    [45.01, 50, 'CM'],
    [55, 25, 'LM'],
    [55, 25.01, 'CM'],
    [55, 74.99, 'CM'],
    [55, 75, 'RM'],
    // Attacking midfield: 55 < x ≤ 70.
    [55.01, 25, 'LW'],
    [55.01, 50, 'CAM'],
    [70, 25, 'LW'],
    [70, 25.01, 'CAM'],
    [70, 74.99, 'CAM'],
    [70, 75, 'RW'],
    [70, 80, 'RW'],
    // Forwards: beyond 70.
    [70.01, 50, 'ST'],
    [70.01, 25, 'LW'],
    [70.01, 25.01, 'ST'],
    [100, 74.99, 'ST'],
    [100, 75, 'RW'],
    [100, 0, 'LW'],
  ];

  it.each(table)('x=%s, y=%s is %s', (x, y, label) => {
    expect(positionLabel(x, y)).toBe(label);
  });

  it('reads the wing at 20/80 for defenders but 25/75 further up', () => {
    expect(positionLabel(30, 22)).toBe('CB');
    expect(positionLabel(40, 22)).toBe('LM');
    expect(positionLabel(30, 78)).toBe('CB');
    expect(positionLabel(60, 78)).toBe('RW');
  });
});
