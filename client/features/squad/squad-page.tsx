import { clsx } from 'clsx';
import { Plus, RefreshCw, Users } from 'lucide-react';
import { type MouseEvent, memo, type ReactNode, useCallback, useMemo, useState } from 'react';
import { Link } from 'react-router';
import type { Player } from '../../../shared/contracts/squad';
import { MAX_SQUAD_SIZE } from '../../../shared/domain/squad-limits';
import { Button } from '../../components/ui/button';
import { DialogsOnDemand } from '../../components/ui/dialog-on-demand';
import { EmptyState } from '../../components/ui/empty-state';
import { ErrorState } from '../../components/ui/error-state';
import { FoldedSection } from '../../components/ui/folded-section';
import { lazyComponent, useLoadWhenIdle } from '../../components/ui/on-demand';
import { PageContainer } from '../../components/ui/page-container';
import { PageHeader } from '../../components/ui/page-header';
import { LoadingState } from '../../components/ui/spinner';
import { useFocusAfterClose } from '../../components/ui/use-focus-after-close';
import { isNotFound, isTeamIdRequired } from '../../lib/api-checks';
import { useEffectiveTeamRole } from '../../lib/effective-team-role';
import { useTeamContext } from '../../lib/team-context';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useRevealInStages } from '../../lib/use-reveal';
import { MatchSettingsCard } from './match-settings-card';
import { PlayerCard, type PlayerCardActions } from './player-card';
import { usePlayers, useTeamDefaults } from './squad-api';
import {
  closeAllDialogs,
  closeDialog,
  noDialogsOpen,
  openDialog,
  type SquadDialogName,
  type SquadDialogsState,
} from './squad-dialog-state';
import { SquadRolesBoard } from './squad-roles-board';
import { SquadSkeleton } from './squad-skeleton';
import { SquadStatsTable } from './squad-stats-table';

// The dialogs and their forms load apart from the page (decision 048): a coach's first look at the squad
// does not wait for them, and by the time they tap Edit they have arrived. Fetched ahead in steps, each
// run in a task of its own: zod with the shared field rules, the squad's contracts, then the dialogs
// (react-hook-form), so none holds a slow phone's main thread for long (building zod schemas is most of it).
const SquadDialogs = lazyComponent(() => import('./squad-dialogs').then((module) => module.SquadDialogs));
const dialogSteps = [
  () => import('../../../shared/contracts/params'),
  () => import('../../../shared/contracts/squad'),
  SquadDialogs.preload,
];
/** The cards drawn in the first stage: what a phone or a desktop row shows before any scrolling. */
const FIRST_CARDS = 4;

function SquadCount({ count }: { count: number }) {
  const isFull = count >= MAX_SQUAD_SIZE;
  return (
    <span className="inline-flex items-center gap-2">
      <Users className="size-4 text-slate-500" aria-hidden />
      <span>
        <span className={clsx('font-semibold tabular-nums', isFull ? 'text-amber-900' : 'text-slate-900')}>
          {count}/{MAX_SQUAD_SIZE}
        </span>{' '}
        players
      </span>
    </span>
  );
}

/**
 * Below desktop width the page is one long column (16 cards before the folded parts): these jump to each
 * part, opening it if it is folded, and move focus there too so keyboard and screen-reader users land in
 * the same place.
 */
function SectionLinks({ sections }: { sections: Array<{ id: string; label: string }> }) {
  const jump = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    const target = document.getElementById(id);
    if (!target) return;
    event.preventDefault();
    // A folded part is opened (its content is made as it opens) and shown from its name, which has the
    // focus: the name closes it again.
    const folded = target instanceof HTMLDetailsElement ? target : null;
    if (folded) folded.open = true;
    const calm = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    target.scrollIntoView({ behavior: calm ? 'auto' : 'smooth', block: 'start' });
    (folded?.querySelector('summary') ?? target).focus({ preventScroll: true });
  };
  return (
    <nav aria-label="On this page" className="-mx-4 mb-6 overflow-x-auto px-4 lg:hidden">
      <ul className="flex gap-2">
        {sections.map(({ id, label }) => (
          <li key={id} className="shrink-0">
            <a
              href={`#${id}`}
              onClick={(event) => jump(event, id)}
              className="inline-flex h-11 items-center rounded-full border border-slate-200 bg-white px-4 text-sm font-semibold whitespace-nowrap text-slate-700 shadow-xs hover:border-green-300 hover:text-green-800"
            >
              {label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

const MatchSettingsSection = memo(function MatchSettingsSection({ teamId }: { teamId: string }) {
  const team = useTeamDefaults(teamId);
  if (team.isPending) {
    return (
      <div className="rounded-2xl border border-slate-200 bg-white">
        <LoadingState label="Loading match settings..." className="min-h-40" />
      </div>
    );
  }
  if (team.isError) {
    return (
      <ErrorState
        title="Could not load the match settings"
        description="Check your connection, then try again."
        action={
          <Button variant="outline" onClick={() => team.refetch()} isLoading={team.isRefetching}>
            <RefreshCw aria-hidden />
            Try Again
          </Button>
        }
      />
    );
  }
  return <MatchSettingsCard teamId={teamId} team={team.data} />;
});

/** What the page shows instead of the squad when the squad cannot be read. */
function SquadProblem({
  error,
  onRetry,
  isRetrying,
}: {
  error: unknown;
  onRetry: () => void;
  isRetrying: boolean;
}) {
  if (isTeamIdRequired(error)) {
    return (
      <EmptyState
        headingLevel="h1"
        icon={Users}
        title="Choose a team first"
        description="You are part of more than one team, so pick the squad you want to see."
        action={
          <Button asChild>
            <Link to="/">Choose Your Team</Link>
          </Button>
        }
      />
    );
  }
  if (isNotFound(error)) {
    return (
      <EmptyState
        headingLevel="h1"
        icon={Users}
        title="Team not found"
        description="This team does not exist or you do not have access to it. Ask your team administrator if you think you should."
        action={
          <Button asChild variant="outline">
            <Link to="/">Go to your teams</Link>
          </Button>
        }
      />
    );
  }
  return (
    <ErrorState
      headingLevel="h1"
      title="Could not load the squad"
      description="Check your connection, then try again."
      action={
        <Button onClick={onRetry} isLoading={isRetrying}>
          <RefreshCw aria-hidden />
          Try Again
        </Button>
      }
    />
  );
}

/**
 * /teams/:teamId/squad-management and /squad-management (spec 000 §2, §6): the squad as cards, set-piece
 * priorities, the team's match defaults and the statistics. Admins and coaches edit; parents and players
 * read, without other families' e-mails or the coaching notes (the server leaves those out).
 */
export function SquadPage() {
  const context = useTeamContext();
  const players = usePlayers(context.teamId);
  // The caller's role on the team shown and, unscoped, that team's id for the team-only calls (defaults,
  // statistics); player writes keep the unscoped paths (context.teamId).
  const effective = useEffectiveTeamRole();
  const { teamId, canEdit } = effective;
  const title = canEdit ? 'Squad Management' : 'Squad View';
  useDocumentTitle(title);

  const team = useTeamDefaults(teamId);
  const [dialogs, setDialogs] = useState<SquadDialogsState>(noDialogsOpen);
  const focusAfterRemoval = useFocusAfterClose<HTMLHeadingElement>(dialogs.removal.open);
  // Parents and players never open them: only editors fetch the dialogs' code. Once it is here the
  // dialogs are built, closed (the form's first mount was a fifth of the first tap's work on a slow
  // phone), and a tap draws its dialog in its own task.
  const hasDialogCode = useLoadWhenIdle(dialogSteps, { enabled: canEdit });
  const openOne = useCallback(
    (name: SquadDialogName, player: Player | null) =>
      setDialogs((current) => openDialog(current, name, player)),
    [],
  );
  const isDialogOpen = dialogs.form.open || dialogs.emails.open || dialogs.removal.open;
  // Stable while the role is, so the memoised cards are not drawn again when a dialog opens.
  const actions = useMemo<PlayerCardActions | null>(
    () =>
      canEdit
        ? {
            onEdit: (player) => openOne('form', player),
            onEmails: (player) => openOne('emails', player),
            onRemove: (player) => openOne('removal', player),
          }
        : null,
    [canEdit, openOne],
  );

  // The team's name heads the page: its read goes out beside the players' and is waited for with them,
  // so the heading does not jump down when the name arrives.
  const isTeamPending = teamId !== null && team.isPending;
  const isLoading = players.isPending || (players.isSuccess && (effective.isPending || isTeamPending));
  // Drawn in stages, each a transition, while the skeleton stays up until the first: the header and the
  // cards a screen shows, the other cards, then the names of the folded parts (made when opened).
  const stage = useRevealInStages(!isLoading, 3);
  if (isLoading || (players.isSuccess && stage === 0)) return <SquadSkeleton />;
  if (players.isError) {
    return (
      <PageContainer width="medium" className="flex flex-1 flex-col justify-center">
        <SquadProblem
          error={players.error}
          onRetry={() => players.refetch()}
          isRetrying={players.isRefetching}
        />
      </PageContainer>
    );
  }

  const squad = players.data;
  const isFull = squad.length >= MAX_SQUAD_SIZE;
  const openAdd = () => openOne('form', null);

  const addButton = canEdit ? (
    <Button
      className="w-full sm:w-auto"
      onClick={openAdd}
      disabled={isFull}
      aria-describedby={isFull ? 'squad-full-note' : undefined}
    >
      <Plus aria-hidden />
      Add Player
    </Button>
  ) : null;

  let playersContent: ReactNode;
  if (squad.length === 0) {
    playersContent = (
      <EmptyState
        icon={Users}
        headingLevel="h3"
        title="No players yet"
        description={
          canEdit
            ? `Add each player with their shirt number and position. A squad holds up to ${MAX_SQUAD_SIZE} players.`
            : 'Your coach has not added any players to this squad yet.'
        }
        action={
          canEdit ? (
            <Button onClick={openAdd}>
              <Plus aria-hidden />
              Add your first player
            </Button>
          ) : null
        }
      />
    );
  } else {
    playersContent = (
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
        {(stage >= 2 ? squad : squad.slice(0, FIRST_CARDS)).map((player) => (
          // Laid out whole, not drawn when near (decision 047): a card drawn after the page at another
          // height than its placeholder moved what was below it, in view (after a reload, or a scroll).
          <li key={player.id}>
            <PlayerCard player={player} actions={actions} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <PageContainer>
      <PageHeader
        eyebrow={team.data?.name}
        title={title}
        description={<SquadCount count={squad.length} />}
        actions={addButton}
        isCompact
      />
      {canEdit && isFull ? (
        <p
          id="squad-full-note"
          className="-mt-3 mb-6 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900"
        >
          The squad is full ({MAX_SQUAD_SIZE}/{MAX_SQUAD_SIZE}). Remove a player to add another.
        </p>
      ) : null}

      <SectionLinks
        sections={[
          { id: 'players-heading', label: 'Players' },
          ...(squad.length > 0 ? [{ id: 'squad-roles-part', label: 'Squad Roles' }] : []),
          { id: 'squad-stats-part', label: 'Statistics' },
          ...(canEdit ? [{ id: 'match-settings-part', label: 'Match Settings' }] : []),
        ]}
      />

      {/* Each block is its own paint layer (`isolate`): a change in one (a set-piece moved, a card
          updated) has only that block painted again, not the whole page. */}
      <div className="grid grid-cols-1 gap-8">
        <section aria-labelledby="players-heading" className="isolate">
          <h2
            id="players-heading"
            ref={focusAfterRemoval.ref}
            tabIndex={-1}
            className="mb-3 text-xl font-semibold tracking-tight text-slate-900"
          >
            Players
          </h2>
          {playersContent}
        </section>

        {/* The long parts, each behind its name until the coach opens it (issue 29): on a phone the set
            pieces' four lists of boxes, the statistics and the settings made the page 6,400 px long,
            and the players come first. */}
        {/* The three names come in one stage, so the page below them (its footer) moves once, not once
            per name. A reload restores the scroll near the foot of the page, where a name added there a
            moment later pushed the footer in view down. */}
        {stage >= 3 ? (
          <div className="isolate grid grid-cols-1 gap-3">
            {squad.length > 0 ? (
              <FoldedSection id="squad-roles-part" label="Squad Roles">
                <SquadRolesBoard players={squad} teamId={context.teamId} canEdit={canEdit} />
              </FoldedSection>
            ) : null}
            <FoldedSection id="squad-stats-part" label="Squad Statistics">
              <SquadStatsTable teamId={teamId} players={squad} />
            </FoldedSection>
            {canEdit && teamId ? (
              <FoldedSection id="match-settings-part" label="Match Settings">
                <MatchSettingsSection teamId={teamId} />
              </FoldedSection>
            ) : null}
          </div>
        ) : null}
      </div>

      {canEdit && (hasDialogCode || isDialogOpen) ? (
        <DialogsOnDemand
          isOpen={isDialogOpen}
          isCodeHere={hasDialogCode}
          onClose={() => setDialogs(closeAllDialogs)}
        >
          <SquadDialogs
            state={dialogs}
            onOpenChange={(name, open) =>
              setDialogs((current) => (open ? current : closeDialog(current, name)))
            }
            squad={squad}
            teamId={context.teamId}
            onRemoved={focusAfterRemoval.arm}
          />
        </DialogsOnDemand>
      ) : null}
    </PageContainer>
  );
}
