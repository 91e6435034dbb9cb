import { formationForPeriod, type PeriodFormation } from './formation-for-period.js';
import { type LiveEvent, liveGoalMinute, liveStateOf, playedSeconds } from './match-live.js';

// Changes as made on the live screen (issue 32, decision 067's third slice): who actually came on and
// went off, and when in the seconds of play. The plan says who should; the coach may make the change
// late, swap other players, or take an injured player off with nobody on. These pure rules say who is on
// the pitch after the changes made, which change may be made next, and how long each player actually
// played, which the playing-time record counts for a match played live (actual minutes, not planned).

/** One change as stored: the period it starts, the seconds of play when it was made, who came on and off. */
export type LiveChangeRecord = {
  period: number;
  /** Seconds of play when the coach made it (worked out on the server from the stored presses). */
  seconds: number;
  on: readonly number[];
  off: readonly number[];
};

/** The live record of a match: its presses and changes, each in the order they were stored. */
export type MatchLiveRecord = { events: readonly LiveEvent[]; changes: readonly LiveChangeRecord[] };

/**
 * Who started: the players on the pitch in the formation period 1 shows (formationForPeriod, as the plan
 * and the live screen show it). Empty when period 1 is unplanned.
 */
export function startingLineUp(
  formations: readonly (PeriodFormation & { playerPositions: readonly { playerId: number }[] })[],
  matchId: number,
): number[] {
  return (formationForPeriod(formations, matchId, 1)?.playerPositions ?? []).map((place) => place.playerId);
}

/** Who is on the pitch after the changes (in order), starting from the starting line-up. */
export function onPitchAfter(lineUp: readonly number[], changes: readonly LiveChangeRecord[]): Set<number> {
  const on = new Set(lineUp);
  for (const change of changes) {
    for (const id of change.off) on.delete(id);
    for (const id of change.on) on.add(id);
  }
  return on;
}

/** Why a change may not be made, naming the player it is about. */
export type LiveChangeRefusal = { playerId: number; reason: 'both' | 'already-on' | 'not-on' };

/**
 * Why the change `next` may not follow the changes made, or null: a player cannot both come on and go
 * off, come on while already on the pitch, or go off while not on it (by the actual record, not the
 * plan). The numbers coming on and going off may differ: an injured player may go off with nobody on.
 */
export function liveChangeRefusal(
  lineUp: readonly number[],
  changes: readonly LiveChangeRecord[],
  next: Pick<LiveChangeRecord, 'on' | 'off'>,
): LiveChangeRefusal | null {
  const on = onPitchAfter(lineUp, changes);
  const off = new Set(next.off);
  for (const id of next.on) if (off.has(id)) return { playerId: id, reason: 'both' };
  for (const id of next.on) if (on.has(id)) return { playerId: id, reason: 'already-on' };
  for (const id of next.off) if (!on.has(id)) return { playerId: id, reason: 'not-on' };
  return null;
}

/**
 * The seconds each player was on the pitch: the starting line-up from the first second, then each change
 * (in the order made) taking players off and putting players on at its seconds of play, up to the end
 * press, or `now` while the match runs (`now` null: up to the last press stored). Breaks are not play, so
 * they count for nobody. A player who never played is not in the map.
 */
export function actualSecondsOnPitch(
  lineUp: readonly number[],
  changes: readonly LiveChangeRecord[],
  events: readonly LiveEvent[],
  now: Date | null,
): Map<number, number> {
  const seconds = new Map<number, number>();
  if (liveStateOf(events) === 'not-started') return seconds;
  const lastPress = events.at(-1)?.at;
  const until = now ?? (lastPress === undefined ? new Date(0) : new Date(lastPress));
  const total = playedSeconds(events, until);
  const since = new Map<number, number>(lineUp.map((id) => [id, 0]));
  const add = (id: number, from: number, to: number) =>
    seconds.set(id, (seconds.get(id) ?? 0) + Math.max(0, Math.min(to, total) - Math.min(from, total)));
  for (const change of changes) {
    for (const id of change.off) {
      const from = since.get(id);
      if (from === undefined) continue;
      add(id, from, change.seconds);
      since.delete(id);
    }
    for (const id of change.on) if (!since.has(id)) since.set(id, change.seconds);
  }
  for (const [id, from] of since) add(id, from, total);
  return seconds;
}

/** Whether the match was played live: a start was pressed, so its minutes are the actual ones. */
export function playedLive(record: MatchLiveRecord | null | undefined): record is MatchLiveRecord {
  return record?.events.some((event) => event.kind === 'start') ?? false;
}

/** "Change made at 23'": the minute being played when it was made, as a goal's minute is counted. */
export function changeMadeWords(seconds: number): string {
  return `Change made at ${liveGoalMinute(seconds)}'`;
}
