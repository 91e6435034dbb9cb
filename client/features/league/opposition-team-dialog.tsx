import { useEffect, useState } from 'react';
import {
  LEAGUE_LIMITS,
  OPPOSITION_NAME_TAKEN,
  type OppositionTeam,
  oppositionTeamBody,
} from '../../../shared/contracts/league';
import { FormDialog } from '../../components/ui/dialog';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { Textarea } from '../../components/ui/textarea';
import { ApiError } from '../../lib/api';
import type { ToastInput } from '../../lib/toast-store';
import { useDialogForm } from '../../lib/use-dialog-form';
import { failureToast, useCreateOppositionTeam, useUpdateOppositionTeam } from './league-api';
import { findNameClash } from './league-format';

const valuesFor = (team: OppositionTeam | null) => ({
  name: team?.name ?? '',
  location: team?.location ?? '',
  comments: team?.comments ?? '',
});

/**
 * Add Team / Edit Team (spec 000 §2, §5): name required, location and comments optional. `team` null
 * adds. Stays open on failure, with the mapper's toast and, for a taken name, the reason at the field.
 */
export function OppositionTeamDialog({
  open,
  onOpenChange,
  team,
  teams,
  teamId,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  team: OppositionTeam | null;
  /** The list as loaded, to say at once when a name is already in it (the server still decides). */
  teams: readonly OppositionTeam[];
  teamId: string | null;
}) {
  const create = useCreateOppositionTeam(teamId);
  const update = useUpdateOppositionTeam(teamId);
  const isPending = create.isPending || update.isPending;
  const isEdit = team !== null;

  // Each opening starts from the team being edited, or from blank.
  const form = useDialogForm(oppositionTeamBody, { open, values: valuesFor(team) });
  const { errors } = form.formState;
  // Said in the dialog as well as in the toast: on a phone the dialog covers the toast.
  const [failure, setFailure] = useState<ToastInput | null>(null);

  useEffect(() => {
    if (open) setFailure(null);
  }, [open]);

  const clash = findNameClash(teams, String(form.watch('name') ?? ''), team?.id);
  const nameHint = clash ? `${clash.name} is already in your list.` : undefined;

  const done = {
    onSuccess: () => onOpenChange(false),
    onError: (error: unknown) => {
      if (error instanceof ApiError && error.status === 409) {
        // The hint shown at the press, kept as the error: the message line neither changes its words
        // nor its height when the answer comes (decision 021).
        form.setError('name', { message: nameHint ?? OPPOSITION_NAME_TAKEN }, { shouldFocus: true });
      } else {
        setFailure(failureToast(error));
      }
    },
  };

  // '' and null both clear an optional field on the server; the schema turns '' into null.
  const onSubmit = form.handleSubmit((body) => {
    setFailure(null);
    if (team) update.mutate({ id: team.id, body }, done);
    else create.mutate(body, done);
  });

  const title = isEdit ? 'Edit Team' : 'Add Team';

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      isPending={isPending}
      title={title}
      description={
        isEdit
          ? `Change the details of ${team.name}. Its results and fixtures stay as they are.`
          : 'A team you play against. Its results and next match appear once you schedule matches.'
      }
      onSubmit={onSubmit}
      submitLabel={isEdit ? 'Save Changes' : 'Add Team'}
      pendingLabel="Saving..."
    >
      <FormField label="Team name" hint={nameHint} error={errors.name?.message} isMessageLineKept>
        <Input
          maxLength={LEAGUE_LIMITS.name}
          autoComplete="off"
          placeholder="e.g. Hillside Hawks"
          {...form.register('name')}
        />
      </FormField>
      <FormField label="Location (optional)" error={errors.location?.message}>
        <Input
          maxLength={LEAGUE_LIMITS.location}
          autoComplete="off"
          placeholder="e.g. Hillside Recreation Ground"
          {...form.register('location')}
        />
      </FormField>
      <FormField
        label="Comments (optional)"
        hint="How they play, the pitch, anything worth remembering."
        error={errors.comments?.message}
      >
        <Textarea rows={3} maxLength={LEAGUE_LIMITS.comments} {...form.register('comments')} />
      </FormField>
      {failure ? (
        <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900">
          <p className="font-semibold">{failure.title}</p>
          {failure.description ? <p>{failure.description}</p> : null}
        </div>
      ) : null}
    </FormDialog>
  );
}
