import { availableMatchMinutes, isStillThereFor, isThereFor } from './late-arrival.js';
import type { MatchPeriod } from './match-periods.js';
import type { PreferredPosition } from './positions.js';
import { byShirt } from './shirt-order.js';

// 'Plan fair rotation' (issue 30): fills every period of a match with one goalkeeper and a shape's
// outfield lines, sharing the minutes out fairly. A pure, deterministic function: the same input always
// gives the same plan, whatever order the players come in (every tie falls to shirt number, then id),
// and bad coach input comes back as problems, never as a throw or a guess.
//
// How it shares the minutes, and why:
// - Keepers first, one per keeper block (the periods between two boundaries where the keeper may
//   change). Keeping is playing time, so keeper duty rotates: the eligible player who has kept least in
//   this match keeps the next block. Knowing every block's keeper up front lets the outfield choice count
//   a future keeper's minutes already, so he is rested before his turn in goal rather than played twice.
// - Then, period by period, the outfield is the players who sat out the period before (so nobody sits
//   twice in a row when the bench is no bigger than the outfield), then those with the fewest minutes.
//   Choosing by fewest minutes each period keeps every outfield player's minutes within one period's
//   length of each other's, whatever the periods' lengths; a fixed fraction of the field changed at each
//   break does not (9v9 with 7 on the bench left one player 20 of 60 minutes). With periods of unequal
//   length the two rules can pull apart, so each period looks ahead and lets the sitters wait only when
//   bringing them on would end the match with minutes spread wider than allowedSpread.
// - Season share (minutes played / minutes available so far) breaks the ties, so the players furthest
//   behind over the season are the ones who get the extra period in this match.
// - Within a period, players go to the lines their preferred positions name, as far as the shape allows.
// - A late player (availableFrom, issue 31) is in no period that starts before his arrival minute, in goal
//   or outfield or on the bench, and the fair share ranks him by his share of the minutes he is there for
//   (availableMinutes) once he has played the period, not by his minutes alone: arriving at half-time,
//   he is weighed over his 30 minutes as the others over their 60, where fewest minutes first would play
//   him the whole second half. For players there all match the two orders are the same (one
//   denominator). Whoever keeps goal in a keeper block is there for all of it.
// - A player who left (availableUntil, an injury recorded live, issue 32) is likewise in no period that
//   ends after he left; his available minutes stop there, and he too is ranked by his share.

/** A player the coach has available for the match. */
export type RotationPlayer = {
  id: number;
  shirtNumber: number;
  preferredPosition: PreferredPosition;
  /** Will keep goal though goalkeeper is not his preferred position. */
  willingToKeep: boolean;
  /** Minutes played this season so far (before this match). */
  seasonMinutesPlayed: number;
  /** Minutes of the matches this season he was available for so far (before this match). */
  seasonMinutesAvailable: number;
  /**
   * The match minute from which he is there (a late arrival, late-arrival.ts's arrivalMinute); absent or
   * 0: from kick-off. He plays only periods that start at or after it.
   */
  availableFrom?: number;
  /**
   * The match minute he left at (an injury or early leave recorded live, issue 32); absent or null: he
   * stays. He plays only periods that end at or before it.
   */
  availableUntil?: number | null;
};

/**
 * Whether a player is there for the whole of a period: it starts at or after his arrival and ends at or
 * before his leaving.
 */
export const isPresentFor = (
  player: Pick<RotationPlayer, 'availableFrom' | 'availableUntil'>,
  period: MatchPeriod,
): boolean =>
  isThereFor(period, player.availableFrom ?? 0) && isStillThereFor(period, player.availableUntil ?? null);

/** The minutes of the match a player is there for: every period from his arrival on, up to his leaving. */
export const playerAvailableMinutes = (
  player: Pick<RotationPlayer, 'availableFrom' | 'availableUntil'>,
  periods: readonly MatchPeriod[],
): number => availableMatchMinutes(periods, player.availableFrom ?? 0, player.availableUntil ?? null);

/**
 * Where a pin puts a player: in goal, in an outfield line (0 is the back line), or at a position of the
 * shape ('LB', 'ST'; see RotationInput.positions): that position's line, on its slot. Where the shape has
 * the position more than once (two 'CB'), he stands on either.
 */
export type PinPlace = 'GK' | { line: number } | { position: string };

/**
 * What the coach fixes before the planner shares out the rest.
 * - With `periods`: he is on the pitch in each of them, at `place` when given (else wherever the plan
 *   puts him, in goal included).
 * - Without `periods`: whenever he plays, he plays at `place` ('GK': he only keeps goal; a line: he
 *   never keeps and plays only in that line). A period pin's own place wins over this for its periods.
 * Pins for periods already played (before `fromPeriod`) are ignored: those periods are kept as played.
 */
export type RotationPin =
  | { playerId: number; periods: readonly number[]; place?: PinPlace }
  | { playerId: number; periods?: undefined; place: PinPlace };

/** One period's line-up: the goalkeeper, the outfield line by line from the back, and the bench. */
export type PeriodLineup = MatchPeriod & {
  keeper: number;
  /** Player ids per outfield line, back line first; each line as long as the shape's. */
  lines: number[][];
  /** Available players not on the pitch, by shirt number; a late player only once he is there. */
  bench: number[];
};

/** A period already played, kept as it is when re-planning (a PeriodLineup fits). */
export type PlayedPeriod = {
  number: number;
  keeper: number;
  lines: readonly (readonly number[])[];
  bench: readonly number[];
};

/** What planRotation needs: the match's periods, the shape, who is available, and the coach's choices. */
export type RotationInput = {
  /** The match's periods, numbered from 1 in order, as periodsOf gives them. */
  periods: readonly MatchPeriod[];
  /** The shape's outfield lines from the back, e.g. [3, 3, 2] for 9v9's 3-3-2 (shapeLines for 11v11). */
  lines: readonly number[];
  /**
   * The position each line's slots are meant for, left to right (shapeSlots' roles), as long as `lines`:
   * what pins to a position name. Without it no pin may name a position.
   */
  positions?: readonly (readonly string[])[];
  players: readonly RotationPlayer[];
  pins?: readonly RotationPin[];
  /**
   * Numbers of the periods at whose start the keeper may change; default: half-time, the period
   * halfTimePeriod names (none for a one-period match). [] keeps one keeper all match. Numbers that are
   * not a period after the first change nothing.
   */
  keeperChanges?: readonly number[];
  /** The first period to plan (default 1); the periods before it are `played` and kept. */
  fromPeriod?: number;
  /** The line-ups of periods 1 .. fromPeriod - 1, exactly those. */
  played?: readonly PlayedPeriod[];
};

/** Minutes the plan gives a player over the whole match, played periods included. */
export type PlayerMinutes = { playerId: number; minutes: number; keeperMinutes: number };

export type RotationPlan = {
  /**
   * Every period of the match: the played ones as given, then the planned ones, whose lines read left to
   * right as the shape's slots do (a player pinned to a position stands at its index in his line).
   */
  periods: PeriodLineup[];
  /** Every available player, and anyone who played in a kept period, by shirt number then id. */
  minutes: PlayerMinutes[];
};

/** Why the coach's pins cannot all hold. */
export type PinConflict =
  /** The pinned player is not among those available. */
  | 'unknown-player'
  /** Pinned in a period that starts before he arrives (the period is named). */
  | 'not-arrived'
  /** Pinned in a period that ends after he left (an injury recorded live; the period is named). */
  | 'left'
  /** A pinned period is not one of the match's. */
  | 'unknown-period'
  /** A pinned line is not one of the shape's. */
  | 'unknown-line'
  /** A pinned position is not one of the shape's (the problem names it). */
  | 'unknown-position'
  /** Pinned in goal, but neither a goalkeeper by preference nor willing to keep. */
  | 'not-willing-keeper'
  /** Two players pinned in goal within one keeper block, where the keeper cannot change. */
  | 'two-keepers'
  /** One player pinned to two places at once (or in goal and in a line within one keeper block). */
  | 'two-places'
  /** More players pinned on the pitch in a period than it holds. */
  | 'too-many-pinned'
  /** More players pinned to a line in a period than the line holds. */
  | 'line-full'
  /** More players pinned to a position in a period than the shape has of it (the problem names it). */
  | 'position-full'
  /** The pins leave too few players able to fill a period (say, several who only keep goal). */
  | 'short-of-players';

/** Why there is no plan: each names what the coach (or the caller) has to change. */
export type RotationProblem =
  /** No periods, not numbered 1, 2, 3 … in order, or one ending before it starts. */
  | { kind: 'invalid-periods' }
  /** No lines, or a line that is not a whole number of players from 1. */
  | { kind: 'invalid-shape' }
  | { kind: 'duplicate-player'; playerId: number }
  /**
   * Fewer players available than one keeper and the shape's outfield; with `period`, fewer there in
   * that period because some arrive late.
   */
  | { kind: 'not-enough-players'; needed: number; available: number; period?: number }
  /** Nobody available who may keep goal in these periods: the coach has to mark someone willing. */
  | { kind: 'no-keeper'; periods: number[] }
  | {
      kind: 'conflicting-pins';
      reason: PinConflict;
      playerIds: number[];
      period: number | null;
      /** The position pinned, for 'unknown-position' and 'position-full'. */
      position?: string;
      /** For 'position-full': how many of that position the shape has. */
      room?: number;
    }
  /** fromPeriod is not a period, or `played` is not exactly the periods before it, each a line-up. */
  | { kind: 'invalid-history'; period: number | null };

/** A plan, or every problem found; planRotation never throws for what the coach chose. */
export type RotationResult = { ok: true; plan: RotationPlan } | { ok: false; problems: RotationProblem[] };

/** The role of an outfield line, as the plan's rows name it: the back line, the front line, between. */
export type LineRole = 'DEF' | 'MID' | 'FWD';

/** Line `index` of `lineCount` (0 the back): DEF, MID or FWD; a shape of one line is all MID. */
export function lineRole(index: number, lineCount: number): LineRole {
  if (lineCount <= 1) return 'MID';
  if (index === 0) return 'DEF';
  return index === lineCount - 1 ? 'FWD' : 'MID';
}

/**
 * The period that starts at half-time: of the starts after kick-off, the one nearest the middle of the
 * match (the earlier of two as near: 3 × 20 minutes changes the keeper after the first period). Null
 * with one period or none.
 */
export function halfTimePeriod(periods: readonly MatchPeriod[]): number | null {
  const first = periods[0];
  const last = periods.at(-1);
  if (first === undefined || last === undefined || periods.length < 2) return null;
  const middle = (first.from + last.to) / 2;
  let best: MatchPeriod | null = null;
  for (const period of periods.slice(1)) {
    if (best === null || Math.abs(period.from - middle) < Math.abs(best.from - middle)) best = period;
  }
  return best?.number ?? null;
}

/**
 * How far apart the plan lets the minutes of the players it shares freely (no pin, never in goal) end:
 * one period's length (the longest). When the periods differ in length, bringing on everyone who sat
 * out the period before can cost more, up to the difference between the longest and shortest period for
 * each period after the first, and the plan allows that much more, but never more than half the longest
 * period: with 25, 24 and 25 minutes nobody sits twice for the sake of a minute, while with 30 and 10
 * minutes the spread wins. 0 for no periods.
 */
export function allowedSpread(periods: readonly MatchPeriod[]): number {
  if (periods.length === 0) return 0;
  const lengths = periods.map((period) => period.to - period.from);
  const longest = Math.max(...lengths);
  const uneven = (lengths.length - 1) * (longest - Math.min(...lengths));
  return longest + Math.min(uneven, longest / 2);
}

/** A player's share of his available season minutes so far; 0 when he has had none available. */
export function seasonShare(
  player: Pick<RotationPlayer, 'seasonMinutesPlayed' | 'seasonMinutesAvailable'>,
): number {
  const { seasonMinutesPlayed: played, seasonMinutesAvailable: available } = player;
  if (!(available > 0) || !Number.isFinite(played)) return 0;
  return played / available;
}

/** Whether a player may keep goal: a goalkeeper by preference, or marked willing. */
export function mayKeep(player: Pick<RotationPlayer, 'preferredPosition' | 'willingToKeep'>): boolean {
  return player.preferredPosition === 'Goalkeeper' || player.willingToKeep;
}

// How deep on the pitch each preferred position wants to play, 0 our back line to 100 the front, to
// compare with a line's depth in its shape. A goalkeeper playing outfield has no outfield preference.
const DESIRED_DEPTH: Record<PreferredPosition, number | null> = {
  Goalkeeper: null,
  Defender: 0,
  'Centre-Back': 0,
  'Full-Back': 0,
  'Wing-Back': 20,
  'Defensive Midfielder': 35,
  Midfielder: 50,
  'Central Midfielder': 50,
  'Attacking Midfielder': 70,
  Winger: 80,
  Forward: 100,
  Striker: 100,
};

/** In goal, or in a line, at a position of it when pinned to one. */
type Place = 'GK' | { line: number; position: string | null };

const lineOf = (place: Place | null) => (place === null || place === 'GK' ? null : place.line);
const positionOf = (place: Place | null) => (place === null || place === 'GK' ? null : place.position);
const samePlace = (a: Place, b: Place) =>
  a === b || (a !== 'GK' && b !== 'GK' && a.line === b.line && a.position === b.position);

/** The input once checked: players in shirt order, pins sorted into places and periods. */
type Match = {
  periods: readonly MatchPeriod[];
  lines: readonly number[];
  /** Each line's slots' positions, left to right, when the input names them. */
  positions: readonly (readonly string[])[] | undefined;
  /** Per position of the shape: its line and how many slots it has. */
  positionRoom: Map<string, { line: number; room: number }>;
  outfieldCount: number;
  players: RotationPlayer[];
  byId: Map<number, RotationPlayer>;
  fromPeriod: number;
  played: readonly PlayedPeriod[];
  /** Where a player plays whenever he plays (pins without periods). */
  generalPlace: Map<number, Place>;
  /** Per planned period, who is pinned on the pitch and where (null: anywhere). */
  forced: Map<number, Map<number, Place | null>>;
  /** Periods at whose start the keeper may change. */
  keeperChanges: Set<number>;
  /** Per player, the minutes of the match he is there for (playerAvailableMinutes). */
  availableMinutes: Map<number, number>;
};

/** Why a player is not there for a period: not arrived yet, or left (an injury) before it ends. */
const goneOrNotYet = (player: RotationPlayer, period: MatchPeriod): 'not-arrived' | 'left' =>
  isThereFor(period, player.availableFrom ?? 0) ? 'left' : 'not-arrived';

/** Whether a player is there in period `number` of the match. */
const presentIn = (match: Match, number: number, player: RotationPlayer) =>
  isPresentFor(player, match.periods[number - 1]!);

const lengthOf = (match: Match, number: number) => {
  const period = match.periods[number - 1]!;
  return period.to - period.from;
};

/** Where a player must play in a period, if anywhere in particular: his period pin, else his general one. */
const placeIn = (match: Match, period: number, id: number): Place | null =>
  match.forced.get(period)?.get(id) ?? match.generalPlace.get(id) ?? null;

/**
 * The plan for a match (see the top of this file for how it shares minutes): every period from
 * `fromPeriod` filled, the earlier ones kept as played, and each player's minutes; or the problems that
 * stop a plan.
 */
export function planRotation(input: RotationInput): RotationResult {
  const problems: RotationProblem[] = [];
  const match = readInput(input, problems);
  if (match === null || problems.length > 0) return { ok: false, problems };
  const keeperOf = chooseKeepers(match, problems);
  if (problems.length > 0) return { ok: false, problems };
  const lineups = fillPeriods(match, keeperOf, problems);
  if (problems.length > 0) return { ok: false, problems };

  const minutes = new Map<number, PlayerMinutes>();
  for (const lineup of lineups) {
    const length = lineup.to - lineup.from;
    for (const id of [lineup.keeper, ...lineup.lines.flat()]) {
      const entry = minutes.get(id) ?? { playerId: id, minutes: 0, keeperMinutes: 0 };
      entry.minutes += length;
      if (id === lineup.keeper) entry.keeperMinutes += length;
      minutes.set(id, entry);
    }
  }
  const listed = [
    ...match.players.map((p) => p.id),
    ...[...minutes.keys()].filter((id) => !match.byId.has(id)).sort((a, b) => a - b),
  ];
  return {
    ok: true,
    plan: {
      periods: lineups,
      minutes: listed.map((playerId) => minutes.get(playerId) ?? { playerId, minutes: 0, keeperMinutes: 0 }),
    },
  };
}

/** The input checked, with its problems added to `problems`; null when it cannot be read further. */
function readInput(input: RotationInput, problems: RotationProblem[]): Match | null {
  const { periods, lines } = input;
  const played = input.played ?? [];
  const fromPeriod = input.fromPeriod ?? 1;

  const periodsValid =
    periods.length > 0 &&
    periods.every(
      (period, i) =>
        period.number === i + 1 &&
        Number.isFinite(period.from) &&
        Number.isFinite(period.to) &&
        period.to >= period.from,
    );
  if (!periodsValid) problems.push({ kind: 'invalid-periods' });
  const positions = input.positions;
  const shapeValid =
    lines.length > 0 &&
    lines.every((count) => Number.isInteger(count) && count >= 1) &&
    (positions === undefined ||
      (positions.length === lines.length && positions.every((line, i) => line.length === lines[i])));
  if (!shapeValid) problems.push({ kind: 'invalid-shape' });
  if (!periodsValid || !shapeValid) return null;
  if (!Number.isInteger(fromPeriod) || fromPeriod < 1 || fromPeriod > periods.length) {
    problems.push({ kind: 'invalid-history', period: null });
    return null;
  }

  const outfieldCount = lines.reduce((sum, count) => sum + count, 0);
  const players = [...input.players].sort(byShirt);
  const byId = new Map<number, RotationPlayer>();
  for (const player of players) {
    if (byId.has(player.id)) problems.push({ kind: 'duplicate-player', playerId: player.id });
    byId.set(player.id, player);
  }
  if (byId.size < 1 + outfieldCount) {
    problems.push({ kind: 'not-enough-players', needed: 1 + outfieldCount, available: byId.size });
  } else {
    // Late arrivals may leave an early period short, though the squad is big enough: said once, for the
    // first such period the plan fills.
    const short = periods
      .slice(Math.max(fromPeriod, 1) - 1)
      .map((period) => ({ period, there: [...byId.values()].filter((p) => isPresentFor(p, period)).length }))
      .find(({ there }) => there < 1 + outfieldCount);
    if (short !== undefined) {
      problems.push({
        kind: 'not-enough-players',
        needed: 1 + outfieldCount,
        available: short.there,
        period: short.period.number,
      });
    }
  }

  // The played periods: exactly 1 .. fromPeriod - 1, each a line-up without a player twice.
  if (played.length !== fromPeriod - 1) problems.push({ kind: 'invalid-history', period: null });
  played.forEach((lineup, i) => {
    const ids = [lineup.keeper, ...lineup.lines.flat(), ...lineup.bench];
    if (lineup.number !== i + 1 || new Set(ids).size !== ids.length) {
      problems.push({ kind: 'invalid-history', period: lineup.number });
    }
  });

  const positionRoom = new Map<string, { line: number; room: number }>();
  positions?.forEach((labels, line) => {
    for (const label of labels) {
      const known = positionRoom.get(label);
      // A label in two lines (no shape has one) stays with the deeper line, which its room counts.
      if (known === undefined) positionRoom.set(label, { line, room: 1 });
      else if (known.line === line) known.room += 1;
    }
  });
  const match: Match = {
    periods,
    lines,
    positions,
    positionRoom,
    outfieldCount,
    players,
    byId,
    fromPeriod,
    played,
    generalPlace: new Map(),
    forced: new Map(),
    keeperChanges: new Set(input.keeperChanges ?? [halfTimePeriod(periods) ?? 0]),
    availableMinutes: new Map(players.map((p) => [p.id, playerAvailableMinutes(p, periods)])),
  };
  readPins(match, input.pins ?? [], problems);
  return match;
}

/** The pins sorted into `match` (general places, and per planned period who and where), problems added. */
function readPins(match: Match, pins: readonly RotationPin[], problems: RotationProblem[]) {
  const conflict = (reason: PinConflict, playerIds: number[], period: number | null) =>
    problems.push({ kind: 'conflicting-pins', reason, playerIds, period });
  for (const pin of pins) {
    const player = match.byId.get(pin.playerId);
    if (player === undefined) {
      conflict('unknown-player', [pin.playerId], null);
      continue;
    }
    let place: Place | null = null;
    if (pin.place === 'GK') place = 'GK';
    else if (pin.place !== undefined && 'position' in pin.place) {
      const { position } = pin.place;
      const known = match.positionRoom.get(position);
      if (known === undefined) {
        problems.push({
          kind: 'conflicting-pins',
          reason: 'unknown-position',
          playerIds: [player.id],
          period: null,
          position,
        });
        continue;
      }
      place = { line: known.line, position };
    } else if (pin.place !== undefined) {
      const { line } = pin.place;
      if (!(Number.isInteger(line) && line >= 0 && line < match.lines.length)) {
        conflict('unknown-line', [player.id], null);
        continue;
      }
      place = { line, position: null };
    }
    if (place === 'GK' && !mayKeep(player)) {
      conflict('not-willing-keeper', [player.id], null);
      continue;
    }
    if (pin.periods === undefined) {
      if (place === null) continue;
      const earlier = match.generalPlace.get(player.id);
      if (earlier !== undefined && !samePlace(earlier, place)) conflict('two-places', [player.id], null);
      else match.generalPlace.set(player.id, place);
      continue;
    }
    for (const period of pin.periods) {
      if (!Number.isInteger(period) || period < 1 || period > match.periods.length) {
        conflict('unknown-period', [player.id], Number.isFinite(period) ? period : null);
        continue;
      }
      if (period < match.fromPeriod) continue;
      if (!isPresentFor(player, match.periods[period - 1]!)) {
        conflict(goneOrNotYet(player, match.periods[period - 1]!), [player.id], period);
        continue;
      }
      const inPeriod = match.forced.get(period) ?? new Map<number, Place | null>();
      match.forced.set(period, inPeriod);
      const earlier = inPeriod.get(player.id) ?? null;
      if (earlier !== null && place !== null && !samePlace(earlier, place))
        conflict('two-places', [player.id], period);
      else if (earlier === null) inPeriod.set(player.id, place);
    }
  }
}

/**
 * The keeper of every planned period, block by block (the periods between two boundaries where the
 * keeper may change): the one pinned in goal, else the one in goal before a re-plan inside a block, else
 * the eligible player who only keeps goal, then who has kept least in this match, a goalkeeper by
 * preference, the furthest behind over the season. Problems go to `problems`.
 */
function chooseKeepers(match: Match, problems: RotationProblem[]): Map<number, number> {
  const { players, fromPeriod, played, keeperChanges, generalPlace } = match;
  const blocks: number[][] = [];
  for (let number = fromPeriod; number <= match.periods.length; number++) {
    if (number === fromPeriod || keeperChanges.has(number)) blocks.push([]);
    blocks.at(-1)!.push(number);
  }
  const keptMinutes = new Map<number, number>();
  const keep = (id: number, minutes: number) => keptMinutes.set(id, (keptMinutes.get(id) ?? 0) + minutes);
  for (const lineup of played) keep(lineup.keeper, lengthOf(match, lineup.number));

  const keeperOf = new Map<number, number>();
  for (const block of blocks) {
    // Whoever keeps a block is in goal in all of it, so a line anywhere in the block rules him out; a
    // period pin without a place puts one who only keeps goal in goal.
    const lineBound = (player: RotationPlayer) =>
      block.some((period) => lineOf(placeIn(match, period, player.id)) !== null);
    const pinned = players.filter((p) =>
      block.some((period) => match.forced.get(period)?.has(p.id) && placeIn(match, period, p.id) === 'GK'),
    );
    let keeper: RotationPlayer | undefined;
    if (pinned.length > 1) {
      const ids = pinned.map((p) => p.id);
      problems.push({ kind: 'conflicting-pins', reason: 'two-keepers', playerIds: ids, period: block[0]! });
      continue;
    }
    if (pinned.length === 1) {
      keeper = pinned[0]!;
      if (!block.every((period) => presentIn(match, period, keeper!))) {
        const late = block.find((period) => !presentIn(match, period, keeper!))!;
        problems.push({
          kind: 'conflicting-pins',
          reason: goneOrNotYet(keeper, match.periods[late - 1]!),
          playerIds: [keeper.id],
          period: late,
        });
        continue;
      }
      if (lineBound(keeper)) {
        const ids = [keeper.id];
        problems.push({ kind: 'conflicting-pins', reason: 'two-places', playerIds: ids, period: block[0]! });
        continue;
      }
    } else {
      const continuing = block[0] === fromPeriod && fromPeriod > 1 && !keeperChanges.has(fromPeriod);
      const inGoal = continuing ? match.byId.get(played.at(-1)!.keeper) : undefined;
      // The keeper of a block is there for all of it: a late player keeps only a block he is there for.
      const thereAll = (p: RotationPlayer) => block.every((period) => presentIn(match, period, p));
      if (inGoal !== undefined && mayKeep(inGoal) && !lineBound(inGoal) && thereAll(inGoal)) keeper = inGoal;
      else {
        keeper = players
          .filter((p) => mayKeep(p) && !lineBound(p) && thereAll(p))
          .sort(
            (a, b) =>
              Number(generalPlace.get(b.id) === 'GK') - Number(generalPlace.get(a.id) === 'GK') ||
              (keptMinutes.get(a.id) ?? 0) - (keptMinutes.get(b.id) ?? 0) ||
              Number(b.preferredPosition === 'Goalkeeper') - Number(a.preferredPosition === 'Goalkeeper') ||
              seasonShare(a) - seasonShare(b) ||
              byShirt(a, b),
          )[0];
      }
    }
    if (keeper === undefined) {
      problems.push({ kind: 'no-keeper', periods: block });
      continue;
    }
    for (const period of block) {
      keeperOf.set(period, keeper.id);
      keep(keeper.id, lengthOf(match, period));
    }
  }
  return keeperOf;
}

/**
 * Every period's line-up, the played ones as they were. Period by period, the outfield is those who sat
 * out the period before, then the fewest minutes (a future keeper's turn in goal counted as played
 * already, so he is rested before it), then the furthest behind over the season.
 *
 * The minutes of the players the plan shares freely (no pin, never in goal) end within allowedSpread of
 * each other's. Choosing purely by fewest minutes each period keeps them within the longest period of
 * each other's whatever the lengths, so each period looks ahead: if the rest of the match played that
 * way would end beyond the bound, the player with most minutes makes way for the one with fewest until
 * it would not. At worst that is the choice by fewest minutes itself, so the bound always holds.
 */
function fillPeriods(match: Match, keeperOf: Map<number, number>, problems: RotationProblem[]) {
  const { players, lines, outfieldCount, periods, fromPeriod, played } = match;
  const conflict = (reason: PinConflict, playerIds: number[], period: number) =>
    problems.push({ kind: 'conflicting-pins', reason, playerIds, period });
  const keepers = new Set(keeperOf.values());
  // A late player's minutes (or one who left) are fewer by his absence, so he is not among those whose
  // spread is bounded:
  // his share (minutes over availableMinutes) ranks him instead.
  const free = players
    .filter((p) => (p.availableFrom ?? 0) <= 0 && (p.availableUntil ?? null) === null)
    .map((p) => p.id)
    .filter(
      (id) =>
        !match.generalPlace.has(id) &&
        ![...match.forced.values()].some((pinned) => pinned.has(id)) &&
        !keepers.has(id),
    );
  const spreadOf = (minutes: ReadonlyMap<number, number>) => {
    const values = free.map((id) => minutes.get(id) ?? 0);
    return values.length === 0 ? 0 : Math.max(...values) - Math.min(...values);
  };
  // Per period, each keeper's minutes in goal after it.
  const inGoalAfter = periods.map(({ number }) => {
    const after = new Map<number, number>();
    for (let later = number + 1; later <= periods.length; later++) {
      const keeper = keeperOf.get(later)!;
      after.set(keeper, (after.get(keeper) ?? 0) + lengthOf(match, later));
    }
    return after;
  });
  const comingInGoal = (number: number, id: number) => inGoalAfter[number - 1]!.get(id) ?? 0;
  const pinnedAt = (number: number) =>
    [...(match.forced.get(number)?.keys() ?? [])].filter((id) => id !== keeperOf.get(number));

  /** Those who may play outfield in a period and are not pinned to, fewest minutes first. */
  const ranked = (number: number, minutes: ReadonlyMap<number, number>) => {
    const length = lengthOf(match, number);
    return (
      players
        .filter(
          (p) =>
            p.id !== keeperOf.get(number) &&
            !match.forced.get(number)?.has(p.id) &&
            placeIn(match, number, p.id) !== 'GK' &&
            presentIn(match, number, p),
        )
        .map((player) => ({
          player,
          projected: (minutes.get(player.id) ?? 0) + comingInGoal(number, player.id),
          available: match.availableMinutes.get(player.id) ?? 0,
          share: seasonShare(player),
        }))
        // The lowest share of the minutes he is there for once he has played this period too first (so of
        // two at one share, the one there longer, whose share it raises less), compared crosswise so that
        // equal shares tie exactly; with everyone there all match, simply the fewest minutes.
        .sort(
          (a, b) =>
            (a.projected + length) * b.available - (b.projected + length) * a.available ||
            a.projected - b.projected ||
            a.share - b.share ||
            byShirt(a.player, b.player),
        )
        .map(({ player }) => player)
    );
  };

  const roomAt = (position: string) => match.positionRoom.get(position)?.room ?? 0;
  /**
   * The pinned players, then `order` as far as the outfield, each line's room for line-bound players and
   * each position's room for those bound to it go. `unplaced`: those left out for want of room in their
   * line (a position's lack of room is said before filling, naming everyone pinned to it).
   */
  const fill = (number: number, order: readonly RotationPlayer[]) => {
    const chosen: RotationPlayer[] = [];
    const inLine = lines.map(() => 0);
    const atPosition = new Map<string, number>();
    const unplaced: number[] = [];
    for (const player of [...pinnedAt(number).map((id) => match.byId.get(id)!), ...order]) {
      if (chosen.length >= outfieldCount) break;
      const place = placeIn(match, number, player.id);
      const line = lineOf(place);
      const position = positionOf(place);
      if (position !== null && (atPosition.get(position) ?? 0) >= roomAt(position)) continue;
      if (line !== null) {
        if (inLine[line]! >= lines[line]!) {
          unplaced.push(player.id);
          continue;
        }
        inLine[line]! += 1;
      }
      if (position !== null) atPosition.set(position, (atPosition.get(position) ?? 0) + 1);
      chosen.push(player);
    }
    return { chosen, unplaced };
  };

  const afterPeriod = (number: number, minutes: ReadonlyMap<number, number>, field: Iterable<number>) => {
    const after = new Map(minutes);
    for (const id of [keeperOf.get(number)!, ...field])
      after.set(id, (after.get(id) ?? 0) + lengthOf(match, number));
    return after;
  };
  /** The free players' spread at the end when periods `start` on are chosen purely by fewest minutes. */
  const spreadAtEnd = (start: number, minutes: ReadonlyMap<number, number>) => {
    let current = minutes;
    for (let number = start; number <= periods.length; number++) {
      const { chosen } = fill(number, ranked(number, current));
      current = afterPeriod(
        number,
        current,
        chosen.map((p) => p.id),
      );
    }
    return spreadOf(current);
  };

  const lineups: PeriodLineup[] = played.map((lineup) => ({
    ...periods[lineup.number - 1]!,
    keeper: lineup.keeper,
    lines: lineup.lines.map((line) => [...line]),
    bench: [...lineup.bench],
  }));
  let minutes = new Map<number, number>();
  for (const lineup of played) {
    for (const id of [lineup.keeper, ...lineup.lines.flat()]) {
      minutes.set(id, (minutes.get(id) ?? 0) + lengthOf(match, lineup.number));
    }
  }
  const bound = Math.max(allowedSpread(periods.slice(fromPeriod - 1)), spreadAtEnd(fromPeriod, minutes));
  let benchedBefore = new Set<number>(played.at(-1)?.bench ?? []);
  let lineBefore = new Map<number, number>();
  played.at(-1)?.lines.forEach((line, index) => {
    for (const id of line) lineBefore.set(id, index);
  });

  for (let number = fromPeriod; number <= periods.length; number++) {
    const keeper = keeperOf.get(number)!;
    const pinned = pinnedAt(number);
    if (pinned.length > outfieldCount) conflict('too-many-pinned', pinned, number);
    const pinnedTo = new Map<string, number[]>();
    for (const id of pinned) {
      const position = positionOf(placeIn(match, number, id));
      if (position !== null) pinnedTo.set(position, [...(pinnedTo.get(position) ?? []), id]);
    }
    for (const [position, ids] of pinnedTo) {
      if (ids.length > roomAt(position)) {
        problems.push({
          kind: 'conflicting-pins',
          reason: 'position-full',
          playerIds: ids,
          period: number,
          position,
          room: roomAt(position),
        });
      }
    }
    const order = ranked(number, minutes);
    const sitters = order.filter((p) => benchedBefore.has(p.id));
    const { chosen, unplaced } = fill(number, [...sitters, ...order.filter((p) => !benchedBefore.has(p.id))]);
    const lineFull = unplaced.filter((id) => pinned.includes(id));
    if (lineFull.length > 0) conflict('line-full', lineFull, number);

    const rank = new Map(order.map((player, i) => [player.id, i]));
    const settles = () =>
      spreadAtEnd(
        number + 1,
        afterPeriod(
          number,
          minutes,
          chosen.map((p) => p.id),
        ),
      ) <= bound;
    const roomFor = (coming: RotationPlayer, going: RotationPlayer) => {
      const place = placeIn(match, number, coming.id);
      const line = lineOf(place);
      if (line === null) return true;
      const staying = chosen.filter((p) => p.id !== going.id).map((p) => placeIn(match, number, p.id));
      if (staying.filter((other) => lineOf(other) === line).length >= lines[line]!) return false;
      const position = positionOf(place);
      return (
        position === null ||
        staying.filter((other) => positionOf(other) === position).length < roomAt(position)
      );
    };
    while (!settles()) {
      const going = chosen.filter((p) => rank.has(p.id)).sort((a, b) => rank.get(b.id)! - rank.get(a.id)!);
      const coming = order.filter((p) => !chosen.includes(p));
      const swap = going
        .flatMap((out) => coming.map((into) => [out, into] as const))
        .find(([out, into]) => rank.get(into.id)! < rank.get(out.id)! && roomFor(into, out));
      if (swap === undefined) break;
      chosen.splice(chosen.indexOf(swap[0]), 1, swap[1]);
    }
    if (chosen.length < outfieldCount) conflict('short-of-players', pinned, number);

    const assigned = assignLines(
      chosen,
      lines,
      (player) => placeIn(match, number, player.id),
      lineBefore,
      match.positions,
    );
    const onPitch = new Set([keeper, ...chosen.map((p) => p.id)]);
    // A player not there yet is not on the bench either.
    const bench = players.filter((p) => !onPitch.has(p.id) && presentIn(match, number, p)).map((p) => p.id);
    lineups.push({ ...periods[number - 1]!, keeper, lines: assigned, bench });
    minutes = afterPeriod(
      number,
      minutes,
      chosen.map((p) => p.id),
    );
    benchedBefore = new Set(bench);
    lineBefore = new Map(assigned.flatMap((line, index) => line.map((id) => [id, index] as const)));
  }
  return lineups;
}

/**
 * The outfield players put into the shape's lines at the least total distance from the depth their
 * preferred positions want (a pinned line, or a pinned position's, is the only one a player may take), a minute's worth of
 * preference for the line he played last period so an indifferent player is not moved about; ties go to
 * the players in shirt order taking the deeper line. Exhaustive over the lines' remaining room, which is
 * at most a few hundred states for any shape of up to ten outfield players.
 */
function assignLines(
  chosen: readonly RotationPlayer[],
  lines: readonly number[],
  pinnedPlace: (player: RotationPlayer) => Place | null,
  lineBefore: ReadonlyMap<number, number>,
  positions: readonly (readonly string[])[] | undefined,
): number[][] {
  const players = [...chosen].sort(byShirt);
  const depth = lines.map((_, i) => (lines.length === 1 ? 50 : Math.round((100 * i) / (lines.length - 1))));
  const cost = players.map((player) => {
    const pin = lineOf(pinnedPlace(player));
    const wanted = DESIRED_DEPTH[player.preferredPosition];
    return depth.map((lineDepth, i) => {
      if (pin !== null && pin !== i) return Number.POSITIVE_INFINITY;
      const before = lineBefore.get(player.id);
      return (
        (wanted === null ? 0 : Math.abs(lineDepth - wanted)) + (before !== undefined && before !== i ? 1 : 0)
      );
    });
  });
  // State: the room left in each line, in mixed radix.
  const radix = lines.map((count) => count + 1);
  const encode = (room: readonly number[]) => room.reduce((code, value, i) => code * radix[i]! + value, 0);
  const memo = new Map<string, { total: number; line: number }>();
  const best = (index: number, room: number[]): number => {
    if (index === players.length) return 0;
    const key = `${index}:${encode(room)}`;
    const known = memo.get(key);
    if (known !== undefined) return known.total;
    let found = { total: Number.POSITIVE_INFINITY, line: -1 };
    room.forEach((left, line) => {
      const here = cost[index]![line]!;
      if (left === 0 || here === Number.POSITIVE_INFINITY) return;
      room[line] = left - 1;
      const total = here + best(index + 1, room);
      room[line] = left;
      if (total < found.total) found = { total, line };
    });
    memo.set(key, found);
    return found.total;
  };
  const room = [...lines];
  best(0, room);
  const assigned: RotationPlayer[][] = lines.map(() => []);
  players.forEach((player, index) => {
    const { line } = memo.get(`${index}:${encode(room)}`)!;
    assigned[line]!.push(player);
    room[line]! -= 1;
  });
  return assigned.map((line, i) =>
    onSlots(line, positions?.[i], (player) => positionOf(pinnedPlace(player))),
  );
}

/**
 * A line's players in the order of its slots: each player pinned to a position on that position's slot
 * (the leftmost free one when the line has it twice), the rest on the slots left, in
 * widePlayersOutside's order. Without the slots' positions, widePlayersOutside's order itself.
 */
function onSlots(
  line: readonly RotationPlayer[],
  labels: readonly string[] | undefined,
  pinnedPosition: (player: RotationPlayer) => string | null,
): number[] {
  const natural = widePlayersOutside(line);
  if (labels === undefined) return natural;
  const byId = new Map(line.map((player) => [player.id, player]));
  const slots: (number | undefined)[] = labels.map(() => undefined);
  const rest: number[] = [];
  for (const id of natural) {
    const position = pinnedPosition(byId.get(id)!);
    const slot =
      position === null ? -1 : labels.findIndex((label, i) => label === position && slots[i] === undefined);
    if (slot === -1) rest.push(id);
    else slots[slot] = id;
  }
  return slots.map((id) => id ?? rest.shift()!);
}

const WIDE_POSITIONS: ReadonlySet<PreferredPosition> = new Set(['Full-Back', 'Wing-Back', 'Winger']);

/**
 * A line's players from left to right: those who prefer a wide position at its ends (the first on the
 * left, the next on the right, and so on), the rest between them, each group in shirt order; so a back
 * four of two full-backs and two centre-backs reads FB CB CB FB, as a shape's slots are laid out.
 */
function widePlayersOutside(line: readonly RotationPlayer[]): number[] {
  const wide = line.filter((p) => WIDE_POSITIONS.has(p.preferredPosition));
  const central = line.filter((p) => !WIDE_POSITIONS.has(p.preferredPosition));
  const left = wide.filter((_, i) => i % 2 === 0);
  const right = wide.filter((_, i) => i % 2 === 1).reverse();
  return [...left, ...central, ...right].map((p) => p.id);
}
