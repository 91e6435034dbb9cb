import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ADMIN_LIMITS, type AdminClub, createTeamForm } from '../../../shared/contracts/admin';
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
import { Label } from '../../components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../components/ui/select';
import { useCreateTeam } from './admin-api';
import { FIXTURES_URL_HINT } from './admin-format';

type FormInput = z.input<typeof createTeamForm>;
type FormOutput = z.output<typeof createTeamForm>;

const emptyFor = (clubId: number | null): FormInput => ({
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
  const clubFieldId = useId();
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(createTeamForm),
    defaultValues: emptyFor(initialClubId),
  });
  const { errors } = form.formState;

  // Each opening starts from a clean form with the club it was opened for.
  useEffect(() => {
    if (open) form.reset(emptyFor(initialClubId));
  }, [open, initialClubId, form]);

  const setOpen = (next: boolean) => {
    if (createTeam.isPending) return;
    onOpenChange(next);
  };

  const onSubmit = form.handleSubmit(({ clubId, ...body }) => {
    createTeam.mutate({ clubId, body }, { onSuccess: () => onOpenChange(false) });
  });

  // Both fields share one message (spec 001 §5); say it once, beside the first field that needs it.
  const nameError = errors.name?.message;
  const clubError = nameError ? undefined : errors.clubId?.message;
  const clubErrorId = `${clubFieldId}-error`;

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Create Team</DialogTitle>
          <DialogDescription>
            The team gets its own squad, fixtures and formations. Invite its coaches afterwards from Users.
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={onSubmit} className="grid gap-4">
          <FormField label="Team name" error={nameError}>
            <Input
              maxLength={ADMIN_LIMITS.name}
              placeholder="e.g. Riverside Rovers U12"
              {...form.register('name')}
            />
          </FormField>
          <div className="grid gap-2">
            <Label htmlFor={clubFieldId}>Club</Label>
            <Controller
              control={form.control}
              name="clubId"
              render={({ field }) => (
                <Select value={String(field.value ?? '')} onValueChange={field.onChange}>
                  <SelectTrigger
                    id={clubFieldId}
                    ref={field.ref}
                    onBlur={field.onBlur}
                    aria-invalid={errors.clubId ? true : undefined}
                    aria-describedby={clubError ? clubErrorId : undefined}
                  >
                    <SelectValue placeholder="Choose a club" />
                  </SelectTrigger>
                  <SelectContent>
                    {clubs.map((club) => (
                      <SelectItem key={club.id} value={String(club.id)}>
                        {club.name}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              )}
            />
            {clubError ? (
              <p id={clubErrorId} className="text-sm font-medium text-red-700">
                {clubError}
              </p>
            ) : null}
          </div>
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
            label="League fixtures URL (optional)"
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
          <FormDialogFooter
            isPending={createTeam.isPending}
            submitLabel={'Create Team'}
            pendingLabel={'Creating...'}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
