import { type Player, SQUAD_LIMITS } from '../../../shared/contracts/squad';
import { FormDialog } from '../../components/ui/dialog';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { useDialogForm } from '../../lib/use-dialog-form';
import { playerName } from './player-display';
import { PlayerFamilySection } from './player-family-section';
import { emailFormSchema, emailFormValues, emailPayload } from './player-form';
import { useUpdatePlayerEmails } from './squad-api';

const fields = [
  { name: 'parent1Email', label: 'Parent 1' },
  { name: 'parent2Email', label: 'Parent 2' },
  { name: 'playerEmail', label: 'Player' },
] as const;

/**
 * The player's contact addresses (spec 000 §2): Parent 1, Parent 2, Player; empty removes one. Below
 * them his family (issue 30): the accounts those addresses or a coach's links make his family.
 */
export function PlayerEmailsDialog({
  open,
  player,
  teamId,
  onOpenChange,
}: {
  open: boolean;
  player: Player | null;
  teamId: string | null;
  onOpenChange: (open: boolean) => void;
}) {
  const updateEmails = useUpdatePlayerEmails(teamId);
  const form = useDialogForm(emailFormSchema, { open, values: emailFormValues(player) });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) => {
    if (!player) return;
    updateEmails.mutate(
      { playerId: player.id, body: emailPayload(values) },
      { onSuccess: () => onOpenChange(false) },
    );
  });

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      isPending={updateEmails.isPending}
      title="Player Emails"
      description={`${player ? `Contact addresses for ${playerName(player)}. ` : ''}Leave a field empty to remove that address.`}
      onSubmit={onSubmit}
      submitLabel="Save Emails"
      pendingLabel="Saving..."
    >
      {fields.map(({ name, label }) => (
        <FormField key={name} label={label} error={errors[name]?.message}>
          <Input
            type="email"
            inputMode="email"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={SQUAD_LIMITS.email}
            placeholder="name@example.com"
            {...form.register(name)}
          />
        </FormField>
      ))}
      {player ? (
        <PlayerFamilySection playerId={open ? player.id : null} playerName={playerName(player)} />
      ) : null}
    </FormDialog>
  );
}
