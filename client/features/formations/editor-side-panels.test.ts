import { describe, expect, it } from 'vitest';
import { shapeOptions } from './editor-side-panels';

describe('shapeOptions (issue 30)', () => {
  it("offers the team format's shapes", () => {
    expect(shapeOptions(9, '3-3-2')).toEqual([
      { value: '3-3-2', label: '3-3-2' },
      { value: '3-2-3', label: '3-2-3' },
      { value: '2-4-2', label: '2-4-2' },
    ]);
    expect(shapeOptions(11, '4-4-2')).toHaveLength(16);
  });

  it('keeps the shape of a formation saved in another format, last and named with its format', () => {
    expect(shapeOptions(7, '4-4-2')).toEqual([
      { value: '2-3-1', label: '2-3-1' },
      { value: '3-2-1', label: '3-2-1' },
      { value: '2-1-2-1', label: '2-1-2-1' },
      { value: '4-4-2', label: '4-4-2 (11v11)' },
    ]);
  });
});
