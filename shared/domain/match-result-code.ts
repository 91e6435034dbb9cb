// What FA Full-Time can say of a fixture instead of a score (letter codes in the score cell or the status
// column). Postponed stays a fixture state of its own (matches.is_postponed): a postponed match is played
// later and gets a score then. The codes here are results that stand without goals: they clear any
// number Full-Time showed before, count in no player's statistics, and a walkover is a win or a loss
// in the team's record.

export const MATCH_RESULT_CODES = ['abandoned', 'void', 'homeWalkover', 'awayWalkover'] as const;
export type MatchResultCode = (typeof MATCH_RESULT_CODES)[number];

export function isMatchResultCode(value: unknown): value is MatchResultCode {
  return typeof value === 'string' && (MATCH_RESULT_CODES as readonly string[]).includes(value);
}
