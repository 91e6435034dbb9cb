import { describe, expect, it } from 'vitest';
import { createTrainingBody } from '../../../shared/contracts/training';
import { trainingChanges } from './training-form-values';

const session = {
  date: '2026-12-01',
  startTime: '18:00',
  endTime: '19:15',
  meetTime: null,
  place: 'Riverside Park',
  notes: null,
};
const body = (overrides: Record<string, unknown>) =>
  createTrainingBody.parse({ ...session, notes: '', repeatWeeklyUntil: null, ...overrides });

describe('trainingChanges', () => {
  it('sends nothing but what changed: a new place alone is not a new time', () => {
    expect(trainingChanges(session, body({ place: '  Northfield School  ' }))).toEqual({
      place: 'Northfield School',
    });
    expect(trainingChanges(session, body({}))).toEqual({});
  });

  it('sends the date and times that moved, and notes cleared as null', () => {
    expect(trainingChanges(session, body({ date: '2026-12-02', endTime: '19:30' }))).toEqual({
      date: '2026-12-02',
      endTime: '19:30',
    });
    expect(trainingChanges({ ...session, notes: 'Bring bibs' }, body({ notes: '   ' }))).toEqual({
      notes: null,
    });
    expect(trainingChanges(session, body({ notes: 'Bring bibs' }))).toEqual({ notes: 'Bring bibs' });
  });

  it('sends a new meet time, and none as null once it is emptied', () => {
    expect(trainingChanges(session, body({ meetTime: '17:45' }))).toEqual({ meetTime: '17:45' });
    expect(trainingChanges({ ...session, meetTime: '17:45' }, body({ meetTime: '17:45' }))).toEqual({});
    expect(trainingChanges({ ...session, meetTime: '17:45' }, body({ meetTime: null }))).toEqual({
      meetTime: null,
    });
  });
});

describe('the form checked by the contract', () => {
  it('says an end before the start, and a series over 52 weeks, in words for people', () => {
    const early = createTrainingBody.safeParse({ ...session, endTime: '17:00' });
    expect(early.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['endTime', 'End time must be after the start time'],
    ]);
    const late = createTrainingBody.safeParse({ ...session, meetTime: '18:15' });
    expect(late.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['meetTime', 'Meet time must not be after the start time'],
    ]);
    expect(createTrainingBody.safeParse({ ...session, meetTime: '18:00' }).success).toBe(true);
    const long = createTrainingBody.safeParse({ ...session, repeatWeeklyUntil: '2027-12-31' });
    expect(long.error?.issues[0]?.message).toBe(
      'A weekly series can have at most 52 sessions: choose an earlier end date',
    );
  });
});
