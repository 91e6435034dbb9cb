import { clsx } from 'clsx';
import { ArrowDown, ArrowUp, ChevronsUpDown, Download, FileText, RefreshCw } from 'lucide-react';
import { memo, type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { routeUrl } from '../../../shared/contracts/route';
import type { Player } from '../../../shared/contracts/squad';
import { getSeasonPlayingTimeCsv } from '../../../shared/contracts/squad-routes';
import { Button, buttonClasses } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
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
import { teamPagePath } from '../../lib/team-path';
import { PlayerPlayingTimeSheet, usePlayerSheet } from './player-playing-time-sheet';
import { usePlayerStats, useSeasonPlayingTime } from './squad-api';
import {
  belowTargetText,
  buildStatsRows,
  defaultStatsSort,
  FAMILY_ONLY_LINE,
  formatShare,
  nextStatsSort,
  type StatsKey,
  type StatsSort,
  sortStatsRows,
  statsColumns,
  statsRosterKey,
} from './squad-stats';

const EVERY_MATCH = { from: null, to: null };

function SortIcon({ direction }: { direction: StatsSort['direction'] | null }) {
  if (direction === 'ascending') return <ArrowUp className="size-3.5" aria-hidden />;
  if (direction === 'descending') return <ArrowDown className="size-3.5" aria-hidden />;
  // Hidden on a phone, where six columns need every pixel; the card's description says headings sort.
  return <ChevronsUpDown className="hidden size-3.5 text-slate-400 sm:block" aria-hidden />;
}

const numericKeys: ReadonlySet<StatsKey> = new Set([
  'appearances',
  'goals',
  'assists',
  'cleanSheets',
  'minutes',
  'share',
  'starts',
]);

/**
 * Squad Statistics (spec 000 §4): matches that have kicked off only (appearances: those played while
 * in the squad, server/features/squad/stats.ts), one row per player, sorted by squad number until a
 * header is chosen. Headers are buttons (Enter or Space sort) and the sorted column carries aria-sort.
 */
export const SquadStatsTable = memo(
  function SquadStatsTable({ teamId, players }: { teamId: string | null; players: readonly Player[] }) {
    const stats = usePlayerStats(teamId);
    const season = useSeasonPlayingTime(teamId);
    const [sort, setSort] = useState<StatsSort>(defaultStatsSort);
    const playerSheet = usePlayerSheet();
    const rows = sortStatsRows(buildStatsRows(players, stats.data ?? [], season.data), sort);
    const sortedBy = statsColumns.find((column) => column.key === sort.key)?.label.toLowerCase();

    // While the figures are on their way the table stands with the players' names and shirts (known
    // already) and a bar for each figure: as tall as it will be, so nothing below it moves when they
    // come (a 128 px spinner once pushed the match settings card into view, a layout shift of 0.34).
    const isLoadingFigures = stats.isPending;
    const figure = (value: number) =>
      isLoadingFigures ? (
        <span aria-hidden className="inline-block h-3 w-4 rounded bg-slate-200 align-middle" />
      ) : (
        value
      );
    // The playing time comes from its own read: its columns wait (or say they could not load) alone.
    const isLoadingSeason = season.isPending && !season.isError;
    const seasonFigure = (value: ReactNode) =>
      isLoadingSeason ? (
        <span aria-hidden className="inline-block h-3 w-4 rounded bg-slate-200 align-middle" />
      ) : season.isError ? (
        <>
          <span aria-hidden>–</span>
          <span className="sr-only">not loaded</span>
        </>
      ) : (
        value
      );
    const target = season.data?.fairShareTarget ?? 0;
    const isFamilyOnly = season.data?.scope === 'family';

    let content: ReactNode;
    if (!teamId) {
      content = <LoadingState label="Loading statistics..." className="min-h-32" />;
    } else if (stats.isError) {
      content = (
        <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-slate-700">
          Could not load the statistics.
          <Button variant="outline" size="sm" onClick={() => stats.refetch()} isLoading={stats.isRefetching}>
            <RefreshCw aria-hidden />
            Try Again
          </Button>
        </div>
      );
    } else if (rows.length === 0 && isFamilyOnly) {
      content = (
        <p className="text-sm text-slate-600">
          No player in the squad is linked to your account yet. Ask a coach to link your child.
        </p>
      );
    } else if (rows.length === 0) {
      content = <p className="text-sm text-slate-600">Statistics appear here once the squad has players.</p>;
    } else {
      content = (
        <Table aria-busy={isLoadingFigures || isLoadingSeason || undefined}>
          <TableCaption className="sr-only">{`Squad statistics, sorted by ${sortedBy}, ${sort.direction}`}</TableCaption>
          <TableHeader>
            {statsColumns.map((column) => {
              const isSorted = sort.key === column.key;
              const isNumeric = numericKeys.has(column.key);
              return (
                <TableHead
                  key={column.key}
                  aria-sort={isSorted ? sort.direction : undefined}
                  align={isNumeric ? 'right' : 'left'}
                  inset="compact"
                  className={column.key === 'name' ? 'w-full' : undefined}
                >
                  <button
                    type="button"
                    onClick={() => setSort((current) => nextStatsSort(current, column.key))}
                    className={clsx(
                      'inline-flex min-h-11 min-w-11 cursor-pointer items-center justify-center gap-0.5 rounded-md px-1 text-xs font-semibold tracking-wide whitespace-nowrap uppercase sm:px-2',
                      'hover:bg-slate-100 hover:text-slate-900',
                      isSorted ? 'text-green-800' : 'text-slate-600',
                      isNumeric && 'flex-row-reverse',
                    )}
                  >
                    <span aria-hidden className="sm:hidden">
                      {column.short}
                    </span>
                    <span className="max-sm:sr-only">{column.label}</span>
                    <SortIcon direction={isSorted ? sort.direction : null} />
                  </button>
                </TableHead>
              );
            })}
          </TableHeader>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.playerId}>
                <TableCell inset="compact" className="font-semibold text-slate-600 tabular-nums">
                  {row.shirtNumber}
                </TableCell>
                <TableCell inset="compact" className="font-medium text-slate-900">
                  {teamId ? (
                    <button
                      type="button"
                      onClick={() => playerSheet.open(row.playerId)}
                      aria-label={`${row.name}: matches and minutes`}
                      className="min-h-11 cursor-pointer text-left underline decoration-slate-300 underline-offset-4 hover:decoration-green-700"
                    >
                      {row.name}
                    </button>
                  ) : (
                    row.name
                  )}
                </TableCell>
                <TableCell inset="compact" align="right" className="tabular-nums">
                  {figure(row.appearances)}
                </TableCell>
                <TableCell inset="compact" align="right" className="tabular-nums">
                  {figure(row.goals)}
                </TableCell>
                <TableCell inset="compact" align="right" className="tabular-nums">
                  {figure(row.assists)}
                </TableCell>
                <TableCell inset="compact" align="right" className="tabular-nums">
                  {figure(row.cleanSheets)}
                </TableCell>
                <TableCell inset="compact" align="right" className="tabular-nums">
                  {seasonFigure(row.minutes)}
                </TableCell>
                <TableCell inset="compact" align="right" className="tabular-nums">
                  {seasonFigure(
                    <>
                      {formatShare(row.share)}
                      {row.belowTarget && target > 0 ? (
                        <span className="block text-xs font-semibold whitespace-nowrap text-amber-800">
                          {belowTargetText(target)}
                        </span>
                      ) : null}
                    </>,
                  )}
                </TableCell>
                <TableCell inset="compact" align="right" className="tabular-nums">
                  {seasonFigure(row.starts)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      );
    }

    return (
      <Card>
        <CardHeader>
          <CardTitle id="squad-stats-heading" tabIndex={-1}>
            Squad Statistics
          </CardTitle>
          <CardDescription>
            Played matches only. Minutes come from the planned periods, or from the changes made in live mode;
            Share is of the minutes each player was available for. Tap a column heading to sort by it, a name
            for that player's matches.
          </CardDescription>
        </CardHeader>
        <CardContent inset="compact">
          {isLoadingFigures && teamId ? (
            <p role="status" className="sr-only">
              Loading statistics...
            </p>
          ) : null}
          {season.isError && teamId ? (
            <div role="alert" className="mb-3 flex flex-wrap items-center gap-3 text-sm text-slate-700">
              Could not load the minutes.
              <Button
                variant="outline"
                size="sm"
                onClick={() => season.refetch()}
                isLoading={season.isRefetching}
              >
                <RefreshCw aria-hidden />
                Try Again
              </Button>
            </div>
          ) : null}
          {isFamilyOnly ? (
            <p className="mb-3 text-sm font-medium text-slate-700">{FAMILY_ONLY_LINE}</p>
          ) : null}
          {content}
          {teamId && rows.length > 0 ? (
            <div className="mt-3 flex flex-col gap-2 sm:flex-row">
              <Link
                to={teamPagePath(teamId, 'playing-time-report')}
                className={buttonClasses({ variant: 'outline', className: 'w-full sm:w-auto' })}
              >
                <FileText aria-hidden />
                Playing time report
              </Link>
              <a
                href={routeUrl(getSeasonPlayingTimeCsv, { teamId })}
                download
                className={buttonClasses({ variant: 'outline', className: 'w-full sm:w-auto' })}
              >
                <Download aria-hidden />
                Download CSV
              </a>
            </div>
          ) : null}
          {teamId ? (
            <PlayerPlayingTimeSheet
              teamId={teamId}
              sheet={playerSheet.sheet}
              range={EVERY_MATCH}
              onClose={playerSheet.close}
            />
          ) : null}
        </CardContent>
      </Card>
    );
  },
  // Redrawn when the figures, the sort or the players' names and shirts change, not for a set-piece move.
  (before, after) =>
    before.teamId === after.teamId && statsRosterKey(before.players) === statsRosterKey(after.players),
);
