import {
  isHomeMatch,
  type OurResult,
  type Outcome,
  type ScoredMatch,
  teamRecordResult,
  walkoverOutcome,
} from '../../shared/domain/match-result';
import type { MatchResultCode } from '../../shared/domain/match-result-code';

// What the screens call a result (spec 000 §4) and the side we played on: match planning and the league
// screen both show them, so the words live here rather than in either feature. Which side won is the
// domain's to say (shared/domain/match-result.ts); here is only how it is written.

/** "Home" or "Away": which side of the score is ours. */
export function venueLabel(match: Pick<ScoredMatch, 'isHome'>): 'Home' | 'Away' {
  return isHomeMatch(match) ? 'Home' : 'Away';
}

/**
 * A result as every screen writes it: `text` "W 3-1", "D 1-1", "L 0-3" (the letter, then our goals
 * first, whether we played at home or away), "W (walkover)" for a walkover; `spoken` the same in words
 * for a screen reader, which would otherwise read a lone "W": "Won 3-1", "Drew 1-1", "Won by walkover".
 */
export type ResultLabel = { outcome: Outcome; text: string; spoken: string };

const outcomeWords: Record<Outcome, 'Won' | 'Drew' | 'Lost'> = { W: 'Won', D: 'Drew', L: 'Lost' };

/**
 * The label of a result already read from our side (teamRecordResult, or the league's last result from
 * the server): a score, or a walkover without goals.
 */
export function resultLabel(result: Pick<OurResult, 'outcome' | 'goalsFor' | 'goalsAgainst'>): ResultLabel {
  const word = outcomeWords[result.outcome];
  if (result.goalsFor === null || result.goalsAgainst === null) {
    return { outcome: result.outcome, text: `${result.outcome} (walkover)`, spoken: `${word} by walkover` };
  }
  const score = `${result.goalsFor}-${result.goalsAgainst}`;
  return { outcome: result.outcome, text: `${result.outcome} ${score}`, spoken: `${word} ${score}` };
}

/**
 * A match's result label, as it counts in the team's record (teamRecordResult): null before both
 * scores are in, and for an abandoned or void match, which has no result.
 */
export function matchResultLabel(match: ScoredMatch): ResultLabel | null {
  const result = teamRecordResult(match);
  return result ? resultLabel(result) : null;
}

export type ResultCodeMatch = { isHome: number | boolean; resultCode: MatchResultCode | null };

/** A result without goals in words: "Abandoned", "Void", "Walkover win" or "Walkover loss"; else null. */
export function resultCodeLabel(match: ResultCodeMatch): string | null {
  if (match.resultCode === 'abandoned') return 'Abandoned';
  if (match.resultCode === 'void') return 'Void';
  const walkover = walkoverOutcome(match);
  if (!walkover) return null;
  return walkover === 'W' ? 'Walkover win' : 'Walkover loss';
}

/** "Cup · U11 Challenge Cup 2026 - 2027", or "Cup" when Full-Time did not name the competition. */
export function cupLabel(competition: string | null): string {
  const name = competition?.trim();
  return name ? `Cup · ${name}` : 'Cup';
}
