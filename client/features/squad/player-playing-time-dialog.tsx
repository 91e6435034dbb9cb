import { useQuery } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { sharePercent } from '../../../shared/domain/share-percent';
import { Button } from '../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog';
import { LoadingState } from '../../components/ui/spinner';
import { formatMatchDay } from '../../lib/match-dates';
import { matchMinutesText, opponentText, periodsText } from './player-sheet-text';
import { playerPlayingTimeQuery } from './playing-time-queries';
import { type DayRange, describeRange } from './playing-time-range';
import { belowTargetText, formatShare } from './squad-stats';

// A player's sheet (issue 30): his matches over the range with the minutes, start and place of every
// period, so a coach can answer a parent's "how much has he played, and where?" match by match. Opened
// from his row in the squad statistics or the playing-time report; its code loads on demand.

/**
 * The sheet of `playerId` (null: closed) over `range` (no bound: every match, as the squad statistics
 * count). Read by anyone with a role on the team.
 */
export function PlayerPlayingTimeDialog({
  teamId,
  playerId,
  range,
  onClose,
}: {
  teamId: string;
  playerId: number | null;
  range: DayRange;
  onClose: () => void;
}) {
  const sheet = useQuery({
    ...playerPlayingTimeQuery(teamId, playerId ?? 0, range),
    enabled: playerId !== null,
  });
  const data = sheet.data;
  const title = data ? `${data.player.firstName} ${data.player.lastName}`.trim() : 'Playing time';

  let body: ReactNode;
  if (sheet.isError) {
    body = (
      <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-slate-700">
        Could not load his matches.
        <Button variant="outline" size="sm" onClick={() => sheet.refetch()} isLoading={sheet.isRefetching}>
          <RefreshCw aria-hidden />
          Try Again
        </Button>
      </div>
    );
  } else if (!data) {
    body = <LoadingState label="Loading his matches..." className="min-h-32" />;
  } else {
    const { totals } = data;
    const share = formatShare(sharePercent(totals));
    body = (
      <div className="grid gap-4">
        <p className="text-sm text-slate-700">
          {totals.minutes} of {totals.availableMinutes} available minutes ({share}), {totals.matchesPlayed} of{' '}
          {totals.matchesInSquad} {totals.matchesInSquad === 1 ? 'match' : 'matches'} played, {totals.starts}{' '}
          {totals.starts === 1 ? 'start' : 'starts'}, captain {totals.timesCaptain}{' '}
          {totals.timesCaptain === 1 ? 'time' : 'times'}.
          {totals.belowTarget && data.fairShareTarget > 0 ? (
            <strong className="ml-1 font-semibold text-amber-800">
              {belowTargetText(data.fairShareTarget)}.
            </strong>
          ) : null}
        </p>
        {data.matches.length === 0 ? (
          <p className="text-sm text-slate-600">No played match in these dates while he was in the squad.</p>
        ) : (
          <ul className="grid gap-2">
            {data.matches.map((match) => (
              <li key={match.matchId} className="rounded-xl border border-slate-200 px-3 py-2 text-sm">
                <div className="flex flex-wrap items-baseline justify-between gap-x-3">
                  <span className="font-semibold text-slate-900">
                    {formatMatchDay(match.matchDate)} · {opponentText(match)}
                  </span>
                  <span className="tabular-nums text-slate-900">
                    {matchMinutesText(match)} min{match.started ? ' · Started' : ''}
                    {match.isCaptain ? ' · Captain' : ''}
                  </span>
                </div>
                <p className="mt-1 text-slate-600">{periodsText(match.periodList)}</p>
              </li>
            ))}
          </ul>
        )}
      </div>
    );
  }

  return (
    <Dialog open={playerId !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent width="2xl">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>
            Playing time: {describeRange(range)}. Minutes are out of those he was available for; a period
            without a formation is not planned and gives nobody minutes.
          </DialogDescription>
        </DialogHeader>
        {body}
      </DialogContent>
    </Dialog>
  );
}
