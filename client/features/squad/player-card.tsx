import { clsx } from 'clsx';
import { Mail, Pencil, Trash2 } from 'lucide-react';
import { memo } from 'react';
import type { Player } from '../../../shared/contracts/squad';
import { squadRoleShortLabels, squadRoleTypes } from '../../../shared/domain/squad-roles';
import { Button } from '../../components/ui/button';
import { isGoalkeeper, playerName } from './player-display';
import { roleOrder } from './squad-role-board';

/**
 * The shirt with the number on it (spec 000 §9: goalkeeper pink, others blue). The number is HTML over
 * the drawing so it stays crisp and its contrast can be checked; white on pink-600 and blue-700 passes
 * for text this large and bold.
 */
export function Shirt({
  number,
  goalkeeper,
  className,
}: {
  number: number;
  goalkeeper: boolean;
  className?: string;
}) {
  return (
    <div
      role="img"
      aria-label={`Shirt number ${number}${goalkeeper ? ', goalkeeper' : ''}`}
      className={clsx('relative flex size-14 shrink-0 items-center justify-center', className)}
    >
      <svg
        viewBox="0 0 64 64"
        className={clsx(
          'absolute inset-0 size-full drop-shadow-sm',
          goalkeeper ? 'text-pink-600' : 'text-blue-700',
        )}
        aria-hidden
      >
        <path
          fill="currentColor"
          d="M22 6 L10 11 L2 24 L11 30 L15 25 L15 58 Q15 60 17 60 L47 60 Q49 60 49 58 L49 25 L53 30 L62 24 L54 11 L42 6 Q38 12 32 12 Q26 12 22 6 Z"
        />
        <path
          fill="none"
          stroke="rgb(255 255 255 / 0.35)"
          strokeWidth="2"
          d="M22 6 Q26 12 32 12 Q38 12 42 6"
        />
      </svg>
      <span className="relative mt-2 text-xl leading-none font-extrabold text-white tabular-nums">
        {number}
      </span>
    </div>
  );
}

export type PlayerCardActions = {
  onEdit: (player: Player) => void;
  onEmails: (player: Player) => void;
  onRemove: (player: Player) => void;
};

/** One player: shirt, name, position, notes and set-piece duties; editors also get the actions. */
export const PlayerCard = memo(function PlayerCard({
  player,
  actions,
}: {
  player: Player;
  actions: PlayerCardActions | null;
}) {
  const name = playerName(player);
  const duties = squadRoleTypes.flatMap((roleType) => {
    const order = roleOrder(player, roleType);
    return order === null ? [] : [{ roleType, order }];
  });
  // Absent for parents (the server leaves coaching notes out), and often just empty.
  const notes = player.coachingNotes?.trim();

  return (
    <article
      aria-labelledby={`player-${player.id}-name`}
      className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white shadow-sm shadow-slate-900/5"
    >
      <div className="flex flex-1 gap-3 p-4">
        <Shirt number={player.shirtNumber} goalkeeper={isGoalkeeper(player)} />
        <div className="min-w-0 flex-1">
          <h3 id={`player-${player.id}-name`} className="text-base leading-snug font-semibold text-slate-900">
            {name}
          </h3>
          <p className="text-sm text-slate-600">{player.preferredPosition}</p>
          {duties.length > 0 ? (
            <ul className="mt-2 flex flex-wrap gap-1.5" aria-label="Set pieces">
              {duties.map(({ roleType, order }) => (
                <li
                  key={roleType}
                  className="inline-flex items-center gap-1 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700"
                >
                  {squadRoleShortLabels[roleType]}
                  <span className="font-bold text-slate-900 tabular-nums">#{order}</span>
                </li>
              ))}
            </ul>
          ) : null}
          {notes ? (
            <p className="mt-2 text-sm leading-relaxed whitespace-pre-line text-slate-700 [overflow-wrap:anywhere]">
              {notes}
            </p>
          ) : null}
        </div>
      </div>
      {actions ? (
        <div className="grid grid-cols-3 border-t border-slate-100 p-1">
          <Button
            variant="ghost"
            size="sm"
            aria-label={`Edit ${name}`}
            onClick={() => actions.onEdit(player)}
          >
            <Pencil aria-hidden />
            Edit
          </Button>
          <Button
            variant="ghost"
            size="sm"
            aria-label={`Emails for ${name}`}
            onClick={() => actions.onEmails(player)}
          >
            <Mail aria-hidden />
            Emails
          </Button>
          <Button
            variant="ghost-destructive"
            size="sm"
            aria-label={`Remove ${name}`}
            onClick={() => actions.onRemove(player)}
          >
            <Trash2 aria-hidden />
            Remove
          </Button>
        </div>
      ) : null}
    </article>
  );
});
