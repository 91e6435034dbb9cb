import { CloudDownload, Info, Plus, RefreshCw, Trophy, Users } from 'lucide-react';
import { type ReactNode, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { syncFixtures } from '../../../shared/contracts/fixtures-sync-write-routes';
import type { OppositionTeam } from '../../../shared/contracts/league';
import { mayCall } from '../../../shared/contracts/route';
import { Button } from '../../components/ui/button';
import { DialogsOnDemand } from '../../components/ui/dialog-on-demand';
import { EmptyState } from '../../components/ui/empty-state';
import { ErrorState } from '../../components/ui/error-state';
import { lazyComponent, useLoadWhenIdle } from '../../components/ui/on-demand';
import { PageContainer } from '../../components/ui/page-container';
import { PageHeader } from '../../components/ui/page-header';
import { useFocusAfterClose } from '../../components/ui/use-focus-after-close';
import { isNotFound, isTeamIdRequired } from '../../lib/api-checks';
import { useEffectiveTeamRole } from '../../lib/effective-team-role';
import { useTeamContext } from '../../lib/team-context';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useMediaQuery } from '../../lib/use-media-query';
import { useRevealInStages } from '../../lib/use-reveal';
import type { TeamDialogState } from './league-dialogs';
import { sortTeamsByName } from './league-format';
import { useOppositionTeams } from './league-queries';
import { LeagueSkeleton, leagueHeading } from './league-skeleton';
import {
  OppositionTeamCards,
  OppositionTeamsTable,
  type TeamActions,
  ViewOnly,
} from './opposition-teams-list';

// The dialogs, their forms and the writes load apart from the list (decision 048), fetched when the
// browser is idle: in steps, each a task of its own on a slow phone (zod with the shared field rules, the
// league's contracts, then the dialogs).
const LeagueDialogs = lazyComponent(() => import('./league-dialogs').then((module) => module.LeagueDialogs));
const dialogSteps = [
  () => import('../../../shared/contracts/params'),
  () => import('../../../shared/contracts/league'),
  LeagueDialogs.preload,
];
// The FA Full-Time dialog, for the team's admins only (platform admins and the club's admins: only they
// may sync), apart from the editors' dialogs. In one step, not two as above: every chunk a page can load
// is named in the entry's preload map, which every page downloads first, and the budget has no room for
// two more names (the dialog's code shares one chunk with Team Settings' sync parts).
const FullTimeDialog = lazyComponent(() =>
  import('./full-time-dialog').then((module) => module.FullTimeDialog),
);
const fullTimeSteps = [FullTimeDialog.preload];
const closed: TeamDialogState = { open: false, team: null };

function DashboardLink({ children }: { children: ReactNode }) {
  return (
    <Button asChild>
      <Link to="/">{children}</Link>
    </Button>
  );
}

/**
 * /teams/:teamId/league-management and /league-management (spec 000 §2): the team's opposition teams
 * A to Z with the last result and next match against each. Admins and coaches add, edit and remove them.
 */
export function LeaguePage() {
  // Reads use the team in the URL, or the unscoped form without one, and so do writes, which fail
  // unscoped before any call (spec 000 §8). What is offered is the caller's role on the team shown.
  const { teamId } = useTeamContext();
  const effective = useEffectiveTeamRole();
  const { canEdit } = effective;
  const heading = leagueHeading(canEdit);
  useDocumentTitle(heading.title);

  const teamsQuery = useOppositionTeams(teamId);
  const teams = useMemo(() => sortTeamsByName(teamsQuery.data ?? []), [teamsQuery.data]);

  // Each dialog keeps its team while closing, so its title does not change under the closing animation.
  const [editor, setEditor] = useState<TeamDialogState>(closed);
  const [removal, setRemoval] = useState<TeamDialogState>(closed);
  const focusAfterRemove = useFocusAfterClose<HTMLHeadingElement>(removal.open);
  // Only editors fetch the dialogs' code, when the browser is idle; a press before it has come opens the
  // dialog's skeleton until it has.
  const hasDialogCode = useLoadWhenIdle(dialogSteps, { enabled: canEdit });
  const open = (set: (state: TeamDialogState) => void, team: OppositionTeam | null) =>
    set({ open: true, team });
  const isDialogOpen = editor.open || removal.open;
  const closeDialogs = () => {
    setEditor((current) => ({ ...current, open: false }));
    setRemoval((current) => ({ ...current, open: false }));
  };

  // Syncing from FA Full-Time: only whom its route allows (the team's admins), on a team the screen names.
  const syncTeamId = mayCall(syncFixtures, effective.role) ? effective.teamId : null;
  const hasFullTimeCode = useLoadWhenIdle(fullTimeSteps, { enabled: syncTeamId !== null });
  const [fullTimeOpen, setFullTimeOpen] = useState(false);
  const openFullTime = () => {
    if (syncTeamId) setFullTimeOpen(true);
  };

  // Unscoped, the role is still being asked for: no title or controls that would change under the user.
  // The list comes with the page's shape: header, its Add Team button and the first teams appear at
  // once, so the button does not push the list down when it arrives.
  const isLoading = effective.isPending || teamsQuery.isPending;
  // The list is drawn as a transition, in slices, while the skeleton stays up.
  const isRevealed = useRevealInStages(!isLoading) > 0;
  const isWide = useMediaQuery('(min-width: 64rem)');
  if (isLoading || !isRevealed) return <LeagueSkeleton />;

  const actions: TeamActions | null = canEdit
    ? {
        onEdit: (team) => open(setEditor, team),
        onRemove: (team) => open(setRemoval, team),
      }
    : null;
  const openAdd = () => open(setEditor, null);
  const addButton = (
    <Button className="grow basis-0 sm:grow-0 sm:basis-auto" onClick={openAdd}>
      <Plus aria-hidden />
      Add Team
    </Button>
  );

  let content: ReactNode;
  if (teamsQuery.isError && isTeamIdRequired(teamsQuery.error)) {
    content = (
      <EmptyState
        icon={Users}
        title="Choose a team first"
        description="You are on more than one team. Pick one on the dashboard, then open League from its menu."
        action={<DashboardLink>Choose Your Team</DashboardLink>}
      />
    );
  } else if (teamsQuery.isError && isNotFound(teamsQuery.error) && !teamId) {
    // Unscoped and on no team at all: the dashboard's words for the same situation (spec 000 §2).
    content = (
      <EmptyState
        icon={Users}
        title="No team yet"
        description="You don't have access to any teams yet. Please contact your administrator to get access."
      />
    );
  } else if (teamsQuery.isError && isNotFound(teamsQuery.error)) {
    content = (
      <ErrorState
        title="Team not found"
        description="This team does not exist, or you are not a member of it."
        action={<DashboardLink>Go to Dashboard</DashboardLink>}
      />
    );
  } else if (teamsQuery.isError) {
    content = (
      <ErrorState
        title="Could not load the opposition teams"
        description="Check your connection, then try again."
        action={
          <Button onClick={() => teamsQuery.refetch()} isLoading={teamsQuery.isRefetching}>
            <RefreshCw aria-hidden />
            Try Again
          </Button>
        }
      />
    );
  } else if (teams.length === 0) {
    content = (
      <EmptyState
        icon={Trophy}
        title="No opposition teams yet"
        description={
          canEdit
            ? 'Add the teams you play against to keep notes on them and see your results and fixtures.'
            : 'Your coach has not added any opposition teams yet.'
        }
        action={
          canEdit ? (
            <Button onClick={openAdd}>
              <Plus aria-hidden />
              Add Team
            </Button>
          ) : undefined
        }
      />
    );
  } else {
    content = (
      <section aria-labelledby="opposition-heading">
        <div className="mb-3 flex items-center justify-between gap-3">
          <h2
            id="opposition-heading"
            ref={focusAfterRemove.ref}
            tabIndex={-1}
            className="text-lg font-semibold tracking-tight text-slate-900"
          >
            Opposition teams <span className="font-normal text-slate-600">({teams.length})</span>
          </h2>
          {/* The table says it in its Actions column. */}
          {canEdit ? null : (
            <span className="lg:hidden">
              <ViewOnly />
            </span>
          )}
        </div>
        {/* One of the two, for the screen's width: the media query is read before the first drawing, so
            nothing jumps, and a phone does not build a table it never shows (decision 016). */}
        {isWide ? (
          <OppositionTeamsTable teams={teams} actions={actions} />
        ) : (
          <OppositionTeamCards teams={teams} actions={actions} />
        )}
      </section>
    );
  }

  const hasList = teamsQuery.isSuccess;
  const fullTimeButton =
    syncTeamId && hasList ? (
      <Button variant="outline" className="grow basis-0 sm:grow-0 sm:basis-auto" onClick={openFullTime}>
        <CloudDownload aria-hidden />
        Full-Time fixtures
      </Button>
    ) : null;
  const headerActions =
    canEdit && hasList && teams.length > 0 ? (
      <>
        {fullTimeButton}
        {addButton}
      </>
    ) : (
      fullTimeButton
    );

  return (
    <PageContainer>
      <PageHeader {...heading} actions={headerActions ?? undefined} />

      {!teamId && canEdit && hasList ? (
        <div className="mb-6 flex items-start gap-3 rounded-xl border border-sky-200 bg-sky-50 p-4 text-sm text-sky-900">
          <Info className="mt-0.5 size-4 shrink-0" aria-hidden />
          <p>
            No team is selected, so changes cannot be saved here.{' '}
            {/* The padding of an inline link grows its tap area to 44 px and leaves the line as it is;
                kept on one line, so a phone never breaks it into two smaller targets. */}
            <Link to="/" className="py-3.5 font-semibold whitespace-nowrap underline underline-offset-2">
              Open your team
            </Link>{' '}
            and choose League from its menu to add or edit teams.
          </p>
        </div>
      ) : null}

      {content}

      {canEdit && (hasDialogCode || isDialogOpen) ? (
        <DialogsOnDemand isOpen={isDialogOpen} isCodeHere={hasDialogCode} onClose={closeDialogs}>
          <LeagueDialogs
            editor={editor}
            removal={removal}
            onEditorOpenChange={(isOpen) => setEditor((current) => ({ ...current, open: isOpen }))}
            onRemovalOpenChange={(isOpen) => setRemoval((current) => ({ ...current, open: isOpen }))}
            onRemoved={focusAfterRemove.arm}
            teams={teams}
            teamId={teamId}
          />
        </DialogsOnDemand>
      ) : null}

      {syncTeamId && (hasFullTimeCode || fullTimeOpen) ? (
        <DialogsOnDemand
          isOpen={fullTimeOpen}
          isCodeHere={hasFullTimeCode}
          onClose={() => setFullTimeOpen(false)}
        >
          <FullTimeDialog open={fullTimeOpen} onOpenChange={setFullTimeOpen} teamId={syncTeamId} />
        </DialogsOnDemand>
      ) : null}
    </PageContainer>
  );
}
