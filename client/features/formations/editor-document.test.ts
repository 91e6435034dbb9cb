import { describe, expect, it } from 'vitest';
import type { Formation } from '../../../shared/contracts/formations';
import {
  documentFromFormation,
  documentOf,
  type EditorState,
  editorReducer,
  isPitchFull,
  newDocument,
  stateFromDocument,
} from './editor-document';

const saved: Formation = {
  id: 12,
  name: 'Rooks P2',
  formation: '4-3-3',
  quarter: 2,
  matchId: 5,
  myTeamId: 1,
  userId: 1,
  playerPositions: [{ playerId: 1, x: 5, y: 50 }],
  benchPlayers: [2],
  unavailablePlayers: [3],
  notes: 'Compact',
  createdAt: '2026-01-01T10:00:00Z',
  updatedAt: '2026-01-01T10:00:00Z',
  version: 1,
  plannedAt: '2026-01-01T10:00:00Z',
};

const fresh = (): EditorState => stateFromDocument(newDocument({ matchId: null, quarter: null }));

describe('the editor document (spec 001 §4.2)', () => {
  it('starts new as 4-4-2, period 1, nobody placed', () => {
    expect(documentOf(fresh())).toEqual({
      name: '',
      shape: '4-4-2',
      matchId: null,
      quarter: 1,
      notes: '',
      playerPositions: [],
      benchPlayers: [],
      unavailablePlayers: [],
    });
  });

  it('opens a saved formation whole', () => {
    const state = editorReducer(fresh(), { type: 'loadDocument', document: documentFromFormation(saved) });
    expect(documentOf(state)).toEqual({
      name: 'Rooks P2',
      shape: '4-3-3',
      matchId: 5,
      quarter: 2,
      notes: 'Compact',
      playerPositions: [{ playerId: 1, x: 5, y: 50 }],
      benchPlayers: [2],
      unavailablePlayers: [3],
    });
  });

  it('a template brings name, shape, notes and lists but keeps the match and period', () => {
    let state = editorReducer(fresh(), { type: 'setMatch', matchId: 9, periods: 4, unavailable: [] });
    state = editorReducer(state, { type: 'setQuarter', quarter: 3 });
    state = editorReducer(state, { type: 'loadTemplate', template: saved });
    const document = documentOf(state);
    expect(document).toMatchObject({
      name: 'Rooks P2',
      shape: '4-3-3',
      notes: 'Compact',
      matchId: 9,
      quarter: 3,
    });
    expect(document.benchPlayers).toEqual([2]);
  });

  it('a template of an unknown shape falls back to 4-4-2, without a name to empty', () => {
    const state = editorReducer(fresh(), {
      type: 'loadTemplate',
      template: { ...saved, formation: '2-3-3', name: null, notes: null },
    });
    expect(state.shape).toBe('4-4-2');
    expect(state.name).toBe('');
    expect(state.notes).toBe('');
  });

  it('choosing a match pre-fills Unavailable from it when asked, and keeps a period the match has', () => {
    let state = editorReducer(fresh(), { type: 'place', playerId: 3, x: 50, y: 50 });
    state = editorReducer(state, { type: 'setQuarter', quarter: 4 });
    state = editorReducer(state, { type: 'setMatch', matchId: 5, periods: 4, unavailable: [3, 4] });
    expect(state.placement.unavailable).toEqual([3, 4]);
    expect(state.placement.positions).toEqual([]);
    expect(state.quarter).toBe(4);
    // Editing a saved formation: the match changes, Unavailable does not; a match of 2 periods has no P4.
    const kept = editorReducer(state, { type: 'setMatch', matchId: 6, periods: 2, unavailable: null });
    expect(kept.placement.unavailable).toEqual([3, 4]);
    expect(kept.quarter).toBe(1);
  });
});

describe('formats in the editor document (issue 30)', () => {
  const at = (playerId: number) => ({ playerId, x: 10 * playerId, y: 50 });
  /** A formation of `shape` with players 1 to `count` placed on the pitch, in that order. */
  const withPitch = (shape: EditorState['shape'], count: number): EditorState =>
    editorReducer(editorReducer(fresh(), { type: 'setShape', shape }), {
      type: 'placeMany',
      positions: Array.from({ length: count }, (_, i) => at(i + 1)),
    });

  it("starts a new formation in the team format's default shape", () => {
    expect(newDocument({ matchId: null, quarter: null, format: 9 }).shape).toBe('3-3-2');
    expect(newDocument({ matchId: null, quarter: null, format: 5 }).shape).toBe('2-1-1');
    expect(newDocument({ matchId: null, quarter: null, format: 11 }).shape).toBe('4-4-2');
  });

  it('a saved formation of another format opens in its own shape', () => {
    expect(documentFromFormation({ ...saved, formation: '3-2-3' }).shape).toBe('3-2-3');
  });

  it('a full pitch takes nobody more, but a player on it still moves', () => {
    const full = withPitch('2-1-1', 5);
    expect(full.placement.positions).toHaveLength(5);
    expect(isPitchFull(full, 6)).toBe(true);
    expect(isPitchFull(full, 3)).toBe(false);
    expect(editorReducer(full, { type: 'place', playerId: 6, x: 50, y: 50 })).toBe(full);
    const moved = editorReducer(full, { type: 'place', playerId: 3, x: 60, y: 20 });
    expect(moved.placement.positions[2]).toEqual({ playerId: 3, x: 60, y: 20 });
    // Benching one frees a place.
    const benched = editorReducer(full, { type: 'bench', playerId: 2 });
    expect(isPitchFull(benched, 6)).toBe(false);
    expect(
      editorReducer(benched, { type: 'place', playerId: 6, x: 50, y: 50 }).placement.positions,
    ).toHaveLength(5);
  });

  it('a smaller shape benches the last placed beyond its places; a larger one keeps everyone', () => {
    const nine = withPitch('3-3-2', 9);
    const seven = editorReducer(nine, { type: 'setShape', shape: '2-3-1' });
    expect(seven.placement.positions.map((p) => p.playerId)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(seven.placement.bench).toEqual([8, 9]);
    const eleven = editorReducer(seven, { type: 'setShape', shape: '4-4-2' });
    expect(eleven.placement).toBe(seven.placement);
  });
});
