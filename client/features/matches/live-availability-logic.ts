import type { EventAvailability } from '../../../shared/contracts/availability';
import type { Player } from '../../../shared/contracts/squad';
import { arrivalMinute } from '../../../shared/domain/late-arrival';
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
    .sort((a, b) => a.player.shirtNumber - b.player.shirtNumber || a.player.id - b.player.id);
}

/**
 * The answers with one record taken back (what the server stores for a minute of null): the player's
 * leaving, or his late arrival. Drawn at the tap, so the line leaves the list then, not when the answer
 * comes (a list shrinking a while after the tap moved what is below it).
 */
export function withRecordTakenBack<Answers extends Pick<EventAvailability, 'players'>>(
  answers: Answers,
  playerId: number,
  kind: 'left' | 'arrived',
): Answers {
  return {
    ...answers,
    players: answers.players.map((row) =>
      row.playerId !== playerId
        ? row
        : kind === 'left'
          ? { ...row, leftAtMinute: null }
          : { ...row, arrivesAt: null },
    ),
  };
}

/** "arrived at 13'", "left at 12'", or both: how a record reads on the screen. */
export function liveRecordWords(record: Pick<LiveRecord, 'arrivedAt' | 'leftAt'>): string {
  const parts = [
    record.arrivedAt === null ? null : `there from ${record.arrivedAt}'`,
    record.leftAt === null ? null : `left at ${record.leftAt}'`,
  ];
  return parts.filter((part) => part !== null).join(', ');
}
