import type { Player } from '../../../shared/contracts/squad';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { playerName } from './player-display';
import { PlayerEmailsDialog } from './player-emails-dialog';
import { PlayerFormDialog } from './player-form-dialog';
import { useRemovePlayer } from './squad-api';
import type { SquadDialogName, SquadDialogsState } from './squad-dialog-state';

/**
 * The squad page's three dialogs (add or edit a player, a player's e-mails, removing a player), one of
 * each for the whole squad. They and their forms (react-hook-form, the zod contracts, Radix Dialog and
 * Select) load apart from the page, which shows the squad without them (decision 016).
 */
export function SquadDialogs({
  state,
  onOpenChange,
  squad,
  teamId,
  onRemoved,
}: {
  state: SquadDialogsState;
  onOpenChange: (name: SquadDialogName, open: boolean) => void;
  squad: readonly Player[];
  /** The team in the URL, or null on the unscoped page (player writes use the unscoped paths). */
  teamId: string | null;
  /** After a removal: the card whose button opened the dialog is gone, so focus needs a new home. */
  onRemoved: () => void;
}) {
  const removePlayer = useRemovePlayer(teamId);
  const { form, emails, removal } = state;

  const confirmRemoval = () => {
    const player = removal.player;
    if (!player) return;
    // Gone from the squad at the press (useRemovePlayer): the dialog closes with it.
    removePlayer.mutate(player.id);
    onRemoved();
    onOpenChange('removal', false);
  };

  return (
    <>
      {/* Built as soon as this module is here (the browser was idle), not on the first tap: the form's
          first mount (react-hook-form) was a fifth of that tap's work on a slow phone. Its dialog is
          built then too, closed (`isBuiltClosed`), so a tap only fills it and shows it. */}
      <PlayerFormDialog
        open={form.open}
        player={form.player}
        squad={squad}
        teamId={teamId}
        onOpenChange={(open) => onOpenChange('form', open)}
      />
      {emails.used ? (
        <PlayerEmailsDialog
          open={emails.open}
          player={emails.player}
          teamId={teamId}
          onOpenChange={(open) => onOpenChange('emails', open)}
        />
      ) : null}
      {removal.used ? (
        <ConfirmDialog
          open={removal.open}
          onOpenChange={(open) => onOpenChange('removal', open)}
          title={removal.player ? `Remove ${playerName(removal.player)}?` : 'Remove player?'}
          description={
            removal.player
              ? `This takes ${playerName(removal.player)} (#${removal.player.shirtNumber}) out of the squad and off every set-piece list. This cannot be undone.`
              : ''
          }
          confirmLabel="Remove Player"
          pendingLabel="Removing..."
          isPending={removePlayer.isPending}
          onConfirm={confirmRemoval}
        />
      ) : null}
    </>
  );
}
