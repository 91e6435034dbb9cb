import { formationForPeriod, type PeriodFormation } from './formation-for-period.js';
import { type MatchPeriod, type MatchTiming, periodsOf } from './match-periods.js';
import { type PositionLabel, positionLabel, positionLabels } from './position-label.js';
import { byShirt } from './shirt-order.js';
import { type SquadRoleType, squadRoleLabels, squadRoleTypes } from './squad-roles.js';

// The team sheet and the shared line-up (issue 32, decision 067): one period's line-up as a list a
// coach prints or sends, apart from React so the wording has tests. The match planning's team sheet and
// the formation viewer's Share button both write a period this way (features never import each other,
// so the rule lives here).

/** A squad player as both screens know him. */
export type SheetSquadPlayer = {
  id: number;
  shirtNumber: number | null;
  firstName: string;
  lastName: string;
};

/** What a line-up is made from: a period's formation (its places, bench and unavailable list). */
export type SheetFormation = {
  playerPositions: readonly { playerId: number; x: number; y: number }[];
  benchPlayers: readonly number[];
  unavailablePlayers: readonly number[];
};

/** What the match adds: its captain and the players it marks unavailable. */
export type SheetMatch = { captainPlayerId: number | null; unavailablePlayerIds: readonly number[] };

export type SheetPlayer = { id: number; shirtNumber: number | null; name: string; isCaptain: boolean };
export type SheetPlace = SheetPlayer & { position: PositionLabel };

/** One period's line-up: on the pitch from the goalkeeper forward, the bench, the unavailable. */
export type LineUp = { onPitch: SheetPlace[]; bench: SheetPlayer[]; unavailable: SheetPlayer[] };

export function sheetName(player: Pick<SheetSquadPlayer, 'firstName' | 'lastName'>): string {
  return [player.firstName, player.lastName].filter(Boolean).join(' ');
}

/** "9 Oscar Hughes", or the name alone for a player without a number; "(C)" after the captain. */
export function sheetPlayerText(player: SheetPlayer): string {
  const label = player.shirtNumber === null ? player.name : `${player.shirtNumber} ${player.name}`;
  return player.isCaptain ? `${label} (C)` : label;
}

const labelOrder = new Map(positionLabels.map((label, i) => [label, i]));

/**
 * A period's line-up as the viewer draws it: the players placed on the pitch with their position label
 * (goalkeeper first, then defence, midfield and attack, each from left to right), the bench in the
 * formation's order and the unavailable (the formation's and the match's) by shirt number. A benched
 * player the match marks unavailable is listed as unavailable only; players no longer in the squad are
 * left out. The match's captain is marked unless the match marks him unavailable.
 */
export function lineUpOf(
  formation: SheetFormation,
  squad: readonly SheetSquadPlayer[],
  match: SheetMatch,
): LineUp {
  const byId = new Map(squad.map((player) => [player.id, player]));
  const unavailableIds = new Set([...formation.unavailablePlayers, ...match.unavailablePlayerIds]);
  const captain = match.unavailablePlayerIds.includes(match.captainPlayerId ?? -1)
    ? null
    : match.captainPlayerId;
  const sheetPlayer = (id: number): SheetPlayer[] => {
    const player = byId.get(id);
    return player
      ? [{ id, shirtNumber: player.shirtNumber, name: sheetName(player), isCaptain: id === captain }]
      : [];
  };
  const onPitch = formation.playerPositions
    .flatMap((place) =>
      sheetPlayer(place.playerId).map((player) => ({
        ...player,
        position: positionLabel(place.x, place.y),
        place,
      })),
    )
    .sort(
      (a, b) =>
        (labelOrder.get(a.position) ?? 0) - (labelOrder.get(b.position) ?? 0) ||
        a.place.y - b.place.y ||
        a.place.x - b.place.x,
    )
    .map(({ place: _place, ...player }) => player);
  const onPitchIds = new Set(onPitch.map((player) => player.id));
  return {
    onPitch,
    bench: formation.benchPlayers
      .filter((id) => !unavailableIds.has(id) && !onPitchIds.has(id))
      .flatMap(sheetPlayer),
    unavailable: [...unavailableIds]
      .filter((id) => !onPitchIds.has(id))
      .flatMap(sheetPlayer)
      .sort(byShirt),
  };
}

/** One period of the sheet: its minutes, the shape of its plan and its line-up; null for a blank one. */
export type SheetPeriod = MatchPeriod & { shape: string | null; lineUp: LineUp | null };

/**
 * Every period of the match with the line-up its plan gives (formationForPeriod, the rule every screen
 * shows a period by): a period nobody planned has no line-up.
 */
export function sheetPeriodsOf<F extends PeriodFormation & SheetFormation & { formation: string }>(
  match: MatchTiming & SheetMatch & { id: number },
  formations: readonly F[],
  squad: readonly SheetSquadPlayer[],
): SheetPeriod[] {
  return periodsOf(match).map((period) => {
    const plan = formationForPeriod(formations, match.id, period.number);
    return {
      ...period,
      shape: plan?.formation ?? null,
      lineUp: plan ? lineUpOf(plan, squad, match) : null,
    };
  });
}

/** The takers of each set piece in order, as the match's squad roles hold them. */
export type SetPieceTakers = { role: SquadRoleType; label: string; takers: SheetPlayer[] }[];

/**
 * The match's set-piece takers (penalties, corners, attacking and defensive free kicks), each list in
 * its order; a player the match marks unavailable is left out, as match planning hides him (his place is
 * kept in storage for when he is available again). A role nobody takes has an empty list.
 */
export function setPieceTakersOf(
  match: SheetMatch & {
    matchPenaltyOrder: readonly number[];
    matchCornerOrder: readonly number[];
    matchAttackingFkOrder: readonly number[];
    matchDefensiveFkOrder: readonly number[];
  },
  squad: readonly SheetSquadPlayer[],
): SetPieceTakers {
  const byId = new Map(squad.map((player) => [player.id, player]));
  const lists: Record<SquadRoleType, readonly number[]> = {
    penalty: match.matchPenaltyOrder,
    corner: match.matchCornerOrder,
    attackingFk: match.matchAttackingFkOrder,
    defensiveFk: match.matchDefensiveFkOrder,
  };
  const unavailable = new Set(match.unavailablePlayerIds);
  return squadRoleTypes.map((role) => ({
    role,
    label: squadRoleLabels[role],
    takers: lists[role].flatMap((id) => {
      const player = byId.get(id);
      if (!player || unavailable.has(id)) return [];
      return [{ id, shirtNumber: player.shirtNumber, name: sheetName(player), isCaptain: false }];
    }),
  }));
}

/** "Period 2 (15'-30')". */
export function periodHeading(period: { number: number; from: number; to: number }): string {
  return `Period ${period.number} (${period.from}'-${period.to}')`;
}

export type ShareLineUpInput = {
  /** The team's name, or null when the screen does not know it. */
  teamName: string | null;
  opponent: string;
  /** "Sat 5 Dec 10:00", or null for a match without a date. */
  when: string | null;
  period: { number: number; from: number; to: number };
  lineUp: LineUp;
};

/**
 * A period's line-up as plain text for the share sheet or the clipboard:
 * "Riverside Rovers U12 v Kestrels, Sat 5 Dec 10:00 — Period 2 (15'-30')", then a line per player on
 * the pitch ("GK 1 Oliver Bennett", the captain marked "(C)"), then "Bench: ..." and "Unavailable: ..."
 * when anyone is there.
 */
export function lineUpShareText({ teamName, opponent, when, period, lineUp }: ShareLineUpInput): string {
  const fixture = teamName ? `${teamName} v ${opponent}` : `v ${opponent}`;
  const title = `${when ? `${fixture}, ${when}` : fixture} — ${periodHeading(period)}`;
  const lines = [title, ...lineUp.onPitch.map((place) => `${place.position} ${sheetPlayerText(place)}`)];
  if (lineUp.onPitch.length === 0) lines.push('No one placed on the pitch yet.');
  if (lineUp.bench.length) lines.push(`Bench: ${lineUp.bench.map(sheetPlayerText).join(', ')}`);
  if (lineUp.unavailable.length)
    lines.push(`Unavailable: ${lineUp.unavailable.map(sheetPlayerText).join(', ')}`);
  return lines.join('\n');
}
