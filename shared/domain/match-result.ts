// Results from our side of the score (spec 000 §4): home or away decides which score is ours.

export type Outcome = 'W' | 'L' | 'D';
export type ScoredMatch = { isHome: number | boolean; homeScore: number | null; awayScore: number | null };
export type OurResult = { outcome: Outcome; goalsFor: number; goalsAgainst: number };

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

export function resultFromOurSide(match: ScoredMatch): OurResult | null {
  if (match.homeScore === null || match.awayScore === null) return null;
  const isHome = isHomeMatch(match);
  const goalsFor = isHome ? match.homeScore : match.awayScore;
  const goalsAgainst = isHome ? match.awayScore : match.homeScore;
  const outcome: Outcome = goalsFor > goalsAgainst ? 'W' : goalsFor < goalsAgainst ? 'L' : 'D';
  return { outcome, goalsFor, goalsAgainst };
}
