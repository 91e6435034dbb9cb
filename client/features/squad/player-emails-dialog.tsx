import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { type Player, SQUAD_LIMITS } from '../../../shared/contracts/squad';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  FormDialogFooter,
} from '../../components/ui/dialog';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import {
  type EmailFormInput,
  type EmailFormOutput,
  emailFormSchema,
  emailFormValues,
  emailPayload,
  playerName,
} from './player-form';
import { useUpdatePlayerEmails } from './squad-api';

const fields = [
  { name: 'parent1Email', label: 'Parent 1' },
  { name: 'parent2Email', label: 'Parent 2' },
  { name: 'playerEmail', label: 'Player' },
] as const;

/** The player's contact addresses (spec 000 §2): Parent 1, Parent 2, Player; empty removes one. */
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
  const form = useForm<EmailFormInput, unknown, EmailFormOutput>({
    resolver: zodResolver(emailFormSchema),
    defaultValues: emailFormValues(player),
  });
  const { errors } = form.formState;

  useEffect(() => {
    if (open) form.reset(emailFormValues(player));
  }, [open, player, form]);

  const setOpen = (next: boolean) => {
    if (updateEmails.isPending) return;
    onOpenChange(next);
  };

  const onSubmit = form.handleSubmit((values) => {
    if (!player) return;
    updateEmails.mutate(
      { playerId: player.id, body: emailPayload(values) },
      { onSuccess: () => onOpenChange(false) },
    );
  });

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Player Emails</DialogTitle>
          <DialogDescription>
            {player ? `Contact addresses for ${playerName(player)}. ` : ''}
            Leave a field empty to remove that address.
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={onSubmit} className="grid gap-4">
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
          <FormDialogFooter
            isPending={updateEmails.isPending}
            submitLabel={'Save Emails'}
            pendingLabel={'Saving...'}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
