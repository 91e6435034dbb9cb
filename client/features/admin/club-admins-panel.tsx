import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { AdminClub, addClubAdminBody, ClubAdmin } from '../../../shared/contracts/admin';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { useFocusAfterClose } from '../../components/ui/use-focus-after-close';
import { lazyResolver } from '../../lib/lazy-resolver';
import { useAddClubAdmin, useClubAdmins, useRemoveClubAdmin } from './admin-api';
import { isPendingRow, personName } from './admin-format';

type FormInput = z.input<typeof addClubAdminBody>;
type FormOutput = z.output<typeof addClubAdminBody>;

// The contract (and zod) load on the first validation: the form is drawn in every club card on the page.
const resolver = lazyResolver<FormInput, unknown, FormOutput>(() =>
  import('./club-admin-resolver').then((module) => module.addClubAdminResolver),
);

/** A club's admins (full access to all its teams): listed, invited by e-mail, removed. */
export function ClubAdminsPanel({ club }: { club: AdminClub }) {
  const admins = useClubAdmins(club.id);
  const addAdmin = useAddClubAdmin(club.id);
  const removeAdmin = useRemoveClubAdmin(club.id);
  const [removing, setRemoving] = useState<ClubAdmin | null>(null);
  const focusAfterRemove = useFocusAfterClose<HTMLHeadingElement>(removing !== null);
  const headingId = useId();
  const emailId = useId();
  const errorId = `${emailId}-error`;
  const hintId = `${emailId}-hint`;
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver,
    defaultValues: { email: '' },
  });
  const emailError = form.formState.errors.email?.message;

  const onSubmit = form.handleSubmit((body) => {
    addAdmin.mutate(body, { onSuccess: () => form.reset({ email: '' }) });
  });

  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <h4
        id={headingId}
        ref={focusAfterRemove.ref}
        tabIndex={-1}
        className="text-sm font-semibold text-slate-900"
      >
        Club admins
      </h4>
      {admins.isPending ? (
        <p role="status" className="text-sm text-slate-600">
          Loading club admins...
        </p>
      ) : admins.isError ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-slate-700">
          Could not load the club admins.
          <Button variant="outline" size="sm" onClick={() => admins.refetch()}>
            Try Again
          </Button>
        </div>
      ) : admins.data.length === 0 ? (
        <p className="text-sm text-slate-600">No club admins yet.</p>
      ) : (
        <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white">
          {admins.data.map((admin) => {
            const name = personName(admin.user);
            return (
              <li key={admin.userId} className="flex items-center gap-3 py-1.5 pr-1.5 pl-3">
                <div className="min-w-0 flex-1">
                  <p className="text-sm font-medium [overflow-wrap:anywhere] text-slate-900">{name}</p>
                  {name !== admin.user.email ? (
                    <p className="text-sm [overflow-wrap:anywhere] text-slate-600">{admin.user.email}</p>
                  ) : null}
                </div>
                <Button variant="ghost" size="sm" onClick={() => setRemoving(admin)}>
                  Remove<span className="sr-only"> {name} as club admin</span>
                </Button>
              </li>
            );
          })}
        </ul>
      )}

      <form noValidate onSubmit={onSubmit} className="grid gap-2">
        <Label htmlFor={emailId}>Add a club admin by e-mail</Label>
        <div className="flex gap-2">
          <Input
            id={emailId}
            type="email"
            inputMode="email"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            placeholder="secretary@example.com"
            aria-invalid={emailError ? true : undefined}
            aria-describedby={emailError ? `${errorId} ${hintId}` : hintId}
            className="min-w-0 flex-1"
            {...form.register('email')}
          />
          <Button
            type="submit"
            variant="outline"
            isLoading={addAdmin.isPending}
            disabled={isPendingRow(club)}
          >
            {addAdmin.isPending ? 'Adding...' : 'Add'}
          </Button>
        </div>
        {emailError ? (
          <p id={errorId} className="text-sm font-medium text-red-700">
            {emailError}
          </p>
        ) : null}
        <p id={hintId} className="text-sm text-slate-600">
          Club admins manage every team of {club.name} and get an e-mail invitation.
        </p>
      </form>

      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => {
          if (!open) setRemoving(null);
        }}
        title={removing ? `Remove ${personName(removing.user)} as club admin?` : 'Remove club admin?'}
        description={`They lose access to the teams of ${club.name}, unless they are also a member of a team. You can invite them again at any time.`}
        confirmLabel="Remove"
        pendingLabel="Removing..."
        isPending={removeAdmin.isPending}
        onConfirm={() => {
          if (!removing) return;
          removeAdmin.mutate(removing.userId, {
            onSuccess: focusAfterRemove.arm,
            onSettled: () => setRemoving(null),
          });
        }}
      />
    </section>
  );
}
