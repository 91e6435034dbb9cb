import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import type { Player } from '../../../shared/contracts/squad';
import { goalTimeline, minuteText, type TimelineGoal } from './goal-timeline';
import { useGoals, useGoalsAgainst } from './goals-queries';
import { isLiveWriteOf } from './live-writes';
import { goalLine } from './match-day-logic';
import { matchKeys } from './matches-queries';

// The goals so far under the live score, for coaches and families alike (issue 32): ours and the
// opponent's by minute, "12' 9 Alex Smith", "23' Goal against". Families' screens read the live state
// every few seconds, not the goals: a score that moved is what tells them to read the goals again.

export function LiveGoalList({
  matchId,
  score,
  players,
}: {
  matchId: number;
  /** The live score as shown: a change reads the goals again. */
  score: readonly [number | null, number | null];
  players: readonly Player[];
}) {
  const queryClient = useQueryClient();
  const ours = useGoals(matchId);
  const against = useGoalsAgainst(matchId);
  const [home, away] = score;
  const shown = useRef(`${home}-${away}`);
  useEffect(() => {
    const now = `${home}-${away}`;
    if (shown.current === now) return;
    shown.current = now;
    // This phone's own goals (drawn on the board at once, or a queue being sent) read the goals again
    // when they settle (live-writes.ts): not at every step of the board.
    if (queryClient.isMutating({ predicate: isLiveWriteOf(matchId) }) > 0) return;
    // Under the goals' key: the goals against are read again with them (goals-queries.ts).
    void queryClient.invalidateQueries({ queryKey: matchKeys.goals(matchId) });
  }, [home, away, matchId, queryClient]);
  const playersById = useMemo(() => new Map(players.map((player) => [player.id, player])), [players]);
  if (!ours.data || !against.data) return null;
  const timeline = goalTimeline(ours.data, against.data);
  if (timeline.length === 0) return null;
  return <LiveGoalLines timeline={timeline} playersById={playersById} />;
}

/** The list itself, drawn from the timeline (apart, so that it can be drawn without the reads). */
export function LiveGoalLines({
  timeline,
  playersById,
}: {
  timeline: readonly TimelineGoal[];
  playersById: ReadonlyMap<number, Player>;
}) {
  return (
    <ol aria-label="Goals so far" className="mt-3 grid gap-1 border-t border-slate-100 pt-3 text-sm">
      {timeline.map((entry) => {
        const minute = minuteText(entry.goal.minute);
        const words = entry.side === 'them' ? 'Goal against' : goalLine(entry.goal, playersById).scorer;
        return (
          <li
            key={`${entry.side}-${entry.goal.id}`}
            className={`flex items-baseline gap-3 ${entry.side === 'them' ? 'text-slate-600' : 'text-slate-900'}`}
          >
            <span className="w-9 shrink-0 text-right font-semibold tabular-nums text-slate-600">
              {minute ?? <span className="sr-only">Minute not recorded</span>}
            </span>{' '}
            <span className="min-w-0 truncate font-medium">{words}</span>
          </li>
        );
      })}
    </ol>
  );
}
