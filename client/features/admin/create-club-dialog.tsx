import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ADMIN_LIMITS, createClubBody } from '../../../shared/contracts/admin';
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
import { Textarea } from '../../components/ui/textarea';
import { useCreateClub } from './admin-api';

type FormInput = z.input<typeof createClubBody>;
type FormOutput = z.output<typeof createClubBody>;

const empty: FormInput = { name: '', description: '', location: '' };

export function CreateClubDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const createClub = useCreateClub();
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(createClubBody),
    defaultValues: empty,
  });
  const { errors } = form.formState;

  const setOpen = (next: boolean) => {
    if (createClub.isPending) return;
    if (!next) form.reset(empty);
    onOpenChange(next);
  };

  const onSubmit = form.handleSubmit((values) => {
    createClub.mutate(values, {
      onSuccess: () => {
        form.reset(empty);
        onOpenChange(false);
      },
    });
  });

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Create Club</DialogTitle>
          <DialogDescription>Add a club, then create its teams and invite its people.</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={onSubmit} className="grid gap-4">
          <FormField label="Club name" error={errors.name?.message}>
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
          <FormDialogFooter
            isPending={createClub.isPending}
            submitLabel={'Create Club'}
            pendingLabel={'Creating...'}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
