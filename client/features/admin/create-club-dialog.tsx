import { ADMIN_LIMITS, createClubBody } from '../../../shared/contracts/admin';
import { FormDialog } from '../../components/ui/dialog';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { Textarea } from '../../components/ui/textarea';
import { useDialogForm } from '../../lib/use-dialog-form';
import { useCreateClub } from './admin-api';

const empty = { name: '', description: '', location: '' };

export function CreateClubDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const createClub = useCreateClub();
  const form = useDialogForm(createClubBody, { open, values: empty });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) => {
    createClub.mutate(values, { onSuccess: () => onOpenChange(false) });
  });

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      isPending={createClub.isPending}
      title="Create Club"
      description="Add a club, then create its teams and invite its people."
      onSubmit={onSubmit}
      submitLabel="Create Club"
      pendingLabel="Creating..."
    >
      {/* On a phone the dialog is a sheet on the bottom edge: a message appearing under the name would
          lift the whole sheet (a layout shift when the check answers late on a busy phone). */}
      <FormField label="Club name" error={errors.name?.message} isMessageLineKept>
        <Input
          autoComplete="organization"
          maxLength={ADMIN_LIMITS.name}
          placeholder="e.g. Riverside FC"
          {...form.register('name')}
        />
      </FormField>
      <FormField label="Location (optional)" error={errors.location?.message}>
        <Input
          maxLength={ADMIN_LIMITS.location}
          placeholder="e.g. Riverside Park"
          {...form.register('location')}
        />
      </FormField>
      <FormField label="Description (optional)" error={errors.description?.message}>
        <Textarea rows={3} maxLength={ADMIN_LIMITS.description} {...form.register('description')} />
      </FormField>
    </FormDialog>
  );
}
