import { describe, expect, it } from 'vitest';
import { isKeptOnPhone, markKeptOnPhone } from './kept-on-phone';

describe('kept on phone', () => {
  it('holds the ids last written, and no others', () => {
    markKeptOnPhone([3, 4]);
    expect(isKeptOnPhone(3)).toBe(true);
    expect(isKeptOnPhone(4)).toBe(true);
    expect(isKeptOnPhone(5)).toBe(false);
    // Sent and gone from IndexedDB: no longer kept; a new one written is.
    markKeptOnPhone([5]);
    expect(isKeptOnPhone(3)).toBe(false);
    expect(isKeptOnPhone(5)).toBe(true);
    markKeptOnPhone([]);
    expect(isKeptOnPhone(5)).toBe(false);
  });
});
