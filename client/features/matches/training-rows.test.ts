import { describe, expect, it } from 'vitest';
import type { Match } from '../../../shared/contracts/matches';
import type { MatchEvent, TrainingEvent } from '../../../shared/contracts/training';
import {
  inScope,
  isPastSession,
  mergeFutureRows,
  mergePastRows,
  pastSessions,
  trainingRowWhen,
  trainingWhen,
  upcomingSessions,
} from './training-rows';

// The rows read only a match's id and kick-off: the rest of a Match is the other cards' business.
const match = (id: number, matchDate: string | null) =>
  ({ id, matchDate }) as Pick<Match, 'id' | 'matchDate'> as Match;

function session(
  id: number,
  date: string,
  startsAt: string,
  overrides: Partial<TrainingEvent> = {},
): TrainingEvent {
  return {
    kind: 'training',
    id,
    eventId: `training-${id}`,
    teamId: 1,
    seriesId: null,
    date,
    startTime: '18:00',
    endTime: '19:15',
    meetTime: null,
    followingInSeries: 0,
    startsAt,
    endsAt: startsAt,
    place: 'Riverside Park',
    notes: null,
    isCancelled: false,
    cancelledAt: null,
    version: 1,
    createdAt: startsAt,
    updatedAt: startsAt,
    ...overrides,
  };
}

const now = new Date('2026-11-30T12:00:00Z');

describe('upcomingSessions', () => {
  it('keeps the training sessions from today (UK) on, by start, cancelled ones too, and no match', () => {
    const matchEvent = { kind: 'match', eventId: 'match-1', startsAt: '2026-12-05T10:00:00Z' } as MatchEvent;
    const later = session(3, '2026-12-08', '2026-12-08T18:00:00Z', { isCancelled: true });
    const sooner = session(2, '2026-12-01', '2026-12-01T18:00:00Z');
    const earlierToday = session(4, '2026-11-30', '2026-11-30T09:00:00Z');
    const yesterday = session(1, '2026-11-29', '2026-11-29T18:00:00Z');
    expect(
      upcomingSessions([matchEvent, later, yesterday, sooner, earlierToday], now).map((s) => s.id),
    ).toEqual([4, 2, 3]);
    expect(upcomingSessions(undefined, now)).toEqual([]);
  });

  it('reads the day in the UK: 00:30 BST on 1 June is 31 May in UTC and still today there', () => {
    const june = new Date('2026-06-01T08:00:00Z');
    const early = session(1, '2026-06-01', '2026-05-31T23:30:00Z');
    expect(upcomingSessions([early], june)).toHaveLength(1);
  });
});

describe('mergeFutureRows', () => {
  const rowIds = (rows: ReturnType<typeof mergeFutureRows>) =>
    rows.map((row) => (row.kind === 'match' ? `m${row.match.id}` : `t${row.session.id}`));

  it('puts each session among the matches by start, a match first at the same minute, undated matches last', () => {
    const matches = [match(1, '2026-12-01T10:00:00Z'), match(2, '2026-12-05T18:00:00Z'), match(3, null)];
    const sessions = [
      session(10, '2026-11-30', '2026-11-30T18:00:00Z'),
      session(11, '2026-12-05', '2026-12-05T18:00:00Z'),
      session(12, '2026-12-08', '2026-12-08T18:00:00Z'),
    ];
    expect(rowIds(mergeFutureRows(matches, sessions))).toEqual(['t10', 'm1', 'm2', 't11', 't12', 'm3']);
  });

  it('lists the sessions alone when there are no matches, and the matches alone without sessions', () => {
    const sessions = [session(10, '2026-12-01', '2026-12-01T18:00:00Z')];
    expect(rowIds(mergeFutureRows([], sessions))).toEqual(['t10']);
    expect(rowIds(mergeFutureRows([match(1, null)], []))).toEqual(['m1']);
  });
});

describe('pastSessions', () => {
  it('keeps the training sessions before today (UK), newest first, cancelled ones too, and no match', () => {
    const matchEvent = { kind: 'match', eventId: 'match-1', startsAt: '2026-11-21T10:00:00Z' } as MatchEvent;
    const lastWeek = session(1, '2026-11-24', '2026-11-24T18:00:00Z', { isCancelled: true });
    const yesterday = session(2, '2026-11-29', '2026-11-29T18:00:00Z');
    const earlierToday = session(3, '2026-11-30', '2026-11-30T09:00:00Z');
    const earlier = session(4, '2026-11-17', '2026-11-17T18:00:00Z');
    expect(
      pastSessions([earlier, matchEvent, yesterday, earlierToday, lastWeek], now).map((s) => s.id),
    ).toEqual([2, 1, 4]);
    expect(pastSessions(undefined, now)).toEqual([]);
    expect(isPastSession(yesterday, now)).toBe(true);
    expect(isPastSession(earlierToday, now)).toBe(false);
  });

  it('reads the day in the UK: 23:30 UTC on 31 May is 00:30 on 1 June there, so today, not past', () => {
    const june = new Date('2026-06-01T08:00:00Z');
    const early = session(1, '2026-06-01', '2026-05-31T23:30:00Z');
    expect(pastSessions([early], june)).toEqual([]);
  });
});

describe('mergePastRows', () => {
  const rowIds = (rows: ReturnType<typeof mergePastRows>) =>
    rows.map((row) => (row.kind === 'match' ? `m${row.match.id}` : `t${row.session.id}`));

  it('puts each past session among the past matches, newest first, a match first at the same minute', () => {
    // As groupMatches gives the past matches: newest first.
    const matches = [match(2, '2026-11-28T10:00:00Z'), match(1, '2026-11-21T18:00:00Z')];
    const sessions = [
      session(12, '2026-11-29', '2026-11-29T18:00:00Z'),
      session(11, '2026-11-21', '2026-11-21T18:00:00Z'),
      session(10, '2026-11-17', '2026-11-17T18:00:00Z'),
    ];
    expect(rowIds(mergePastRows(matches, sessions))).toEqual(['t12', 'm2', 'm1', 't11', 't10']);
  });

  it('lists the sessions alone when there are no past matches, and the matches alone without sessions', () => {
    const sessions = [session(10, '2026-11-17', '2026-11-17T18:00:00Z')];
    expect(rowIds(mergePastRows([], sessions))).toEqual(['t10']);
    expect(rowIds(mergePastRows([match(1, '2026-11-21T18:00:00Z')], []))).toEqual(['m1']);
  });
});

describe('trainingWhen', () => {
  it('writes the UK day and the clock times the coach typed', () => {
    expect(trainingWhen(session(1, '2026-12-01', '2026-12-01T18:00:00Z'), now)).toBe(
      'Tue 1 Dec · 18:00–19:15',
    );
  });

  it('in summer time, the day of the UK wall clock (18:00 BST is 17:00 UTC), and the year when not this one', () => {
    const summer = session(2, '2027-06-01', '2027-06-01T17:00:00Z', { startTime: '18:00', endTime: '19:30' });
    expect(trainingWhen(summer, now)).toBe('Tue 1 Jun 2027 · 18:00–19:30');
  });
});

describe('trainingRowWhen', () => {
  it('adds the meet time when there is one', () => {
    const plain = session(1, '2026-12-01', '2026-12-01T18:00:00Z');
    expect(trainingRowWhen(plain, now)).toBe('Tue 1 Dec · 18:00–19:15');
    expect(trainingRowWhen({ ...plain, meetTime: '17:45' }, now)).toBe(
      'Tue 1 Dec · 18:00–19:15 · meet 17:45',
    );
  });
});

describe('inScope', () => {
  it('reaches the session, and with following the later sessions of its series only', () => {
    const series = { seriesId: 's1' };
    const chosen = session(2, '2026-12-08', '2026-12-08T18:00:00Z', series);
    const before = session(1, '2026-12-01', '2026-12-01T18:00:00Z', series);
    const after = session(3, '2026-12-15', '2026-12-15T18:00:00Z', series);
    const stranger = session(4, '2026-12-15', '2026-12-15T18:00:00Z', { seriesId: 's2' });
    const match = { kind: 'match', eventId: 'match-2', startsAt: '2026-12-20T10:00:00Z' } as MatchEvent;
    const reached = (scope: 'this' | 'following') =>
      [before, chosen, after, stranger, match]
        .filter((event) => inScope(event, chosen, scope))
        .map((e) => e.eventId);
    expect(reached('this')).toEqual(['training-2']);
    expect(reached('following')).toEqual(['training-2', 'training-3']);
    // A one-off has no series: following is this.
    const oneOff = session(5, '2026-12-01', '2026-12-01T18:00:00Z');
    expect(inScope(session(6, '2026-12-08', '2026-12-08T18:00:00Z'), oneOff, 'following')).toBe(false);
  });
});
