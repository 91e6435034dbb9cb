import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Formation, PlayerPosition, UpdateFormationInput } from '../../../shared/contracts/formations';
import * as formationWriteRoutes from '../../../shared/contracts/formations-write-routes';
import type { FormationShape } from '../../../shared/domain/formation-shapes';
import { ApiError, callApi } from '../../lib/api';
import { teamFormationsKey } from '../../lib/formation-keys';
import type { EditorDocument } from './editor-draft';

// The editor's one write (spec 001 §7): POST a new formation, or PUT the one being edited with the
// version it was loaded at, so a save over someone else's newer one is refused (409) rather than lost.
// On success the team's formations (one cache key with match planning's mini pitches) hold the answer at
// once and are read again.

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

/** 409 FORMATION_CHANGED: the formation was saved by someone else since this editor loaded it. */
export function isFormationChanged(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    error.status === 409 &&
    (error.code ?? 'FORMATION_CHANGED') === 'FORMATION_CHANGED'
  );
}

/** The team's formations with the server's answer in place of the one they had (or added first). */
export function putFormation(queryClient: QueryClient, teamId: string | null, formation: Formation): void {
  queryClient.setQueryData<Formation[]>(teamFormationsKey(teamId), (formations) => {
    if (!formations) return formations;
    const known = formations.some((row) => row.id === formation.id);
    return known
      ? formations.map((row) => (row.id === formation.id ? formation : row))
      : [formation, ...formations];
  });
}

export type SaveFormationInput = { formationId: number | null; body: FormationSaveBody };

export function useSaveFormation(teamId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ formationId, body }: SaveFormationInput) =>
      formationId === null
        ? callApi(formationWriteRoutes.createFormation, { teamId, body })
        : callApi(formationWriteRoutes.updateFormation, { params: { id: formationId }, body }),
    onSuccess: (formation) => {
      putFormation(queryClient, teamId, formation);
      // Every cached list of formations (this team's under another address too): match planning's
      // period cards show the new plan the next time they draw.
      void queryClient.invalidateQueries({ queryKey: ['formations'] });
    },
  });
}
