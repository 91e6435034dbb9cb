import type { EventAvailability } from '../../../shared/contracts/availability';
import type { RotationPlanAnswer, RotationPlanInput } from '../../../shared/contracts/rotation-plan';
import type { Player } from '../../../shared/contracts/squad';
import { type FormationShape, shapeLinePositions, shapeLines } from '../../../shared/domain/formation-shapes';
import { arrivalMinute } from '../../../shared/domain/late-arrival';
import type { MatchPeriod } from '../../../shared/domain/match-periods';
import type { PositionLabel } from '../../../shared/domain/position-label';
import { halfTimePeriod, lineRole } from '../../../shared/domain/rotation-planner';
import { byShirt } from '../../../shared/domain/shirt-order';
import { formatKickOff } from '../../lib/match-dates';
import { playerLabel } from './match-format';

// The "Plan fair rotation" dialog's choices and what it shows of a plan, as pure functions: the dialog
// (rotation-dialog.tsx) only draws them.

/** When the keeper may change: at half-time (the planner's default), never, or at every change. */
export type KeeperChange = 'half-time' | 'never' | 'every-period';

/** A position a pin may name: any of a shape's outfield slots' ('GK' is "In goal"). */
type OutfieldPosition = Exclude<PositionLabel, 'GK'>;

/**
 * Where a pinned player plays: wherever the plan puts him, in goal, in a line (0 the back), or at a
 * position of the shape.
 */
export type PinWhere = 'anywhere' | 'GK' | `line-${number}` | `position-${OutfieldPosition}`;

/** One pin as the dialog edits it: a player (0 while none is chosen), where, and in which periods. */
export type PinDraft = { playerId: number; where: PinWhere; periods: number[] };

export type RotationDraft = {
  shape: FormationShape;
  keeperChange: KeeperChange;
  fromPeriod: number;
  pins: PinDraft[];
  overwritePlanned: boolean;
  /** Plan the players whose families answered Not sure (the default), or leave them out. */
  includeNotSure: boolean;
};

/** The choices of "Keeper may change", in words, for a match of these periods. */
export function keeperChangeChoices(
  periods: readonly MatchPeriod[],
): { value: KeeperChange; label: string }[] {
  const half = halfTimePeriod(periods);
  const choices: { value: KeeperChange; label: string }[] = [];
  if (half !== null) {
    const at = periods[half - 1];
    choices.push({ value: 'half-time', label: `At half-time (${at?.from ?? 0}', period ${half})` });
  }
  choices.push({ value: 'never', label: 'Never: one keeper all match' });
  if (periods.length > 2 || half === null) {
    choices.push({ value: 'every-period', label: 'At every change of period' });
  }
  return choices;
}

/** The place choices of a pin for a shape: anywhere, in goal, then each line by its role. */
export function pinPlaceChoices(shape: FormationShape): { value: PinWhere; label: string }[] {
  const lines = shapeLines(shape);
  const roleWords = { DEF: 'In defence', MID: 'In midfield', FWD: 'In attack' } as const;
  const roles = lines.map((_, i) => lineRole(i, lines.length));
  return [
    { value: 'anywhere', label: 'Anywhere' },
    { value: 'GK', label: 'In goal' },
    ...lines.map((count, i) => {
      const role = roles[i]!;
      // Two middle lines (4-2-3-1) both read "In midfield": the count tells them apart.
      const repeated = roles.filter((r) => r === role).length > 1;
      return {
        value: `line-${i}` as const,
        label: repeated ? `${roleWords[role]} (the line of ${count})` : roleWords[role],
      };
    }),
  ];
}

/**
 * The positions a pin may name for a shape, after its lines: each outfield position once, from the back
 * and left to right as the shape's slots read (4-4-2: LB, CB, RB, LM, CM, RM, ST). A position the shape
 * has twice (two CB) is one choice: the player stands on either.
 */
export function pinPositionChoices(shape: FormationShape): { value: PinWhere; label: string }[] {
  const labels = [...new Set(shapeLinePositions(shape).flat())].filter(
    (label): label is OutfieldPosition => label !== 'GK',
  );
  return labels.map((label) => ({ value: `position-${label}` as const, label }));
}

/** Whether a pin's place belongs to the shape (a line or a position), so a change of shape resets it. */
export const isShapePlace = (where: PinWhere) => where.startsWith('line-') || where.startsWith('position-');

/**
 * The request body for the draft, or the first problem in words: a pin without a player, or one with
 * neither a place nor periods (it would fix nothing). Periods before fromPeriod are kept, so a pin's
 * periods there are left out.
 */
export function rotationBody(
  draft: RotationDraft,
  periods: readonly MatchPeriod[],
): { ok: true; body: RotationPlanInput } | { ok: false; problem: string } {
  const pins: NonNullable<RotationPlanInput['pins']> = [];
  for (const [index, pin] of draft.pins.entries()) {
    if (pin.playerId === 0) return { ok: false, problem: `Pin ${index + 1}: choose a player.` };
    const chosen = pin.periods.filter((n) => n >= draft.fromPeriod).sort((a, b) => a - b);
    const place =
      pin.where === 'anywhere'
        ? undefined
        : pin.where === 'GK'
          ? ('GK' as const)
          : pin.where.startsWith('position-')
            ? { position: pin.where.slice('position-'.length) as OutfieldPosition }
            : { line: Number(pin.where.slice('line-'.length)) };
    if (place === undefined && chosen.length === 0) {
      return { ok: false, problem: `Pin ${index + 1}: choose periods, a place, or both.` };
    }
    pins.push({
      playerId: pin.playerId,
      ...(chosen.length > 0 ? { periods: chosen } : {}),
      ...(place === undefined ? {} : { place }),
    });
  }
  const keeperChangeAt =
    draft.keeperChange === 'never'
      ? []
      : draft.keeperChange === 'every-period'
        ? periods.slice(1).map((period) => period.number)
        : undefined;
  return {
    ok: true,
    body: {
      shape: draft.shape,
      ...(pins.length > 0 ? { pins } : {}),
      ...(keeperChangeAt === undefined ? {} : { keeperChangeAt }),
      ...(draft.fromPeriod > 1 ? { fromPeriod: draft.fromPeriod } : {}),
      ...(draft.includeNotSure ? {} : { includeNotSure: false }),
    },
  };
}

/** What the families said that the plan weighs, in words, before the plan is made (issue 31). */
export type AnswersForPlan = {
  /** "7 Harry Smith", in squad order: the Not sure players the coach may leave out. */
  notSure: string[];
  /** "9 Sam Jones: arrives 10:30, plays from minute 30". */
  late: string[];
  /** "7 Sam Jones: left at minute 12": injured or gone, recorded on the live screen (issue 32). */
  left: string[];
};

/**
 * The match's Not sure players, late arrivals and those who left (an injury recorded live) among those
 * not marked unavailable, as the dialog lists them. The minute is the planner's (arrivalMinute: from kick-off, breaks ignored); a match without a
 * date has no arrivals.
 */
export function answersForPlan(
  view: Pick<EventAvailability, 'players'> | undefined,
  players: readonly Player[],
  match: { matchDate: string | null; unavailablePlayerIds: readonly number[] },
): AnswersForPlan {
  if (!view) return { notSure: [], late: [], left: [] };
  const byPlayer = new Map(view.players.map((row) => [row.playerId, row]));
  const squad = [...players].filter((p) => !match.unavailablePlayerIds.includes(p.id)).sort(byShirt);
  const kickOff = match.matchDate ? new Date(match.matchDate) : null;
  const late: string[] = [];
  for (const player of squad) {
    const arrivesAt = byPlayer.get(player.id)?.arrivesAt ?? null;
    if (!arrivesAt || !kickOff || Number.isNaN(kickOff.getTime())) continue;
    const minute = arrivalMinute(kickOff, new Date(arrivesAt));
    late.push(`${playerLabel(player)}: arrives ${formatKickOff(arrivesAt)}, plays from minute ${minute}`);
  }
  const left = squad.flatMap((player) => {
    const minute = byPlayer.get(player.id)?.leftAtMinute ?? null;
    return minute === null ? [] : [`${playerLabel(player)}: left at minute ${minute}`];
  });
  return {
    notSure: squad.filter((p) => byPlayer.get(p.id)?.answer === 'maybe').map(playerLabel),
    late,
    left,
  };
}

/** One period of a plan as the preview lists it: who keeps goal, each line by role, the bench. */
export type PreviewPeriod = {
  number: number;
  minutes: string;
  kept: boolean;
  planned: boolean;
  rows: { label: string; names: string }[];
};

/** The plan's periods in words, naming players as match planning does ("7 Sam Jones"). */
export function previewPeriods(plan: RotationPlanAnswer, players: readonly Player[]): PreviewPeriod[] {
  const byId = new Map(players.map((p) => [p.id, p]));
  const name = (id: number) => {
    const player = byId.get(id);
    return player ? playerLabel(player) : `Player ${id}`;
  };
  const names = (ids: readonly number[]) => (ids.length === 0 ? 'Nobody' : ids.map(name).join(', '));
  return plan.periods.map((period) => ({
    number: period.number,
    minutes: `${period.from}–${period.to}'`,
    kept: period.kept,
    planned: period.planned,
    rows: [
      { label: 'GK', names: name(period.keeper) },
      ...period.lines.map((line, i) => ({ label: lineRole(i, period.lines.length), names: names(line) })),
      { label: 'Bench', names: names(period.bench) },
      // Late players not there yet (issue 31): neither on the pitch nor on the bench.
      ...(period.absent.length > 0 ? [{ label: 'Later', names: names(period.absent) }] : []),
    ],
  }));
}

/** Each player's minutes in the plan, most first, then by shirt: "60 min (30 in goal)". */
export function previewMinutes(
  plan: RotationPlanAnswer,
  players: readonly Player[],
): { playerId: number; name: string; minutes: string }[] {
  const byId = new Map(players.map((p) => [p.id, p]));
  const late = new Set(plan.late.map((row) => row.playerId));
  return plan.minutes
    .map((row) => ({ row, player: byId.get(row.playerId) }))
    .sort(
      (a, b) =>
        b.row.minutes - a.row.minutes ||
        (a.player?.shirtNumber ?? 0) - (b.player?.shirtNumber ?? 0) ||
        a.row.playerId - b.row.playerId,
    )
    .map(({ row, player }) => ({
      playerId: row.playerId,
      name: player ? playerLabel(player) : `Player ${row.playerId}`,
      minutes: `${row.minutes} min${row.keeperMinutes > 0 ? ` (${row.keeperMinutes} in goal)` : ''}${
        late.has(row.playerId) ? ` of ${row.availableMinutes} there` : ''
      }`,
    }));
}
