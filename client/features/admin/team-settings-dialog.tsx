import { FormProvider } from 'react-hook-form';
import { z } from 'zod';
import { ADMIN_LIMITS, type AdminTeam, updateTeamBody } from '../../../shared/contracts/admin';
import { TeamDetailsFields } from '../../components/team-fields';
import { FormDialog } from '../../components/ui/dialog';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { useDialogForm } from '../../lib/use-dialog-form';
import { useUpdateTeam } from './admin-api';
import { formatDateTime } from './admin-format';

// The contract's team-name message also asks for a club, which this dialog does not have.
const teamSettingsForm = updateTeamBody.extend({
  name: z
    .string()
    .trim()
    .min(1, 'Please enter a team name')
    .max(ADMIN_LIMITS.name, `Team name must be at most ${ADMIN_LIMITS.name} characters`),
});

const valuesFor = (team: AdminTeam | null) => ({
  name: team?.name ?? '',
  ageGroup: team?.ageGroup ?? '',
  division: team?.division ?? '',
  faFullTimeUrl: team?.faFullTimeUrl ?? '',
});

/** Team Settings (spec 001 §2.6): name, age group, division and the league fixtures URL. */
export function TeamSettingsDialog({
  team,
  onOpenChange,
}: {
  team: AdminTeam | null;
  onOpenChange: (open: boolean) => void;
}) {
  const updateTeam = useUpdateTeam();
  const form = useDialogForm(teamSettingsForm, { open: team !== null, values: valuesFor(team) });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((body) => {
    if (!team) return;
    updateTeam.mutate({ teamId: team.id, body }, { onSuccess: () => onOpenChange(false) });
  });

  return (
    <FormDialog
      open={team !== null}
      onOpenChange={onOpenChange}
      isPending={updateTeam.isPending}
      title="Team Settings"
      description={team?.name}
      onSubmit={onSubmit}
      submitLabel="Save"
      pendingLabel="Saving..."
    >
      <FormField label="Team name" error={errors.name?.message}>
        <Input maxLength={ADMIN_LIMITS.name} {...form.register('name')} />
      </FormField>
      <FormProvider {...form}>
        <TeamDetailsFields urlLabel="League fixtures URL" />
      </FormProvider>
      <p className="text-sm text-slate-600">
        {team?.lastSyncDate
          ? `Fixtures last synced ${formatDateTime(team.lastSyncDate)}.`
          : 'Syncing fixtures from this address is coming soon.'}
      </p>
    </FormDialog>
  );
}
