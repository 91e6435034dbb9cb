import { describe, expect, it } from 'vitest';
import { isMultiLineText, isOneLineText } from './text.js';

describe('one-line text', () => {
  it('takes names as people write them, in any script', () => {
    for (const name of [
      "Seán O'Brien",
      'Zoë',
      'محمد',
      'Łukasz Żółć',
      'Nguyễn',
      '李小龍',
      'Team 😀',
      'A-B & C (U12)',
    ]) {
      expect(isOneLineText(name), name).toBe(true);
    }
  });

  it('refuses control characters and text-direction overrides', () => {
    const bad = [
      'a\nb',
      'a\rb',
      'a\tb',
      'a\u0000',
      'a\u0007',
      'a\u007F',
      'a\u0085',
      'Sam\u202Emoc.live',
      'a\u2066b',
      'a\u200Fb',
      'a\u061Cb',
    ];
    for (const value of bad) expect(isOneLineText(value), JSON.stringify(value)).toBe(false);
  });
});

describe('multi-line text', () => {
  it('keeps line breaks and tabs', () => {
    expect(isMultiLineText('First line\nSecond line\r\n\tindented')).toBe(true);
  });

  it('refuses other controls and overrides', () => {
    for (const value of ['a\u0000', 'a\u0008', 'a\u000B', 'a\u001B[31m', 'a\u202Eb', 'a\u2069']) {
      expect(isMultiLineText(value), JSON.stringify(value)).toBe(false);
    }
  });
});
