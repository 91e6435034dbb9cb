import { describe, expect, it } from 'vitest';
import {
  type CalendarFields,
  type CalendarMatch,
  calendarDescription,
  calendarSummary,
  changesCalendar,
  isCalledOff,
  ukLocalIso,
} from './calendar-feed.js';

const before: CalendarFields = {
  matchDate: new Date('2031-09-06T09:30:00Z'),
  isTimeTbc: false,
  meetMinutesBefore: 45,
  isHome: 1,
  opponentTeamId: 4,
  isPostponed: false,
  resultCode: null,
};

describe('changesCalendar', () => {
  it('moves the event for a new day or time, side, opponent, or when it is called off or back on', () => {
    expect(changesCalendar(before, { matchDate: new Date('2031-09-06T10:00:00Z') })).toBe(true);
    expect(changesCalendar(before, { matchDate: null })).toBe(true);
    expect(changesCalendar(before, { isTimeTbc: true })).toBe(true);
    expect(changesCalendar(before, { meetMinutesBefore: 60 })).toBe(true);
    expect(changesCalendar(before, { meetMinutesBefore: null })).toBe(true);
    expect(changesCalendar(before, { isHome: 0 })).toBe(true);
    expect(changesCalendar(before, { opponentTeamId: 5 })).toBe(true);
    expect(changesCalendar(before, { isPostponed: true })).toBe(true);
    expect(changesCalendar(before, { resultCode: 'abandoned' })).toBe(true);
    expect(changesCalendar({ ...before, isPostponed: true }, { isPostponed: false })).toBe(true);
  });

  it('leaves it for the same values, a result, or a field sent as undefined', () => {
    expect(changesCalendar(before, {})).toBe(false);
    expect(changesCalendar(before, { matchDate: new Date('2031-09-06T09:30:00Z'), isHome: 1 })).toBe(false);
    expect(changesCalendar(before, { resultCode: 'homeWalkover' })).toBe(false);
    expect(changesCalendar(before, { matchDate: undefined, opponentTeamId: undefined })).toBe(false);
  });
});

describe('isCalledOff', () => {
  it('is postponed, abandoned or void; a walkover is played', () => {
    expect(isCalledOff({ isPostponed: true, resultCode: null })).toBe(true);
    expect(isCalledOff({ isPostponed: false, resultCode: 'void' })).toBe(true);
    expect(isCalledOff({ isPostponed: false, resultCode: 'awayWalkover' })).toBe(false);
    expect(isCalledOff({ isPostponed: false, resultCode: null })).toBe(false);
  });
});

describe('ukLocalIso', () => {
  it('writes UK wall-clock time, summer and winter', () => {
    expect(ukLocalIso(new Date('2031-09-06T09:30:00Z'))).toBe('2031-09-06T10:30:00');
    expect(ukLocalIso(new Date('2031-12-06T09:30:00Z'))).toBe('2031-12-06T09:30:00');
    expect(ukLocalIso(new Date('2031-09-06T23:15:00Z'))).toBe('2031-09-07T00:15:00');
  });
});

const match: CalendarMatch = {
  teamName: 'Hawks U11',
  opponentName: 'Kestrels',
  isHome: true,
  venue: 'Memorial Park',
  isTimeTbc: false,
  meetTime: null,
  isPostponed: false,
  resultCode: null,
  isCup: false,
  competition: null,
};

describe('calendarSummary and calendarDescription', () => {
  it('name the opponent, the side and the venue', () => {
    expect(calendarSummary(match)).toBe('Hawks U11 v Kestrels (home)');
    expect(calendarSummary({ ...match, isHome: false, opponentName: null })).toBe(
      'Hawks U11 v opponent to be confirmed (away)',
    );
    expect(calendarDescription(match)).toBe('Home match\nOpponent: Kestrels\nVenue: Memorial Park');
  });

  it('say when the players meet, unless the kick-off time is not known', () => {
    expect(calendarDescription({ ...match, meetTime: '09:15' })).toBe(
      'Home match\nOpponent: Kestrels\nVenue: Memorial Park\nMeet at 09:15',
    );
    expect(calendarDescription({ ...match, meetTime: '09:15', isTimeTbc: true })).not.toContain('Meet');
    expect(calendarSummary({ ...match, meetTime: '09:15' })).toBe('Hawks U11 v Kestrels (home) · meet 09:15');
    expect(calendarSummary({ ...match, meetTime: '09:15', isTimeTbc: true })).toBe(
      'Hawks U11 v Kestrels (home)',
    );
    expect(calendarSummary({ ...match, meetTime: '09:15', isPostponed: true })).toBe(
      'Postponed: Hawks U11 v Kestrels (home)',
    );
  });

  it('say when the match is called off, a cup tie, or its time is not known', () => {
    expect(calendarSummary({ ...match, isPostponed: true })).toBe('Postponed: Hawks U11 v Kestrels (home)');
    expect(calendarSummary({ ...match, resultCode: 'void' })).toBe('Void: Hawks U11 v Kestrels (home)');
    expect(
      calendarDescription({ ...match, venue: null, isCup: true, competition: 'County Cup', isTimeTbc: true }),
    ).toBe(
      'Home match\nOpponent: Kestrels\nVenue: not given yet\nCup: County Cup\nKick-off time to be confirmed',
    );
  });
});
