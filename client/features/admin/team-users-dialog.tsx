import { ShieldCheck, UserPlus } from 'lucide-react';
import { type ReactNode, type Ref, useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { type AdminTeam, addTeamUserBody, type TeamUser } from '../../../shared/contracts/admin';
import { roleBadgeLabel } from '../../../shared/domain/roles';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { NativeSelect } from '../../components/ui/native-select';
import { useFocusAfterClose } from '../../components/ui/use-focus-after-close';
import { formResolver } from '../../lib/form-resolver';
import { useAddTeamUser, usePlayerEmails, useRemoveTeamUser, useTeamUsers } from './admin-api';
import { isPendingRow, personName } from './admin-format';
import { PlayerEmailsPanel } from './player-emails-panel';

type FormInput = z.input<typeof addTeamUserBody>;
type FormOutput = z.output<typeof addTeamUserBody>;

function SectionHeading({
  id,
  children,
  description,
  headingRef,
}: {
  id: string;
  children: string;
  description?: string;
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  return (
    <div className="mb-2">
      <h3
        id={id}
        ref={headingRef}
        tabIndex={headingRef ? -1 : undefined}
        className="text-base font-semibold text-slate-900"
      >
        {children}
      </h3>
      {description ? <p className="text-sm text-slate-600">{description}</p> : null}
    </div>
  );
}

/** Name, badge and address; the address wraps rather than truncates, since it is what admins act on. */
function PersonLine({ user, badge }: { user: TeamUser['user']; badge: ReactNode }) {
  const name = personName(user);
  return (
    <div className="min-w-0 flex-1">
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm font-semibold [overflow-wrap:anywhere] text-slate-900">
        {name}
        {badge}
      </p>
      {name !== user.email ? (
        <p className="text-sm [overflow-wrap:anywhere] text-slate-600">{user.email}</p>
      ) : null}
    </div>
  );
}

function AddUserForm({ teamId }: { teamId: number }) {
  const addUser = useAddTeamUser(teamId);
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: formResolver(addTeamUserBody),
    defaultValues: { email: '', role: 'coach' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((body) => {
    addUser.mutate(body, {
      // Keep the role: the next person added is usually another parent, or another coach.
      onSuccess: () => form.reset({ email: '', role: body.role }),
    });
  });

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="grid grid-cols-1 gap-3 rounded-xl border border-slate-200 bg-slate-50 p-3 sm:grid-cols-[minmax(0,1fr)_11rem_auto] sm:items-start sm:p-4"
    >
      {/* Its line kept: the message appearing would lift the bottom sheet on a phone (a layout shift). */}
      <FormField label="Email address" error={errors.email?.message} isMessageLineKept>
        <Input
          type="email"
          inputMode="email"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          placeholder="name@example.com"
          {...form.register('email')}
        />
      </FormField>
      {/* The browser's own select: a list portalled out of the dialog would sit below it, inert. */}
      <FormField label="Role">
        <NativeSelect {...form.register('role')}>
          <option value="coach">Coach</option>
          <option value="player_parent">Parent/Player</option>
        </NativeSelect>
      </FormField>
      <Button type="submit" className="sm:mt-6" isLoading={addUser.isPending}>
        {addUser.isPending ? null : <UserPlus aria-hidden />}
        {addUser.isPending ? 'Adding...' : 'Add User'}
      </Button>
      <p className="text-sm text-slate-600 sm:col-span-3">
        They get an e-mail invitation with a sign-in link. Adding someone again changes their role and resends
        it.
      </p>
    </form>
  );
}

/**
 * The players' contacts, under the user lists: drawn before those had answered, they were pushed down
 * the sheet when the lists came (a layout shift), so they come once the lists are there.
 */
function PlayerEmailsSection({ team }: { team: AdminTeam }) {
  const users = useTeamUsers(team.id);
  // Asked for now, beside the lists, though drawn after them.
  usePlayerEmails(team.id);
  if (users.isPending) return null;
  return (
    <section aria-labelledby="player-emails-heading">
      <SectionHeading id="player-emails-heading" description="Copy an address to write to a family.">
        Player e-mail contacts
      </SectionHeading>
      <PlayerEmailsPanel teamId={team.id} />
    </section>
  );
}

function UserLists({ team }: { team: AdminTeam }) {
  const users = useTeamUsers(team.id);
  const removeUser = useRemoveTeamUser(team.id);
  const [removing, setRemoving] = useState<TeamUser | null>(null);
  const focusAfterRemove = useFocusAfterClose<HTMLHeadingElement>(removing !== null);

  if (users.isPending) {
    return (
      <p role="status" className="text-sm text-slate-600">
        Loading team users...
      </p>
    );
  }
  if (users.isError) {
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-slate-700">
        Could not load the team's users.
        <Button variant="outline" size="sm" onClick={() => users.refetch()}>
          Try Again
        </Button>
      </div>
    );
  }

  const clubAdmins = users.data.filter((entry) => entry.isClubAdmin);
  const members = users.data.filter((entry) => !entry.isClubAdmin);

  return (
    <>
      <section aria-labelledby="team-members-heading">
        <SectionHeading
          id="team-members-heading"
          headingRef={focusAfterRemove.ref}
          description="Coaches edit the team; parents and players see it read-only."
        >
          Team members
        </SectionHeading>
        {members.length === 0 ? (
          <p className="rounded-xl border border-dashed border-slate-300 px-4 py-5 text-center text-sm text-slate-600">
            No members yet. Add a coach or a parent above.
          </p>
        ) : (
          <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200">
            {members.map((member) => (
              <li key={member.userId} className="flex items-center gap-3 py-2 pr-2 pl-3 sm:pl-4">
                <PersonLine
                  user={member.user}
                  badge={
                    <Badge variant={member.role === 'coach' ? 'brand' : 'neutral'}>
                      {roleBadgeLabel(member.role)}
                    </Badge>
                  }
                />
                <Button
                  variant="ghost"
                  size="sm"
                  disabled={isPendingRow({ id: member.userId })}
                  onClick={() => setRemoving(member)}
                >
                  Remove<span className="sr-only"> {personName(member.user)}</span>
                </Button>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="club-admins-heading">
        <SectionHeading
          id="club-admins-heading"
          description="Full access to every team of the club. Manage them from the club's card."
        >
          Club admins
        </SectionHeading>
        {clubAdmins.length === 0 ? (
          <p className="text-sm text-slate-600">This club has no club admins.</p>
        ) : (
          <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200">
            {clubAdmins.map((admin) => (
              <li key={admin.userId} className="flex min-h-14 items-center gap-3 px-3 py-2 sm:px-4">
                <PersonLine
                  user={admin.user}
                  badge={
                    <Badge variant="info">
                      <ShieldCheck className="size-3.5" aria-hidden />
                      Full access
                    </Badge>
                  }
                />
              </li>
            ))}
          </ul>
        )}
      </section>

      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => {
          if (!open) setRemoving(null);
        }}
        title={removing ? `Remove ${personName(removing.user)}?` : 'Remove user?'}
        description={`They will no longer see ${team.name}. If it was their only access to Touchline, they are signed out. You can invite them again at any time.`}
        confirmLabel="Remove"
        pendingLabel="Removing..."
        isPending={removeUser.isPending}
        onConfirm={() => {
          if (!removing) return;
          removeUser.mutate(removing.userId, {
            onSuccess: focusAfterRemove.arm,
            onSettled: () => setRemoving(null),
          });
        }}
      />
    </>
  );
}

/** Manage Team Users (spec 001 §2.6): who can reach the team, invitations, and the squad's e-mail addresses. */
export function TeamUsersDialog({
  team,
  onOpenChange,
}: {
  team: AdminTeam | null;
  onOpenChange: (open: boolean) => void;
}) {
  // Keeps the content while the dialog closes, when the parent has already let go of the team.
  const [shown, setShown] = useState(team);
  useEffect(() => {
    if (team) setShown(team);
  }, [team]);

  return (
    <Dialog open={team !== null} onOpenChange={onOpenChange}>
      {/* One minmax(0, 1fr) column: long addresses truncate instead of widening the sheet on a phone.
          Tall from the start: the members and contacts arrive after it opens, and a sheet growing to
          hold them moved everything in it (0.2 on a phone). admin-page.tsx gives its skeleton that size. */}
      <DialogContent size="tall" className="grid-cols-1">
        <DialogHeader>
          <DialogTitle>Manage Team Users</DialogTitle>
          <DialogDescription>{shown?.name}</DialogDescription>
        </DialogHeader>
        {shown ? (
          <div className="grid min-w-0 grid-cols-1 gap-6">
            <section aria-labelledby="add-user-heading">
              <h3 id="add-user-heading" className="sr-only">
                Add a user
              </h3>
              <AddUserForm teamId={shown.id} />
            </section>
            <UserLists team={shown} />
            <PlayerEmailsSection team={shown} />
          </div>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
