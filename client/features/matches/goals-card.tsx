import { RefreshCw } from 'lucide-react';
import { memo, type ReactNode } from 'react';
import { Button } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';
import { ErrorState } from '../../components/ui/error-state';
import { Bone, SkeletonRegion } from '../../components/ui/skeleton';
import { goalTimeline, minuteText } from './goal-timeline';
import { useGoals, useGoalsAgainst } from './goals-queries';
import { useGoalsBeingSaved } from './match-day-api';
import { goalLine, goalsOverScoreText, ourScore } from './match-day-logic';
import { GoalsOverScoreNotice, MatchDayCardHeader, type MatchDayCardProps } from './match-day-parts';

/** The most rows a loading list stands in for: about what a match's goals take. */
const MAX_LOADING_ROWS = 5;

/**
 * The match's goals for everyone (spec 001 §2.5), read only, by minute: "23' 9 Alex Smith (assist 7 Sam
 * Jones)", own goals as such, and the opponent's recorded on the live screen between them ("31' Goal
 * against"). While they load, one grey row per goal of our score, so the card keeps its height when
 * they arrive.
 */
export const GoalsCard = memo(function GoalsCard({ match, players, canEdit }: MatchDayCardProps) {
  const ours = useGoals(match.id);
  // A save of the goals editor on its way is drawn as it will be stored (useGoalsBeingSaved).
  const oursShown = useGoalsBeingSaved(match.id) ?? ours.data;
  const against = useGoalsAgainst(match.id);
  // One state for the two reads: the list is drawn once both are in.
  const goals = {
    isPending: ours.isPending || against.isPending,
    isError: ours.isError || against.isError,
    isRefetching: ours.isRefetching || against.isRefetching,
    refetch: () => Promise.all([ours.refetch(), against.refetch()]),
  };
  const playersById = new Map(players.map((player) => [player.id, player]));
  const score = ourScore(match);
  const headingId = `goals-heading-${match.id}`;

  let body: ReactNode;
  if (goals.isPending) {
    // Goals against with a minute are rows too: at most the opponent's score.
    const theirs = (match.isHome === 1 ? match.awayScore : match.homeScore) ?? 0;
    const rows = Math.min(Math.max((score ?? 1) + theirs, 1), MAX_LOADING_ROWS);
    body = (
      <SkeletonRegion label="Loading goals...">
        <div className="grid gap-1">
          {Array.from({ length: rows }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders with nothing else to tell them apart
            <Bone key={index} className="h-11 rounded-lg" />
          ))}
        </div>
      </SkeletonRegion>
    );
  } else if (goals.isError) {
    body = (
      <ErrorState
        headingLevel="h3"
        title="Failed to fetch goals"
        description="Check your connection, then try again."
        isCompact
        action={
          <Button variant="outline" onClick={() => goals.refetch()} isLoading={goals.isRefetching}>
            <RefreshCw aria-hidden />
            Try Again
          </Button>
        }
      />
    );
  } else if (!oursShown || !against.data || oursShown.length + against.data.length === 0) {
    body = <p className="rounded-lg bg-slate-50 px-3 py-3 text-sm text-slate-600">No goals recorded</p>;
  } else {
    const unrecorded = score === null ? 0 : Math.max(score - oursShown.length, 0);
    // Coaches see it in Goal Scorers, with the way to fix it; here it tells everyone else why the list
    // is longer than the score.
    const overScore = canEdit ? null : goalsOverScoreText(match, oursShown.length);
    body = (
      <>
        {overScore ? (
          <div className="mb-3">
            <GoalsOverScoreNotice text={overScore} />
          </div>
        ) : null}
        <ol className="grid gap-1" aria-labelledby={headingId}>
          {goalTimeline(oursShown, against.data).map((entry) => {
            if (entry.side === 'them') {
              const minute = minuteText(entry.goal.minute);
              return (
                <li
                  key={`against-${entry.goal.id}`}
                  className="flex min-h-11 items-baseline gap-3 rounded-lg px-3 py-2.5 text-sm"
                >
                  <span className="w-9 shrink-0 text-right font-semibold text-slate-600 tabular-nums">
                    {minute ?? <span className="sr-only">Minute not recorded</span>}
                  </span>{' '}
                  <span className="min-w-0 font-medium text-slate-700">Goal against</span>
                </li>
              );
            }
            const goal = entry.goal;
            const line = goalLine(goal, playersById);
            return (
              <li
                key={goal.id}
                className="flex min-h-11 items-baseline gap-3 rounded-lg bg-slate-50 px-3 py-2.5 text-sm"
              >
                <span className="w-9 shrink-0 text-right font-semibold text-slate-600 tabular-nums">
                  {line.minute ?? <span className="sr-only">Minute not recorded</span>}
                </span>{' '}
                <span className="min-w-0 text-slate-900">
                  <span className={line.isOwnGoal ? 'font-medium italic' : 'font-medium'}>{line.scorer}</span>
                  {line.assist ? <span className="text-slate-600">{` (${line.assist})`}</span> : null}
                </span>
              </li>
            );
          })}
        </ol>
        {unrecorded > 0 ? (
          <p className="mt-2 text-sm text-slate-600">
            {unrecorded === 1
              ? '1 goal without a scorer recorded yet.'
              : `${unrecorded} goals without a scorer recorded yet.`}
          </p>
        ) : null}
      </>
    );
  }

  return (
    <Card>
      <MatchDayCardHeader id={headingId} title="Goals" />
      <CardContent>{body}</CardContent>
    </Card>
  );
});
