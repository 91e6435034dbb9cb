import type { Formation } from '../../../shared/contracts/formations';
import {
  DEFAULT_TEAM_FORMAT,
  defaultFormationShape,
  defaultShapeForFormat,
  type FormationShape,
  isFormationShape,
  shapePlayerCount,
  type TeamFormat,
} from '../../../shared/domain/formation-shapes';
import type { EditorDocument } from './editor-draft';
import {
  listsOf,
  type Placement,
  type PlacementAction,
  placementFromLists,
  placementReducer,
} from './editor-placement';

// The whole of what the formation editor edits (spec 001 §2.2, §4.2): name, shape, match, period, notes
// and where the players are, as one reducer. The placement rules are editor-placement.ts's.

export type EditorState = {
  name: string;
  shape: FormationShape;
  matchId: number | null;
  /** The period, from 1 (spec 001 §9: default 1). */
  quarter: number;
  notes: string;
  placement: Placement;
};

export type TemplateSource = Pick<
  Formation,
  'name' | 'formation' | 'notes' | 'playerPositions' | 'benchPlayers' | 'unavailablePlayers'
>;

export type EditorAction =
  | PlacementAction
  | { type: 'setName'; name: string }
  | { type: 'setShape'; shape: FormationShape }
  | { type: 'setNotes'; notes: string }
  /**
   * Another match (or none): the period stays when the match has it, else period 1. `unavailable` is the
   * match's unavailable players, pre-filled into Unavailable (spec 001 §4.2: only when no saved formation
   * is being edited; the page passes null then).
   */
  | { type: 'setMatch'; matchId: number | null; periods: number; unavailable: readonly number[] | null }
  | { type: 'setQuarter'; quarter: number }
  /** Spec 001 §4.2: name, shape, notes and the three lists of a saved formation; match and period stay. */
  | { type: 'loadTemplate'; template: TemplateSource; knownIds?: ReadonlySet<number> }
  /** Everything replaced (a saved formation loaded, a draft restored, changes discarded). */
  | { type: 'loadDocument'; document: EditorDocument; knownIds?: ReadonlySet<number> };

const shapeOrDefault = (shape: string): FormationShape =>
  isFormationShape(shape) ? shape : defaultFormationShape;

/** A new formation, in the team format's default shape (4-4-2 for 11v11, 3-3-2 for 9v9). */
export function newDocument(options: {
  matchId: number | null;
  quarter: number | null;
  format?: TeamFormat;
}): EditorDocument {
  return {
    name: '',
    shape: defaultShapeForFormat(options.format ?? DEFAULT_TEAM_FORMAT),
    matchId: options.matchId,
    quarter: options.quarter ?? 1,
    notes: '',
    playerPositions: [],
    benchPlayers: [],
    unavailablePlayers: [],
  };
}

/** A saved formation as the editor opens it. */
export function documentFromFormation(formation: Formation): EditorDocument {
  return {
    name: formation.name ?? '',
    shape: shapeOrDefault(formation.formation),
    matchId: formation.matchId,
    quarter: Math.max(formation.quarter, 1),
    notes: formation.notes ?? '',
    playerPositions: formation.playerPositions,
    benchPlayers: formation.benchPlayers,
    unavailablePlayers: formation.unavailablePlayers,
  };
}

export function stateFromDocument(document: EditorDocument, knownIds?: ReadonlySet<number>): EditorState {
  return {
    name: document.name,
    shape: document.shape,
    matchId: document.matchId,
    quarter: document.quarter,
    notes: document.notes,
    placement: placementFromLists(document, knownIds),
  };
}

export function documentOf(state: EditorState): EditorDocument {
  return {
    name: state.name,
    shape: state.shape,
    matchId: state.matchId,
    quarter: state.quarter,
    notes: state.notes,
    ...listsOf(state.placement),
  };
}

export function editorReducer(state: EditorState, action: EditorAction): EditorState {
  switch (action.type) {
    case 'setName':
      return { ...state, name: action.name };
    case 'setShape':
      return { ...state, shape: action.shape, placement: fitPitch(state.placement, action.shape) };
    case 'setNotes':
      return { ...state, notes: action.notes };
    case 'setMatch': {
      const periods = Math.max(1, Math.trunc(action.periods));
      const quarter = action.matchId !== null && state.quarter <= periods ? state.quarter : 1;
      const placement =
        action.unavailable === null
          ? state.placement
          : placementReducer(state.placement, { type: 'setUnavailable', playerIds: action.unavailable });
      return { ...state, matchId: action.matchId, quarter, placement };
    }
    case 'setQuarter':
      return { ...state, quarter: Math.max(1, Math.trunc(action.quarter) || 1) };
    case 'loadTemplate':
      return {
        ...state,
        name: action.template.name ?? '',
        shape: shapeOrDefault(action.template.formation),
        notes: action.template.notes ?? '',
        placement: placementFromLists(action.template, action.knownIds),
      };
    case 'loadDocument':
      return stateFromDocument(action.document, action.knownIds);
    case 'place':
      // A full pitch takes nobody more (the server refuses it too); a player on it may still move.
      if (isPitchFull(state, action.playerId)) return state;
      return { ...state, placement: placementReducer(state.placement, action) };
    default: {
      const placement = placementReducer(state.placement, action);
      return placement === state.placement ? state : { ...state, placement };
    }
  }
}

/**
 * The shape's places are all taken and `playerId` is not on the pitch: placing him would put more on it
 * than the shape holds (a 3-3-2 nine).
 */
export function isPitchFull(state: Pick<EditorState, 'shape' | 'placement'>, playerId: number): boolean {
  const { positions } = state.placement;
  return positions.length >= shapePlayerCount(state.shape) && !positions.some((p) => p.playerId === playerId);
}

/**
 * A smaller shape keeps the first placed on the pitch, as many as it holds; the rest go to the bench,
 * where the coach sees them, rather than being saved on a pitch the shape has no place for.
 */
function fitPitch(placement: Placement, shape: FormationShape): Placement {
  const places = shapePlayerCount(shape);
  if (placement.positions.length <= places) return placement;
  const benched = placement.positions.slice(places).map((p) => p.playerId);
  return {
    ...placement,
    positions: placement.positions.slice(0, places),
    bench: [...placement.bench, ...benched],
  };
}

/** "Formation 12" for a saved formation without a name, "Unnamed" for a template's toast (spec 001 §3.1, §4.2). */
export function formationDisplayName(formation: Pick<Formation, 'id' | 'name'>): string {
  return formation.name?.trim() || `Formation ${formation.id}`;
}
