import { CalendarDays, ChevronUp, Info, RefreshCw, Users } from 'lucide-react';
import { type ReactNode, startTransition, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { Formation } from '../../../shared/contracts/formations';
import type { Match } from '../../../shared/contracts/matches';
import type { TrainingEvent, TrainingSession } from '../../../shared/contracts/training';
import { comparePlanned } from '../../../shared/domain/formation-for-period';
import { type FormationShape, isFormationShape } from '../../../shared/domain/formation-shapes';
import { groupMatches, isPastMatch } from '../../../shared/domain/match-status';
import { nextMatch } from '../../../shared/domain/next-match';
import { Button } from '../../components/ui/button';
import { DialogsOnDemand } from '../../components/ui/dialog-on-demand';
import { EmptyState } from '../../components/ui/empty-state';
import { ErrorState } from '../../components/ui/error-state';
import { lazyComponent, useLoadWhenIdle } from '../../components/ui/on-demand';
import { PageContainer } from '../../components/ui/page-container';
import { PageHeader } from '../../components/ui/page-header';
import { isNotFound, isTeamIdRequired } from '../../lib/api-checks';
import { useEffectiveTeamRole } from '../../lib/effective-team-role';
import { useTeamContext } from '../../lib/team-context';
import { toast } from '../../lib/toast-store';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useMediaQuery } from '../../lib/use-media-query';
import { useRevealInStages } from '../../lib/use-reveal';
import { MatchDetail, type MatchDetailActions } from './match-detail';
import type { MatchDialogState } from './match-dialogs';
import { MatchListPanel, type MatchTab } from './match-list-panel';
import { MATCH_PLANNING_HEADING, MatchPlanningSkeleton } from './match-planning-skeleton';
import {
  useMatches,
  useMatchOpposition,
  useMatchPlayers,
  useTeamEvents,
  useTeamFormations,
} from './matches-hooks';
import { TrainingDetail, type TrainingDetailActions } from './training-detail';
import type { TrainingDialogState } from './training-dialogs';
import {
  isPastSession,
  mergeFutureRows,
  mergePastRows,
  pastSessions,
  upcomingSessions,
} from './training-rows';

// The dialogs, their forms and the writes load apart from the page (decision 048), fetched when the
// browser is idle: zod with the shared field rules, the matches' contracts, then the dialogs, each a task
// of its own on a slow phone.
const MatchDialogs = lazyComponent(() => import('./match-dialogs').then((module) => module.MatchDialogs));
const TrainingDialogs = lazyComponent(() =>
  import('./training-dialogs').then((module) => module.TrainingDialogs),
);
const dialogSteps = [
  () => import('../../../shared/contracts/params'),
  () => import('../../../shared/contracts/matches'),
  MatchDialogs.preload,
  () => import('../../../shared/contracts/training'),
  TrainingDialogs.preload,
];
const closed: MatchDialogState = { name: 'none', match: null };
const trainingClosed: TrainingDialogState = { name: 'none', session: null };

function DashboardLink({ children }: { children: ReactNode }) {
  return (
    <Button asChild>
      <Link to="/">{children}</Link>
    </Button>
  );
}

/** The shape a fair rotation starts from: the match's last planned one (null: the team format's default). */
function plannedShape(formations: readonly Formation[], matchId: number): FormationShape | null {
  const latest = formations
    .filter((f) => f.matchId === matchId && f.plannedAt !== null)
    .sort(comparePlanned)
    .at(-1);
  return latest && isFormationShape(latest.formation) ? latest.formation : null;
}

/** The ?matchId= of the address, as a number, or null. */
function matchIdParam(params: URLSearchParams): number | null {
  const value = params.get('matchId');
  return value && /^\d{1,10}$/.test(value) ? Number(value) : null;
}

/**
 * /match-planning and /teams/:teamId/match-planning (spec 001 §2.5): the matches in Future and Past
 * tabs beside the selected match, with its periods, captain, availability, roles and goals. Admins and
 * coaches schedule and change; parents and players read.
 */
export function MatchPlanningPage() {
  const { teamId } = useTeamContext();
  const effective = useEffectiveTeamRole();
  const { canEdit } = effective;
  useDocumentTitle('Match Planning');

  const matchesQuery = useMatches(teamId);
  const playersQuery = useMatchPlayers(teamId);
  const oppositionQuery = useMatchOpposition(teamId);
  const formationsQuery = useTeamFormations(teamId);
  // The training sessions (issue 31) come from the team's events, read for the team in the address or
  // the caller's one team (team-only route): a first read of the page, so the list is drawn once.
  const eventsTeamId = effective.teamId;
  const eventsQuery = useTeamEvents(eventsTeamId);
  const matches = matchesQuery.data;
  const players = playersQuery.data ?? [];
  const formations = formationsQuery.data ?? [];

  // "Today" for the tabs and the status badges, fixed while the page is open so nothing jumps tabs.
  const [now] = useState(() => new Date());
  const groups = groupMatches(matches ?? [], now);
  // Both tabs' rows from the one events read (44 weeks back, eight on: decision 061), drawn with the
  // matches: a session is never put in after the list is drawn.
  const events = eventsQuery.data?.events;
  const rows = {
    future: mergeFutureRows(groups.future, upcomingSessions(events, now)),
    past: mergePastRows(groups.past, pastSessions(events, now)),
  };
  // A training session chosen in the list, shown where a match's plan is (one or the other).
  const [selectedTrainingId, setSelectedTrainingId] = useState<number | null>(null);

  // Undefined until a match is chosen: by the address, by the coach, or as the next match.
  const [selectedId, setSelectedId] = useState<number | null | undefined>(undefined);
  const [tab, setTab] = useState<MatchTab>('future');
  const [searchParams, setSearchParams] = useSearchParams();
  // Opened without ?matchId=, the next match is chosen with the first answer (issue 29; rule in
  // shared/domain/next-match.ts), in the render that draws the list, so it is there from the first
  // frame and nothing moves or scrolls later. Once only: a refetch never changes the coach's match.
  // Opened with one, never: the address leaving (below) must not let the next match in before it.
  const [isOpenedWithMatchId] = useState(() => searchParams.has('matchId'));
  if (selectedId === undefined && matches && !isOpenedWithMatchId) {
    const next = nextMatch(matches, now);
    setSelectedId(next?.id ?? null);
    if (next && isPastMatch(next, now)) setTab('past');
  }
  const isWide = useMediaQuery('(min-width: 64rem)');

  // Set when a match is chosen, taken by the first commit that shows its heading: with ?matchId= the
  // match is chosen while the skeleton still stands, a frame or more before the list and match draw.
  const isHeadingToBeShown = useRef(false);
  const select = useCallback(
    (match: Match, options: { scroll?: boolean } = {}) => {
      setSelectedId(match.id);
      setSelectedTrainingId(null);
      // Selecting a match moves the tab to the group that holds it (spec 001 §2.5).
      setTab(isPastMatch(match, now) ? 'past' : 'future');
      isHeadingToBeShown.current = options.scroll !== false;
    },
    [now],
  );
  const selectTraining = useCallback(
    (session: Pick<TrainingSession, 'id' | 'date'>, options: { scroll?: boolean } = {}) => {
      setSelectedTrainingId(session.id);
      setSelectedId(null);
      // As for a match: the tab that lists it (a session saved with a past date is under Past).
      setTab(isPastSession(session, now) ? 'past' : 'future');
      isHeadingToBeShown.current = options.scroll !== false;
    },
    [now],
  );
  // Runs after every commit; does nothing until a chosen match's heading is on the page.
  useEffect(() => {
    const heading = document.getElementById('selected-match-heading');
    if (!isHeadingToBeShown.current || !heading) return;
    isHeadingToBeShown.current = false;
    // After the frame that first draws the match: scrolled in that same frame, the part of the page the
    // match pushed down (the footer) would be counted as moving on the screen, a layout shift.
    requestAnimationFrame(() =>
      setTimeout(() => {
        if (!heading.isConnected) return;
        // On a phone the match is below the list: take the coach there, and focus with them. Its card
        // (the heading's section) comes to the top, so the card's own top is not left under the header.
        if (!window.matchMedia('(min-width: 64rem)').matches) {
          const calm = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
          (heading.closest('section') ?? heading).scrollIntoView({
            behavior: calm ? 'auto' : 'smooth',
            block: 'start',
          });
        }
        heading.focus({ preventScroll: true });
      }, 0),
    );
  });

  // ?matchId= preselects that match, then leaves the address (spec 001 §2.5).
  const wanted = matchIdParam(searchParams);
  useEffect(() => {
    if (!searchParams.has('matchId') || !matches) return;
    const match = matches.find((row) => row.id === wanted);
    // As a transition: a state update in an effect is otherwise drawn in one piece, the whole page with
    // the chosen match's first stage (a task of 90 ms on a phone 4x slower than this machine).
    if (match) startTransition(() => select(match));
    else if (wanted !== null) {
      toast({
        title: 'Match Not Found',
        description: 'The selected match could not be found. Please try again.',
        variant: 'destructive',
      });
    }
    setSearchParams(
      (params) => {
        params.delete('matchId');
        return params;
      },
      // Without it the router would scroll back to the top for the new address, undoing the scroll to
      // the chosen match on a phone.
      { replace: true, preventScrollReset: true },
    );
  }, [searchParams, setSearchParams, matches, wanted, select]);

  const selected = matches?.find((match) => match.id === selectedId) ?? null;
  const selectedSession =
    selectedTrainingId === null
      ? null
      : (eventsQuery.data?.events.find(
          (event): event is TrainingEvent => event.kind === 'training' && event.id === selectedTrainingId,
        ) ?? null);

  const [dialog, setDialog] = useState<MatchDialogState>(closed);
  const hasDialogCode = useLoadWhenIdle(dialogSteps, { enabled: canEdit });
  const open = useCallback((state: MatchDialogState) => setDialog(state), []);
  const closeDialog = () => setDialog((current) => ({ ...current, name: 'none' }) as MatchDialogState);
  const isDialogOpen = dialog.name !== 'none';
  const [trainingDialog, setTrainingDialog] = useState<TrainingDialogState>(trainingClosed);
  const closeTrainingDialog = () =>
    setTrainingDialog((current) => ({ ...current, name: 'none' }) as TrainingDialogState);
  const isTrainingDialogOpen = trainingDialog.name !== 'none';
  // Training is written for the team the events were read for: none known, nothing offered.
  const canEditTraining = canEdit && eventsTeamId !== null;
  const trainingActions = useMemo<TrainingDetailActions | null>(
    () =>
      canEditTraining
        ? {
            onEdit: (session) => setTrainingDialog({ name: 'edit', session }),
            onDelete: (session) => setTrainingDialog({ name: 'delete', session }),
            onCancelSeries: (session) => setTrainingDialog({ name: 'cancel', session }),
          }
        : null,
    [canEditTraining],
  );
  const actions = useMemo<MatchDetailActions | null>(
    () =>
      canEdit
        ? {
            onEdit: (match, options) => open({ name: options?.atScore ? 'result' : 'edit', match }),
            onTiming: (match) => open({ name: 'timing', match }),
            onDelete: (match) => open({ name: 'delete', match }),
            onPlanRotation: (match, fromPeriod = 1) =>
              open({ name: 'rotation', match, fromPeriod, shape: plannedShape(formations, match.id) }),
          }
        : null,
    [canEdit, open, formations],
  );

  // The players and formations too (read side by side with the matches): a period card drawn before
  // the formations answer would change from "Plan" to its pitch, "Edit" and "View" under the coach's eyes.
  // The events too: the sessions arriving after the matches would push the rows below them down.
  const isLoading =
    effective.isPending ||
    matchesQuery.isPending ||
    playersQuery.isPending ||
    formationsQuery.isPending ||
    (eventsTeamId !== null && eventsQuery.isPending);
  const isRevealed = useRevealInStages(!isLoading) > 0;
  if (isLoading || !isRevealed) return <MatchPlanningSkeleton />;

  // On a phone the chosen match or session is below the list: a way back up to it.
  const backToList = isWide ? null : (
    <Button
      variant="outline"
      onClick={() => {
        const calm = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
        document
          .getElementById('matches-heading')
          ?.scrollIntoView({ behavior: calm ? 'auto' : 'smooth', block: 'start' });
      }}
    >
      <ChevronUp aria-hidden />
      Back to all matches
    </Button>
  );

  let content: ReactNode;
  if (matchesQuery.isError && isTeamIdRequired(matchesQuery.error)) {
    content = (
      <EmptyState
        icon={Users}
        title="Choose a team first"
        description="You are on more than one team. Pick one on the dashboard, then open Matches from its menu."
        action={<DashboardLink>Choose Your Team</DashboardLink>}
      />
    );
  } else if (matchesQuery.isError && isNotFound(matchesQuery.error) && !teamId) {
    content = (
      <EmptyState
        icon={Users}
        title="No team yet"
        description="You don't have access to any teams yet. Please contact your administrator to get access."
      />
    );
  } else if (matchesQuery.isError && isNotFound(matchesQuery.error)) {
    content = (
      <ErrorState
        title="Team not found"
        description="This team does not exist, or you are not a member of it."
        action={<DashboardLink>Go to Dashboard</DashboardLink>}
      />
    );
  } else if (matchesQuery.isError) {
    content = (
      <ErrorState
        title="Could not load the matches"
        description="Check your connection, then try again."
        action={
          <Button onClick={() => matchesQuery.refetch()} isLoading={matchesQuery.isRefetching}>
            <RefreshCw aria-hidden />
            Try Again
          </Button>
        }
      />
    );
  } else {
    content = (
      <div className="grid gap-6 lg:grid-cols-[22rem_minmax(0,1fr)] lg:items-start">
        <MatchListPanel
          canEdit={canEdit}
          tab={tab}
          onTabChange={setTab}
          groups={groups}
          rows={rows}
          selectedId={selectedId ?? null}
          selectedTrainingId={selectedTrainingId}
          onSelect={select}
          onSelectTraining={selectTraining}
          onAdd={() => open({ name: 'add', match: null })}
          onAddTraining={canEditTraining ? () => setTrainingDialog({ name: 'add', session: null }) : null}
          trainingProblem={
            eventsQuery.isError
              ? { onRetry: () => void eventsQuery.refetch(), isRetrying: eventsQuery.isRefetching }
              : null
          }
          now={now}
        />
        {selectedSession && eventsTeamId !== null ? (
          // As a match's: at least a screen tall, so choosing it on a phone scrolls without the footer
          // standing in view and then being pushed away.
          <div className="grid min-w-0 content-start gap-3 min-h-dvh">
            <TrainingDetail
              key={selectedSession.id}
              session={selectedSession}
              players={players}
              canEdit={canEdit}
              teamId={eventsTeamId}
              now={now}
              actions={trainingActions}
              footer={backToList}
            />
          </div>
        ) : selected ? (
          // Its cards draw in stages (MatchDetail), and on a phone choosing a match scrolls its heading to
          // the top meanwhile: at least a screen tall, the footer cannot stand in view and then be pushed
          // away, on a desktop beside a short list either.
          <div className="grid min-w-0 content-start gap-3 min-h-dvh">
            <MatchDetail
              // Drawn afresh for each match: its cards wait for that match's answers (match-detail.tsx).
              key={selected.id}
              match={selected}
              formations={formations}
              players={players}
              canEdit={canEdit}
              teamId={teamId}
              now={now}
              actions={actions}
              footer={backToList}
            />
          </div>
        ) : (
          <EmptyState
            icon={CalendarDays}
            title="Select a match"
            description={
              canEdit
                ? 'Choose a match from the list to plan its periods, captain, availability, roles and goals, or a training session to see its answers.'
                : 'Choose a match from the list to see its plan, captain, roles and goals, or a training session to answer for it.'
            }
            isCompact={!isWide}
          />
        )}
      </div>
    );
  }

  return (
    <PageContainer>
      <PageHeader title={MATCH_PLANNING_HEADING.title} description={MATCH_PLANNING_HEADING.description} />
      {!teamId && canEdit && matchesQuery.isSuccess ? (
        <div className="mb-6 flex items-start gap-3 rounded-xl border border-sky-200 bg-sky-50 p-4 text-sm text-sky-900">
          <Info className="mt-0.5 size-4 shrink-0" aria-hidden />
          <p>
            Some changes need a team in the address.{' '}
            {/* The padding of an inline link grows its tap area to 44 px and leaves the line as it is;
                kept on one line, so a phone never breaks it into two smaller targets. */}
            <Link to="/" className="py-3.5 font-semibold whitespace-nowrap underline underline-offset-2">
              Open your team
            </Link>{' '}
            and choose Matches from its menu.
          </p>
        </div>
      ) : null}
      {content}
      {canEditTraining && eventsTeamId !== null && (hasDialogCode || isTrainingDialogOpen) ? (
        <DialogsOnDemand
          isOpen={isTrainingDialogOpen}
          isCodeHere={hasDialogCode}
          onClose={closeTrainingDialog}
        >
          <TrainingDialogs
            state={trainingDialog}
            onClose={closeTrainingDialog}
            onSaved={(session) => selectTraining(session, { scroll: !isWide })}
            onDeleted={(sessionId) => {
              if (selectedTrainingId === sessionId) setSelectedTrainingId(null);
            }}
            teamId={eventsTeamId}
          />
        </DialogsOnDemand>
      ) : null}
      {canEdit && (hasDialogCode || isDialogOpen) ? (
        <DialogsOnDemand isOpen={isDialogOpen} isCodeHere={hasDialogCode} onClose={closeDialog}>
          <MatchDialogs
            state={dialog}
            onClose={closeDialog}
            onSaved={(match) => select(match, { scroll: !isWide })}
            onDeleted={(matchId) => {
              if (selectedId === matchId) setSelectedId(null);
            }}
            opposition={oppositionQuery.data ?? []}
            players={players}
            teamId={teamId}
          />
        </DialogsOnDemand>
      ) : null}
    </PageContainer>
  );
}
