import { describe, expect, it } from 'vitest';
import type { Formation } from '../../../shared/contracts/formations';
import type { Player } from '../../../shared/contracts/squad';
import {
  fromDateTimeInputs,
  opponentLabel,
  periodLink,
  playersWhoPlayed,
  resultText,
  scoreLine,
  toDateTimeInputs,
} from './match-format';

describe('opponentLabel', () => {
  it('names the opponent, says TBD without one and Unknown Team when it cannot be found', () => {
    expect(opponentLabel({ opponentTeamId: 3, opponentName: 'Hillside Hawks' })).toBe('Hillside Hawks');
    expect(opponentLabel({ opponentTeamId: null, opponentName: null })).toBe('TBD');
    expect(opponentLabel({ opponentTeamId: 3, opponentName: null })).toBe('Unknown Team');
  });
});

describe('scores', () => {
  it('writes the score home first and the result from our side', () => {
    expect(scoreLine({ homeScore: 1, awayScore: 3 })).toBe('1–3');
    expect(scoreLine({ homeScore: 1, awayScore: null })).toBeNull();
    expect(resultText({ isHome: 0, homeScore: 1, awayScore: 3 })).toBe('Won 3–1');
    expect(resultText({ isHome: 1, homeScore: 1, awayScore: 3 })).toBe('Lost 1–3');
    expect(resultText({ isHome: 1, homeScore: 2, awayScore: 2 })).toBe('Drew 2–2');
    expect(resultText({ isHome: 1, homeScore: null, awayScore: 2 })).toBeNull();
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
    expect(toDateTimeInputs(null)).toEqual({ date: '', time: '' });
  });
});
