import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PlayerPosition, UpdateFormationInput } from '../../../shared/contracts/formations';
import type { FormationShape } from '../../../shared/domain/formation-shapes';
import type { EditorDocument } from './editor-draft';
import { formationSaveKey, formationSaveOptions, formationSaveScope } from './formation-saves';

// The editor's one write (spec 001 §7): POST a new formation, or PUT the one being edited with the
// version it was loaded at, so a save over someone else's newer one is refused (409) rather than lost.
// On success the team's formations (one cache key with match planning's mini pitches) hold the answer at
// once and are read again. Made with no signal, or on one where nothing gets through, it waits on the
// phone, over a reload too
// (formation-saves.ts, decision 070).

/** What a save sends (shared/contracts/formations.ts's create and update bodies, whole). */
export type FormationSaveBody = UpdateFormationInput & {
  matchId: number | null;
  quarter: number;
  formation: FormationShape;
  playerPositions: PlayerPosition[];
  benchPlayers: number[];
  unavailablePlayers: number[];
  notes: string;
  name: string;
  /** Edit mode: the version the editor loaded; a stale one answers 409. */
  version?: number;
};

/** The body of a save: the document as it stands, its name trimmed, and the version it was made on. */
export function saveBodyOf(document: EditorDocument, version: number | null): FormationSaveBody {
  return {
    matchId: document.matchId,
    // A practice formation has no periods: period 1, whatever the address said.
    quarter: document.matchId === null ? 1 : document.quarter,
    formation: document.shape,
    playerPositions: document.playerPositions.map(({ playerId, x, y }) => ({ playerId, x, y })),
    benchPlayers: [...document.benchPlayers],
    unavailablePlayers: [...document.unavailablePlayers],
    notes: document.notes,
    name: document.name.trim(),
    ...(version === null ? {} : { version }),
  };
}

/** The editor's save: a mutation of its draft's key and its formation's queue (formation-saves.ts). */
export function useSaveFormation(draftKey: string, formationId: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    ...formationSaveOptions(queryClient),
    mutationKey: formationSaveKey(draftKey),
    scope: formationSaveScope(formationId, draftKey),
  });
}
