import { describe, expect, it } from 'vitest';
import type { Formation } from '../../../shared/contracts/formations';
import type { Player } from '../../../shared/contracts/squad';
import type { ScoredDatedMatch } from '../../../shared/domain/match-status';
import { formatMatchDay } from '../../lib/match-dates';
import {
  fromDateTimeInputs,
  matchDateFromInputs,
  matchRowMeet,
  matchWhenWithMeet,
  opponentLabel,
  periodLink,
  playersWhoPlayed,
  reportPlayersWording,
  shiftMeetTime,
  teamSheetHref,
  timeTbcDay,
  toDateTimeInputs,
} from './match-format';

describe('opponentLabel', () => {
  it('names the opponent, says TBD without one and Unknown Team when it cannot be found', () => {
    expect(opponentLabel({ opponentTeamId: 3, opponentName: 'Hillside Hawks' })).toBe('Hillside Hawks');
    expect(opponentLabel({ opponentTeamId: null, opponentName: null })).toBe('TBD');
    expect(opponentLabel({ opponentTeamId: 3, opponentName: null })).toBe('Unknown Team');
  });
});

describe('periodLink', () => {
  it('carries match and quarter, and the formation when there is one (spec 001 §2.5)', () => {
    expect(periodLink('formation-editor', { teamId: 'abc', matchId: 7, quarter: 2 })).toBe(
      '/teams/abc/formation-editor?match=7&quarter=2',
    );
    expect(periodLink('formation-viewer', { teamId: null, matchId: 7, quarter: 1, formationId: 12 })).toBe(
      '/formation-viewer?match=7&quarter=1&formationId=12',
    );
  });
});

describe('teamSheetHref', () => {
  it("names the match in the sheet's address, on the team's path or unscoped (issue 32)", () => {
    expect(teamSheetHref('abc', 7)).toBe('/teams/abc/team-sheet?match=7');
    expect(teamSheetHref(null, 7)).toBe('/team-sheet?match=7');
  });
});

describe('playersWhoPlayed', () => {
  const player = (id: number, shirtNumber: number) =>
    ({ id, shirtNumber, firstName: `P${id}`, lastName: '' }) as Player;
  const formation = (ids: number[]) =>
    ({ playerPositions: ids.map((playerId) => ({ playerId, x: 50, y: 50 })) }) as unknown as Formation;

  it('lists everyone placed in any period once, by shirt number', () => {
    const squad = [player(1, 9), player(2, 1), player(3, 4), player(4, 7)];
    const played = playersWhoPlayed([formation([1, 2]), formation([2, 3])], squad);
    expect(played.map((p) => p.id)).toEqual([2, 3, 1]);
  });
});

describe('date and time inputs', () => {
  it('goes from inputs to an instant and back', () => {
    const iso = fromDateTimeInputs('2026-11-28', '10:30');
    expect(iso).not.toBeNull();
    expect(toDateTimeInputs(iso)).toEqual({ date: '2026-11-28', time: '10:30' });
  });

  it('has no date for Date TBD, noon for a date without a time, and keeps an impossible date as typed', () => {
    expect(fromDateTimeInputs('', '10:00')).toBeNull();
    expect(toDateTimeInputs(fromDateTimeInputs('2026-03-29', ''))).toEqual({
      date: '2026-03-29',
      time: '12:00',
    });
    expect(fromDateTimeInputs('2026-02-30', '10:00')).toBe('2026-02-30');
    expect(fromDateTimeInputs('2028-02-29', '10:00')).toBe('2028-02-29T10:00:00.000Z');
    expect(toDateTimeInputs(null)).toEqual({ date: '', time: '' });
  });

  it('reads and writes UK time, whatever zone the phone is in', () => {
    const zoneBefore = process.env.TZ;
    process.env.TZ = 'America/New_York';
    try {
      expect(fromDateTimeInputs('2026-11-28', '10:30')).toBe('2026-11-28T10:30:00.000Z');
      expect(fromDateTimeInputs('2026-06-20', '10:30')).toBe('2026-06-20T09:30:00.000Z');
      expect(toDateTimeInputs('2026-06-20T23:30:00.000Z')).toEqual({ date: '2026-06-21', time: '00:30' });
      // A time the spring change skips is the hour after; one the autumn change repeats is the first (BST).
      expect(fromDateTimeInputs('2026-03-29', '01:30')).toBe('2026-03-29T01:30:00.000Z');
      expect(fromDateTimeInputs('2026-10-25', '01:30')).toBe('2026-10-25T00:30:00.000Z');
    } finally {
      // Assigning undefined would set the text 'undefined'.
      if (zoneBefore === undefined) delete process.env.TZ;
      else process.env.TZ = zoneBefore;
    }
  });
});

describe('a Time TBC match in the form', () => {
  // 00:00 UK time on Sat 16 Jan 2027 (winter: UTC) and on Sat 3 Apr 2027 (summer time: 23:00 UTC before).
  const winter = { matchDate: '2027-01-16T00:00:00.000Z', isTimeTbc: true };
  const summer = { matchDate: '2027-04-02T23:00:00.000Z', isTimeTbc: true };

  it('holds the UK day and the stored instant; nothing for a match with a kick-off', () => {
    expect(timeTbcDay(winter)).toEqual({ date: '2027-01-16', instant: winter.matchDate });
    expect(timeTbcDay(summer)).toEqual({ date: '2027-04-03', instant: summer.matchDate });
    expect(timeTbcDay({ ...winter, isTimeTbc: false })).toBeNull();
    expect(timeTbcDay({ matchDate: null, isTimeTbc: true })).toBeNull();
    expect(timeTbcDay(null)).toBeNull();
  });

  it('sends the same instant while the day is kept and no time typed, so it stays Time TBC', () => {
    const tbc = timeTbcDay(summer);
    expect(matchDateFromInputs('2027-04-03', '', tbc)).toBe(summer.matchDate);
    expect(matchDateFromInputs('2027-04-03', '  ', tbc)).toBe(summer.matchDate);
  });

  it('takes a typed time, or another day, as any date', () => {
    const tbc = timeTbcDay(summer);
    expect(matchDateFromInputs('2027-04-03', '10:30', tbc)).toBe(fromDateTimeInputs('2027-04-03', '10:30'));
    expect(matchDateFromInputs('2027-04-10', '', tbc)).toBe(fromDateTimeInputs('2027-04-10', ''));
    expect(matchDateFromInputs('', '', tbc)).toBeNull();
    expect(matchDateFromInputs('2027-04-03', '', null)).toBe(fromDateTimeInputs('2027-04-03', ''));
  });
});

describe('reportPlayersWording (issue 30)', () => {
  const now = new Date('2026-11-28T12:00:00Z');
  const match: ScoredDatedMatch = { matchDate: '2026-11-21T10:30:00Z', homeScore: 2, awayScore: 1 };
  const heading = (fields: Partial<ScoredDatedMatch>) =>
    reportPlayersWording({ ...match, ...fields }, now).heading;

  it('says who played only for a match played: kicked off, with a score, not postponed', () => {
    expect(heading({})).toBe('Players who played');
    // Still to come, even with a score typed in early.
    expect(heading({ matchDate: '2026-12-05T10:30:00Z' })).toBe('Planned squad');
    // Overdue without a score: it may not have gone ahead.
    expect(heading({ homeScore: null, awayScore: null })).toBe('Planned squad');
    expect(heading({ isPostponed: true })).toBe('Planned squad');
    expect(reportPlayersWording({ ...match, resultCode: 'void' }, now).heading).toBe('Planned squad');
  });
});

describe('matchWhenWithMeet', () => {
  it('says the meet before the kick-off when there is one, else the day and time as the list does', () => {
    const match = { matchDate: '2031-10-04T09:00:00.000Z', isTimeTbc: false, meetTime: '09:15' };
    // The day as every screen writes it (with the year when it is not this one).
    const day = formatMatchDay(match.matchDate);
    expect(day).toMatch(/^Sat 4 Oct/);
    expect(matchWhenWithMeet(match)).toBe(`${day} · Meet 09:15 · Kick-off 10:00`);
    expect(matchWhenWithMeet({ ...match, meetTime: null })).toBe(`${day} · 10:00`);
    expect(matchWhenWithMeet({ ...match, matchDate: '2031-10-03T23:00:00.000Z', isTimeTbc: true })).toBe(
      `${day} · Time TBC`,
    );
    expect(matchWhenWithMeet({ ...match, matchDate: null })).toBe('Date TBD');
  });
});

describe('shiftMeetTime', () => {
  it('keeps the meet as long before a kick-off that moves', () => {
    expect(shiftMeetTime('09:15', '10:00', '11:30')).toBe('10:45');
    expect(shiftMeetTime('09:15', '10:00', '09:30')).toBe('08:45');
  });

  it('leaves it when a time is not whole yet, or the move would leave the day', () => {
    expect(shiftMeetTime('', '10:00', '11:00')).toBe('');
    expect(shiftMeetTime('09:15', '', '11:00')).toBe('09:15');
    expect(shiftMeetTime('09:15', '10:00', '')).toBe('09:15');
    expect(shiftMeetTime('00:30', '10:00', '09:00')).toBe('00:30');
  });
});

describe('matchRowMeet', () => {
  it('says a match to come its meet time as a training row does, and nothing once played, postponed or TBC', () => {
    const meeting = { isTimeTbc: false, meetTime: '09:15' };
    expect(matchRowMeet(meeting, 'Scheduled')).toBe('meet 09:15');
    expect(matchRowMeet({ ...meeting, meetTime: null }, 'Scheduled')).toBeNull();
    expect(matchRowMeet({ ...meeting, isTimeTbc: true }, 'Scheduled')).toBeNull();
    for (const status of ['Completed', 'Overdue', 'Postponed', 'Abandoned', 'Void'] as const) {
      expect(matchRowMeet(meeting, status), status).toBeNull();
    }
  });
});
