import type { EventAvailability } from '../../../shared/contracts/availability';
import type { Player } from '../../../shared/contracts/squad';
import { arrivalMinute, liveArrivalMinute, liveLeftMinute } from '../../../shared/domain/late-arrival';
import type { MatchPeriod } from '../../../shared/domain/match-periods';

// "Player late or injured" and "Re-plan from here" on the live screen (issue 32, decision 067): the
// pure parts, tested apart from the screen.

/**
 * The period "Re-plan from here" plans from at `elapsedSeconds` of play: the first one not started yet
 * (a period has started once play has passed its first minute mark, so the one under way is kept as it
 * is, with the ones before it); null when every period has started.
 */
export function replanFromPeriod(periods: readonly MatchPeriod[], elapsedSeconds: number): number | null {
  const started = periods.filter((period) => period.from * 60 < elapsedSeconds).length;
  const next = Math.max(1, started + 1);
  return next > periods.length ? null : next;
}

/** A player's arrival or leaving as the live screen lists it. */
export type LiveRecord = {
  player: Player;
  /** The match minute he plays from (a late arrival, live or the family's), or null. */
  arrivedAt: number | null;
  /** The match minute he left at (an injury recorded live), or null. */
  leftAt: number | null;
};

/**
 * The squad's late arrivals and leavings for this match, by shirt number: what the screen lists under
 * its action, each with a way to take it back. `kickOff`: the match's date (ISO), or null.
 */
export function liveRecords(
  answers: Pick<EventAvailability, 'players'> | undefined,
  players: readonly Player[],
  kickOff: string | null,
): LiveRecord[] {
  if (!answers) return [];
  const byId = new Map(players.map((player) => [player.id, player]));
  const start = kickOff === null ? null : new Date(kickOff);
  return answers.players
    .flatMap((row) => {
      const player = byId.get(row.playerId);
      if (!player || (row.answer !== 'available' && row.answer !== 'maybe')) return [];
      const arrivedAt =
        row.arrivesAt && start && !Number.isNaN(start.getTime())
          ? arrivalMinute(start, new Date(row.arrivesAt))
          : null;
      const leftAt = row.leftAtMinute;
      return arrivedAt === null && leftAt === null ? [] : [{ player, arrivedAt, leftAt }];
    })
    .sort(byShirt);
}

const byShirt = (a: LiveRecord, b: LiveRecord) =>
  a.player.shirtNumber - b.player.shirtNumber || a.player.id - b.player.id;

/** A record as the coach made it on the live screen: he arrived, or left, at `minute`; null takes it back. */
export type LiveRecordWrite = { playerId: number; kind: 'arrived' | 'left'; minute: number | null };

/**
 * The records with the coach's writes not answered yet drawn on them, in the order made, as the server
 * will store them: drawn from the tap, with no signal or a weak one too, and over a reload (restored
 * from the phone); a refused one leaves the list as it goes. Drawn at the tap, a record does not move
 * what is below the list a while after it (the answer's list growing or shrinking was a layout shift).
 */
export function withWaitingRecords(
  records: readonly LiveRecord[],
  writes: readonly LiveRecordWrite[],
  players: readonly Player[],
): LiveRecord[] {
  const byPlayer = new Map(records.map((record) => [record.player.id, record]));
  for (const write of writes) {
    const player = players.find((p) => p.id === write.playerId);
    if (!player) continue;
    const record = byPlayer.get(player.id) ?? { player, arrivedAt: null, leftAt: null };
    byPlayer.set(
      player.id,
      write.kind === 'arrived' ? { ...record, arrivedAt: write.minute } : { ...record, leftAt: write.minute },
    );
  }
  return [...byPlayer.values()]
    .filter((record) => record.arrivedAt !== null || record.leftAt !== null)
    .sort(byShirt);
}

/** "arrived at 13'", "left at 12'", or both: how a record reads on the screen. */
export function liveRecordWords(record: Pick<LiveRecord, 'arrivedAt' | 'leftAt'>): string {
  const parts = [
    record.arrivedAt === null ? null : `there from ${record.arrivedAt}'`,
    record.leftAt === null ? null : `left at ${record.leftAt}'`,
  ];
  return parts.filter((part) => part !== null).join(', ');
}

/**
 * The players not there after `elapsedSeconds` of play, each with why in words ("left at 12'", "not
 * here until 20'"): gone (injured, or left) by now, or arriving later. The screen marks them where a coach
 * looks for who is on and who comes on next, so a planned change never brings on, unnoticed, a player
 * who is not there. The minutes are compared as they were recorded: a player who "arrived now" is
 * there, and one who "left now" is gone, from the tap.
 */
export function absentAt(records: readonly LiveRecord[], elapsedSeconds: number): Map<number, string> {
  const absent = new Map<number, string>();
  for (const record of records) {
    if (record.leftAt !== null && record.leftAt <= liveLeftMinute(elapsedSeconds)) {
      absent.set(record.player.id, `left at ${record.leftAt}'`);
    } else if (record.arrivedAt !== null && record.arrivedAt > liveArrivalMinute(elapsedSeconds)) {
      absent.set(record.player.id, `not here until ${record.arrivedAt}'`);
    }
  }
  return absent;
}
