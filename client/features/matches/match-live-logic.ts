import type { Formation } from '../../../shared/contracts/formations';
import type {
  LiveChangeAnswer,
  LiveEventAnswer,
  MatchLiveAnswer,
} from '../../../shared/contracts/match-live';
import type { Player } from '../../../shared/contracts/squad';
import { formationForPeriod } from '../../../shared/domain/formation-for-period';
import { type LiveClock, liveClock } from '../../../shared/domain/match-live';
import type { MatchTiming } from '../../../shared/domain/match-periods';
import { formatChange, type PeriodBoundary } from '../../../shared/domain/playing-time';
import { byShirt } from '../../../shared/domain/shirt-order';
import { ukDate } from '../../../shared/domain/uk-time';
import { teamPagePath } from '../../lib/team-path';
import { playerLabel } from './match-format';

// The live screen's words and figures that are not the clock itself (shared/domain/match-live.ts): the
// phone's offset from the server's clock, who is on the pitch, the next change in words, the score line.

/** Who is on the pitch in `period` by the plan (the formation that period shows), by shirt number. */
export function playersOnPitch(
  formations: readonly Formation[],
  matchId: number,
  period: number,
  players: readonly Player[],
): Player[] | null {
  const formation = formationForPeriod(formations, matchId, period);
  if (formation === null) return null;
  const byId = new Map(players.map((player) => [player.id, player]));
  return formation.playerPositions
    .map((position) => byId.get(position.playerId))
    .filter((player): player is Player => player !== undefined)
    .sort(byShirt);
}

/** The next change as the live screen says it. */
export type NextChangeWords =
  /** The last period is being played (or the match ended): nothing more to change. */
  | { kind: 'none-left' }
  /**
   * The change list of the boundary: "12 Harry Whitfield on for 3 Sam Jones", ...; `absent`: the
   * players it brings on who are not there, "12 Harry Whitfield left at 12'" (absentAt), so a player
   * gone home is not called on. One it takes off who has gone already is no news: he is off.
   */
  | { kind: 'changes'; lines: string[]; absent: string[] }
  /** The plan changes nobody there. */
  | { kind: 'no-change' }
  /** A period either side has no line-up yet, so nobody knows who comes on. */
  | { kind: 'not-planned'; periods: number[] };

/**
 * Who comes on and who goes off at the boundary starting `period` (periodChanges of the match's plan).
 * `absent`: the players not there, with why (absentAt).
 */
export function changeWordsAt(
  period: number | null,
  changes: readonly PeriodBoundary[],
  players: readonly Player[],
  absent: ReadonlyMap<number, string> = new Map(),
): NextChangeWords {
  if (period === null) return { kind: 'none-left' };
  const boundary = changes.find((change) => change.after === period);
  if (boundary === undefined) return { kind: 'no-change' };
  if (!boundary.planned) return { kind: 'not-planned', periods: boundary.unplannedPeriods };
  if (boundary.changes.length === 0) return { kind: 'no-change' };
  return {
    kind: 'changes',
    lines: boundary.changes.map((change) => formatChange(change, players, 'number-and-name')),
    absent: boundary.changes.flatMap(({ on: id }) => {
      const why = id === null ? undefined : absent.get(id);
      const player = players.find((p) => p.id === id);
      return why === undefined || player === undefined ? [] : [`${playerLabel(player)} ${why}`];
    }),
  };
}

/** "Next change at 30' — in 4:12" without the countdown's own figure, which ticks. */
export function nextChangeHeading(clock: Pick<LiveClock, 'nextChange' | 'state'>): string {
  if (clock.nextChange === null) return 'No more changes planned';
  return `Next change at ${clock.nextChange.minute}'`;
}

/** The state in words, for the line under the clock. */
export function liveStateWords(
  clock: Pick<LiveClock, 'state' | 'pastFullTime' | 'leftRunningUntil'>,
): string {
  if (clock.leftRunningUntil !== null && clock.state !== 'ended') return 'Never ended';
  switch (clock.state) {
    case 'not-started':
      return 'Not started';
    case 'running':
      return clock.pastFullTime ? 'Playing past full time' : 'Playing';
    case 'paused':
      return 'Paused for a break';
    case 'ended':
      return 'Full time';
  }
}

/** "Period 2 of 4", or what stands there before the start. */
export function periodWords(clock: Pick<LiveClock, 'period' | 'periods'>): string {
  return clock.period === null ? `${clock.periods} periods` : `Period ${clock.period} of ${clock.periods}`;
}

/** The score as the board reads it: home side first, "–" for a score not entered. */
export function scoreSides(
  match: { isHome: boolean; opponent: string },
  score: { homeScore: number | null; awayScore: number | null },
): [{ name: string; goals: string }, { name: string; goals: string }] {
  const goals = (value: number | null) => (value === null ? '–' : String(value));
  const home = { name: match.isHome ? 'Us' : match.opponent, goals: goals(score.homeScore) };
  const away = { name: match.isHome ? match.opponent : 'Us', goals: goals(score.awayScore) };
  return [home, away];
}

/** The match's UK day ("2026-11-28"), or null for an undated match or a date that does not parse. */
function ukMatchDay(matchDate: string | null): string | null {
  if (matchDate === null) return null;
  const date = new Date(matchDate);
  return Number.isNaN(date.getTime()) ? null : ukDate(date);
}

/** Whether families are offered "Follow live": the match is on the UK day of `now`. */
export function isMatchDay(matchDate: string | null, now: Date): boolean {
  const day = ukMatchDay(matchDate);
  return day !== null && day === ukDate(now);
}

/**
 * Whether the match's UK day is still to come: the server refuses a press before it (decision 067), so
 * the screen says when live mode opens instead of offering Start.
 */
export function isBeforeMatchDay(matchDate: string | null, now: Date): boolean {
  const day = ukMatchDay(matchDate);
  return day !== null && day > ukDate(now);
}

/**
 * Whether the match's UK day is over: the server refuses a start after it (a clock days late, goals
 * changing a result entered long ago), so the screen says so instead of offering Start.
 */
export function isAfterMatchDay(matchDate: string | null, now: Date): boolean {
  const day = ukMatchDay(matchDate);
  return day !== null && day < ukDate(now);
}

/** The live screen's address for a match (the team's path, or the unscoped one without a team). */
export function liveModePath(teamId: string | null, matchId: number): string {
  return `${teamPagePath(teamId, 'match-live')}?match=${matchId}`;
}

/**
 * The way to the live screen from match planning's summary (issue 32): "Live mode" for coaches and
 * admins of any match not postponed or given a result without goals (abandoned, void, walkover); "Follow
 * live" for families on the match's UK day. Null: no link.
 */
export function liveLinkOf(
  match: { id: number; matchDate: string | null; isPostponed: boolean; resultCode: string | null },
  canEdit: boolean,
  teamId: string | null,
  now: Date,
): { label: 'Live mode' | 'Follow live'; href: string } | null {
  if (match.isPostponed || match.resultCode !== null) return null;
  const href = liveModePath(teamId, match.id);
  if (canEdit) return { label: 'Live mode', href };
  return isMatchDay(match.matchDate, now) ? { label: 'Follow live', href } : null;
}

/**
 * The score on the board the moment a goal is tapped (`by` 1), or taken back (`by` -1), before the
 * server answers (it may add to it). A side's score does not go below 0.
 */
export function scoreWithGoal(
  score: { homeScore: number | null; awayScore: number | null },
  isHome: boolean,
  side: 'us' | 'them',
  by: 1 | -1 = 1,
): { homeScore: number; awayScore: number } {
  const ours = (isHome ? score.homeScore : score.awayScore) ?? 0;
  const theirs = (isHome ? score.awayScore : score.homeScore) ?? 0;
  const us = side === 'us' ? Math.max(0, ours + by) : ours;
  const them = side === 'them' ? Math.max(0, theirs + by) : theirs;
  return isHome ? { homeScore: us, awayScore: them } : { homeScore: them, awayScore: us };
}

/**
 * A live write as the board draws it: a press, a goal or a goal taken back (which side's, with the
 * write's id) or a change of players (with its seconds of play).
 */
export type DrawnLiveWrite =
  | { kind: 'live-press'; event: LiveEventAnswer }
  | { kind: 'live-goal'; id: string; side: 'us' | 'them' }
  | { kind: 'live-goal-undo'; id: string; side: 'us' | 'them' }
  | { kind: 'live-change'; change: LiveChangeAnswer };

/**
 * The board with a write drawn on it: at the tap (the screen's onMutate), and for writes no press of this
 * page drew (restored from the phone by a later page) and for their answers. A write the board already
 * has (by its id; for a goal or its undo, among the goal writes the server has taken) is not drawn
 * twice; the presses stay in the order they were made, which the clock reads.
 */
export function withLiveWrite<T extends MatchLiveAnswer>(
  live: T,
  write: DrawnLiveWrite,
  match: { isHome: number },
): T {
  if (write.kind === 'live-goal' || write.kind === 'live-goal-undo') {
    if (live.goalWriteIds.includes(write.id)) return live;
    const by = write.kind === 'live-goal' ? 1 : -1;
    return {
      ...live,
      ...scoreWithGoal(live, match.isHome === 1, write.side, by),
      goalWriteIds: [...live.goalWriteIds, write.id],
    };
  }
  if (write.kind === 'live-change') {
    if (live.changes.some((change) => change.id === write.change.id)) return live;
    const changes = [...live.changes, write.change].sort((a, b) => a.seconds - b.seconds);
    return { ...live, changes };
  }
  if (live.events.some((event) => event.id === write.event.id)) return live;
  const events = [...live.events, write.event].sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
  return { ...live, events };
}

/** A change as the board draws it before the server has worked out its seconds: from the presses. */
export function drawnChange(
  body: Omit<LiveChangeAnswer, 'seconds'>,
  events: MatchLiveAnswer['events'],
  timing: MatchTiming,
): LiveChangeAnswer {
  return { ...body, seconds: liveClock(events, timing, new Date(body.at)).elapsedSeconds };
}

/** The last goal made on this live screen, which it offers to take back. */
export type LastLiveGoal =
  | {
      side: 'us';
      goalId: number;
      minute: number | null;
      /** Null for the opponent's own goal (or a scorer no longer in the squad list). */
      scorer: Pick<Player, 'shirtNumber' | 'firstName' | 'lastName'> | null;
    }
  /** `score`: the opponent's score with that goal, which the server checks is still the one stored. */
  | { side: 'them'; score: number; opponent: string; minute?: number | null };

/** The question before taking a goal back: "Remove the goal by 9 Ali Khan at 13'?" */
export function lastGoalQuestion(goal: LastLiveGoal): string {
  const when = goal.minute == null ? '' : ` at ${goal.minute}'`;
  if (goal.side === 'them') return `Remove the last goal to ${goal.opponent}${when}?`;
  return goal.scorer === null
    ? `Remove the own goal by the opponent${when}?`
    : `Remove the goal by ${playerLabel(goal.scorer)}${when}?`;
}

/**
 * The minute line under the clock, as football counts minutes (and as a goal's minute is taken): 00:00 to
 * 00:59 is the 1st minute, so at 17:20 of a match whose period 2 began at 15:00 it reads "18th minute of
 * the match · 3rd of the period". Whole minutes played ("minute 0" in the first minute) read wrong at the
 * touchline, and disagreed with the goal sheet opened in the same second.
 */
export function clockMinuteWords(state: Pick<LiveClock, 'matchMinute' | 'periodMinute'>): string {
  const ofMatch = `${ordinal(state.matchMinute + 1)} minute of the match`;
  return state.periodMinute === null
    ? ofMatch
    : `${ofMatch} · ${ordinal(state.periodMinute + 1)} of the period`;
}

/** "1st", "2nd", "3rd", "13th", "22nd". */
export function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  const suffix: Record<number, string> = { 1: 'st', 2: 'nd', 3: 'rd' };
  return `${n}${suffix[n % 10] ?? 'th'}`;
}

/**
 * Whom the goal sheet lists (its scorer and assist lists): the players on the pitch now, by shirt number,
 * with the rest of the squad behind one tap, since a goal is nearly always scored and made by someone
 * on the pitch and a coach with cold hands looks through half the rows. Everyone, and nobody behind the
 * tap, when `isWholeSquad`, when no line-up is known (`onPitch` null) or when it places nobody. A player
 * already ticked (`chosen`) stays listed if the line-up changes under the open sheet (another coach's
 * change arriving), so the coach can see and undo what Save would record.
 */
export function goalSheetPlayers(
  squad: readonly Player[],
  onPitch: readonly Player[] | null,
  isWholeSquad: boolean,
  chosen: readonly (number | null)[] = [],
): { shown: Player[]; rest: Player[] } {
  const ordered = [...squad].sort(byShirt);
  if (isWholeSquad || onPitch === null || onPitch.length === 0) return { shown: ordered, rest: [] };
  const listed = new Set<number | null>([...onPitch.map((player) => player.id), ...chosen]);
  return {
    shown: ordered.filter((player) => listed.has(player.id)),
    rest: ordered.filter((player) => !listed.has(player.id)),
  };
}
