import type { OppositionTeam } from '../../../shared/contracts/league';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { useDeleteOppositionTeam } from './league-api';
import { removalConsequence } from './league-format';
import { OppositionTeamDialog } from './opposition-team-dialog';

/** A dialog's state: open or not, and its team, kept while it animates closed so its text stays. */
export type TeamDialogState = { open: boolean; team: OppositionTeam | null };

/**
 * The league page's dialogs and its writes (add or edit a team, remove one), loaded apart from the page:
 * with them come react-hook-form, the zod contracts and the error mapper, which showing the list does
 * not need (decision 016).
 */
export function LeagueDialogs({
  editor,
  removal,
  onEditorOpenChange,
  onRemovalOpenChange,
  onRemoved,
  teams,
  teamId,
}: {
  editor: TeamDialogState;
  removal: TeamDialogState;
  onEditorOpenChange: (open: boolean) => void;
  onRemovalOpenChange: (open: boolean) => void;
  /** After a removal: the row whose button opened the dialog is gone, so focus needs a new home. */
  onRemoved: () => void;
  teams: readonly OppositionTeam[];
  teamId: string | null;
}) {
  const removeTeam = useDeleteOppositionTeam(teamId);
  const removing = removal.team;

  const confirmRemove = () => {
    if (!removing) return;
    // Gone from the list at the press (useDeleteOppositionTeam): the confirmation closes with it, and
    // a refusal's toast is not covered by it.
    removeTeam.mutate(removing.id);
    onRemoved();
    onRemovalOpenChange(false);
  };

  return (
    <>
      <OppositionTeamDialog
        open={editor.open}
        onOpenChange={onEditorOpenChange}
        team={editor.team}
        teams={teams}
        teamId={teamId}
      />
      <ConfirmDialog
        open={removal.open}
        onOpenChange={onRemovalOpenChange}
        title={removing ? `Remove ${removing.name}?` : 'Remove team?'}
        description={removing ? `${removalConsequence(removing)} This cannot be undone.` : undefined}
        confirmLabel="Remove Team"
        pendingLabel="Removing..."
        isPending={removeTeam.isPending}
        onConfirm={confirmRemove}
      />
    </>
  );
}
