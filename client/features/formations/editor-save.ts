import { useMutationState, useQueryClient } from '@tanstack/react-query';
import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { Formation } from '../../../shared/contracts/formations';
import { teamFormationsKey } from '../../lib/formation-keys';
import { useAllKeptOnPhone } from '../../lib/kept-on-phone';
import { toastFailure } from '../../lib/mutation-toasts';
import { isResentForNoAnswer } from '../../lib/query-client';
import { toast } from '../../lib/toast-store';
import { useIsOnline } from '../../lib/use-is-online';
import { documentOf } from './editor-document';
import { documentFingerprint } from './editor-draft';
import { type EditorAddress, editorPath, viewerPath } from './editor-paths';
import type { EditorDocumentState } from './editor-session';
import { saveBodyOf, useSaveFormation } from './formation-editor-api';
import {
  type FormationSaveVariables,
  holdEditorOpen,
  isFormationChanged,
  isFormationSaveOf,
  lastWaitingSave,
} from './formation-saves';

// Save (spec 001 §5): refused without a name, then the formation is created or replaced at its version;
// a new one takes its own address once saved, and a version someone else saved meanwhile is offered to
// reload instead (decision 020). With no signal the save waits on this phone (formation-saves.ts,
// decision 070), over a reload too: the editor follows every save of its draft, the ones made here and
// the ones an earlier page left waiting, and takes each answer as it comes. So it does on a weak signal
// (the phone says online, nothing gets through), once a try has gone unanswered.

const toastNotFound = () =>
  toast({
    title: 'Formation Not Found',
    description: 'The selected formation could not be found. Please try again.',
    variant: 'destructive',
  });

export type SaveOutcome = {
  id: number;
  status: 'idle' | 'pending' | 'success' | 'error';
  data: Formation | undefined;
  error: unknown;
  sent: string;
  /** Sent again after a try that got no answer: it waits for the signal (isResentForNoAnswer). */
  isUnanswered: boolean;
};

type SaveNews =
  | { kind: 'saved'; formation: Formation; sent: string; isLast: boolean }
  | { kind: 'refused'; error: unknown };

/**
 * The saves of the draft settled since the editor last looked (`told`, which this adds them to), in
 * the order made: an answer is the last when no save of the draft still waits.
 */
export function settledToTell(outcomes: readonly SaveOutcome[], told: Set<number>): SaveNews[] {
  const isLast = !outcomes.some((outcome) => outcome.status === 'pending');
  const news: SaveNews[] = [];
  for (const outcome of [...outcomes].sort((a, b) => a.id - b.id)) {
    if (outcome.status === 'pending' || outcome.status === 'idle' || told.has(outcome.id)) continue;
    told.add(outcome.id);
    if (outcome.status === 'error') news.push({ kind: 'refused', error: outcome.error });
    else if (outcome.data) news.push({ kind: 'saved', formation: outcome.data, sent: outcome.sent, isLast });
  }
  // Of answers settled together, only the latest is the last.
  const lastSaved = news.findLastIndex((item) => item.kind === 'saved');
  return news.map((item, index) =>
    item.kind === 'saved' ? { ...item, isLast: item.isLast && index === lastSaved } : item,
  );
}

/**
 * The fingerprint of the last save of the draft still waiting (made with no signal), or null: what is on
 * screen is not "unsaved" while it is what waits to be sent.
 */
export function useLastWaitingSent(draftKey: string): string | null {
  const sent = useMutationState({
    filters: { predicate: isFormationSaveOf(draftKey), status: 'pending' },
    select: (mutation) => ({
      id: mutation.mutationId,
      sent: (mutation.state.variables as FormationSaveVariables | undefined)?.sent ?? '',
    }),
  });
  return sent.length === 0 ? null : ([...sent].sort((a, b) => a.id - b.id).at(-1)?.sent ?? null);
}

export function useEditorSave({
  teamId,
  address,
  editor,
  nameRef,
  allowLeaving,
}: {
  teamId: string | null;
  address: EditorAddress;
  editor: EditorDocumentState;
  /** The name field, focused when Save is pressed without a name. */
  nameRef: RefObject<HTMLInputElement | null>;
  /** Set as a new formation moves to its own address, which is not leaving it. */
  allowLeaving: RefObject<boolean>;
}) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { draftKey, adoptLatest, adoptSaved, forgetDraft, rebase } = editor;
  /** A save of this draft was refused as made on a stale version: the coach chooses theirs or the other. */
  const [isConflict, setIsConflict] = useState(false);
  const save = useSaveFormation(draftKey, address.formationId);
  const isOnline = useIsOnline();
  const isEditing = address.formationId !== null;
  // While open, the editor tells of a refused save itself (with Reload), not the app's lasting toast.
  useEffect(() => holdEditorOpen(draftKey), [draftKey]);

  const isMine = isFormationSaveOf(draftKey);
  const outcomes = useMutationState({
    filters: { predicate: isMine },
    select: (mutation): SaveOutcome => ({
      id: mutation.mutationId,
      status: mutation.state.status,
      data: mutation.state.data as Formation | undefined,
      error: mutation.state.error,
      sent: (mutation.state.variables as FormationSaveVariables | undefined)?.sent ?? '',
      isUnanswered: isResentForNoAnswer(mutation),
    }),
  });
  const pending = outcomes.filter((outcome) => outcome.status === 'pending');
  const waitingIds = pending.map((outcome) => outcome.id);
  const waiting = waitingIds.length;
  // The saves wait for the signal: none (offline), or a weak one where a try went unanswered.
  const isWaitingForSignal = !isOnline || pending.some((outcome) => outcome.isUnanswered);
  const isKeptOnPhone = useAllKeptOnPhone(waitingIds);
  // Saves settled before the editor opened were told already (by the app's toast, or the last editor).
  const [told] = useState(
    () =>
      new Set(
        queryClient
          .getMutationCache()
          .findAll({ predicate: isMine })
          .filter((mutation) => mutation.state.status !== 'pending')
          .map((mutation) => mutation.mutationId),
      ),
  );

  /** The formation as the server has it now (read again); undefined when it is gone. */
  const readLatest = useCallback(
    async (formationId: number) => {
      await queryClient.refetchQueries({ queryKey: teamFormationsKey(teamId) });
      return queryClient
        .getQueryData<Formation[]>(teamFormationsKey(teamId))
        ?.find((row) => row.id === formationId);
    },
    [queryClient, teamId],
  );

  const reloadLatest = useCallback(async () => {
    if (address.formationId === null) return;
    const latest = await readLatest(address.formationId);
    forgetDraft();
    setIsConflict(false);
    if (!latest) {
      toastNotFound();
      return;
    }
    adoptLatest(latest);
  }, [address.formationId, adoptLatest, forgetDraft, readLatest]);

  const onSaved = useCallback(
    (saved: Formation, sent: string, isLast: boolean) => {
      adoptSaved(saved, sent);
      setIsConflict(false);
      // Saves that waited together are told once, by the last: the earlier ones' versions are gone by.
      if (!isLast) return;
      toast({
        title: 'Success',
        description: 'Formation saved successfully',
        variant: 'success',
        action: {
          label: 'View',
          altText: 'View the saved formation',
          onClick: () => navigate(viewerPath(teamId, saved)),
        },
      });
      if (address.formationId === null) {
        // Now it is saved: its own address, so a reload opens it for editing.
        allowLeaving.current = true;
        navigate(
          editorPath(teamId, {
            match: saved.matchId,
            quarter: saved.matchId === null ? null : saved.quarter,
            formationId: saved.id,
          }),
          { replace: true, state: { saved: true } },
        );
      }
    },
    [address.formationId, adoptSaved, allowLeaving, navigate, teamId],
  );

  const onRefused = useCallback((error: unknown) => {
    // Said once, above the save bar, with Save mine over theirs and Load theirs: a toast beside it
    // said the same with a Reload of its own.
    if (isFormationChanged(error)) setIsConflict(true);
    else toastFailure(error, 'Failed to save formation');
  }, []);

  useEffect(() => {
    for (const news of settledToTell(outcomes, told)) {
      if (news.kind === 'saved') onSaved(news.formation, news.sent, news.isLast);
      else onRefused(news.error);
    }
  }, [outcomes, told, onSaved, onRefused]);

  const saveNow = (version: number | null = editor.baseVersion) => {
    const current = documentOf(editor.stateRef.current);
    if (!current.name.trim()) {
      // Spec 001 §5: no call without a name.
      toast({ title: 'Error', description: 'Please enter a formation name', variant: 'destructive' });
      nameRef.current?.focus();
      return;
    }
    const variables: FormationSaveVariables = {
      teamId,
      formationId: address.formationId,
      body: {
        ...saveBodyOf(current, isEditing ? version : null),
        requestId: crypto.randomUUID(),
      },
      after: lastWaitingSave(queryClient, draftKey),
      draftKey,
      address,
      sent: documentFingerprint(current),
    };
    save.mutate(variables);
  };

  // Save keeps its identity, so the save bar is not redrawn by every change.
  const saveRef = useRef(saveNow);
  saveRef.current = saveNow;
  const onSave = useCallback(() => saveRef.current(), []);

  /** The coach's version over the other: saved on the version the server has now. */
  const keepMine = useCallback(async () => {
    if (address.formationId === null) return;
    const latest = await readLatest(address.formationId);
    if (!latest) {
      toastNotFound();
      return;
    }
    setIsConflict(false);
    rebase(latest.version);
    saveRef.current(latest.version);
  }, [address.formationId, readLatest, rebase]);

  return {
    onSave,
    /** A save was refused: someone else saved the formation since. The coach's version is on screen. */
    isConflict,
    keepMine,
    loadTheirs: reloadLatest,
    /** Being sent now, an answer awaited. */
    isSaving: waiting > 0 && !isWaitingForSignal,
    /** Saves waiting on this phone until the signal returns (none, or a weak one). */
    waitingOffline: isWaitingForSignal ? waiting : 0,
    /** Whether those saves are written to the phone yet (a reload before then would lose them). */
    isKeptOnPhone,
  };
}
