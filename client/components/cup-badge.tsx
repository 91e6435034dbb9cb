import { clsx } from 'clsx';
import { Trophy } from 'lucide-react';
import { cupLabel } from '../lib/match-result-labels';
import { Badge } from './ui/badge';

/**
 * A cup tie: a "Cup" badge, then the competition's name in small text that gives way first (two lines
 * at most, then cut short with an ellipsis; whole in the tooltip), so a long name fits a 375 px phone's
 * row or the league card's half. Match planning and the league screen both show it, so it lives here
 * rather than in either feature.
 */
export function CupBadge({ competition, className }: { competition: string | null; className?: string }) {
  const name = competition?.trim();
  return (
    <span
      className={clsx('flex max-w-full min-w-0 items-center gap-1.5', className)}
      title={cupLabel(competition)}
    >
      <Badge variant="outline">
        <Trophy className="size-3" aria-hidden />
        Cup
      </Badge>
      {name ? (
        <span className="line-clamp-2 min-w-0 text-xs break-words text-slate-600">
          <span className="sr-only">: </span>
          {name}
        </span>
      ) : null}
    </span>
  );
}
