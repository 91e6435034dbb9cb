import { describe, expect, it } from 'vitest';
import { isPreferredPosition, preferredPositions } from './positions.js';

describe('preferred positions', () => {
  it("are the spec's twelve options", () => {
    expect(preferredPositions).toHaveLength(12);
    expect(preferredPositions[0]).toBe('Goalkeeper');
    expect(preferredPositions.at(-1)).toBe('Striker');
  });

  it('accept only exact names', () => {
    expect(isPreferredPosition('Wing-Back')).toBe(true);
    expect(isPreferredPosition('wing-back')).toBe(false);
    expect(isPreferredPosition('Sweeper')).toBe(false);
    expect(isPreferredPosition(3)).toBe(false);
  });
});
