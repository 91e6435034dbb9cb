import { describe, expect, it } from 'vitest';
import { parseStepperValue, stepNumber } from './number-stepper';

const length = { min: 60, max: 120, step: 5, fallback: 90 };

describe('stepNumber', () => {
  it('moves one step each way', () => {
    expect(stepNumber('90', 1, length)).toBe(95);
    expect(stepNumber('90', -1, length)).toBe(85);
  });

  it('snaps an off-step value to the next step in that direction', () => {
    expect(stepNumber('62', 1, length)).toBe(65);
    expect(stepNumber('62', -1, length)).toBe(60);
  });

  it('stays within min and max, and pulls an out-of-range value back in', () => {
    expect(stepNumber('120', 1, length)).toBe(120);
    expect(stepNumber('60', -1, length)).toBe(60);
    expect(stepNumber('200', -1, length)).toBe(120);
    expect(stepNumber('10', 1, length)).toBe(60);
  });

  it('starts from the fallback when the field holds no number', () => {
    expect(stepNumber('', 1, length)).toBe(95);
    expect(stepNumber('abc', -1, length)).toBe(85);
    expect(stepNumber('', 1, { min: 0, max: 6, step: 1, fallback: 0 })).toBe(1);
  });
});

describe('parseStepperValue', () => {
  it('reads numbers and refuses blanks', () => {
    expect(parseStepperValue(' 7 ')).toBe(7);
    expect(parseStepperValue('')).toBeNaN();
    expect(parseStepperValue('x')).toBeNaN();
  });
});
