import { describe, expect, it } from 'vitest';
import { periodsOf } from '../../../shared/domain/match-periods';
import { makePlayer } from '../../lib/test-players';
import {
  liveRecords,
  liveRecordWords,
  replanFromPeriod,
  withRecordTakenBack,
} from './live-availability-logic';

const quarters = periodsOf({ matchLength: 60, substitutionTimings: [], defaultSubstitutions: 3 });

describe('replanFromPeriod', () => {
  it('plans from the first period not started, keeping the one under way', () => {
    expect(replanFromPeriod(quarters, 0)).toBe(1);
    // The first second of play: period 1 is under way.
    expect(replanFromPeriod(quarters, 1)).toBe(2);
    expect(replanFromPeriod(quarters, 14 * 60 + 59)).toBe(2);
    // Paused exactly at 15:00 for the break: period 2 has not started.
    expect(replanFromPeriod(quarters, 15 * 60)).toBe(2);
    expect(replanFromPeriod(quarters, 15 * 60 + 1)).toBe(3);
    expect(replanFromPeriod(quarters, 45 * 60 + 1)).toBeNull();
  });
});

describe('liveRecords', () => {
  const players = [makePlayer(1, 7, { firstName: 'Sam' }), makePlayer(2, 3), makePlayer(3, 9)];
  const row = (playerId: number, fields: Record<string, unknown>) => ({
    playerId,
    answer: 'available' as const,
    note: null,
    answeredAt: null,
    arrivesAt: null,
    leftAtMinute: null,
    previous: null,
    ...fields,
  });

  it('takes back a leaving or a late arrival of one player, leaving the rest as they were', () => {
    const answers = {
      players: [
        row(1, { leftAtMinute: 12, arrivesAt: '2026-11-28T10:05:00Z' }),
        row(2, { leftAtMinute: 30 }),
      ],
    };
    const left = withRecordTakenBack(answers, 1, 'left');
    expect(
      liveRecords(left, players, '2026-11-28T10:00:00Z').map((r) => [r.player.id, r.arrivedAt, r.leftAt]),
    ).toEqual([
      [2, null, 30],
      [1, 5, null],
    ]);
    const arrived = withRecordTakenBack(left, 1, 'arrived');
    expect(liveRecords(arrived, players, '2026-11-28T10:00:00Z').map((r) => r.player.id)).toEqual([2]);
    // The answers given are not changed: a refusal puts them back.
    expect(answers.players[0]?.leftAtMinute).toBe(12);
  });

  it('lists arrivals as match minutes and leavings, by shirt, leaving out the rest', () => {
    const answers = {
      players: [
        row(1, { leftAtMinute: 12 }),
        row(2, { arrivesAt: '2026-11-28T10:25:00Z', answer: 'maybe' }),
        row(3, {}),
      ],
    };
    const records = liveRecords(answers, players, '2026-11-28T10:00:00Z');
    expect(records.map((r) => [r.player.id, r.arrivedAt, r.leftAt])).toEqual([
      [2, 25, null],
      [1, null, 12],
    ]);
    expect(liveRecordWords(records[0]!)).toBe("there from 25'");
    expect(liveRecordWords({ arrivedAt: 13, leftAt: 40 })).toBe("there from 13', left at 40'");
    expect(liveRecords(undefined, players, null)).toEqual([]);
    // An Unavailable answer has no record to show.
    expect(liveRecords({ players: [row(1, { answer: 'unavailable' })] }, players, null)).toEqual([]);
  });
});
