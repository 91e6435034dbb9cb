import type { Mutation, QueryClient } from '@tanstack/react-query';
import type { Formation } from '../../../shared/contracts/formations';
import * as formationWriteRoutes from '../../../shared/contracts/formations-write-routes';
import { ApiError, callApi } from '../../lib/api';
import { teamFormationsKey } from '../../lib/formation-keys';
import { openScreens } from '../../lib/open-screens';
import { noAnswerAfter, resendKeptWrite } from '../../lib/query-client';
import { toastRefusedAway } from '../../lib/refused-away-toast';
import { browserStorage, clearDraft, documentFingerprint, readDraft } from './editor-draft';
import { type EditorAddress, editorPath } from './editor-paths';
import type { FormationSaveBody } from './formation-editor-api';

// The formation editor's saves as TanStack mutations that outlive the signal and the page (issue 32,
// decision 070), as the live screen's writes do (matches/live-writes.ts). Without signal a save waits
// (TanStack pauses it); the saves of one formation wait in one queue (a scope: sent in the order made);
// client/app/offline-changes.ts keeps the waiting ones in IndexedDB and sends them when there is signal,
// after a reload too. Each carries an id the phone made (`requestId`), so one sent twice is applied once
// and a new formation is never made twice. The coach's version stays in the editor's draft (this
// device's localStorage, editor-draft.ts) until the server has it: a save refused on its way (someone
// else saved the formation meanwhile: 409) is told in words and reopens in the editor, never lost.

export const FORMATION_SAVE_KIND = 'formation-save';
/** The kinds of formation write kept over a reload (the second part of their mutation keys). */
export const formationWriteKinds = [FORMATION_SAVE_KIND] as const;

export type FormationSaveVariables = {
  teamId: string | null;
  /** The formation saved, or null for a new one. */
  formationId: number | null;
  body: FormationSaveBody & { requestId: string };
  /**
   * The earlier save of the same formation still waiting when this one was made: its answer gives the
   * id (of a new formation) and the version this one is made on, so two saves made offline do not refuse
   * each other as stale; with no answer on this page (it went before a reload), the server finds what it
   * did by its id, sent as `afterRequestId`.
   */
  after: string | null;
  /** The editor's draft holding the coach's version until the server has it. */
  draftKey: string;
  /** The editor's address the save was made at (its draft's): a refused save reopens there. */
  address: EditorAddress;
  /** The fingerprint of the document sent: the draft is forgotten once saved if it is still this. */
  sent: string;
};

export const formationSaveKey = (draftKey: string) => ['formations', FORMATION_SAVE_KIND, draftKey] as const;

/** One queue per formation (a new one's by its editor's draft): its saves are sent in the order made. */
export const formationSaveScope = (formationId: number | null, draftKey: string) => ({
  id: formationId === null ? `formation-new-${draftKey}` : `formation-${formationId}`,
});

/** Whether a mutation is a save made from the editor's draft `draftKey`. */
export const isFormationSaveOf =
  (draftKey: string) =>
  (mutation: Mutation<unknown, Error, unknown, unknown>): boolean =>
    mutation.options.mutationKey?.[1] === FORMATION_SAVE_KIND &&
    (mutation.state.variables as FormationSaveVariables | undefined)?.draftKey === draftKey;

/**
 * The id of the last save of the draft still waiting (or being sent), which a save made now follows;
 * null when none waits (the editor's version is then the server's answer to the last).
 */
export function lastWaitingSave(queryClient: QueryClient, draftKey: string): string | null {
  const waiting = queryClient
    .getMutationCache()
    .findAll({ predicate: isFormationSaveOf(draftKey), status: 'pending' })
    .sort((a, b) => a.mutationId - b.mutationId);
  const last = waiting.at(-1)?.state.variables as FormationSaveVariables | undefined;
  return last?.body.requestId ?? null;
}

/** The answers this page had to saves, by their ids: the next save of the queue is made on them. */
const answered = new Map<string, Pick<Formation, 'id' | 'version'>>();

/** Forgets the answers (tests). */
export function forgetAnsweredSaves(): void {
  answered.clear();
}

/**
 * What a save sends once the earlier ones of its queue are answered: their formation and version, when
 * this page had the answer; and the id of the save it follows (afterRequestId), so the server takes it
 * on the version that save produced though the page that had its answer was closed (a save restored
 * after a reload carries only the version it was made on, and a new formation's second save no id: the
 * server saves the formation the first made rather than making another).
 */
export function requestOf(variables: FormationSaveVariables): {
  formationId: number | null;
  body: FormationSaveVariables['body'];
} {
  if (variables.after === null) return { formationId: variables.formationId, body: variables.body };
  const prior = answered.get(variables.after);
  const formationId = variables.formationId ?? prior?.id ?? null;
  const version = prior && formationId !== null ? { version: prior.version } : {};
  return { formationId, body: { ...variables.body, ...version, afterRequestId: variables.after } };
}

export function sendFormationSave(variables: FormationSaveVariables): Promise<Formation> {
  const { formationId, body } = requestOf(variables);
  // Unanswered within its time, a try counts as no signal: the save waits on the phone (decision 070).
  const signal = noAnswerAfter();
  return formationId === null
    ? callApi(formationWriteRoutes.createFormation, { teamId: variables.teamId, body, signal })
    : callApi(formationWriteRoutes.updateFormation, { params: { id: formationId }, body, signal });
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

/** The drafts of the editors open now: their own screen tells of a refused save. */
const openEditors = openScreens<string>();

/** Marks the editor of `draftKey` open until the returned function is called. */
export const holdEditorOpen = (draftKey: string): (() => void) => openEditors.hold(draftKey);

/** 409 FORMATION_CHANGED: someone else saved the formation since the version the save was made on. */
export function isFormationChanged(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    error.status === 409 &&
    (error.code ?? 'FORMATION_CHANGED') === 'FORMATION_CHANGED'
  );
}

/** The words of a save refused on its way, for a coach who is not in its editor now. */
export function refusedSaveWords(
  variables: Pick<FormationSaveVariables, 'body'>,
  error: unknown,
): { title: string; description: string } {
  const name = variables.body.name.trim() || 'Unnamed';
  const why = isFormationChanged(error)
    ? 'Someone else saved it while your save was waiting to be sent.'
    : error instanceof ApiError
      ? error.message
      : 'It could not be sent.';
  return {
    title: `Formation "${name}" not saved`,
    description: `${why} Your version is kept on this phone: open it in the formation editor to save it again or discard it.`,
  };
}

/** What follows a save's answer wherever it was made: the team's formations, the answers, the draft. */
export function settleFormationSave(
  queryClient: QueryClient,
  variables: FormationSaveVariables,
  formation: Formation,
): Promise<void> {
  answered.set(variables.body.requestId, { id: formation.id, version: formation.version });
  putFormation(queryClient, variables.teamId, formation);
  // The coach's version is the server's now: its draft goes, unless changed since this save was made.
  const storage = browserStorage();
  const draft = readDraft(storage, variables.draftKey);
  if (draft && documentFingerprint(draft.document) === variables.sent)
    clearDraft(storage, variables.draftKey);
  // Every cached list of formations (this team's under another address too): match planning's period
  // cards show the new plan the next time they draw.
  return queryClient.invalidateQueries({ queryKey: ['formations'] });
}

/**
 * What a save restored from IndexedDB needs to be sent (its editor's useMutation is gone after a
 * reload): how to send it, what follows its answer, and the words of a refusal when its editor is not
 * open (an open editor tells it itself, with Reload).
 */
export function registerFormationWrites(queryClient: QueryClient): void {
  queryClient.setMutationDefaults(['formations', FORMATION_SAVE_KIND], formationSaveOptions(queryClient));
}

/**
 * How a save is sent and settled: the editor's own mutation, and the defaults above. Sent again while no
 * answer comes, without end (query-client.ts): it is kept on the phone meanwhile, and the editor says so.
 */
export function formationSaveOptions(queryClient: QueryClient) {
  return {
    mutationFn: (variables: FormationSaveVariables) => sendFormationSave(variables),
    retry: resendKeptWrite,
    onSuccess: (formation: Formation, variables: FormationSaveVariables) =>
      settleFormationSave(queryClient, variables, formation),
    onError: (error: Error, variables: FormationSaveVariables | undefined) => {
      if (!variables) return;
      if (openEditors.has(variables.draftKey) || (error instanceof ApiError && error.status === 401)) return;
      const words = refusedSaveWords(variables, error);
      const { formationId, matchId, quarter } = variables.address;
      const address = { match: matchId, quarter, formationId };
      toastRefusedAway(words, {
        altText: 'Open your version in the formation editor',
        path: () => editorPath(variables.teamId, address),
      });
    },
  };
}
