import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { ADMIN_LIMITS, type AdminTeam, updateTeamBody } from '../../../shared/contracts/admin';
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
import { useUpdateTeam } from './admin-api';
import { FIXTURES_URL_HINT, formatDateTime } from './admin-format';

// The contract's team-name message also asks for a club, which this dialog does not have.
const teamSettingsForm = updateTeamBody.extend({
  name: z
    .string()
    .trim()
    .min(1, 'Please enter a team name')
    .max(ADMIN_LIMITS.name, `Team name must be at most ${ADMIN_LIMITS.name} characters`),
});

type FormInput = z.input<typeof teamSettingsForm>;
type FormOutput = z.output<typeof teamSettingsForm>;

const valuesFor = (team: AdminTeam): FormInput => ({
  name: team.name,
  ageGroup: team.ageGroup ?? '',
  division: team.division ?? '',
  faFullTimeUrl: team.faFullTimeUrl ?? '',
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
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(teamSettingsForm),
    defaultValues: team ? valuesFor(team) : undefined,
  });
  const { errors } = form.formState;

  useEffect(() => {
    if (team) form.reset(valuesFor(team));
  }, [team, form]);

  const setOpen = (next: boolean) => {
    if (updateTeam.isPending) return;
    onOpenChange(next);
  };

  const onSubmit = form.handleSubmit((body) => {
    if (!team) return;
    updateTeam.mutate({ teamId: team.id, body }, { onSuccess: () => onOpenChange(false) });
  });

  return (
    <Dialog open={team !== null} onOpenChange={setOpen}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Team Settings</DialogTitle>
          <DialogDescription>{team?.name}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={onSubmit} className="grid gap-4">
          <FormField label="Team name" error={errors.name?.message}>
            <Input maxLength={ADMIN_LIMITS.name} {...form.register('name')} />
          </FormField>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label="Age group (optional)" error={errors.ageGroup?.message}>
              <Input maxLength={ADMIN_LIMITS.label} placeholder="e.g. U12" {...form.register('ageGroup')} />
            </FormField>
            <FormField label="Division (optional)" error={errors.division?.message}>
              <Input
                maxLength={ADMIN_LIMITS.name}
                placeholder="e.g. Division 2"
                {...form.register('division')}
              />
            </FormField>
          </div>
          <FormField
            label="League fixtures URL"
            hint={FIXTURES_URL_HINT}
            error={errors.faFullTimeUrl?.message}
          >
            <Input
              type="url"
              inputMode="url"
              autoComplete="url"
              maxLength={ADMIN_LIMITS.url}
              placeholder="https://"
              {...form.register('faFullTimeUrl')}
            />
          </FormField>
          <p className="text-sm text-slate-600">
            {team?.lastSyncDate
              ? `Fixtures last synced ${formatDateTime(team.lastSyncDate)}.`
              : 'Fixtures have not been synced yet.'}
          </p>
          <FormDialogFooter
            isPending={updateTeam.isPending}
            submitLabel={'Save'}
            pendingLabel={'Saving...'}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
