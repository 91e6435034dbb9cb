import type { Goal, GoalAgainst } from '../../../shared/contracts/matches';

// Our goals and the opponent's (goals against, issue 32) in one list by minute, as the goals card and
// the live screen show them: "12' 9 Alex Smith", "23' Goal against".

export type TimelineGoal = { side: 'us'; goal: Goal } | { side: 'them'; goal: GoalAgainst };

const sideOrder = { us: 0, them: 1 } as const;

/**
 * By minute; goals without one last. Within a minute (or without one) ours first, then in the order
 * recorded: which came first in a minute is not known.
 */
export function goalTimeline(ours: readonly Goal[], theirs: readonly GoalAgainst[]): TimelineGoal[] {
  const all: TimelineGoal[] = [
    ...ours.map((goal) => ({ side: 'us' as const, goal })),
    ...theirs.map((goal) => ({ side: 'them' as const, goal })),
  ];
  const minuteOf = (entry: TimelineGoal) => entry.goal.minute ?? Number.POSITIVE_INFINITY;
  return all.sort(
    (a, b) => minuteOf(a) - minuteOf(b) || sideOrder[a.side] - sideOrder[b.side] || a.goal.id - b.goal.id,
  );
}

/** "23'", or null when the minute is not known. */
export const minuteText = (minute: number | null) => (minute === null ? null : `${minute}'`);
