import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { Player } from '../../../shared/contracts/squad';
import { goalTimeline, minuteText, type TimelineGoal } from './goal-timeline';
import { useGoals, useGoalsAgainst } from './goals-queries';
import { isLiveWriteOf } from './live-writes';
import { goalLine } from './match-day-logic';
import { matchKeys } from './matches-queries';

// The goals so far under the live score, for coaches and families alike (issue 32): ours and the
// opponent's by minute, "12' 9 Alex Smith", "23' Goal against". Families' screens read the live state
// every few seconds, not the goals: a score that moved is what tells them to read the goals again.
// One line from the first draw, scrolled sideways to the latest goal: the goals arrive after the screen
// is drawn and come in during play without a tap on this phone, and a list that grew would move the
// clock and the buttons under a coach's thumb.

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
  const playersById = new Map(players.map((player) => [player.id, player]));
  const timeline = ours.data && against.data ? goalTimeline(ours.data, against.data) : null;
  return (
    <div className="mt-3 border-t border-slate-100 pt-2">
      {timeline && timeline.length > 0 ? (
        <LiveGoalLines timeline={timeline} playersById={playersById} />
      ) : (
        <p className="h-7 text-center text-sm leading-7 text-slate-600">{timeline ? 'No goals yet' : ''}</p>
      )}
    </div>
  );
}

/** The list itself, drawn from the timeline (apart, so that it can be drawn without the reads). */
export function LiveGoalLines({
  timeline,
  playersById,
}: {
  timeline: readonly TimelineGoal[];
  playersById: ReadonlyMap<number, Player>;
}) {
  const line = useRef<HTMLOListElement>(null);
  // The latest goal in view: the line scrolls sideways once it is longer than the screen.
  useEffect(() => {
    const element = line.current;
    if (element && timeline.length > 0) element.scrollLeft = element.scrollWidth;
  }, [timeline.length]);
  return (
    <ol
      ref={line}
      aria-label="Goals so far"
      // Focusable, so the line can be scrolled from a keyboard once it is longer than the screen.
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard.
      tabIndex={0}
      className="flex h-7 items-center gap-5 overflow-x-auto overflow-y-hidden whitespace-nowrap text-sm"
    >
      {timeline.map((entry) => {
        const minute = minuteText(entry.goal.minute);
        const words = entry.side === 'them' ? 'Goal against' : goalLine(entry.goal, playersById).scorer;
        return (
          <li
            key={`${entry.side}-${entry.goal.id}`}
            className={`flex shrink-0 items-baseline gap-1.5 ${entry.side === 'them' ? 'text-slate-600' : 'text-slate-900'}`}
          >
            <span className="font-semibold tabular-nums text-slate-600">
              {minute ?? <span className="sr-only">Minute not recorded</span>}
            </span>{' '}
            <span className="font-medium">{words}</span>
          </li>
        );
      })}
    </ol>
  );
}
