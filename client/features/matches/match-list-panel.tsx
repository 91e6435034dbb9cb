import { clsx } from 'clsx';
import { CalendarDays, Dumbbell, Plus, RefreshCw } from 'lucide-react';
import { type KeyboardEvent, memo, useRef } from 'react';
import type { Match } from '../../../shared/contracts/matches';
import type { TrainingEvent } from '../../../shared/contracts/training';
import { type MatchStatus, matchStatus } from '../../../shared/domain/match-status';
import { CupBadge } from '../../components/cup-badge';
import { FullTimeMark } from '../../components/full-time-mark';
import { ResultBadge } from '../../components/result-badge';
import { Badge, type BadgeVariant } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { matchDayAndTime } from '../../lib/match-dates';
import { matchResultLabel, venueLabel } from '../../lib/match-result-labels';
import { DATE_TBD } from './match-constants';
import { matchRowMeet, opponentLabel } from './match-format';
import { type PlanningRow, trainingRowWhen } from './training-rows';

export type MatchTab = 'future' | 'past';

const statusVariant: Record<MatchStatus, BadgeVariant> = {
  Completed: 'brand',
  Overdue: 'warning',
  Scheduled: 'info',
  Postponed: 'neutral',
  Abandoned: 'neutral',
  Void: 'neutral',
};

export function MatchStatusBadge({ status }: { status: MatchStatus }) {
  return <Badge variant={statusVariant[status]}>{status}</Badge>;
}

/** "Sat 29 Nov · 10:30", "Sat 29 Nov · Time TBC" or "Date TBD". */
export function matchWhen(match: Pick<Match, 'matchDate' | 'isTimeTbc'>): string {
  const when = matchDayAndTime(match);
  return when ? `${when.day} · ${when.time}` : DATE_TBD;
}

const MatchRow = memo(function MatchRow({
  match,
  isSelected,
  now,
  onSelect,
}: {
  match: Match;
  isSelected: boolean;
  now: Date;
  onSelect: (match: Match) => void;
}) {
  const result = matchResultLabel(match);
  const status = matchStatus(match, now);
  const meet = matchRowMeet(match, status);
  return (
    <li>
      <button
        type="button"
        aria-current={isSelected ? 'true' : undefined}
        onClick={() => onSelect(match)}
        className={clsx(
          'grid w-full cursor-pointer grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 gap-y-1 rounded-xl border px-3 py-2.5 text-left transition-colors',
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-green-700',
          isSelected
            ? 'border-green-700 bg-green-50 ring-1 ring-green-700'
            : 'border-slate-200 bg-white hover:border-slate-300 hover:bg-slate-50',
        )}
      >
        <span className="min-w-0 font-semibold text-pretty break-words text-slate-900">
          vs {opponentLabel(match)}
        </span>
        <MatchStatusBadge status={status} />
        {/* The whole card's width under the name and status, less what the result needs: on a phone
            "Sat 5 Dec · 10:00 · Away" then reads on one line (beside the status badge's column it
            broke before the venue). It wraps rather than cuts, and never inside the venue: "Time TBC"
            and Home or Away both matter at the touchline. A match to come with a meet time says it last,
            whole ("· meet 09:15"): where it does not fit beside the day and venue (with a Full-Time mark
            on a 375 px phone) it takes the next line, and the day and venue stay as they were. */}
        <span className="col-span-2 flex items-center justify-between gap-2">
          <span className="flex min-w-0 flex-wrap gap-x-1 text-sm text-slate-600">
            <span className="min-w-0 text-pretty">
              {matchWhen(match)} · <span className="whitespace-nowrap">{venueLabel(match)}</span>
            </span>
            {/* A flex item of its own, so it moves down whole without pulling the venue with it. */}
            {meet ? <span className="whitespace-nowrap">· {meet}</span> : null}
          </span>
          {match.faFixtureId !== null || result ? (
            <span className="flex shrink-0 items-center gap-2 text-sm">
              {match.faFixtureId !== null ? <FullTimeMark /> : null}
              {result ? <ResultBadge result={result} /> : null}
            </span>
          ) : null}
        </span>
        {match.isCup ? <CupBadge competition={match.competition} className="col-span-2" /> : null}
      </button>
    </li>
  );
});

/**
 * A training session among the matches (issue 31), in training's own colour: an indigo bar and tint and
 * a "Training" badge, its day and times, its place; a cancelled one stays listed, marked so.
 */
const TrainingRow = memo(function TrainingRow({
  session,
  isSelected,
  now,
  onSelect,
}: {
  session: TrainingEvent;
  isSelected: boolean;
  now: Date;
  onSelect: (session: TrainingEvent) => void;
}) {
  return (
    <li>
      <button
        type="button"
        aria-current={isSelected ? 'true' : undefined}
        onClick={() => onSelect(session)}
        className={clsx(
          'grid w-full cursor-pointer grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 gap-y-1 rounded-xl border border-l-4 px-3 py-2.5 text-left transition-colors',
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-700',
          isSelected
            ? 'border-indigo-700 bg-indigo-50 ring-1 ring-indigo-700'
            : 'border-indigo-200 border-l-indigo-600 bg-indigo-50/40 hover:border-indigo-300 hover:border-l-indigo-600 hover:bg-indigo-50',
        )}
      >
        <span
          className={clsx(
            'inline-flex min-w-0 items-center gap-1.5 font-semibold text-pretty break-words',
            session.isCancelled ? 'text-slate-600 line-through' : 'text-indigo-950',
          )}
        >
          <Dumbbell className="size-4 shrink-0 text-indigo-700" aria-hidden />
          Training
        </span>
        {/* Its colour, its icon and its name say what it is; the corner says only what is unusual, as a
            match's status does. The name is the row's visible text, which is also what it is called to
            assistive technology (a label of other words failed WCAG 2.5.3, label in name). */}
        {session.isCancelled ? <Badge variant="neutral">Cancelled</Badge> : <span />}
        <span className="col-span-2 min-w-0 text-sm text-pretty text-slate-700">
          {trainingRowWhen(session, now)} · <span className="break-words">{session.place}</span>
        </span>
      </button>
    </li>
  );
});

/**
 * The left panel (spec 001 §2.5): 'Matches' for coaches and admins with Add Match, 'Match Schedule' for
 * others; Future and Past tabs, each with its count; the matches of the tab, each a press away from its
 * plan.
 */
export function MatchListPanel({
  canEdit,
  tab,
  onTabChange,
  groups,
  rows,
  selectedId,
  selectedTrainingId,
  onSelect,
  onSelectTraining,
  onAdd,
  onAddTraining,
  trainingProblem,
  now,
}: {
  canEdit: boolean;
  tab: MatchTab;
  onTabChange: (tab: MatchTab) => void;
  /** The matches of each tab: the tabs' counts. */
  groups: { future: Match[]; past: Match[] };
  /**
   * Each tab's matches with the training sessions among them, in date order: the future ones soonest
   * first, the past ones newest first (training-rows.ts).
   */
  rows: { future: readonly PlanningRow[]; past: readonly PlanningRow[] };
  selectedId: number | null;
  selectedTrainingId: number | null;
  onSelect: (match: Match) => void;
  onSelectTraining: (session: TrainingEvent) => void;
  onAdd: () => void;
  /** Add Training, for coaches and admins once the team is known; null: not offered. */
  onAddTraining: (() => void) | null;
  /** The training sessions could not be read: said under the list, with a retry. */
  trainingProblem: { onRetry: () => void; isRetrying: boolean } | null;
  now: Date;
}) {
  const tabs: Array<{ id: MatchTab; label: string; count: number }> = [
    { id: 'future', label: 'Future Matches', count: groups.future.length },
    { id: 'past', label: 'Past Matches', count: groups.past.length },
  ];
  const tabRefs = useRef<Record<MatchTab, HTMLButtonElement | null>>({ future: null, past: null });
  // Arrow keys move between the tabs, as in any tab list.
  const onTabKey = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    const next: MatchTab = tab === 'future' ? 'past' : 'future';
    onTabChange(next);
    tabRefs.current[next]?.focus();
  };
  const shown = rows[tab];

  return (
    // Never the browser's scroll anchor: on a phone the chosen match stands below this list, and when the
    // list changes (a saved result moves the match to Past, whose list is longer) the browser keeps the
    // match where it is on the screen instead of a row here that the change takes away.
    <Card className="p-4 [overflow-anchor:none] lg:sticky lg:top-4">
      {/* On a phone the two Add buttons go under the heading, side by side, rather than squeeze it. */}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="matches-heading" className="text-lg font-semibold tracking-tight text-slate-900">
          {canEdit ? 'Matches' : 'Match Schedule'}
        </h2>
        {canEdit ? (
          <div className="flex gap-2">
            {onAddTraining ? (
              <Button variant="outline" onClick={onAddTraining}>
                <Dumbbell aria-hidden />
                Add Training
              </Button>
            ) : null}
            <Button onClick={onAdd}>
              <Plus aria-hidden />
              Add Match
            </Button>
          </div>
        ) : null}
      </div>
      <div
        role="tablist"
        aria-labelledby="matches-heading"
        className="mt-4 grid grid-cols-2 gap-1 rounded-lg bg-slate-100 p-1"
      >
        {tabs.map((item) => {
          const isActive = item.id === tab;
          return (
            <button
              key={item.id}
              ref={(node) => {
                tabRefs.current[item.id] = node;
              }}
              type="button"
              role="tab"
              id={`matches-tab-${item.id}`}
              aria-selected={isActive}
              aria-controls="matches-tabpanel"
              tabIndex={isActive ? 0 : -1}
              onClick={() => onTabChange(item.id)}
              onKeyDown={onTabKey}
              className={clsx(
                'flex min-h-11 cursor-pointer items-center justify-center gap-1.5 rounded-md px-1 text-sm font-semibold whitespace-nowrap transition-colors',
                'focus-visible:outline-2 focus-visible:outline-green-700',
                isActive ? 'bg-white text-slate-900 shadow-sm' : 'text-slate-600 hover:text-slate-900',
              )}
            >
              {item.label}
              <span className="text-slate-500 tabular-nums">{item.count}</span>
            </button>
          );
        })}
      </div>
      <div
        role="tabpanel"
        id="matches-tabpanel"
        aria-labelledby={`matches-tab-${tab}`}
        className="mt-3 lg:max-h-[calc(100dvh-14rem)] lg:overflow-y-auto"
      >
        {shown.length === 0 ? (
          <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-slate-300 px-4 py-8 text-center">
            <CalendarDays className="size-6 text-slate-400" aria-hidden />
            <p className="text-sm text-slate-700">
              {tab === 'future'
                ? 'No future matches or training scheduled yet'
                : 'No past matches or training yet.'}
            </p>
          </div>
        ) : (
          <ul className="grid gap-2">
            {shown.map((row) =>
              row.kind === 'match' ? (
                <MatchRow
                  key={`match-${row.match.id}`}
                  match={row.match}
                  isSelected={row.match.id === selectedId}
                  now={now}
                  onSelect={onSelect}
                />
              ) : (
                <TrainingRow
                  key={`training-${row.session.id}`}
                  session={row.session}
                  isSelected={row.session.id === selectedTrainingId}
                  now={now}
                  onSelect={onSelectTraining}
                />
              ),
            )}
          </ul>
        )}
        {trainingProblem ? (
          <div className="mt-3 flex flex-wrap items-center justify-between gap-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200">
            <p>Could not load the training sessions.</p>
            <Button
              variant="outline"
              size="sm"
              onClick={trainingProblem.onRetry}
              isLoading={trainingProblem.isRetrying}
            >
              <RefreshCw aria-hidden />
              Try Again
            </Button>
          </div>
        ) : null}
      </div>
    </Card>
  );
}
