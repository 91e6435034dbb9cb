import type { PlayerPosition } from '../../../shared/contracts/formations';
import { compareNames } from '../../../shared/domain/name-order';

// Where the formation editor's players are (spec 001 §4.1), apart from React: a player is in exactly one
// of four places, available (nowhere else), on the pitch (at x, y), on the bench, or unavailable. Every
// change is an action of the reducer below, so the rules have table and property tests and the page,
// the drag and drop, the taps and the keys all go through the same door.

export type Place = 'available' | 'pitch' | 'bench' | 'unavailable';

export type Placement = {
  /** On the pitch, in the order they were first placed (re-placing keeps the place in the order). */
  positions: readonly PlayerPosition[];
  /** Player ids on the bench, in the order they went there. */
  bench: readonly number[];
  /** Player ids marked unavailable for this formation, in order. */
  unavailable: readonly number[];
  /** The player a tap has selected, to be placed by the next tap; null when none. */
  selectedId: number | null;
};

/** The lists of a saved formation (or a template, or a draft), as the API names them. */
export type PlacementLists = {
  playerPositions: readonly PlayerPosition[];
  benchPlayers: readonly number[];
  unavailablePlayers: readonly number[];
};

export type PlacementAction =
  /** On the pitch at (x, y), clamped to 0-100: off the bench and unavailable lists, selection cleared. */
  | { type: 'place'; playerId: number; x: number; y: number }
  /** Several at once (a shape laid out), each as 'place'. */
  | { type: 'placeMany'; positions: readonly PlayerPosition[] }
  /** To the bench: off the pitch and the unavailable list. */
  | { type: 'bench'; playerId: number }
  /** Unavailable: off the pitch and the bench. */
  | { type: 'unavailable'; playerId: number }
  /** The unavailable list becomes exactly these (a match's, pre-filled); players leaving it become available. */
  | { type: 'setUnavailable'; playerIds: readonly number[] }
  /** A tap on a player: selects him, or deselects him when he is the one selected. */
  | { type: 'select'; playerId: number }
  | { type: 'deselect' }
  /** Everything replaced by a saved formation's lists (loading, a template, a restored draft). */
  | { type: 'load'; lists: PlacementLists; knownIds?: ReadonlySet<number> };

export const emptyPlacement: Placement = { positions: [], bench: [], unavailable: [], selectedId: null };

/** A coordinate as stored: within 0-100 (anything not a number counts as 0), to a hundredth. */
export function pitchCoordinate(value: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.round(Math.min(Math.max(value, 0), 100) * 100) / 100;
}

const without = (ids: readonly number[], playerId: number) =>
  ids.includes(playerId) ? ids.filter((id) => id !== playerId) : ids;
const offPitch = (positions: readonly PlayerPosition[], playerId: number) =>
  positions.some((p) => p.playerId === playerId)
    ? positions.filter((p) => p.playerId !== playerId)
    : positions;

function place(state: Placement, playerId: number, x: number, y: number): Placement {
  const at = { playerId, x: pitchCoordinate(x), y: pitchCoordinate(y) };
  const index = state.positions.findIndex((p) => p.playerId === playerId);
  const positions =
    index === -1 ? [...state.positions, at] : state.positions.map((p, i) => (i === index ? at : p));
  return {
    positions,
    bench: without(state.bench, playerId),
    unavailable: without(state.unavailable, playerId),
    selectedId: null,
  };
}

/**
 * Saved lists made whole: a player named twice keeps his first place, the pitch before the bench before
 * unavailable (what a screen would draw); with `knownIds`, players no longer in the squad are left out.
 */
export function placementFromLists(lists: PlacementLists, knownIds?: ReadonlySet<number>): Placement {
  const seen = new Set<number>();
  const keep = (playerId: number) => {
    if (seen.has(playerId) || (knownIds && !knownIds.has(playerId))) return false;
    seen.add(playerId);
    return true;
  };
  const positions = lists.playerPositions
    .filter((p) => keep(p.playerId))
    .map((p) => ({ playerId: p.playerId, x: pitchCoordinate(p.x), y: pitchCoordinate(p.y) }));
  const bench = lists.benchPlayers.filter(keep);
  const unavailable = lists.unavailablePlayers.filter(keep);
  return { positions, bench, unavailable, selectedId: null };
}

export function placementReducer(state: Placement, action: PlacementAction): Placement {
  switch (action.type) {
    case 'place':
      return place(state, action.playerId, action.x, action.y);
    case 'placeMany':
      return action.positions.reduce((next, p) => place(next, p.playerId, p.x, p.y), state);
    case 'bench':
      return {
        positions: offPitch(state.positions, action.playerId),
        bench: state.bench.includes(action.playerId) ? state.bench : [...state.bench, action.playerId],
        unavailable: without(state.unavailable, action.playerId),
        selectedId: null,
      };
    case 'unavailable':
      return {
        positions: offPitch(state.positions, action.playerId),
        bench: without(state.bench, action.playerId),
        unavailable: state.unavailable.includes(action.playerId)
          ? state.unavailable
          : [...state.unavailable, action.playerId],
        selectedId: null,
      };
    case 'setUnavailable': {
      const ids = [...new Set(action.playerIds)];
      const marked = new Set(ids);
      return {
        positions: state.positions.filter((p) => !marked.has(p.playerId)),
        bench: state.bench.filter((id) => !marked.has(id)),
        unavailable: ids,
        selectedId: state.selectedId !== null && marked.has(state.selectedId) ? null : state.selectedId,
      };
    }
    case 'select':
      return { ...state, selectedId: state.selectedId === action.playerId ? null : action.playerId };
    case 'deselect':
      return state.selectedId === null ? state : { ...state, selectedId: null };
    case 'load':
      return placementFromLists(action.lists, action.knownIds);
  }
}

/** Where a player is now. */
export function placeOf(state: Placement, playerId: number): Place {
  if (state.positions.some((p) => p.playerId === playerId)) return 'pitch';
  if (state.bench.includes(playerId)) return 'bench';
  if (state.unavailable.includes(playerId)) return 'unavailable';
  return 'available';
}

/** The squad's players in none of the three lists, by shirt number (spec 001 §4.1), then name. */
export function availablePlayers<T extends { id: number; shirtNumber: number; firstName: string }>(
  players: readonly T[],
  state: Placement,
): T[] {
  const placed = new Set([...state.positions.map((p) => p.playerId), ...state.bench, ...state.unavailable]);
  return players
    .filter((player) => !placed.has(player.id))
    .sort((a, b) => a.shirtNumber - b.shirtNumber || compareNames(a.firstName, b.firstName) || a.id - b.id);
}

/** The lists as the API takes them. */
export function listsOf(state: Placement): PlacementLists {
  return {
    playerPositions: state.positions.map((p) => ({ ...p })),
    benchPlayers: [...state.bench],
    unavailablePlayers: [...state.unavailable],
  };
}
