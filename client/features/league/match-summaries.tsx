import type { LastResult, NextMatch } from '../../../shared/contracts/league';
import { FullTimeMark } from '../../components/full-time-mark';
import { Badge, type BadgeVariant } from '../../components/ui/badge';
import { cn } from '../../lib/cn';
import {
  avatarTone,
  lastResultView,
  nextMatchView,
  POSTPONED,
  postponedMatchView,
  teamInitials,
} from './league-format';

/** Spec 000 §2: the team's first two initials in a circle. Decorative: the name is always beside it. */
export function TeamAvatar({ name, className }: { name: string; className?: string }) {
  return (
    <span
      aria-hidden
      className={cn(
        'flex size-11 shrink-0 items-center justify-center rounded-full text-sm font-bold tracking-wide select-none',
        avatarTone(name),
        className,
      )}
    >
      {teamInitials(name)}
    </span>
  );
}

const outcomeBadges: Record<LastResult['outcome'], BadgeVariant> = {
  W: 'brand',
  L: 'danger',
  D: 'neutral',
};

/** "W 3-1" with the match day under it, or "Not Played" (spec 000 §4). */
export function LastResultSummary({ result }: { result: LastResult | null }) {
  const view = lastResultView(result);
  if (view.kind === 'not-played') return <span className="text-sm text-slate-600">{view.text}</span>;
  return (
    <div className="flex flex-col items-start gap-1">
      <span className="flex flex-wrap items-center gap-1.5">
        <Badge variant={outcomeBadges[view.outcome]} className="px-2 text-sm tabular-nums">
          {/* A lone "W" means little when read out. */}
          <span aria-hidden>{view.label}</span>
          <span className="sr-only">{view.spoken}</span>
        </Badge>
        {view.isFromFullTime ? <FullTimeMark /> : null}
      </span>
      {view.date && view.iso ? (
        <time dateTime={view.iso} className="text-sm text-slate-600">
          {view.date}
        </time>
      ) : null}
    </div>
  );
}

/** The next fixture's day, kick-off and Home or Away; "Date TBD" when undated; "TBD" with none. */
export function NextMatchSummary({ next }: { next: NextMatch | null }) {
  const view = nextMatchView(next);
  if (view.kind === 'none') return <span className="text-sm text-slate-600">{view.text}</span>;
  return (
    <div className="flex flex-col items-start gap-1">
      {view.iso ? (
        <time dateTime={view.iso} className="text-sm font-medium text-slate-900">
          {view.when}
        </time>
      ) : (
        <span className="text-sm font-medium text-slate-900">{view.when}</span>
      )}
      <span className="flex flex-wrap items-center gap-1.5">
        <Badge variant={view.venue === 'Home' ? 'info' : 'outline'}>{view.venue}</Badge>
        {view.isFromFullTime ? <FullTimeMark /> : null}
      </span>
    </div>
  );
}

/**
 * The fixture FA Full-Time marks postponed, under the next match: a "Postponed" badge and the day it was
 * to be played. Nothing when there is none.
 */
export function PostponedSummary({ postponed }: { postponed: NextMatch | null }) {
  const view = postponedMatchView(postponed);
  if (!view) return null;
  return (
    <div className="mt-2 flex flex-col items-start gap-1">
      <span className="flex flex-wrap items-center gap-1.5">
        <Badge variant="neutral">{POSTPONED}</Badge>
        {view.isFromFullTime ? <FullTimeMark /> : null}
      </span>
      <span className="text-sm text-slate-600">
        {view.iso ? <time dateTime={view.iso}>{view.when}</time> : view.when} · {view.venue}
      </span>
    </div>
  );
}
