// Results from our side of the score (spec 000 §4): home or away decides which score is ours. This is
// the one place that decides a match's W/D/L, for a score and for a result FA Full-Time gives without
// one (shared/domain/match-result-code.ts).

import type { MatchResultCode } from './match-result-code.js';

export type Outcome = 'W' | 'L' | 'D';
export type ScoredMatch = {
  isHome: number | boolean;
  homeScore: number | null;
  awayScore: number | null;
  /** A result without goals (abandoned, void, walkover); absent reads as none. */
  resultCode?: MatchResultCode | null;
};
/** A result from both scores. */
export type ScoreResult = { outcome: Outcome; goalsFor: number; goalsAgainst: number };
/** A walkover: a win or a loss, without goals. */
export type WalkoverResult = { outcome: 'W' | 'L'; goalsFor: null; goalsAgainst: null };
export type OurResult = ScoreResult | WalkoverResult;

export function isHomeMatch(match: Pick<ScoredMatch, 'isHome'>): boolean {
  return match.isHome === true || match.isHome === 1;
}

/** Both scores present means played; either missing means not played (yet). */
export function hasBothScores(match: ScoredMatch): boolean {
  return match.homeScore !== null && match.awayScore !== null;
}

/** The opponent's goals, or null while the score is incomplete. */
export function opponentScore(match: ScoredMatch): number | null {
  if (!hasBothScores(match)) return null;
  return isHomeMatch(match) ? match.awayScore : match.homeScore;
}

/**
 * Our win or loss in a walkover (the home walkover is the home side's win), or null for any other
 * match: abandoned and void are no result at all.
 */
export function walkoverOutcome(match: Pick<ScoredMatch, 'isHome' | 'resultCode'>): 'W' | 'L' | null {
  if (match.resultCode !== 'homeWalkover' && match.resultCode !== 'awayWalkover') return null;
  return isHomeMatch(match) === (match.resultCode === 'homeWalkover') ? 'W' : 'L';
}

/**
 * The result of the score alone, from our side; null until both scores are in. It reads no result code
 * (a match with one has no score, by the database's check), so a caller that shows goals can rely on
 * them: use teamRecordResult for the team's record.
 */
export function resultFromOurSide(match: ScoredMatch): ScoreResult | null {
  if (match.homeScore === null || match.awayScore === null) return null;
  const isHome = isHomeMatch(match);
  const goalsFor = isHome ? match.homeScore : match.awayScore;
  const goalsAgainst = isHome ? match.awayScore : match.homeScore;
  const outcome: Outcome = goalsFor > goalsAgainst ? 'W' : goalsFor < goalsAgainst ? 'L' : 'D';
  return { outcome, goalsFor, goalsAgainst };
}

/**
 * The match as it counts in the team's record (last result, W/D/L): a walkover is a win or a loss
 * without goals; abandoned and void are no result, whatever score might linger (the code is the record);
 * otherwise the score decides, as resultFromOurSide.
 */
export function teamRecordResult(match: ScoredMatch): OurResult | null {
  const walkover = walkoverOutcome(match);
  if (walkover) return { outcome: walkover, goalsFor: null, goalsAgainst: null };
  if (match.resultCode) return null;
  return resultFromOurSide(match);
}
