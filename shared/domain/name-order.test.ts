import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareNames } from './name-order.js';

const collator = new Intl.Collator('en-GB', { sensitivity: 'base', numeric: true });
const sign = (value: number) => Math.sign(value);

describe('compareNames', () => {
  it('ignores case and accents and reads numbers by value', () => {
    expect(compareNames('emma', 'Emma')).toBe(0);
    expect(compareNames('Émile', 'Emile')).toBe(0);
    expect(compareNames('Émile', 'Emma')).toBeLessThan(0);
    expect(compareNames('Zoë', 'Zoe')).toBe(0);
    expect(compareNames('U9 Lions', 'U10 Lions')).toBeLessThan(0);
    expect(compareNames('U010', 'U10')).toBe(0);
    expect(compareNames('Ann', 'Anna')).toBeLessThan(0);
    expect(compareNames('Ann Lee', 'Anna')).toBeLessThan(0);
    expect(['Sam', 'alex', 'Émile', 'Emma', 'ben'].sort(compareNames)).toEqual([
      'alex',
      'ben',
      'Émile',
      'Emma',
      'Sam',
    ]);
  });

  it('orders names as the collator does', () => {
    // Letters with and without accents, both cases, digits (leading zeros too) and spaces: what team
    // and player names are made of. The collator's order of punctuation marks among themselves is
    // its own table, left out here.
    const name = fc
      .array(fc.constantFrom('a', 'B', 'c', 'é', 'É', 'e', 'ö', 'O', 'z', 'ç', ' ', '0', '1', '2', '9'), {
        maxLength: 8,
      })
      .map((chars) => chars.join(''));
    fc.assert(
      fc.property(name, name, (a, b) => sign(compareNames(a, b)) === sign(collator.compare(a, b))),
      { numRuns: 20_000 },
    );
  });
});
