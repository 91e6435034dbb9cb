import { describe, expect, it } from 'vitest';
import { answerLinkExpiresAt } from './answer-links.js';

describe('answerLinkExpiresAt', () => {
  it('ends a winter match day at midnight UK (UTC)', () => {
    const kickOff = new Date('2026-12-05T10:00:00Z');
    expect(answerLinkExpiresAt(kickOff, new Date('2026-12-01T00:00:00Z')).toISOString()).toBe(
      '2026-12-06T00:00:00.000Z',
    );
  });

  it('ends a summer match day at midnight BST, 23:00 UTC', () => {
    const kickOff = new Date('2026-06-13T09:30:00Z');
    expect(answerLinkExpiresAt(kickOff, kickOff).toISOString()).toBe('2026-06-13T23:00:00.000Z');
  });

  it('takes the UK day, not the UTC one, for a kick-off just after UK midnight in summer', () => {
    // 00:30 BST on 14 June is still 13 June in UTC.
    const kickOff = new Date('2026-06-13T23:30:00Z');
    expect(answerLinkExpiresAt(kickOff, kickOff).toISOString()).toBe('2026-06-14T23:00:00.000Z');
  });

  it('rolls over the end of a month and a year', () => {
    expect(answerLinkExpiresAt(new Date('2026-12-31T14:00:00Z'), new Date(0)).toISOString()).toBe(
      '2027-01-01T00:00:00.000Z',
    );
  });

  it('ends on the day the clocks go back at midnight GMT', () => {
    // Sunday 25 October 2026: BST ends at 02:00. The next midnight is GMT.
    expect(answerLinkExpiresAt(new Date('2026-10-25T09:00:00Z'), new Date(0)).toISOString()).toBe(
      '2026-10-26T00:00:00.000Z',
    );
  });

  it('gives an undated match 30 days from when the link is made', () => {
    expect(answerLinkExpiresAt(null, new Date('2026-11-01T12:00:00Z')).toISOString()).toBe(
      '2026-12-01T12:00:00.000Z',
    );
  });
});
