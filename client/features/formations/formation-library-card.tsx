import { clsx } from 'clsx';
import { CircleAlert, Copy, Eye, Pencil, Trash2 } from 'lucide-react';
import { memo } from 'react';
import { Link } from 'react-router';
import type { Formation } from '../../../shared/contracts/formations';
import type { Match } from '../../../shared/contracts/matches';
import type { Player } from '../../../shared/contracts/squad';
import type { NotShownReason } from '../../../shared/domain/formation-for-period';
import type { TeamFormat } from '../../../shared/domain/formation-shapes';
import { Pitch } from '../../components/pitch/pitch';
import { Badge } from '../../components/ui/badge';
import { Button, buttonClasses } from '../../components/ui/button';
import { isPendingCopy } from './formation-library-api';
import { editorHref, positionedText, shapeBadgeText, viewerHrefOf } from './formation-library-format';
import {
  formationName,
  formationPitchPlayers,
  matchWhen,
  NOT_SHOWN_CARD_TEXT,
} from './formation-viewer-format';

export type FormationActions = {
  onDuplicate: (formation: Formation) => void;
  onDelete: (formation: Formation) => void;
};

const pendingActions = [
  { icon: Eye, text: 'View' },
  { icon: Pencil, text: 'Edit' },
  { icon: Copy, text: 'Duplicate' },
  { icon: Trash2, text: 'Delete' },
] as const;

/**
 * One saved formation (spec 001 §2.4): its name, shape and period, the mini pitch with shirt numbers,
 * the match, the notes (two lines at most), how many are placed, and a note when its period does not
 * show it (a copy not saved in the editor yet, or a plan a later one replaced); View and Edit (the
 * editor), Duplicate and Delete for coaches; for everyone else, View in the viewer.
 */
export const FormationCard = memo(function FormationCard({
  formation,
  match,
  label,
  players,
  notShown,
  teamId,
  teamFormat,
  actions,
}: {
  formation: Formation;
  /** The team's format, null while unknown: a shape of another format says which. */
  teamFormat: TeamFormat | null;
  /** The formation's match, when it has one and it is known. */
  match: Match | null;
  /** The match label: 'Practice Formation', 'vs ...', 'Unknown Match', 'Unknown Team'. */
  label: string;
  players: readonly Player[];
  /** Why its period does not show it; null when it is the period's plan or a practice formation. */
  notShown: NotShownReason | null;
  teamId: string | null;
  /** Null: read only. */
  actions: FormationActions | null;
}) {
  const name = formationName(formation);
  const headingId = `formation-${formation.id}`;
  const isSaving = isPendingCopy(formation);
  const onPitch = formationPitchPlayers(formation, players, match);
  const notes = formation.notes?.trim();
  const action = buttonClasses({ variant: 'outline', size: 'sm' });
  const named = <span className="sr-only"> {name}</span>;

  return (
    <li data-near={`formation-${formation.id}`} className="draw-when-near [--near-height:21rem]">
      <article
        aria-labelledby={headingId}
        aria-busy={isSaving || undefined}
        className={clsx(
          '@container flex h-full flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm shadow-slate-900/5',
          isSaving && 'opacity-70',
        )}
      >
        <div className="flex items-start justify-between gap-3">
          <h2 id={headingId} className="min-w-0 font-semibold break-words text-slate-900">
            {name}
          </h2>
          <div className="flex shrink-0 gap-1.5">
            <Badge variant="brand">
              <span className="sr-only">Shape </span>
              {shapeBadgeText(formation.formation, teamFormat)}
            </Badge>
            <Badge variant="info">
              <span aria-hidden>Q{formation.quarter}</span>
              <span className="sr-only">Period {formation.quarter}</span>
            </Badge>
          </div>
        </div>

        {/* The pitch beside what it is for where the card leaves room (a phone's full width, two cards on
            a tablet), above it in a narrower card (three on a small laptop). */}
        <div className="grid gap-3 @min-[19rem]:grid-cols-[180px_minmax(0,1fr)]">
          {onPitch.length > 0 ? (
            <Pitch players={onPitch} size="mini" label={name} />
          ) : (
            <div className="flex h-[120px] w-[180px] items-center justify-center rounded-md border border-dashed border-slate-300 bg-slate-50 text-sm text-slate-600">
              No formation
            </div>
          )}
          <div className="flex min-w-0 flex-col gap-1 text-sm">
            <p className="font-medium break-words text-slate-900">{label}</p>
            {match ? <p className="text-slate-600">{matchWhen(match)}</p> : null}
            <p className="text-slate-700 @min-[19rem]:mt-auto">{positionedText(formation)}</p>
          </div>
        </div>

        {notes ? <p className="line-clamp-2 text-sm break-words text-slate-600">{notes}</p> : null}
        {notShown ? (
          <p className="flex items-start gap-1.5 rounded-lg bg-amber-50 px-2.5 py-1.5 text-xs font-medium text-amber-900 ring-1 ring-amber-200">
            <CircleAlert className="mt-px size-3.5 shrink-0" aria-hidden />
            {NOT_SHOWN_CARD_TEXT[notShown]}
          </p>
        ) : null}
        {isSaving ? (
          <p role="status" className="sr-only">
            Saving the copy...
          </p>
        ) : null}

        <div className="mt-auto grid grid-cols-2 gap-2 pt-1">
          {actions && isSaving ? (
            // The copy's buttons, off until the server has given it an id: the card keeps its size.
            pendingActions.map(({ icon: Icon, text }) => (
              <Button key={text} variant="outline" size="sm" disabled>
                <Icon aria-hidden />
                {text}
              </Button>
            ))
          ) : actions ? (
            <>
              <Link to={editorHref(teamId, formation)} className={action}>
                <Eye aria-hidden />
                View{named}
              </Link>
              <Link to={editorHref(teamId, formation)} className={action}>
                <Pencil aria-hidden />
                Edit{named}
              </Link>
              <Button variant="outline" size="sm" onClick={() => actions.onDuplicate(formation)}>
                <Copy aria-hidden />
                Duplicate{named}
              </Button>
              <Button variant="outline-destructive" size="sm" onClick={() => actions.onDelete(formation)}>
                <Trash2 aria-hidden />
                Delete{named}
              </Button>
            </>
          ) : (
            <Link to={viewerHrefOf(teamId, formation)} className={clsx(action, 'col-span-2')}>
              <Eye aria-hidden />
              View{named}
            </Link>
          )}
        </div>
      </article>
    </li>
  );
});
