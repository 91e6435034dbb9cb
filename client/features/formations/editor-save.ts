import { useQueryClient } from '@tanstack/react-query';
import { type RefObject, useCallback, useRef } from 'react';
import { useNavigate } from 'react-router';
import type { Formation } from '../../../shared/contracts/formations';
import { teamFormationsKey } from '../../lib/formation-keys';
import { toastFailure } from '../../lib/mutation-toasts';
import { toast } from '../../lib/toast-store';
import { documentOf } from './editor-document';
import { documentFingerprint } from './editor-draft';
import { type EditorAddress, editorPath, viewerPath } from './editor-paths';
import type { EditorDocumentState } from './editor-session';
import { isFormationChanged, saveBodyOf, useSaveFormation } from './formation-editor-api';

// Save (spec 001 §5): refused without a name, then the formation is created or replaced at its version;
// a new one takes its own address once saved, and a version someone else saved meanwhile is offered to
// reload instead (decision 020).

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
  const save = useSaveFormation(teamId);
  const isEditing = address.formationId !== null;
  const { adoptLatest, forgetDraft } = editor;

  const reloadLatest = useCallback(async () => {
    if (address.formationId === null) return;
    await queryClient.refetchQueries({ queryKey: teamFormationsKey(teamId) });
    const latest = queryClient
      .getQueryData<Formation[]>(teamFormationsKey(teamId))
      ?.find((row) => row.id === address.formationId);
    forgetDraft();
    if (!latest) {
      toast({
        title: 'Formation Not Found',
        description: 'The selected formation could not be found. Please try again.',
        variant: 'destructive',
      });
      return;
    }
    adoptLatest(latest);
  }, [address.formationId, adoptLatest, forgetDraft, queryClient, teamId]);

  const saveNow = () => {
    const current = documentOf(editor.stateRef.current);
    if (!current.name.trim()) {
      // Spec 001 §5: no call without a name.
      toast({ title: 'Error', description: 'Please enter a formation name', variant: 'destructive' });
      nameRef.current?.focus();
      return;
    }
    const sent = documentFingerprint(current);
    save.mutate(
      { formationId: address.formationId, body: saveBodyOf(current, isEditing ? editor.baseVersion : null) },
      {
        onSuccess: (saved) => {
          editor.adoptSaved(saved, sent);
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
        onError: (error) => {
          if (isFormationChanged(error)) {
            toast({
              title: 'Formation Changed',
              description: 'This formation was changed by someone else. Reload to see the latest.',
              variant: 'destructive',
              duration: 15000,
              action: {
                label: 'Reload',
                altText: 'Reload the formation',
                onClick: () => void reloadLatest(),
              },
            });
          } else {
            toastFailure(error, 'Failed to save formation');
          }
        },
      },
    );
  };

  // Save keeps its identity, so the save bar is not redrawn by every change.
  const saveRef = useRef(saveNow);
  saveRef.current = saveNow;
  const onSave = useCallback(() => saveRef.current(), []);
  return { onSave, isSaving: save.isPending };
}
