// Playing time from the plan (issue 30): a player's minutes are the lengths of the periods whose shown
// formation puts him on the pitch. Pure rules only: the server reads matches, formations and the squad
// and hands them in; nothing here knows of the database.
//
// Which formation a period shows is formationForPeriod's rule (the one every screen uses), so the minutes
// always agree with what the viewer and match planning show. A period that shows no formation is
// unplanned: it gives nobody minutes, and it is not counted as minutes anyone was available for either,
// because nobody knows who played in it.

import { formationForPeriod, type PeriodFormation } from './formation-for-period.js';
import { actualSecondsOnPitch, type MatchLiveRecord, playedLive } from './live-changes.js';
import { playCountsUntil, playedSeconds } from './match-live.js';
import { type MatchPeriod, type MatchTiming, periodsOf } from './match-periods.js';
import { type DatedMatch, matchDay, matchStatus, type ScoredDatedMatch } from './match-status.js';
import { compareNames } from './name-order.js';
import { type PositionLabel, positionLabel } from './position-label.js';
import { ukDate } from './uk-time.js';

// ---- Lines ----

export const positionLines = ['GK', 'DEF', 'MID', 'FWD'] as const;
export type PositionLine = (typeof positionLines)[number];

// A player's line comes from the label the pitch shows for where he stands (positionLabel, spec 001
// §3.4), not from the shape's slot or his preferred position: the label is what the coach saw when he
// planned the period, a formation keeps no slot per player (only x and y), and a player dragged off his
// slot is named by where he stands everywhere else too. The label's own word decides: an attacking
// midfielder (CAM) is a midfielder and a winger (LW, RW) a forward. `satisfies` makes a new label fail
// to compile until it has a line.
const LINE_OF_LABEL = {
  GK: 'GK',
  LB: 'DEF',
  CB: 'DEF',
  RB: 'DEF',
  LM: 'MID',
  CDM: 'MID',
  CM: 'MID',
  RM: 'MID',
  CAM: 'MID',
  LW: 'FWD',
  ST: 'FWD',
  RW: 'FWD',
} as const satisfies Record<PositionLabel, PositionLine>;

/** The line (GK, DEF, MID, FWD) of a position label. */
export function lineOfLabel(label: PositionLabel): PositionLine {
  return LINE_OF_LABEL[label];
}

/** Counts per line, all four always present. */
export type LineCounts = Record<PositionLine, number>;

const noLines = (): LineCounts => ({ GK: 0, DEF: 0, MID: 0, FWD: 0 });

// ---- Inputs ----

/**
 * What the rules read of a match: its timing (periodsOf), its date and result (matchStatus), the
 * captain and the players marked unavailable for the whole match (match_unavailable_players).
 */
export type PlayingTimeMatch = MatchTiming &
  ScoredDatedMatch & {
    id: number;
    /** matches.captain_player_id. */
    captainPlayerId: number | null;
    /** The players marked unavailable for the match (the match's list, not a formation's). */
    unavailablePlayerIds: readonly number[];
    /**
     * The live record (decision 067): with a start pressed and period 1 planned, the match's minutes
     * are the actual ones (actualSecondsOnPitch), not the plan's.
     */
    live?: MatchLiveRecord | null;
  };

/** A saved formation as the rules read it: which period of which match, and where it puts each player. */
export type PlayingTimeFormation = PeriodFormation & {
  /** On the pitch; x is depth and y width in percent of the pitch (position-label.ts). */
  playerPositions: readonly { playerId: number; x: number; y: number }[];
  benchPlayers: readonly number[];
  unavailablePlayers: readonly number[];
};

// ---- One match ----

/** Where a planned period's formation puts one player. */
type Place =
  | { kind: 'pitch'; label: PositionLabel; line: PositionLine }
  | { kind: 'bench' }
  | { kind: 'unavailable' };

type ReadPeriod = MatchPeriod & {
  minutes: number;
  /** Null for an unplanned period. */
  formation: PlayingTimeFormation | null;
  places: Map<number, Place>;
};

/**
 * The minutes of a period that lie inside the match. Timings the server accepts start at 0 and stay
 * below the length, so this is to - from; older rows made before that check may start outside the match,
 * and a minute outside it is nobody's playing time.
 */
function periodMinutes(period: MatchPeriod, matchLength: number): number {
  const from = Math.min(Math.max(period.from, 0), matchLength);
  const to = Math.min(Math.max(period.to, 0), matchLength);
  return Math.max(0, to - from);
}

function placesOf(formation: PlayingTimeFormation): Map<number, Place> {
  const places = new Map<number, Place>();
  // The server refuses a player in two places (formation-places.ts); should an old row hold one anyway,
  // the pitch wins, then the bench: minutes are never lost to a stale list.
  for (const id of formation.unavailablePlayers) places.set(id, { kind: 'unavailable' });
  for (const id of formation.benchPlayers) places.set(id, { kind: 'bench' });
  for (const { playerId, x, y } of formation.playerPositions) {
    const label = positionLabel(x, y);
    places.set(playerId, { kind: 'pitch', label, line: LINE_OF_LABEL[label] });
  }
  return places;
}

/** The match's periods, each with the formation it shows (formationForPeriod) and where it puts whom. */
function readPeriods(match: PlayingTimeMatch, formations: readonly PlayingTimeFormation[]): ReadPeriod[] {
  return periodsOf(match).map((period) => {
    const formation = formationForPeriod(formations, match.id, period.number);
    return {
      ...period,
      minutes: periodMinutes(period, match.matchLength),
      formation,
      places: formation === null ? new Map() : placesOf(formation),
    };
  });
}

/** One period of a match as the playing-time answer shows it. */
export type PeriodPlan = MatchPeriod & {
  /** Its minutes inside the match (to - from for any timing the server accepts). */
  minutes: number;
  /** The formation the period shows, or null when the period is unplanned. */
  formationId: number | null;
};

/** One player's time in one match. */
export type PlayerMatchTime = {
  playerId: number;
  /** Sum of the minutes of the planned periods that put him on the pitch. */
  minutes: number;
  /**
   * The minutes of planned periods he could have played: those he was on the pitch for, and those in
   * which neither the match nor the period's formation marks him unavailable. Never below `minutes`.
   */
  availableMinutes: number;
  periodsOnPitch: number;
  periodsOnBench: number;
  /** Planned periods in which he is unavailable (in the match's list or the period's formation). */
  periodsUnavailable: number;
  /** On the pitch in period 1; false also when period 1 is unplanned (see `periodList[0].formationId`). */
  started: boolean;
  /** Planned periods on the pitch by line; `byLine.GK` is his periods in goal. */
  byLine: LineCounts;
  /** The match's captain, and not marked unavailable for it (an unavailable captain keeps the role in storage only). */
  isCaptain: boolean;
  /** Marked unavailable for the whole match. */
  unavailable: boolean;
};

/** GET /api/matches/:id/playing-time's figures. */
export type MatchPlayingTime = {
  matchId: number;
  /**
   * Where the minutes come from: 'actual' for a match played live from a planned starting line-up
   * (its presses and the changes as made), 'planned' otherwise (the periods' formations).
   */
  source: 'actual' | 'planned';
  /** How many periods the match has (periodsOf). */
  periods: number;
  /** How many of them show a formation: "2 of 4 periods planned". */
  plannedPeriods: number;
  periodList: PeriodPlan[];
  /** One entry per squad player given, in the order given. */
  players: PlayerMatchTime[];
};

/** "2 of 4 periods planned". */
export function describePlannedPeriods(time: Pick<MatchPlayingTime, 'periods' | 'plannedPeriods'>): string {
  return `${time.plannedPeriods} of ${time.periods} ${time.periods === 1 ? 'period' : 'periods'} planned`;
}

function playerTime(
  playerId: number,
  match: PlayingTimeMatch,
  periods: readonly ReadPeriod[],
  matchUnavailable: ReadonlySet<number>,
): PlayerMatchTime {
  const unavailable = matchUnavailable.has(playerId);
  const time: PlayerMatchTime = {
    playerId,
    minutes: 0,
    availableMinutes: 0,
    periodsOnPitch: 0,
    periodsOnBench: 0,
    periodsUnavailable: 0,
    started: false,
    byLine: noLines(),
    isCaptain: !unavailable && match.captainPlayerId === playerId,
    unavailable,
  };
  for (const period of periods) {
    if (period.formation === null) continue;
    const place = period.places.get(playerId);
    if (place?.kind === 'pitch') {
      // On the pitch he played, whatever a stale unavailable list says: the plan is the record.
      time.minutes += period.minutes;
      time.availableMinutes += period.minutes;
      time.periodsOnPitch += 1;
      time.byLine[place.line] += 1;
      if (period.number === 1) time.started = true;
    } else if (unavailable || place?.kind === 'unavailable') {
      time.periodsUnavailable += 1;
    } else {
      // On the bench or not named at all: he was there to be picked, so the minutes were his to play.
      time.availableMinutes += period.minutes;
      if (place?.kind === 'bench') time.periodsOnBench += 1;
    }
  }
  return time;
}

/**
 * One match's playing time for the given squad players (the caller decides who was in the squad; a
 * formation's place for anyone else is ignored). `formations` may hold other matches' formations too:
 * each period takes the one formationForPeriod picks for this match.
 */
export function matchPlayingTime(
  match: PlayingTimeMatch,
  formations: readonly PlayingTimeFormation[],
  squad: readonly { id: number }[],
  now: Date | null = null,
): MatchPlayingTime {
  const periods = readPeriods(match, formations);
  const matchUnavailable = new Set(match.unavailablePlayerIds);
  const planned = squad.map((player) => playerTime(player.id, match, periods, matchUnavailable));
  const actual = actualTimes(match, periods, planned, now);
  return {
    matchId: match.id,
    source: actual === null ? 'planned' : 'actual',
    periods: periods.length,
    plannedPeriods: periods.filter((period) => period.formation !== null).length,
    periodList: periods.map(({ number, from, to, minutes, formation }) => ({
      number,
      from,
      to,
      minutes,
      formationId: formation?.id ?? null,
    })),
    players: actual ?? planned,
  };
}

/**
 * A match played live counts what happened (issue 32): each player's minutes are his seconds on the
 * pitch from the starting line-up (period 1's formation, as the plan shows it) and the changes as made,
 * rounded to the minute, and the minutes he was available for are the match's minutes of play (his own
 * when the match marks him unavailable, should he have played anyway). Periods on the pitch, on the
 * bench and by line stay the plan's: a change made late or adjusted has no formation to read a line from.
 * Null (the plan counts) without a start press, or without a planned period 1 (nobody knows who began).
 * `now` bounds a match still running; null counts up to its last press.
 */
function actualTimes(
  match: PlayingTimeMatch,
  periods: readonly ReadPeriod[],
  planned: readonly PlayerMatchTime[],
  now: Date | null,
): PlayerMatchTime[] | null {
  const first = periods[0];
  if (!playedLive(match.live) || first === undefined || first.formation === null) return null;
  const { events, changes } = match.live;
  const lineUp = [...onPitch(first).keys()];
  const lastPress = events.at(-1)?.at;
  // A match left running after its day counts as ended at full time (playCountsUntil), not to now.
  const { until } = playCountsUntil(
    events,
    match,
    match.matchDate,
    now ?? (lastPress === undefined ? new Date(0) : new Date(lastPress)),
  );
  const seconds = actualSecondsOnPitch(lineUp, changes, events, until);
  const playedMinutes = Math.round(playedSeconds(events, until) / 60);
  return planned.map((time) => {
    const minutes = Math.round((seconds.get(time.playerId) ?? 0) / 60);
    const availableMinutes = time.unavailable ? minutes : Math.max(minutes, playedMinutes);
    return { ...time, minutes, availableMinutes, started: lineUp.includes(time.playerId) };
  });
}

/** Where one planned period put a player: on the pitch (with the label and line), on the bench, unavailable, or not named. */
export type PeriodPlace =
  | { kind: 'pitch'; label: PositionLabel; line: PositionLine }
  | { kind: 'bench' | 'unavailable' | 'not-named' };

/** One period of a match for one player (a player's sheet): null `place` when the period is unplanned. */
export type PlayerPeriod = PeriodPlan & { place: PeriodPlace | null };

/**
 * Where each period of the match put `playerId`, by the same rules as his minutes (playerTime): the pitch
 * wins over a stale list, and a player the match marks unavailable is unavailable unless a period put him
 * on the pitch. An unplanned period has no place: nobody knows where he was.
 */
export function playerPeriods(
  match: PlayingTimeMatch,
  formations: readonly PlayingTimeFormation[],
  playerId: number,
): PlayerPeriod[] {
  const unavailable = match.unavailablePlayerIds.includes(playerId);
  return readPeriods(match, formations).map(({ number, from, to, minutes, formation, places }) => {
    const plan = { number, from, to, minutes, formationId: formation?.id ?? null };
    if (formation === null) return { ...plan, place: null };
    const place = places.get(playerId);
    if (place?.kind === 'pitch') return { ...plan, place };
    if (unavailable || place?.kind === 'unavailable') return { ...plan, place: { kind: 'unavailable' } };
    return { ...plan, place: { kind: place?.kind ?? 'not-named' } };
  });
}

// ---- Who comes on and who goes off ----

/** A squad player as the change list names him: by shirt number, or by name when he has none. */
export type NamedPlayer = { id: number; shirtNumber: number | null; firstName: string; lastName: string };

/** One change at a boundary: `on` replaces `off`. One side is null when the numbers on the pitch differ. */
export type PeriodChange = { on: number | null; off: number | null };

/**
 * The boundary between period `before` and period `after`, at `minute`. When either period is unplanned
 * nobody knows who was on, so there is no change list: `planned` is false and `unplannedPeriods` says
 * which of the two is blank.
 */
export type PeriodBoundary = { minute: number; before: number; after: number } & (
  | { planned: true; changes: PeriodChange[] }
  | { planned: false; unplannedPeriods: number[] }
);

const fullName = (player: Pick<NamedPlayer, 'firstName' | 'lastName'>) =>
  `${player.firstName.trim()} ${player.lastName.trim()}`.trim();

/**
 * Team-sheet order: shirt number, players without one after, then name (name-order.ts), then id so the
 * order never depends on how the lists were sent.
 */
function playerOrder(squad: readonly NamedPlayer[]): (a: number, b: number) => number {
  const byId = new Map(squad.map((player) => [player.id, player]));
  return (a, b) => {
    const [left, right] = [byId.get(a), byId.get(b)];
    const [shirtA, shirtB] = [left?.shirtNumber ?? null, right?.shirtNumber ?? null];
    if (shirtA !== shirtB) {
      if (shirtA === null) return 1;
      if (shirtB === null) return -1;
      return shirtA - shirtB;
    }
    return compareNames(left ? fullName(left) : '', right ? fullName(right) : '') || a - b;
  };
}

type Mover = { id: number; place: Extract<Place, { kind: 'pitch' }> };

/**
 * Pairs the players coming on with those going off so each change reads as a like-for-like swap where
 * one exists: first a player taking the same position label the other leaves (CB for CB), then the same
 * line (a CB for an LB), then the rest; within each pass both sides go in team-sheet order, and each
 * player coming on takes the first one left going off. The list then reads from the back: by the line
 * of the player coming on (or going off, for one without a partner), then in team-sheet order.
 */
function pairMovers(
  incoming: readonly Mover[],
  outgoing: readonly Mover[],
  order: (a: number, b: number) => number,
): PeriodChange[] {
  const sortMovers = (movers: readonly Mover[]) => [...movers].sort((a, b) => order(a.id, b.id));
  const waitingOn = sortMovers(incoming);
  const waitingOff = sortMovers(outgoing);
  const pairs: { on: Mover | null; off: Mover | null }[] = [];
  const passes: ((on: Mover, off: Mover) => boolean)[] = [
    (on, off) => on.place.label === off.place.label,
    (on, off) => on.place.line === off.place.line,
    () => true,
  ];
  for (const matches of passes) {
    for (let i = 0; i < waitingOn.length; ) {
      const on = waitingOn[i]!;
      const j = waitingOff.findIndex((off) => matches(on, off));
      if (j === -1) {
        i += 1;
        continue;
      }
      pairs.push({ on, off: waitingOff[j]! });
      waitingOn.splice(i, 1);
      waitingOff.splice(j, 1);
    }
  }
  for (const on of waitingOn) pairs.push({ on, off: null });
  for (const off of waitingOff) pairs.push({ on: null, off });
  const lead = (pair: (typeof pairs)[number]) => (pair.on ?? pair.off)!;
  pairs.sort(
    (a, b) =>
      positionLines.indexOf(lead(a).place.line) - positionLines.indexOf(lead(b).place.line) ||
      order(lead(a).id, lead(b).id),
  );
  return pairs.map((pair) => ({ on: pair.on?.id ?? null, off: pair.off?.id ?? null }));
}

function onPitch(period: ReadPeriod): Map<number, Mover['place']> {
  const pitch = new Map<number, Mover['place']>();
  for (const [id, place] of period.places) if (place.kind === 'pitch') pitch.set(id, place);
  return pitch;
}

/**
 * Every boundary between consecutive periods of the match, in order, with who comes on and who goes off
 * there (pairMovers). A player who stays on the pitch in another position is no change. `squad` only
 * orders and names: a player missing from it still appears, after those with shirt numbers.
 */
export function periodChanges(
  match: PlayingTimeMatch,
  formations: readonly PlayingTimeFormation[],
  squad: readonly NamedPlayer[],
): PeriodBoundary[] {
  const periods = readPeriods(match, formations);
  const order = playerOrder(squad);
  const boundaries: PeriodBoundary[] = [];
  for (let i = 1; i < periods.length; i += 1) {
    const [before, after] = [periods[i - 1]!, periods[i]!];
    const at = { minute: after.from, before: before.number, after: after.number };
    if (before.formation === null || after.formation === null) {
      const unplannedPeriods = [before, after].filter((p) => p.formation === null).map((p) => p.number);
      boundaries.push({ ...at, planned: false, unplannedPeriods });
      continue;
    }
    const [was, is] = [onPitch(before), onPitch(after)];
    const incoming = [...is].filter(([id]) => !was.has(id)).map(([id, place]) => ({ id, place }));
    const outgoing = [...was].filter(([id]) => !is.has(id)).map(([id, place]) => ({ id, place }));
    boundaries.push({ ...at, planned: true, changes: pairMovers(incoming, outgoing, order) });
  }
  return boundaries;
}

/**
 * How a change names a player: 'number', by shirt number (match planning's list beside the period
 * cards); 'number-and-name', by shirt number and name ("12 Harry Whitfield": the formation viewer, read on
 * a phone by parents who know the children by name). A player without a number is named in full either way.
 */
export type ChangeNaming = 'number' | 'number-and-name';

function playerNamer(squad: readonly NamedPlayer[], naming: ChangeNaming): (id: number) => string {
  const byId = new Map(squad.map((player) => [player.id, player]));
  return (id) => {
    const player = byId.get(id);
    const full = player ? fullName(player) : '';
    const shirt = player?.shirtNumber ?? null;
    if (shirt === null) return full || `player ${id}`;
    return naming === 'number' || !full ? String(shirt) : `${shirt} ${full}`;
  };
}

/** One change: "12 on for 3", "12 on" or "3 off" (players named as `naming` says). */
export function formatChange(
  change: PeriodChange,
  squad: readonly NamedPlayer[],
  naming: ChangeNaming = 'number',
): string {
  return changeText(change, playerNamer(squad, naming));
}

function changeText({ on, off }: PeriodChange, name: (id: number) => string): string {
  if (on !== null && off !== null) return `${name(on)} on for ${name(off)}`;
  return on !== null ? `${name(on)} on` : `${name(off!)} off`;
}

/**
 * A boundary as match planning writes it: "15': 12 on for 3, 7 on for 9"; "15': 12 on" or "15': 3 off"
 * for a change without a partner; "15': no changes"; "45': period 3 not planned" when there is no list.
 * Players are named by shirt number, or by name without one (or as `naming` says).
 */
export function formatBoundary(
  boundary: PeriodBoundary,
  squad: readonly NamedPlayer[],
  naming: ChangeNaming = 'number',
): string {
  const minute = `${boundary.minute}'`;
  if (!boundary.planned) {
    const [first, second] = boundary.unplannedPeriods;
    const which = second === undefined ? `period ${first}` : `periods ${first} and ${second}`;
    return `${minute}: ${which} not planned`;
  }
  if (boundary.changes.length === 0) return `${minute}: no changes`;
  const name = playerNamer(squad, naming);
  const changes = boundary.changes.map((change) => changeText(change, name));
  return `${minute}: ${changes.join(', ')}`;
}

// ---- Which matches count ----

/** Why a match gives nobody appearances, starts or minutes. */
export type NotPlayedReason =
  /** Postponed on Full-Time. */
  | 'postponed'
  /** Abandoned or void: a result without a match that stands. */
  | 'abandoned'
  | 'void'
  /** A walkover: a win or a loss in the team's record, but nobody played. */
  | 'walkover'
  /** No date (or an unreadable one): it cannot have been played yet. */
  | 'undated'
  /** Its kick-off is still to come, whatever score it holds. */
  | 'not-kicked-off'
  /** Kicked off but no score yet (overdue, or today's awaiting its score): it may not have gone ahead. */
  | 'awaiting-result';

/**
 * Why the match does not count as played, or null when it does. The status is matchStatus's (the badge
 * match planning shows), so a match counts exactly when it reads Completed with a score and its kick-off
 * has passed. Kick-off rather than matchStatus's "past" (before today in London): a coach who enters the
 * score on Sunday afternoon sees the minutes that afternoon, as the squad statistics count a match from
 * its kick-off instant; a score typed on a match still to come does not count.
 */
export function notPlayedReason(match: ScoredDatedMatch, now: Date): NotPlayedReason | null {
  const status = matchStatus(match, now);
  if (status === 'Postponed') return 'postponed';
  if (status === 'Abandoned') return 'abandoned';
  if (status === 'Void') return 'void';
  if (match.resultCode === 'homeWalkover' || match.resultCode === 'awayWalkover') return 'walkover';
  const kickOff = match.matchDate ? Date.parse(match.matchDate) : Number.NaN;
  if (Number.isNaN(kickOff)) return 'undated';
  if (kickOff > now.getTime()) return 'not-kicked-off';
  return status === 'Completed' ? null : 'awaiting-result';
}

/** Played: kicked off, with a score, not postponed, abandoned, void or a walkover (notPlayedReason). */
export function countsAsPlayed(match: ScoredDatedMatch, now: Date): boolean {
  return notPlayedReason(match, now) === null;
}

// ---- A season ----

/** The team setting's default: flag players given less than half of the minutes they were available for. */
export const DEFAULT_FAIR_SHARE_TARGET = 50;

/**
 * A squad player with when he was added to the squad (players.created_at, the API's createdAt, so a
 * Player passes as he is); null counts as always in it.
 */
export type SquadPlayer = { id: number; createdAt: string | Date | null };

export type SeasonOptions = {
  /** First London calendar day (YYYY-MM-DD) counted, inclusive; null or absent for no bound. */
  from?: string | null;
  /** Last London calendar day counted, inclusive; null or absent for no bound. */
  to?: string | null;
  now: Date;
  /** Percent of a player's available minutes, 0-100; 0 turns the flag off. DEFAULT_FAIR_SHARE_TARGET if absent. */
  fairShareTarget?: number;
};

/** One player's season (or date range) figures, over the matches that count (countsAsPlayed). */
export type SeasonPlayerTime = {
  playerId: number;
  /** Matches that count in which he was in the squad (unavailable ones included). */
  matchesInSquad: number;
  /** Of those, the ones in which a planned period put him on the pitch: his appearances. */
  matchesPlayed: number;
  minutes: number;
  /** Minutes of planned periods he could have played (PlayerMatchTime.availableMinutes, summed). */
  availableMinutes: number;
  /** minutes / availableMinutes, 0 to 1; null when he was available for no minute. */
  share: number | null;
  /** On the pitch in period 1. */
  starts: number;
  periodsOnPitch: number;
  periodsOnBench: number;
  periodsUnavailable: number;
  /** Periods on the pitch by line; `byLine.GK` is his periods in goal. */
  byLine: LineCounts;
  timesCaptain: number;
  /** His share is below the target (never when the target is 0 or he was available for no minute). */
  belowTarget: boolean;
};

export type SeasonPlayingTime = {
  /** The target used, in percent (0: off). */
  fairShareTarget: number;
  /** Matches in the range that count as played. */
  matchesCounted: number;
  /** Of those, the matches played live, whose minutes are the actual ones (matchPlayingTime's source). */
  actualMatches: number;
  /** Their periods, and how many of them are planned: minutes come from those only. */
  periods: number;
  plannedPeriods: number;
  /** Matches in the range that do not count, by reason, so a report can say why. */
  notCounted: Record<NotPlayedReason, number>;
  /** One entry per squad player, in the order given. */
  players: SeasonPlayerTime[];
};

/** A usable target: a number from 0 to 100, the default for anything else. */
function targetOf(value: number | undefined): number {
  if (value === undefined || !Number.isFinite(value)) return DEFAULT_FAIR_SHARE_TARGET;
  return Math.min(Math.max(value, 0), 100);
}

/**
 * Below the fair share target (percent, 0 off; anything not a number from 0 to 100 reads as the default
 * or the nearest bound): the rule of the season flag, for a match's panel too. Never for a player who
 * was available for no minute. Compared without dividing, so exactly on the target (45 of 90 at 50%)
 * is never below it.
 */
export function belowFairShare(
  time: { minutes: number; availableMinutes: number },
  fairShareTarget: number | undefined,
): boolean {
  const target = targetOf(fairShareTarget);
  return target > 0 && time.availableMinutes > 0 && time.minutes * 100 < target * time.availableMinutes;
}

/**
 * The London day a player joined: he is in the squad for a match played on that day or later. By day,
 * not instant, because a coach often adds his squad on the evening of the first match and then records
 * it; a player added after the match's day was not there (the "added today, 9 appearances" bug).
 */
function joinedDay(player: SquadPlayer): string | null {
  if (player.createdAt === null) return null;
  const time =
    typeof player.createdAt === 'string' ? Date.parse(player.createdAt) : player.createdAt.getTime();
  // An unreadable date is kept in: dropping a player from his matches would hide real minutes.
  return Number.isNaN(time) ? null : ukDate(time);
}

/**
 * The players in the squad on the match's London day (added that day or before, joinedDay), so a
 * match's own figures list the players the season counts it for: a player added today is not flagged
 * as left out of last month's matches. Everyone for a match without a date, which may still be to come.
 */
export function squadOnMatchDay<P extends SquadPlayer>(match: DatedMatch, squad: readonly P[]): P[] {
  const day = matchDay(match);
  if (day === null) return [...squad];
  return squad.filter((player) => {
    const joined = joinedDay(player);
    return joined === null || joined <= day;
  });
}

/**
 * Whether a match gives anything to a season over [from, to] (seasonPlayingTime's rule): its London day
 * lies in the range (an undated match only without bounds) and it counts as played (notPlayedReason).
 * A reader may ask it first and read only the formations of the matches that count (the server's
 * season read does, decision 053): no other match's formation changes a figure.
 */
export function seasonMatchReason(
  match: ScoredDatedMatch,
  options: Pick<SeasonOptions, 'from' | 'to' | 'now'>,
): NotPlayedReason | 'out-of-range' | null {
  const from = options.from ?? null;
  const to = options.to ?? null;
  const day = matchDay(match);
  const inRange =
    day === null
      ? from === null && to === null
      : (from === null || day >= from) && (to === null || day <= to);
  return inRange ? notPlayedReason(match, options.now) : 'out-of-range';
}

/**
 * Per player figures over a team's matches whose London day lies in [from, to] (an undated match is in
 * only when neither bound is set, and then counts as 'undated'). Only matches that count as played
 * (notPlayedReason) give anything, and each only to the players in the squad on its day. `formations`
 * may be all the team's formations: they are grouped by match once, so the work grows with matches ×
 * players, not matches × formations.
 */
export function seasonPlayingTime(
  matches: readonly PlayingTimeMatch[],
  formations: readonly PlayingTimeFormation[],
  squad: readonly SquadPlayer[],
  options: SeasonOptions,
): SeasonPlayingTime {
  const fairShareTarget = targetOf(options.fairShareTarget);
  const byMatch = new Map<number, PlayingTimeFormation[]>();
  for (const formation of formations) {
    if (formation.matchId === null) continue;
    const list = byMatch.get(formation.matchId);
    if (list) list.push(formation);
    else byMatch.set(formation.matchId, [formation]);
  }
  const joined = squad.map((player) => ({ id: player.id, day: joinedDay(player) }));
  const totals = new Map<number, SeasonPlayerTime>(
    squad.map((player) => [
      player.id,
      {
        playerId: player.id,
        matchesInSquad: 0,
        matchesPlayed: 0,
        minutes: 0,
        availableMinutes: 0,
        share: null,
        starts: 0,
        periodsOnPitch: 0,
        periodsOnBench: 0,
        periodsUnavailable: 0,
        byLine: noLines(),
        timesCaptain: 0,
        belowTarget: false,
      },
    ]),
  );
  const result: SeasonPlayingTime = {
    fairShareTarget,
    matchesCounted: 0,
    actualMatches: 0,
    periods: 0,
    plannedPeriods: 0,
    notCounted: {
      postponed: 0,
      abandoned: 0,
      void: 0,
      walkover: 0,
      undated: 0,
      'not-kicked-off': 0,
      'awaiting-result': 0,
    },
    players: [],
  };

  for (const match of matches) {
    const reason = seasonMatchReason(match, options);
    if (reason === 'out-of-range') continue;
    if (reason !== null) {
      result.notCounted[reason] += 1;
      continue;
    }
    const day = matchDay(match);
    // A match that counts has a readable date (notPlayedReason), so `day` is set here.
    const inSquad = joined.filter((player) => player.day === null || (day !== null && player.day <= day));
    const time = matchPlayingTime(match, byMatch.get(match.id) ?? [], inSquad, options.now);
    result.matchesCounted += 1;
    if (time.source === 'actual') result.actualMatches += 1;
    result.periods += time.periods;
    result.plannedPeriods += time.plannedPeriods;
    for (const player of time.players) {
      const total = totals.get(player.playerId)!;
      total.matchesInSquad += 1;
      if (player.periodsOnPitch > 0) total.matchesPlayed += 1;
      total.minutes += player.minutes;
      total.availableMinutes += player.availableMinutes;
      if (player.started) total.starts += 1;
      total.periodsOnPitch += player.periodsOnPitch;
      total.periodsOnBench += player.periodsOnBench;
      total.periodsUnavailable += player.periodsUnavailable;
      for (const line of positionLines) total.byLine[line] += player.byLine[line];
      if (player.isCaptain) total.timesCaptain += 1;
    }
  }

  for (const total of totals.values()) {
    if (total.availableMinutes > 0) total.share = total.minutes / total.availableMinutes;
    total.belowTarget = belowFairShare(total, fairShareTarget);
    result.players.push(total);
  }
  return result;
}
