import type { Outcome } from '../../shared/domain/match-result';
import type { ResultLabel } from '../lib/match-result-labels';
import { Badge, type BadgeSize, type BadgeVariant } from './ui/badge';

const outcomeVariants: Record<Outcome, BadgeVariant> = { W: 'brand', D: 'neutral', L: 'danger' };

/**
 * A result as every screen shows it: "W 3-1", our goals first, the letter saying it as well as the
 * colour; read out as "Won 3-1", since a lone "W" means little when heard. Match planning and the
 * league screen both show it, so it lives here rather than in either feature.
 */
export function ResultBadge({ result, size }: { result: ResultLabel; size?: BadgeSize }) {
  return (
    <Badge variant={outcomeVariants[result.outcome]} size={size} className="tabular-nums">
      <span aria-hidden>{result.text}</span>
      <span className="sr-only">{result.spoken}</span>
    </Badge>
  );
}
