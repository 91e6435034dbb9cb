import { useQuery } from '@tanstack/react-query';
import { LayoutGrid, Plus, RefreshCw, Users } from 'lucide-react';
import { type ReactNode, useCallback, useId, useMemo, useState } from 'react';
import { Link } from 'react-router';
import type { Formation } from '../../../shared/contracts/formations';
import type { Match } from '../../../shared/contracts/matches';
import { formationsNotShown } from '../../../shared/domain/formation-for-period';
import { Button, buttonClasses } from '../../components/ui/button';
import { DialogsOnDemand } from '../../components/ui/dialog-on-demand';
import { EmptyState } from '../../components/ui/empty-state';
import { ErrorState } from '../../components/ui/error-state';
import { NativeSelect } from '../../components/ui/native-select';
import { lazyComponent, useLoadWhenIdle } from '../../components/ui/on-demand';
import { PageContainer } from '../../components/ui/page-container';
import { PageHeader } from '../../components/ui/page-header';
import { useFocusAfterClose } from '../../components/ui/use-focus-after-close';
import { isNotFound, isTeamIdRequired } from '../../lib/api-checks';
import { useEffectiveTeamRole } from '../../lib/effective-team-role';
import { useTeamContext } from '../../lib/team-context';
import { teamPagePath } from '../../lib/team-path';
import { teamSettingsQuery } from '../../lib/team-settings-query';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useRevealInStages } from '../../lib/use-reveal';
import { duplicateVariables, useDeleteFormation, useDuplicateFormation } from './formation-library-api';
import { type FormationActions, FormationCard } from './formation-library-card';
import type { RemovalState } from './formation-library-dialogs';
import {
  filterOptions,
  type LibraryFilter,
  LONG_LIBRARY,
  matchLabel,
  passesFilter,
} from './formation-library-format';
import { useFormationMatches, useFormationPlayers, useTeamFormations } from './formation-library-hooks';
import { FormationLibrarySkeleton, libraryHeading } from './formation-library-skeleton';

// Delete's confirmation loads apart from the page, fetched when the browser is idle (decision 048).
const FormationLibraryDialogs = lazyComponent(() =>
  import('./formation-library-dialogs').then((module) => module.FormationLibraryDialogs),
);
const dialogSteps = [FormationLibraryDialogs.preload];
const closed: RemovalState = { open: false, formation: null };

/** Cards drawn in the first stage; the rest follow in the next (decision 016). */
const FIRST_CARDS = 6;

function DashboardLink({ children }: { children: ReactNode }) {
  return (
    <Button asChild>
      <Link to="/">{children}</Link>
    </Button>
  );
}

/**
 * /formations and /teams/:teamId/formations (spec 001 §2.4): every saved formation of the team as a card,
 * most recently saved first, with a filter by match once the list is long; a match formation its period
 * does not show is marked: a copy not saved in the editor yet, or one a later plan replaced. Coaches and
 * admins create, open, duplicate (a copy to work on, which the team does not see until it is saved in the
 * editor) and delete; everyone else reads, and views a formation in the viewer.
 */
export function FormationLibraryPage() {
  const { teamId } = useTeamContext();
  const effective = useEffectiveTeamRole();
  const { canEdit } = effective;
  // The team's format (issue 30), for the cards of another format's shapes; the page does not wait for it.
  const teamFormat = useQuery(teamSettingsQuery(effective.teamId)).data?.format ?? null;
  useDocumentTitle('Formation Library');

  const formationsQuery = useTeamFormations(teamId);
  const matchesQuery = useFormationMatches(teamId);
  const playersQuery = useFormationPlayers(teamId);
  const formations = formationsQuery.data;
  const players = playersQuery.data ?? [];
  const matchesById = useMemo(
    () => new Map<number, Match>((matchesQuery.data ?? []).map((match) => [match.id, match])),
    [matchesQuery.data],
  );
  const notShown = useMemo(() => formationsNotShown(formations ?? []), [formations]);

  const [filter, setFilter] = useState<LibraryFilter>('all');
  const options = useMemo(() => filterOptions(formations ?? [], matchesById), [formations, matchesById]);
  const isLong = (formations?.length ?? 0) >= LONG_LIBRARY;
  // A match whose formations have all gone leaves the choices: show everything again.
  const shownFilter = isLong && options.some((option) => option.value === filter) ? filter : 'all';
  const shown = useMemo(
    () => (formations ?? []).filter((formation) => passesFilter(formation, shownFilter)),
    [formations, shownFilter],
  );
  const filterId = useId();

  const duplicate = useDuplicateFormation(teamId);
  const remove = useDeleteFormation(teamId);
  const [removal, setRemoval] = useState<RemovalState>(closed);
  const focusAfterRemove = useFocusAfterClose<HTMLHeadingElement>(removal.open);
  const hasDialogCode = useLoadWhenIdle(dialogSteps, { enabled: canEdit });
  const duplicateMutate = duplicate.mutate;
  const actions = useMemo<FormationActions | null>(
    () =>
      canEdit
        ? {
            onDuplicate: (formation: Formation) => duplicateMutate(duplicateVariables(formation)),
            onDelete: (formation: Formation) => setRemoval({ open: true, formation }),
          }
        : null,
    [canEdit, duplicateMutate],
  );
  const confirmDelete = useCallback(
    (formation: Formation) => {
      focusAfterRemove.arm();
      setRemoval((current) => ({ ...current, open: false }));
      remove.mutate(formation);
    },
    [focusAfterRemove, remove.mutate],
  );

  const isLoading =
    effective.isPending || formationsQuery.isPending || matchesQuery.isPending || playersQuery.isPending;
  const stage = useRevealInStages(!isLoading, 2);
  if (isLoading || stage === 0) return <FormationLibrarySkeleton />;

  const editor = teamPagePath(teamId, 'formation-editor');
  const failed = [formationsQuery, matchesQuery, playersQuery].find((query) => query.isError);
  let content: ReactNode;
  if (failed && isTeamIdRequired(failed.error)) {
    content = (
      <EmptyState
        icon={Users}
        title="Choose a team first"
        description="You are on more than one team. Pick one on the dashboard, then open Formations from its menu."
        action={<DashboardLink>Choose Your Team</DashboardLink>}
      />
    );
  } else if (failed && isNotFound(failed.error) && !teamId) {
    content = (
      <EmptyState
        icon={Users}
        title="No team yet"
        description="You don't have access to any teams yet. Please contact your administrator to get access."
      />
    );
  } else if (failed && isNotFound(failed.error)) {
    content = (
      <ErrorState
        title="Team not found"
        description="This team does not exist, or you are not a member of it."
        action={<DashboardLink>Go to Dashboard</DashboardLink>}
      />
    );
  } else if (failed) {
    content = (
      <ErrorState
        title="Could not load the formations"
        description="Check your connection, then try again."
        action={
          <Button
            onClick={() => {
              for (const query of [formationsQuery, matchesQuery, playersQuery]) {
                if (query.isError) void query.refetch();
              }
            }}
            isLoading={[formationsQuery, matchesQuery, playersQuery].some((query) => query.isRefetching)}
          >
            <RefreshCw aria-hidden />
            Try Again
          </Button>
        }
      />
    );
  } else if (!formations?.length) {
    content = (
      <EmptyState
        icon={LayoutGrid}
        title="No formations saved yet"
        description={
          canEdit
            ? 'Start by creating your first formation in the editor'
            : 'The formations your coaches save will appear here.'
        }
        action={
          canEdit ? (
            <Link to={editor} className={buttonClasses()}>
              <Plus aria-hidden />
              Create Formation
            </Link>
          ) : null
        }
      />
    );
  } else {
    const cards = stage >= 2 ? shown : shown.slice(0, FIRST_CARDS);
    content = (
      <section aria-labelledby="library-list-heading">
        <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
          <h2
            id="library-list-heading"
            ref={focusAfterRemove.ref}
            tabIndex={-1}
            className="text-sm font-medium text-slate-600 focus:outline-none"
          >
            {shownFilter === 'all'
              ? `${formations.length} ${formations.length === 1 ? 'formation' : 'formations'}`
              : `${shown.length} of ${formations.length} formations`}
          </h2>
          {isLong ? (
            <div className="flex items-center gap-2 sm:w-[22rem]">
              <label htmlFor={filterId} className="shrink-0 text-sm font-medium text-slate-700">
                Show
              </label>
              <NativeSelect
                id={filterId}
                className="min-w-0 flex-1"
                value={shownFilter}
                onChange={(event) => setFilter(event.target.value as LibraryFilter)}
              >
                {options.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label} ({option.count})
                  </option>
                ))}
              </NativeSelect>
            </div>
          ) : null}
        </div>
        {/* A new list for each filter: the cards it keeps are drawn afresh at the top rather than moved
            up from where they were, which reads as the page jumping (and counts as a layout shift). */}
        <ul key={shownFilter} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {cards.map((formation) => (
            <FormationCard
              key={formation.id}
              formation={formation}
              match={formation.matchId === null ? null : (matchesById.get(formation.matchId) ?? null)}
              label={matchLabel(formation, matchesById)}
              players={players}
              notShown={notShown.get(formation.id) ?? null}
              teamId={teamId}
              teamFormat={teamFormat}
              actions={actions}
            />
          ))}
        </ul>
      </section>
    );
  }

  const removing = removal.formation;
  return (
    <PageContainer>
      <PageHeader
        {...libraryHeading(canEdit)}
        actions={
          canEdit && !failed ? (
            <Link
              to={editor}
              className={buttonClasses({ className: 'grow basis-0 sm:grow-0 sm:basis-auto' })}
            >
              <Plus aria-hidden />
              Create New Formation
            </Link>
          ) : null
        }
      />
      {content}
      {canEdit && (hasDialogCode || removal.open) ? (
        <DialogsOnDemand
          isOpen={removal.open}
          isCodeHere={hasDialogCode}
          onClose={() => setRemoval((current) => ({ ...current, open: false }))}
          failureTitle="Could not open the confirmation"
        >
          <FormationLibraryDialogs
            removal={removal}
            label={removing ? matchLabel(removing, matchesById) : ''}
            onOpenChange={(open) => setRemoval((current) => ({ ...current, open }))}
            onConfirm={confirmDelete}
          />
        </DialogsOnDemand>
      ) : null}
    </PageContainer>
  );
}
