import { walkoverOutcome } from '../../shared/domain/match-result';
import type { MatchResultCode } from '../../shared/domain/match-result-code';

// What the screens call a result FA Full-Time gives without goals (shared/domain/match-result-code.ts).
// Match planning and the league screen both write them, so the words live here rather than in either
// feature. Which side a walkover went to is the domain's to say (walkoverOutcome).

export type ResultCodeMatch = { isHome: number | boolean; resultCode: MatchResultCode | null };

export type WalkoverLabel = { outcome: 'W' | 'L'; label: 'Walkover win' | 'Walkover loss' };

/** "Walkover win" or "Walkover loss" from our side; null for any match that is not a walkover. */
export function walkoverLabel(match: ResultCodeMatch): WalkoverLabel | null {
  const outcome = walkoverOutcome(match);
  if (!outcome) return null;
  return { outcome, label: outcome === 'W' ? 'Walkover win' : 'Walkover loss' };
}

/** The badge's words for a result without goals: "Abandoned", "Void", "Walkover win" or "Walkover loss". */
export function resultCodeLabel(match: ResultCodeMatch): string | null {
  if (match.resultCode === 'abandoned') return 'Abandoned';
  if (match.resultCode === 'void') return 'Void';
  return walkoverLabel(match)?.label ?? null;
}

/** "Cup · U11 Challenge Cup 2026 - 2027", or "Cup" when Full-Time did not name the competition. */
export function cupLabel(competition: string | null): string {
  const name = competition?.trim();
  return name ? `Cup · ${name}` : 'Cup';
}
