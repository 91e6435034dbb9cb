import { Building2, type LucideIcon, Plus, RefreshCw, ShieldCheck, Users } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import type { AdminClub, AdminTeam } from '../../../shared/contracts/admin';
import { roleBadgeLabel } from '../../../shared/domain/roles';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { DialogsOnDemand } from '../../components/ui/dialog-on-demand';
import { EmptyState } from '../../components/ui/empty-state';
import { ErrorState } from '../../components/ui/error-state';
import { fetchOnIntent, lazyComponent } from '../../components/ui/on-demand';
import { PageContainer } from '../../components/ui/page-container';
import { PageHeader } from '../../components/ui/page-header';
import { SkeletonRegion } from '../../components/ui/skeleton';
import { useFocusAfterClose } from '../../components/ui/use-focus-after-close';
import { useTeamContext } from '../../lib/team-context';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useClubs, useDeleteClub, useDeleteTeam } from './admin-api';
import { listSentence, plural } from './admin-format';
import { ADMIN_HEADING, ClubListSkeleton } from './admin-skeleton';
import { ClubCard, type ClubCardActions } from './club-card';
import { ContactMessagesSection } from './contact-messages-section';

function StatCard({ label, value, icon: Icon }: { label: string; value: ReactNode; icon: LucideIcon }) {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-3 shadow-sm shadow-slate-900/5 sm:p-5">
      <dt className="flex items-center gap-2 text-xs font-medium text-slate-600 sm:text-sm">
        <Icon className="hidden size-4 text-green-700 sm:block" aria-hidden />
        {label}
      </dt>
      <dd className="mt-1 truncate text-xl font-bold tracking-tight text-slate-900 tabular-nums sm:text-3xl">
        {value}
      </dd>
    </div>
  );
}

/** What a club delete takes with it, from the counts the clubs list carries (spec 001 §4.8). */
function clubDeleteDescription(club: AdminClub): string {
  const gone = [
    plural(club.teamCount, 'team'),
    plural(club.playerCount, 'player'),
    plural(club.matchCount, 'match', 'matches'),
  ];
  const admins = club.adminCount > 0 ? ` Its ${plural(club.adminCount, 'club admin')} will lose access.` : '';
  return `This permanently deletes ${club.name} with its ${listSentence(gone)}.${admins} This cannot be undone.`;
}

function teamDeleteDescription(team: AdminTeam): string {
  const gone = [plural(team.playerCount, 'player'), plural(team.matchCount, 'match', 'matches')];
  const members =
    team.memberCount > 0 ? ` Its ${plural(team.memberCount, 'member')} will lose access to it.` : '';
  return `This permanently deletes ${team.name} with its ${listSentence(gone)}, formations and results.${members} This cannot be undone.`;
}

// The dialogs load apart from the page, as the pointer comes onto (or focus reaches) the button that opens
// one (fetchOnIntent, decision 048), never when idle: with their forms come the endpoints' zod contracts,
// whose schemas take a long task to build on a slow phone, and an admin opens few of them in a visit.
// Loading them when the browser was idle put that task in the page's first seconds anyway. Fetched only
// at the click, the first opening of each showed its skeleton for at least 300 ms (React's throttle). Team Settings' code is shared with the league screen's Full-Time dialog,
// and that shared chunk is then named only here, not in the entry every page loads first.
const CreateClubDialog = lazyComponent(() =>
  import('./create-club-dialog').then((module) => module.CreateClubDialog),
);
const CreateTeamDialog = lazyComponent(() =>
  import('./create-team-dialog').then((module) => module.CreateTeamDialog),
);
const TeamUsersDialog = lazyComponent(() =>
  import('./team-users-dialog').then((module) => module.TeamUsersDialog),
);
const TeamSettingsDialog = lazyComponent(() =>
  import('./team-settings-dialog').then((module) => module.TeamSettingsDialog),
);

/** True from the first render where `value` is, on: a dialog is built at its first opening and kept. */
function useHasBeenTrue(value: boolean): boolean {
  const [hasBeen, setHasBeen] = useState(value);
  if (value && !hasBeen) setHasBeen(true);
  return hasBeen || value;
}

type PendingDelete = { kind: 'club'; club: AdminClub } | { kind: 'team'; team: AdminTeam; club: AdminClub };

/** /admin (spec 001 §2.6): clubs, teams, who can reach them, and the contact messages. */
export function AdminPage() {
  useDocumentTitle('Platform Administration');
  const { user } = useTeamContext();
  const clubs = useClubs();
  const deleteClub = useDeleteClub();
  const deleteTeam = useDeleteTeam();

  const [createClubOpen, setCreateClubOpen] = useState(false);
  const [createTeam, setCreateTeam] = useState<{ clubId: number | null } | null>(null);
  const [usersTeam, setUsersTeam] = useState<AdminTeam | null>(null);
  const [settingsTeam, setSettingsTeam] = useState<AdminTeam | null>(null);
  const openCreateClub = () => setCreateClubOpen(true);
  const openCreateTeam = (clubId: number | null) => setCreateTeam({ clubId });
  const openUsers = (team: AdminTeam) => setUsersTeam(team);
  const openSettings = (team: AdminTeam) => setSettingsTeam(team);
  const isCreateClubBuilt = useHasBeenTrue(createClubOpen);
  const isCreateTeamBuilt = useHasBeenTrue(createTeam !== null);
  const isUsersBuilt = useHasBeenTrue(usersTeam !== null);
  const isSettingsBuilt = useHasBeenTrue(settingsTeam !== null);
  const [pendingDelete, setPendingDelete] = useState<PendingDelete | null>(null);
  const focusAfterDelete = useFocusAfterClose<HTMLHeadingElement>(pendingDelete !== null);

  const clubList = clubs.data ?? [];
  const totalTeams = clubList.reduce((sum, club) => sum + club.myTeams.length, 0);

  const actions: ClubCardActions = {
    onAddTeam: (club) => openCreateTeam(club.id),
    onDeleteClub: (club) => setPendingDelete({ kind: 'club', club }),
    onManageUsers: openUsers,
    onTeamSettings: openSettings,
    onDeleteTeam: (team, club) => setPendingDelete({ kind: 'team', team, club }),
    intentTo: (dialog) =>
      fetchOnIntent(
        {
          'add-team': CreateTeamDialog,
          'manage-users': TeamUsersDialog,
          'team-settings': TeamSettingsDialog,
        }[dialog],
      ),
  };

  const isDeleting = deleteClub.isPending || deleteTeam.isPending;
  const confirmDelete = () => {
    if (!pendingDelete) return;
    const done = {
      onSuccess: () => {
        focusAfterDelete.arm();
        setPendingDelete(null);
      },
    };
    if (pendingDelete.kind === 'club') deleteClub.mutate(pendingDelete.club.id, done);
    else deleteTeam.mutate({ clubId: pendingDelete.club.id, teamId: pendingDelete.team.id }, done);
  };

  let clubsContent: ReactNode;
  if (clubs.isPending) {
    clubsContent = (
      <SkeletonRegion label="Loading clubs...">
        <ClubListSkeleton />
      </SkeletonRegion>
    );
  } else if (clubs.isError) {
    clubsContent = (
      <ErrorState
        headingLevel="h3"
        title="Could not load the clubs"
        description="Check your connection, then try again."
        action={
          <Button onClick={() => clubs.refetch()} isLoading={clubs.isRefetching}>
            <RefreshCw aria-hidden />
            Try Again
          </Button>
        }
      />
    );
  } else if (clubList.length === 0) {
    clubsContent = (
      <EmptyState
        icon={Building2}
        headingLevel="h3"
        title="No clubs yet"
        description="Create the first club, then add its teams and invite its coaches."
        action={
          <Button onClick={openCreateClub} {...fetchOnIntent(CreateClubDialog)}>
            <Plus aria-hidden />
            Create Club
          </Button>
        }
      />
    );
  } else {
    clubsContent = (
      <ul className="grid grid-cols-1 gap-4">
        {clubList.map((club) => (
          <li key={club.id}>
            <ClubCard club={club} actions={actions} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <PageContainer>
      <PageHeader
        eyebrow={ADMIN_HEADING.eyebrow}
        title={ADMIN_HEADING.title}
        description={ADMIN_HEADING.description}
        actions={
          <>
            <Button
              className="grow basis-0 sm:grow-0 sm:basis-auto"
              onClick={openCreateClub}
              {...fetchOnIntent(CreateClubDialog)}
            >
              <Plus aria-hidden />
              Create Club
            </Button>
            <Button
              variant="outline"
              className="grow basis-0 sm:grow-0 sm:basis-auto"
              disabled={clubList.length === 0}
              onClick={() => openCreateTeam(clubList.length === 1 ? (clubList[0]?.id ?? null) : null)}
              {...fetchOnIntent(CreateTeamDialog)}
            >
              <Plus aria-hidden />
              Create Team
            </Button>
          </>
        }
      />

      <dl className="mb-8 grid grid-cols-3 gap-2 sm:gap-4">
        <StatCard label="Total Clubs" value={clubs.isSuccess ? clubList.length : '–'} icon={Building2} />
        <StatCard label="Total Teams" value={clubs.isSuccess ? totalTeams : '–'} icon={Users} />
        <StatCard label="Platform Role" value={roleBadgeLabel(user.role)} icon={ShieldCheck} />
      </dl>

      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] xl:grid-cols-[minmax(0,1fr)_26rem]">
        <section aria-labelledby="clubs-heading">
          <h2
            id="clubs-heading"
            ref={focusAfterDelete.ref}
            tabIndex={-1}
            className="mb-3 text-xl font-semibold tracking-tight text-slate-900"
          >
            Clubs and teams
          </h2>
          {clubsContent}
        </section>
        {/* On a phone the messages stand under the clubs: drawn before the clubs answered, they were pushed
            down the screen when the list came (a layout shift). They come once the clubs are there. */}
        {clubs.isPending ? null : <ContactMessagesSection />}
      </div>

      {isCreateClubBuilt ? (
        <DialogsOnDemand isOpen={createClubOpen} onClose={() => setCreateClubOpen(false)}>
          <CreateClubDialog open={createClubOpen} onOpenChange={setCreateClubOpen} />
        </DialogsOnDemand>
      ) : null}
      {isCreateTeamBuilt ? (
        <DialogsOnDemand isOpen={createTeam !== null} onClose={() => setCreateTeam(null)}>
          <CreateTeamDialog
            open={createTeam !== null}
            onOpenChange={(open) => {
              if (!open) setCreateTeam(null);
            }}
            clubs={clubList}
            initialClubId={createTeam?.clubId ?? null}
          />
        </DialogsOnDemand>
      ) : null}
      {isUsersBuilt ? (
        <DialogsOnDemand isOpen={usersTeam !== null} onClose={() => setUsersTeam(null)}>
          <TeamUsersDialog
            team={usersTeam}
            onOpenChange={(open) => {
              if (!open) setUsersTeam(null);
            }}
          />
        </DialogsOnDemand>
      ) : null}
      {isSettingsBuilt ? (
        <DialogsOnDemand isOpen={settingsTeam !== null} onClose={() => setSettingsTeam(null)}>
          <TeamSettingsDialog
            team={settingsTeam}
            onOpenChange={(open) => {
              if (!open) setSettingsTeam(null);
            }}
          />
        </DialogsOnDemand>
      ) : null}
      <ConfirmDialog
        open={pendingDelete !== null}
        onOpenChange={(open) => {
          if (!open) setPendingDelete(null);
        }}
        title={
          pendingDelete?.kind === 'club'
            ? `Delete ${pendingDelete.club.name}?`
            : pendingDelete?.kind === 'team'
              ? `Delete ${pendingDelete.team.name}?`
              : 'Delete?'
        }
        description={
          pendingDelete?.kind === 'club'
            ? clubDeleteDescription(pendingDelete.club)
            : pendingDelete?.kind === 'team'
              ? teamDeleteDescription(pendingDelete.team)
              : ''
        }
        confirmLabel={pendingDelete?.kind === 'club' ? 'Delete Club' : 'Delete Team'}
        pendingLabel="Deleting..."
        isPending={isDeleting}
        onConfirm={confirmDelete}
      />
    </PageContainer>
  );
}
