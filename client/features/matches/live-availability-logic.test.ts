import { describe, expect, it } from 'vitest';
import { periodsOf } from '../../../shared/domain/match-periods';
import { makePlayer } from '../../lib/test-players';
import {
  absentAt,
  liveRecords,
  liveRecordWords,
  replanFromPeriod,
  withWaitingRecords,
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

  it('draws the records not answered yet in the order made: set, taken back, or new', () => {
    const answers = {
      players: [
        row(1, { leftAtMinute: 12, arrivesAt: '2026-11-28T10:05:00Z' }),
        row(2, { leftAtMinute: 30 }),
      ],
    };
    const records = liveRecords(answers, players, '2026-11-28T10:00:00Z');
    const drawn = (writes: Parameters<typeof withWaitingRecords>[1]) =>
      withWaitingRecords(records, writes, players).map((r) => [r.player.id, r.arrivedAt, r.leftAt]);
    // Taken back: his leaving, then his arrival (he leaves the list); the rest as they were.
    expect(drawn([{ playerId: 1, kind: 'left', minute: null }])).toEqual([
      [2, null, 30],
      [1, 5, null],
    ]);
    expect(
      drawn([
        { playerId: 1, kind: 'left', minute: null },
        { playerId: 1, kind: 'arrived', minute: null },
      ]),
    ).toEqual([[2, null, 30]]);
    // A player not listed yet arrives at 14' (kept on the phone, or restored after a reload), and the
    // last write of one player wins, as it will on the server.
    expect(
      drawn([
        { playerId: 3, kind: 'arrived', minute: 14 },
        { playerId: 2, kind: 'left', minute: 31 },
      ]),
    ).toEqual([
      [2, null, 31],
      [1, 5, 12],
      [3, 14, null],
    ]);
    // A player no longer in the squad list is not drawn.
    expect(drawn([{ playerId: 99, kind: 'arrived', minute: 3 }])).toHaveLength(2);
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

describe('absentAt', () => {
  const players = [makePlayer(1, 7), makePlayer(2, 3), makePlayer(3, 9)];
  const record = (id: number, arrivedAt: number | null, leftAt: number | null) => ({
    player: players.find((p) => p.id === id)!,
    arrivedAt,
    leftAt,
  });

  it('names who has gone by now and who is not here yet, from the tap that recorded it', () => {
    const records = [record(1, null, 12), record(2, 25, null), record(3, 5, null)];
    // 12:30 played: the injury recorded at this tap (minute 12) counts at once; the arrival at 25' not yet.
    expect([...absentAt(records, 12 * 60 + 30)]).toEqual([
      [1, "left at 12'"],
      [2, "not here until 25'"],
    ]);
    // Before the injury's minute he was there; once 25' comes, the late player is.
    expect([...absentAt(records, 11 * 60)]).toEqual([[2, "not here until 25'"]]);
    expect([...absentAt(records, 24 * 60 + 30)]).toEqual([[1, "left at 12'"]]);
    // "Arrived now" at 12:30 plays from 13': he is there from the tap.
    expect(absentAt([record(2, 13, null)], 12 * 60 + 30).size).toBe(0);
    expect(absentAt([], 600).size).toBe(0);
  });
});
