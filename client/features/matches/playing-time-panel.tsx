import { RefreshCw, TriangleAlert } from 'lucide-react';
import { memo, type ReactNode } from 'react';
import type { Player } from '../../../shared/contracts/squad';
import { describePlannedPeriods } from '../../../shared/domain/playing-time';
import { Button } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';
import { ErrorState } from '../../components/ui/error-state';
import { Bone, SkeletonRegion } from '../../components/ui/skeleton';
import { MatchDayCardHeader } from './match-day-parts';
import { dailyCapLines, dailyCapTitle, playingTimeRows } from './playing-time-format';
import { usePlayingTime } from './playing-time-queries';

// Issue 30 in match planning: how many periods are planned and who comes on and off when, beside the
// period cards, and each player's minutes in the match. Both read GET /api/matches/:id/playing-time,
// so they always agree with each other and with the server's figures.

/**
 * "2 of 4 periods planned" and each change between periods ("15': 12 on for 3, 7 on for 9"). While it
 * loads, a grey line stands for each line it will show (`periods`: the match's number of periods, known
 * before the answer), so the cards below do not move when it arrives.
 */
export const PeriodChangeList = memo(function PeriodChangeList({
  matchId,
  periods,
}: {
  matchId: number;
  periods: number;
}) {
  const time = usePlayingTime(matchId);
  const headingId = `period-changes-${matchId}`;
  if (time.isPending) {
    return (
      <SkeletonRegion label="Loading changes...">
        <div className="grid gap-2">
          <Bone className="h-5 w-40 rounded" />
          {periods > 1 ? (
            <div>
              <Bone className="h-5 w-20 rounded" />
              <div className="mt-1 grid gap-1">
                {Array.from({ length: periods - 1 }, (_, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: placeholders with nothing else to tell them apart
                  <Bone key={index} className="h-5 w-56 max-w-full rounded" />
                ))}
              </div>
            </div>
          ) : null}
        </div>
      </SkeletonRegion>
    );
  }
  if (time.isError) {
    return (
      <div className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
        <p>Changes could not be loaded.</p>
        <Button variant="outline" size="sm" onClick={() => time.refetch()} isLoading={time.isRefetching}>
          <RefreshCw aria-hidden />
          Try Again
        </Button>
      </div>
    );
  }
  const { changes } = time.data;
  return (
    <div className="grid gap-2">
      <p className="text-sm font-medium text-slate-800">{describePlannedPeriods(time.data)}</p>
      {changes.length > 0 ? (
        <div>
          <h3 id={headingId} className="text-sm font-semibold text-slate-900">
            Changes
          </h3>
          <ol className="mt-1 grid gap-1 text-sm text-slate-700" aria-labelledby={headingId}>
            {changes.map((change) => (
              <li key={change.after} className="break-words tabular-nums">
                {change.text}
              </li>
            ))}
          </ol>
        </div>
      ) : null}
    </div>
  );
});

/** The most rows a loading panel stands in for: a small-sided squad. */
const LOADING_ROWS = 8;

/**
 * Each squad player's minutes in the match against its length, a bar and the figure, with players below
 * the fair share of the minutes they were available for (or unavailable) said in words beside the name.
 */
export const PlayingTimePanel = memo(function PlayingTimePanel({
  matchId,
  players,
}: {
  matchId: number;
  players: readonly Player[];
}) {
  const time = usePlayingTime(matchId);
  const rows = time.data ? playingTimeRows(time.data, players, time.data.fairShareTarget) : [];
  const capLines = time.data ? dailyCapLines(time.data, players) : [];
  const headingId = `playing-time-heading-${matchId}`;

  let body: ReactNode;
  if (time.isPending) {
    body = (
      <SkeletonRegion label="Loading playing time...">
        <div className="grid gap-1">
          {Array.from({ length: LOADING_ROWS }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders with nothing else to tell them apart
            <Bone key={index} className="h-11 rounded-lg" />
          ))}
        </div>
      </SkeletonRegion>
    );
  } else if (time.isError) {
    body = (
      <ErrorState
        headingLevel="h3"
        title="Failed to fetch playing time"
        description="Check your connection, then try again."
        isCompact
        action={
          <Button variant="outline" onClick={() => time.refetch()} isLoading={time.isRefetching}>
            <RefreshCw aria-hidden />
            Try Again
          </Button>
        }
      />
    );
  } else if (rows.length === 0) {
    body = (
      <p className="rounded-lg bg-slate-50 px-3 py-3 text-sm text-slate-600">
        {time.data.scope === 'family'
          ? 'No player in the squad is linked to your account yet. Ask a coach to link your child.'
          : 'No players in the squad'}
      </p>
    );
  } else {
    const capTitle = time.data ? dailyCapTitle(time.data) : null;
    body = (
      <div className="grid gap-3">
        {capLines.length > 0 && capTitle ? (
          // Said in words, with the players by name: the plan itself is the coach's to change.
          <div className="grid gap-1 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
            <p className="flex items-center gap-1.5 font-medium">
              <TriangleAlert className="size-4 shrink-0" aria-hidden />
              {capTitle}
            </p>
            <ul className="grid gap-0.5 pl-6">
              {capLines.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </div>
        ) : null}
        <ul className="grid gap-1" aria-labelledby={headingId}>
          {rows.map((row) => (
            <li
              key={row.playerId}
              className="grid gap-1 rounded-lg bg-slate-50 px-3 py-2 text-sm"
              data-below-target={row.isBelowTarget || undefined}
            >
              <div className="flex min-w-0 flex-wrap items-baseline justify-between gap-x-3">
                <span className="min-w-0 font-medium break-words text-slate-900">{row.name}</span>
                <span className="shrink-0 text-slate-700 tabular-nums">{row.figure}</span>
              </div>
              {/* The figure says it in words; the bar is for the eye. */}
              <div className="h-2 overflow-hidden rounded-full bg-slate-200" aria-hidden>
                <div
                  className={row.isBelowTarget ? 'h-full bg-amber-500' : 'h-full bg-green-600'}
                  style={{ width: `${row.barPercent}%` }}
                />
              </div>
              {row.note ? (
                <p
                  className={
                    row.isBelowTarget
                      ? 'flex items-center gap-1.5 font-medium text-amber-900'
                      : 'flex items-center gap-1.5 text-slate-600'
                  }
                >
                  {row.isBelowTarget ? <TriangleAlert className="size-4 shrink-0" aria-hidden /> : null}
                  {row.note}
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      </div>
    );
  }

  return (
    <Card>
      <MatchDayCardHeader
        id={headingId}
        title="Playing Time"
        description={
          time.data?.source === 'actual'
            ? 'Actual minutes: from the changes made in live mode.'
            : time.data
              ? `Minutes from the planned periods: ${describePlannedPeriods(time.data)}.`
              : 'Minutes from the planned periods.'
        }
      />
      <CardContent>
        {/* A parent or player, while the team keeps other children's minutes to the coaches. */}
        {time.data?.scope === 'family' ? (
          <p className="mb-3 text-sm font-medium text-slate-700">Showing your family's minutes</p>
        ) : null}
        {body}
      </CardContent>
    </Card>
  );
});
