import type { RotationProblem } from './rotation-planner.js';

// The rotation planner's problems (rotation-planner.ts) in words for a coach: each says what stands in
// the way and what to change, naming players as the squad knows them. The server sends these as the
// refusal's message; the client shows them through its one error path.

/** How a problem names a player: "7 Sam Jones" (shirt number and name), or "player 123" if unknown. */
export type PlayerNamer = (playerId: number) => string;

/** "1", "1 and 2", "1, 2 and 3". */
export function listWords(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

const periodsWords = (periods: readonly number[]) =>
  `${periods.length === 1 ? 'period' : 'periods'} ${listWords(periods.map(String))}`;

/** One problem as a sentence for people. */
export function describeRotationProblem(problem: RotationProblem, name: PlayerNamer): string {
  switch (problem.kind) {
    case 'not-enough-players':
      if (problem.period !== undefined) {
        return `Not enough players there in period ${problem.period}: this shape needs ${problem.needed} and ${problem.available} ${problem.available === 1 ? 'is' : 'are'} there before the late arrivals. Choose a smaller shape, or ask who can come earlier.`;
      }
      return `Not enough players available: this shape needs ${problem.needed} (a keeper and ${problem.needed - 1} outfield) and ${problem.available} ${problem.available === 1 ? 'is' : 'are'} available. Mark more players available or choose a smaller shape.`;
    case 'no-keeper':
      return `Nobody available may keep goal in ${periodsWords(problem.periods)}: mark a player willing to keep goal in his player form, or make a goalkeeper available.`;
    case 'duplicate-player':
      return `${name(problem.playerId)} is listed twice.`;
    case 'invalid-periods':
      return "This match's periods cannot be planned: check its timing.";
    case 'invalid-shape':
      return 'This shape cannot be planned: choose another.';
    case 'invalid-history':
      return problem.period === null
        ? 'The periods to keep do not match the period to re-plan from: re-plan from another period.'
        : `Period ${problem.period}'s saved line-up names a player twice: fix it in the formation editor first.`;
    case 'conflicting-pins':
      return describePinConflict(problem, name);
  }
}

function describePinConflict(
  problem: Extract<RotationProblem, { kind: 'conflicting-pins' }>,
  name: PlayerNamer,
): string {
  const who = listWords(problem.playerIds.map(name));
  const inPeriod = problem.period === null ? '' : ` in period ${problem.period}`;
  switch (problem.reason) {
    case 'unknown-player':
      return `${who} is pinned but is not available for this match.`;
    case 'not-arrived':
      return `${who} is pinned${inPeriod}, which starts before he arrives.`;
    case 'left':
      return `${who} is pinned${inPeriod}, which ends after he left the match.`;
    case 'unknown-period':
      return `${who} is pinned to a period this match does not have${problem.period === null ? '' : ` (period ${problem.period})`}.`;
    case 'unknown-line':
      return `${who} is pinned to a line this shape does not have.`;
    case 'unknown-position':
      return `${who} is pinned to ${problem.position ?? 'a position'}, a position this shape does not have: choose one of its positions, or another shape.`;
    case 'not-willing-keeper':
      return `${who} is pinned in goal but is neither a goalkeeper nor willing to keep goal: tick "Willing to keep goal" in his player form.`;
    case 'two-keepers':
      return `${who} are all pinned in goal${problem.period === null ? '' : ` from period ${problem.period}`}, where the keeper cannot change.`;
    case 'two-places':
      return `${who} is pinned to two places at once${inPeriod}.`;
    case 'too-many-pinned':
      return `More players are pinned on the pitch${inPeriod} than it holds (${who}).`;
    case 'line-full':
      return `More players are pinned to one line${inPeriod} than the line holds (${who}).`;
    case 'position-full':
      return `${who} are ${problem.playerIds.length === 2 ? 'both' : 'all'} pinned to ${problem.position ?? 'one position'}${inPeriod}, but this shape has only ${problem.room === 1 || problem.room === undefined ? 'one' : problem.room}: pin one of them elsewhere or to other periods.`;
    case 'short-of-players':
      return `The pins leave too few players to fill the pitch${inPeriod}.`;
  }
}

/**
 * Every problem, one sentence each, as one message. The keeper blocks nobody may keep are said once,
 * for all their periods ("in periods 1 and 2"), not once a block.
 */
export function describeRotationProblems(problems: readonly RotationProblem[], name: PlayerNamer): string {
  const noKeeper = problems.flatMap((problem) => (problem.kind === 'no-keeper' ? problem.periods : []));
  const merged: RotationProblem[] = [];
  for (const problem of problems) {
    if (problem.kind !== 'no-keeper') merged.push(problem);
    else if (!merged.some((p) => p.kind === 'no-keeper'))
      merged.push({ kind: 'no-keeper', periods: noKeeper });
  }
  return [...new Set(merged.map((problem) => describeRotationProblem(problem, name)))].join(' ');
}
