import { clsx } from 'clsx';
import { TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Match } from '../../../shared/contracts/matches';
import type { Player } from '../../../shared/contracts/squad';
import { CardDescription, CardHeader, CardTitle } from '../../components/ui/card';

// What the match-day cards share: their props, their header and how a player is drawn in a row.

/** Every match-day card takes the same four things from the page. */
export type MatchDayCardProps = {
  match: Match;
  players: readonly Player[];
  /** Admin or coach on the team (useEffectiveTeamRole): the editing controls; else read only. */
  canEdit: boolean;
  /** The team in the URL, or null on the unscoped page. */
  teamId: string | null;
};

/** A card's h2 title, one line under it and, on the right, its action. */
export function MatchDayCardHeader({
  id,
  title,
  description,
  action,
}: {
  id: string;
  title: string;
  description?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <CardHeader layout="row" className="pb-4 sm:pb-4">
      <div className="grid min-w-0 flex-1 gap-1.5">
        <CardTitle id={id}>{title}</CardTitle>
        {description ? <CardDescription>{description}</CardDescription> : null}
      </div>
      {action ? <div className="shrink-0 max-sm:w-full [&>*]:max-sm:w-full">{action}</div> : null}
    </CardHeader>
  );
}

/** The shirt number in a round badge, and the name beside it: "7 Sam Jones" read as one. */
export function PlayerTag({ player, muted = false }: { player: Player; muted?: boolean }) {
  const name = `${player.firstName} ${player.lastName ?? ''}`.trim();
  return (
    <span className="flex min-w-0 items-center gap-2">
      <span
        className={clsx(
          'flex h-7 min-w-7 shrink-0 items-center justify-center rounded-full px-1 text-sm font-bold tabular-nums',
          muted ? 'bg-slate-100 text-slate-600' : 'bg-green-700 text-white',
        )}
      >
        {player.shirtNumber}
      </span>{' '}
      <span className={clsx('truncate text-sm font-medium', muted ? 'text-slate-600' : 'text-slate-900')}>
        {name}
      </span>
    </span>
  );
}

/**
 * The goals the match can no longer hold (a sync lowered the score, or gave a result without goals):
 * said in the goals cards as a notice rather than an error: nothing failed, the coach removes the extras.
 */
export function GoalsOverScoreNotice({ text }: { text: string | null }) {
  if (!text) return null;
  return (
    <p
      role="status"
      className="flex items-start gap-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200"
    >
      <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
      <span>{text}</span>
    </p>
  );
}
