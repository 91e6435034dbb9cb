import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isoFromEpochMs } from './iso-time.js';

describe('isoFromEpochMs', () => {
  it('writes what toISOString writes, at the edges of days, months, leap years and the range', () => {
    const edges = [
      0, -1, 1, 86_399_999, 86_400_000, 951_782_400_000, 951_868_799_999, 4_107_542_399_999,
      -2_208_988_800_000, -2_208_988_800_001, 32_503_680_000_000, -62_167_219_200_000, -62_167_219_200_001,
      253_402_300_799_999, 253_402_300_800_000, 1_764_039_732_123,
    ];
    for (const ms of edges) expect(isoFromEpochMs(ms), String(ms)).toBe(new Date(ms).toISOString());
  });

  it('agrees with toISOString on any millisecond from year -9999 to 99999', () => {
    fc.assert(
      fc.property(fc.integer({ min: -377_705_116_800_000, max: 3_093_527_980_800_000 }), (ms) => {
        expect(isoFromEpochMs(ms)).toBe(new Date(ms).toISOString());
      }),
      { numRuns: 20_000 },
    );
  });
});
