import { useQuery } from '@tanstack/react-query';
import { Download, Printer, RefreshCw, Users } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { SeasonPlayingTimeAnswer } from '../../../shared/contracts/playing-time';
import { routeUrl } from '../../../shared/contracts/route';
import { getSeasonPlayingTimeCsv } from '../../../shared/contracts/squad-routes';
import { sharePercent } from '../../../shared/domain/share-percent';
import { ukDate } from '../../../shared/domain/uk-time';
import { Button, buttonClasses } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { ErrorState } from '../../components/ui/error-state';
import { Input } from '../../components/ui/input';
import { PageContainer } from '../../components/ui/page-container';
import { PageHeader } from '../../components/ui/page-header';
import { LoadingState } from '../../components/ui/spinner';
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '../../components/ui/table';
import { useEffectiveTeamRole } from '../../lib/effective-team-role';
import { teamPagePath } from '../../lib/team-path';
import { useDocumentTitle } from '../../lib/use-document-title';
import { playerName } from './player-display';
import { PlayerPlayingTimeSheet, usePlayerSheet } from './player-playing-time-sheet';
import { rangedPlayingTimeQuery } from './playing-time-queries';
import {
  choiceOf,
  choiceRange,
  type DayRange,
  describeRange,
  formatDay,
  type RangeChoice,
  rangeFromSearch,
  rangeProblem,
} from './playing-time-range';
import { playersQuery, teamDefaultsQuery } from './squad-queries';
import { belowTargetText, formatShare } from './squad-stats';

// The playing-time report (issue 30): every player's figures over a range of days, to print on A4 or
// download as CSV, so a coach can show a parent or the club's welfare officer how the minutes were
// shared. The range lives in the address, so a printed or shared link shows the same figures.

const choices: { choice: RangeChoice; label: string }[] = [
  { choice: 'season', label: 'This season' },
  { choice: 'last-4-weeks', label: 'Last 4 weeks' },
];

/** The columns, with the words a printed page and a screen reader need for the short headings. */
const columns = [
  { key: 'shirt', label: 'No.', title: 'Squad number' },
  { key: 'name', label: 'Name', title: 'Name' },
  { key: 'inSquad', label: 'In squad', title: 'Matches in the squad' },
  { key: 'played', label: 'Played', title: 'Matches played' },
  { key: 'minutes', label: 'Min', title: 'Minutes played' },
  { key: 'available', label: 'Avail.', title: 'Minutes available' },
  { key: 'share', label: 'Share', title: 'Share of available minutes' },
  { key: 'starts', label: 'Starts', title: 'Starts' },
  { key: 'bench', label: 'Bench', title: 'Periods on the bench' },
  { key: 'GK', label: 'GK', title: 'Periods in goal' },
  { key: 'DEF', label: 'DEF', title: 'Periods in defence' },
  { key: 'MID', label: 'MID', title: 'Periods in midfield' },
  { key: 'FWD', label: 'FWD', title: 'Periods in attack' },
  { key: 'captain', label: 'Capt.', title: 'Times captain' },
] as const;

/** What the range left out, in words: "1 postponed, 2 awaiting a result". */
function notCountedText(notCounted: SeasonPlayingTimeAnswer['notCounted']): string | null {
  const words: Record<keyof SeasonPlayingTimeAnswer['notCounted'], string> = {
    postponed: 'postponed',
    abandoned: 'abandoned',
    void: 'void',
    walkover: 'walkover',
    undated: 'without a date',
    'not-kicked-off': 'still to be played',
    'awaiting-result': 'awaiting a result',
  };
  const parts = (Object.keys(words) as (keyof typeof words)[])
    .filter((reason) => notCounted[reason] > 0)
    .map((reason) => `${notCounted[reason]} ${words[reason]}`);
  return parts.length === 0 ? null : `Not counted: ${parts.join(', ')}.`;
}

function RangeControls({
  range,
  today,
  onChange,
  problem,
}: {
  range: DayRange;
  today: string;
  onChange: (range: DayRange) => void;
  problem: string | null;
}) {
  const current = choiceOf(range, today);
  const id = useId();
  return (
    <fieldset className="grid gap-3 print:hidden">
      <legend className="mb-2 text-sm font-semibold text-slate-900">Dates</legend>
      <div className="flex flex-wrap gap-2">
        {choices.map(({ choice, label }) => (
          <Button
            key={choice}
            variant={current === choice ? 'primary' : 'outline'}
            size="sm"
            aria-pressed={current === choice}
            onClick={() => onChange(choiceRange(choice, today))}
          >
            {label}
          </Button>
        ))}
      </div>
      <div className="grid grid-cols-2 gap-3 sm:max-w-md">
        <label htmlFor={`${id}from`} className="grid gap-1.5 text-sm font-medium text-slate-900">
          From
          <Input
            id={`${id}from`}
            type="date"
            value={range.from ?? ''}
            max={range.to ?? undefined}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? 'report-range-problem' : undefined}
            onChange={(event) => onChange({ ...range, from: event.target.value || null })}
          />
        </label>
        <label htmlFor={`${id}to`} className="grid gap-1.5 text-sm font-medium text-slate-900">
          To
          <Input
            id={`${id}to`}
            type="date"
            value={range.to ?? ''}
            min={range.from ?? undefined}
            onChange={(event) => onChange({ ...range, to: event.target.value || null })}
          />
        </label>
      </div>
      {problem ? (
        <p id="report-range-problem" role="alert" className="text-sm font-medium text-red-700">
          {problem}
        </p>
      ) : null}
    </fieldset>
  );
}

function ReportTable({
  time,
  names,
  onOpenPlayer,
}: {
  time: SeasonPlayingTimeAnswer;
  names: ReadonlyMap<number, { name: string; shirtNumber: number }>;
  onOpenPlayer: (playerId: number) => void;
}) {
  const target = time.fairShareTarget;
  return (
    <Table className="print:text-[8.5pt]">
      <TableCaption className="sr-only">Playing time per player</TableCaption>
      <TableHeader>
        {columns.map((column) => (
          <TableHead
            key={column.key}
            inset="compact"
            align={column.key === 'name' ? 'left' : 'right'}
            className="print:h-auto print:px-1 print:py-1 print:whitespace-normal"
          >
            <abbr title={column.title} className="no-underline">
              {column.label}
            </abbr>
          </TableHead>
        ))}
      </TableHeader>
      <TableBody>
        {time.players.map((row) => {
          const who = names.get(row.playerId);
          const figure = (value: ReactNode) => (
            <TableCell inset="compact" align="right" className="tabular-nums print:px-1 print:py-1">
              {value}
            </TableCell>
          );
          return (
            <TableRow key={row.playerId} className="print:break-inside-avoid">
              {figure(who?.shirtNumber ?? '')}
              <TableCell inset="compact" className="font-medium text-slate-900 print:px-1 print:py-1">
                <button
                  type="button"
                  onClick={() => onOpenPlayer(row.playerId)}
                  className="min-h-11 cursor-pointer text-left underline decoration-slate-300 underline-offset-4 hover:decoration-green-700 print:min-h-0 print:no-underline"
                >
                  {who?.name ?? `Player ${row.playerId}`}
                </button>
                {row.belowTarget && target > 0 ? (
                  <span className="block text-xs font-semibold whitespace-nowrap text-amber-800 print:text-slate-900">
                    {belowTargetText(target)}
                  </span>
                ) : null}
              </TableCell>
              {figure(row.matchesInSquad)}
              {figure(row.matchesPlayed)}
              {figure(row.minutes)}
              {figure(row.availableMinutes)}
              {figure(formatShare(sharePercent(row)))}
              {figure(row.starts)}
              {figure(row.periodsOnBench)}
              {figure(row.byLine.GK)}
              {figure(row.byLine.DEF)}
              {figure(row.byLine.MID)}
              {figure(row.byLine.FWD)}
              {figure(row.timesCaptain)}
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}

/**
 * /teams/:teamId/playing-time-report (and unscoped for a member of one team): the report, read by anyone
 * with a role on the team, as the squad statistics are.
 */
export function PlayingTimeReportPage() {
  useDocumentTitle('Playing Time Report');
  const effective = useEffectiveTeamRole();
  const { teamId } = effective;
  const [search, setSearch] = useSearchParams();
  const [today] = useState(() => ukDate(new Date()));
  const range = rangeFromSearch(search, today);
  const problem = rangeProblem(range);
  const team = useQuery(teamDefaultsQuery(teamId));
  const players = useQuery(playersQuery(teamId));
  const report = useQuery({
    ...rangedPlayingTimeQuery(teamId ?? '', range),
    enabled: teamId !== null && problem === null,
  });
  const playerSheet = usePlayerSheet();

  const setRange = (next: DayRange) =>
    setSearch(
      (current) => {
        const params = new URLSearchParams(current);
        params.set('from', next.from ?? '');
        params.set('to', next.to ?? '');
        return params;
      },
      { replace: true },
    );

  if (effective.isPending) return <LoadingState label="Loading the report..." className="min-h-64" />;
  if (teamId === null) {
    return (
      <PageContainer width="medium">
        <EmptyState
          headingLevel="h1"
          icon={Users}
          title="Choose a team first"
          description="Pick the team whose playing time you want to see."
          action={
            <Button asChild>
              <Link to="/">Choose Your Team</Link>
            </Button>
          }
        />
      </PageContainer>
    );
  }

  const names = new Map(
    (players.data ?? []).map((player) => [
      player.id,
      { name: playerName(player), shirtNumber: player.shirtNumber },
    ]),
  );
  const teamName = team.data?.name ?? '';
  const rangeText = describeRange(range);
  const csvUrl = routeUrl(getSeasonPlayingTimeCsv, {
    teamId,
    query: { from: range.from ?? undefined, to: range.to ?? undefined },
  });

  let content: ReactNode;
  if (problem) {
    content = null;
  } else if (report.isError) {
    content = (
      <ErrorState
        title="Could not load the report"
        description="Check your connection, then try again."
        action={
          <Button variant="outline" onClick={() => report.refetch()} isLoading={report.isRefetching}>
            <RefreshCw aria-hidden />
            Try Again
          </Button>
        }
      />
    );
  } else if (report.isPending || players.isPending) {
    content = <LoadingState label="Loading the report..." className="min-h-48" />;
  } else if (report.data.players.length === 0) {
    content = <p className="text-sm text-slate-600">The squad has no players yet.</p>;
  } else {
    const time = report.data;
    const skipped = notCountedText(time.notCounted);
    content = (
      <div className="grid gap-3">
        <p className="text-sm text-slate-700">
          {time.matchesCounted} {time.matchesCounted === 1 ? 'match' : 'matches'} played in these dates;{' '}
          {time.plannedPeriods} of {time.periods} periods planned.{' '}
          {time.actualMatches > 0
            ? `Actual minutes for ${time.actualMatches === 1 ? 'the match' : `the ${time.actualMatches} matches`} played in live mode. `
            : ''}
          {skipped}
        </p>
        <ReportTable time={time} names={names} onOpenPlayer={playerSheet.open} />
        <p className="text-xs text-slate-600">
          In squad: matches he was in the squad for; Played: matches he was on the pitch in; Min and Avail.:
          minutes played and minutes he was available for, Share the one out of the other; Bench: periods on
          the bench; GK, DEF, MID, FWD: periods in goal, defence, midfield and attack; Capt.: times captain.
          Minutes come from the planned periods (a period without a formation gives nobody minutes), or, for a
          match played in live mode, from the changes as they were made.
          {time.fairShareTarget > 0
            ? ` "${belowTargetText(time.fairShareTarget)}" marks a player below the team's fair share target of ${time.fairShareTarget}%.`
            : ''}
        </p>
      </div>
    );
  }

  return (
    <PageContainer className="print:max-w-none print:p-0">
      {/* What a printed page says on top: whose figures, over which days, and when it was printed. */}
      <div className="mb-4 hidden border-b border-slate-400 pb-2 print:block">
        <p className="text-lg font-bold text-slate-900">
          {teamName ? `${teamName}: playing time` : 'Playing time'}
        </p>
        <p className="text-sm text-slate-900">
          {rangeText}. Printed {formatDay(today)}.
        </p>
      </div>
      <div className="print:hidden">
        <PageHeader
          eyebrow={teamName || undefined}
          title="Playing Time Report"
          description={rangeText}
          actions={
            <Link
              to={teamPagePath(teamId, 'squad-management')}
              className={buttonClasses({ variant: 'outline', className: 'w-full sm:w-auto' })}
            >
              Back to Squad
            </Link>
          }
          isCompact
        />
      </div>
      <div className="grid gap-6">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between print:hidden">
          <RangeControls range={range} today={today} onChange={setRange} problem={problem} />
          <div className="flex flex-wrap gap-2">
            {problem ? null : (
              <a href={csvUrl} download className={buttonClasses({ variant: 'outline' })}>
                <Download aria-hidden />
                Download CSV
              </a>
            )}
            <Button variant="outline" onClick={() => window.print()} disabled={!report.isSuccess}>
              <Printer aria-hidden />
              Print
            </Button>
          </div>
        </div>
        {content}
      </div>
      <PlayerPlayingTimeSheet
        teamId={teamId}
        sheet={playerSheet.sheet}
        range={range}
        onClose={playerSheet.close}
      />
    </PageContainer>
  );
}
