// Playing time from the plan (issue 30): a player's minutes are the lengths of the periods whose shown
// formation puts him on the pitch. Pure rules only: the server reads matches, formations and the squad
// and hands them in; nothing here knows of the database.
//
// Which formation a period shows is formationForPeriod's rule (the one every screen uses), so the minutes
// always agree with what the viewer and match planning show. A period that shows no formation is
// unplanned: it gives nobody minutes, and it is not counted as minutes anyone was available for either,
// because nobody knows who played in it.

import { formationForPeriod, type PeriodFormation } from './formation-for-period.js';
import { type MatchPeriod, type MatchTiming, periodsOf } from './match-periods.js';
import { matchStatus, type ScoredDatedMatch } from './match-status.js';
import { compareNames } from './name-order.js';
import { type PositionLabel, positionLabel } from './position-label.js';

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
): MatchPlayingTime {
  const periods = readPeriods(match, formations);
  const matchUnavailable = new Set(match.unavailablePlayerIds);
  return {
    matchId: match.id,
    periods: periods.length,
    plannedPeriods: periods.filter((period) => period.formation !== null).length,
    periodList: periods.map(({ number, from, to, minutes, formation }) => ({
      number,
      from,
      to,
      minutes,
      formationId: formation?.id ?? null,
    })),
    players: squad.map((player) => playerTime(player.id, match, periods, matchUnavailable)),
  };
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
 * A boundary as match planning writes it: "15': 12 on for 3, 7 on for 9"; "15': 12 on" or "15': 3 off"
 * for a change without a partner; "15': no changes"; "45': period 3 not planned" when there is no list.
 * Players are named by shirt number, or by name without one.
 */
export function formatBoundary(boundary: PeriodBoundary, squad: readonly NamedPlayer[]): string {
  const byId = new Map(squad.map((player) => [player.id, player]));
  const name = (id: number) => {
    const player = byId.get(id);
    if (player?.shirtNumber != null) return String(player.shirtNumber);
    return (player && fullName(player)) || `player ${id}`;
  };
  const minute = `${boundary.minute}'`;
  if (!boundary.planned) {
    const [first, second] = boundary.unplannedPeriods;
    const which = second === undefined ? `period ${first}` : `periods ${first} and ${second}`;
    return `${minute}: ${which} not planned`;
  }
  if (boundary.changes.length === 0) return `${minute}: no changes`;
  const changes = boundary.changes.map(({ on, off }) => {
    if (on !== null && off !== null) return `${name(on)} on for ${name(off)}`;
    return on !== null ? `${name(on)} on` : `${name(off!)} off`;
  });
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
