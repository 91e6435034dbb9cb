import { clsx } from 'clsx';
import type { LastResult, NextMatch, OppositionTeam } from '../../../shared/contracts/league';
import { CupBadge } from '../../components/cup-badge';
import { FullTimeMark } from '../../components/full-time-mark';
import { ResultBadge } from '../../components/result-badge';
import { Badge } from '../../components/ui/badge';
import {
  avatarTone,
  type CupView,
  lastResultView,
  nextMatchView,
  postponedMatchView,
  teamInitials,
} from './league-format';

/**
 * Spec 000 §2: the team's first two initials in a circle, its size the caller's (`size-11`). Decorative:
 * the name is always beside it.
 */
export function TeamAvatar({ name, className }: { name: string; className: string }) {
  return (
    <span
      aria-hidden
      className={clsx(
        'flex shrink-0 items-center justify-center rounded-full text-sm font-bold tracking-wide select-none',
        avatarTone(name),
        className,
      )}
    >
      {teamInitials(name)}
    </span>
  );
}

/** A cup tie's badge under a summary; it gives way (the competition cut short) in a narrow column. */
function CupLine({ cup }: { cup: CupView }) {
  if (!cup) return null;
  return <CupBadge competition={cup.competition} className="w-full" />;
}

/** "W 3-1" (or "W (walkover)") with the match day under it, or "Not Played" (spec 000 §4). */
export function LastResultSummary({ result }: { result: LastResult | null }) {
  const view = lastResultView(result);
  if (view.kind === 'not-played') return <span className="text-sm text-slate-600">{view.text}</span>;
  return (
    <div className="flex min-w-0 flex-col items-start gap-1">
      <span className="flex flex-wrap items-center gap-1.5">
        <ResultBadge result={view.result} size="md" />
        {view.isFromFullTime ? <FullTimeMark /> : null}
      </span>
      {view.date && view.iso ? (
        <time dateTime={view.iso} className="text-sm text-slate-600">
          {view.date}
        </time>
      ) : null}
      <CupLine cup={view.cup} />
    </div>
  );
}

/**
 * The next fixture's day, kick-off and Home or Away, with "Overdue" once its day has passed without a
 * result; "Date TBD" when undated; "TBD" with none.
 */
export function NextMatchSummary({ next }: { next: NextMatch | null }) {
  const view = nextMatchView(next);
  if (view.kind === 'none') return <span className="text-sm text-slate-600">{view.text}</span>;
  return (
    <div className="flex min-w-0 flex-col items-start gap-1">
      {view.iso ? (
        <time dateTime={view.iso} className="text-sm font-medium text-slate-900">
          {view.when}
        </time>
      ) : (
        <span className="text-sm font-medium text-slate-900">{view.when}</span>
      )}
      <span className="flex flex-wrap items-center gap-1.5">
        <Badge variant={view.venue === 'Home' ? 'info' : 'outline'}>{view.venue}</Badge>
        {/* Amber as match planning's Overdue status: the score is still to be entered. */}
        {view.isOverdue ? <Badge variant="warning">Overdue</Badge> : null}
        {view.isFromFullTime ? <FullTimeMark /> : null}
      </span>
      <CupLine cup={view.cup} />
    </div>
  );
}

/**
 * The latest match not played, under the next match: a "Postponed", "Abandoned" or "Void" badge and the
 * day it was (to be) played. Nothing when there is none.
 */
export function PostponedSummary({ postponed }: { postponed: OppositionTeam['postponedMatch'] }) {
  const view = postponedMatchView(postponed);
  if (!view) return null;
  return (
    <div className="mt-2 flex min-w-0 flex-col items-start gap-1">
      <span className="flex flex-wrap items-center gap-1.5">
        <Badge variant="neutral">{view.label}</Badge>
        {view.isFromFullTime ? <FullTimeMark /> : null}
      </span>
      <span className="text-sm text-slate-600">
        {view.iso ? <time dateTime={view.iso}>{view.when}</time> : view.when} ·{' '}
        <span className="whitespace-nowrap">{view.venue}</span>
      </span>
      <CupLine cup={view.cup} />
    </div>
  );
}
