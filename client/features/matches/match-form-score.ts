import { SCORE_MAX, SCORE_MIN } from '../../../shared/contracts/matches';

// The match form's score fields (spec 001 §5: whole numbers, empty means unset), apart from React. The
// form asks for our score and theirs, named with the teams; the body still carries home and away, as
// the venue decides. Lowering our score below the goals recorded offers to remove the surplus goals in
// the same save (the server holds a change of our score to the goals, match-form.ts).

/** Under a score field: the field already says whose score it is, so the words need not. */
export const SCORE_INPUT_MESSAGE = `Enter a whole number from ${SCORE_MIN} to ${SCORE_MAX}, or leave it empty`;

/** A score field's text as a number; null when empty; 'invalid' for anything else. */
export function readScore(text: string): number | null | 'invalid' {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (!/^\d{1,2}$/.test(trimmed)) return 'invalid';
  const value = Number(trimmed);
  return value >= SCORE_MIN && value <= SCORE_MAX ? value : 'invalid';
}

/** Home and away, from our score and theirs and the venue ('1' home). */
export function homeAwayScores(
  isHome: boolean,
  ours: string,
  theirs: string,
): { homeScore: string; awayScore: string } {
  return isHome ? { homeScore: ours, awayScore: theirs } : { homeScore: theirs, awayScore: ours };
}

/** The body field a score of ours or theirs goes to, and back: what a server refusal names. */
export function scoreFieldOf(isHome: boolean, side: 'ours' | 'theirs'): 'homeScore' | 'awayScore' {
  return (side === 'ours') === isHome ? 'homeScore' : 'awayScore';
}

/**
 * How many recorded goals the save must remove: as the server rules it, only a change of our score is
 * held to the goals, and no score means no limit. 0 when nothing needs removing.
 */
export function surplusGoals({
  recorded,
  previousOurs,
  nextOurs,
}: {
  recorded: number;
  previousOurs: number | null;
  nextOurs: number | null | 'invalid';
}): number {
  if (nextOurs === null || nextOurs === 'invalid' || nextOurs === previousOurs) return 0;
  return Math.max(0, recorded - nextOurs);
}

/**
 * After a save that left the opponent's score below their goals recorded with minutes (the live
 * screen's): the server removed the latest of those, and the coach is told (match-form.ts).
 */
export function goalsAgainstRemovedText(removed: number | undefined): string | null {
  if (!removed) return null;
  return removed === 1
    ? "The opponent's score is now below the goals against recorded on the live screen: the latest one, with its minute, was removed."
    : `The opponent's score is now below the goals against recorded on the live screen: the latest ${removed}, with their minutes, were removed.`;
}
