import { FormProvider } from 'react-hook-form';
import { ADMIN_LIMITS, type AdminClub, createTeamForm } from '../../../shared/contracts/admin';
import { TeamDetailsFields } from '../../components/team-fields';
import { FormDialog } from '../../components/ui/dialog';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { NativeSelect } from '../../components/ui/native-select';
import { useDialogForm } from '../../lib/use-dialog-form';
import { useCreateTeam } from './admin-api';

const emptyFor = (clubId: number | null) => ({
  name: '',
  clubId: clubId ? String(clubId) : '',
  ageGroup: '',
  division: '',
  faFullTimeUrl: '',
});

export function CreateTeamDialog({
  open,
  onOpenChange,
  clubs,
  initialClubId,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  clubs: AdminClub[];
  /** The club whose "Add Team" opened the dialog; with a single club, that one. */
  initialClubId: number | null;
}) {
  const createTeam = useCreateTeam();
  // Each opening starts from a clean form with the club it was opened for.
  const form = useDialogForm(createTeamForm, { open, values: emptyFor(initialClubId) });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(({ clubId, ...body }) => {
    createTeam.mutate({ clubId, body }, { onSuccess: () => onOpenChange(false) });
  });

  // Both fields share one message (spec 001 §5); say it once, beside the first field that needs it.
  const nameError = errors.name?.message;
  const clubError = nameError ? undefined : errors.clubId?.message;

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      isPending={createTeam.isPending}
      title="Create Team"
      description="The team gets its own squad, fixtures and formations. Invite its coaches afterwards from Users."
      onSubmit={onSubmit}
      submitLabel="Create Team"
      pendingLabel="Creating..."
    >
      {/* The one message moves between these two fields: each keeps its line, so the bottom sheet on a
          phone keeps its height whichever shows it. */}
      <FormField label="Team name" error={nameError} isMessageLineKept>
        <Input
          maxLength={ADMIN_LIMITS.name}
          placeholder="e.g. Riverside Rovers U12"
          {...form.register('name')}
        />
      </FormField>
      {/* The browser's own select: a list portalled out of the dialog would sit below it, inert. */}
      <FormField label="Club" error={clubError} isMessageLineKept>
        <NativeSelect {...form.register('clubId')}>
          <option value="" disabled>
            Choose a club
          </option>
          {clubs.map((club) => (
            <option key={club.id} value={String(club.id)}>
              {club.name}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormProvider {...form}>
        <TeamDetailsFields urlLabel="League fixtures URL (optional)" />
      </FormProvider>
    </FormDialog>
  );
}
