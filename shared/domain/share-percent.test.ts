import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { belowFairShare } from './playing-time.js';
import { sharePercent } from './share-percent.js';

describe('sharePercent', () => {
  it('writes the share of available minutes, rounded down', () => {
    expect(sharePercent({ minutes: 45, availableMinutes: 90 })).toBe(50);
    expect(sharePercent({ minutes: 59, availableMinutes: 120 })).toBe(49);
    expect(sharePercent({ minutes: 59, availableMinutes: 120 }, 1)).toBe(49.1);
    expect(sharePercent({ minutes: 57, availableMinutes: 100 }, 1)).toBe(57);
    expect(sharePercent({ minutes: 80, availableMinutes: 80 })).toBe(100);
    expect(sharePercent({ minutes: 0, availableMinutes: 60 })).toBe(0);
  });

  it('is null for a player available for no minute', () => {
    expect(sharePercent({ minutes: 0, availableMinutes: 0 })).toBeNull();
  });

  it('is below a whole-number target exactly when belowFairShare flags the player', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 5000 }),
        fc.integer({ min: 0, max: 5000 }),
        fc.integer({ min: 1, max: 100 }),
        fc.integer({ min: 0, max: 1 }),
        (availableMinutes, taken, target, decimals) => {
          const time = { minutes: Math.min(taken, availableMinutes), availableMinutes };
          const percent = sharePercent(time, decimals);
          expect(percent !== null && percent < target).toBe(belowFairShare(time, target));
        },
      ),
    );
  });
});
