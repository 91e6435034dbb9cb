import { describe, expect, it } from 'vitest';
import {
  addDays,
  changesTrainingCalendar,
  isCalendarDate,
  isClockTime,
  sessionInstants,
  sessionWallClock,
  trainingDescription,
  trainingSummary,
  ukClockTime,
  weeklyDates,
} from './training-sessions.js';

describe('training session rules', () => {
  it('take real dates and 24-hour times only', () => {
    expect(isCalendarDate('2026-10-20')).toBe(true);
    for (const bad of ['2026-02-30', '2026-13-01', '26-10-20', '2026-10-20T18:00', '1999-12-31', '']) {
      expect(isCalendarDate(bad), bad).toBe(false);
    }
    expect(isClockTime('18:00')).toBe(true);
    expect(isClockTime('00:00')).toBe(true);
    for (const bad of ['24:00', '18:60', '8:00', '18:00:00', '6pm'])
      expect(isClockTime(bad), bad).toBe(false);
  });

  it('count a weekly series by calendar weeks, to the until date inclusive', () => {
    expect(weeklyDates('2026-10-20', null)).toEqual(['2026-10-20']);
    expect(weeklyDates('2026-10-20', '2026-11-03')).toEqual(['2026-10-20', '2026-10-27', '2026-11-03']);
    expect(weeklyDates('2026-10-20', '2026-11-02')).toEqual(['2026-10-20', '2026-10-27']);
    expect(addDays('2026-12-29', 7)).toBe('2027-01-05');
  });

  it('keep 18:00 UK on both sides of the late-October clock change', () => {
    // BST until Sunday 25 October 2026: 18:00 UK is 17:00 UTC before, 18:00 UTC after.
    const before = sessionInstants('2026-10-20', '18:00', '19:30');
    const after = sessionInstants('2026-10-27', '18:00', '19:30');
    expect(before.startsAt.toISOString()).toBe('2026-10-20T17:00:00.000Z');
    expect(after.startsAt.toISOString()).toBe('2026-10-27T18:00:00.000Z');
    expect(after.endsAt.toISOString()).toBe('2026-10-27T19:30:00.000Z');
    expect(sessionWallClock(before.startsAt, before.endsAt)).toEqual({
      date: '2026-10-20',
      startTime: '18:00',
      endTime: '19:30',
    });
  });

  it('raise the calendar sequence for date, time, meet time, place or cancelling, not for anything else', () => {
    const base = {
      startsAt: new Date('2026-10-20T17:00:00Z'),
      endsAt: new Date('2026-10-20T18:30:00Z'),
      meetsAt: null,
      place: 'Memorial Park',
      cancelledAt: null,
    };
    expect(changesTrainingCalendar(base, { ...base })).toBe(false);
    expect(changesTrainingCalendar(base, { ...base, startsAt: new Date('2026-10-20T17:30:00Z') })).toBe(true);
    expect(changesTrainingCalendar(base, { ...base, endsAt: new Date('2026-10-20T19:00:00Z') })).toBe(true);
    expect(changesTrainingCalendar(base, { ...base, place: 'Sports hall' })).toBe(true);
    const meet = { ...base, meetsAt: new Date('2026-10-20T16:45:00Z') };
    expect(changesTrainingCalendar(base, meet)).toBe(true);
    expect(changesTrainingCalendar(meet, { ...meet, meetsAt: new Date('2026-10-20T16:45:00Z') })).toBe(false);
    expect(changesTrainingCalendar(meet, { ...meet, meetsAt: new Date('2026-10-20T16:30:00Z') })).toBe(true);
    expect(changesTrainingCalendar(base, { ...base, cancelledAt: new Date() })).toBe(true);
    expect(trainingSummary('Hawks U11', false)).toBe('Training – Hawks U11');
    expect(trainingSummary('Hawks U11', true)).toBe('Cancelled: Training – Hawks U11');
    expect(trainingSummary('Hawks U11', false, '17:45')).toBe('Training – Hawks U11 · meet 17:45');
    expect(trainingSummary('Hawks U11', true, '17:45')).toBe('Cancelled: Training – Hawks U11');
    expect(trainingDescription(false, '17:45')).toBe('Training session\nMeet at 17:45');
    expect(trainingDescription(false)).toBe('Training session');
    expect(trainingDescription(true, '17:45')).toBe('This training session has been cancelled.');
    // BST: 16:45 UTC is 17:45 UK.
    expect(ukClockTime(new Date('2026-10-20T16:45:00Z'))).toBe('17:45');
  });
});
