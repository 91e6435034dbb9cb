import { clsx } from 'clsx';
import { type SquadRoleType, squadRoleShortLabels, squadRoleTypes } from '../../shared/domain/squad-roles';

/**
 * Which set-piece list a phone shows (penalties, corners, attacking and defensive free kicks), each
 * with its count of takers: the squad's roles board and a match's squad roles share it. Toggle buttons
 * (`aria-pressed`), 44 px tall; two across on a phone, four once there is room (`fitsTo`: the screen,
 * or the card's container query where the card is narrower than the screen).
 */
export function SetPiecePicker({
  shown,
  countOf,
  onShow,
  fitsTo,
}: {
  shown: SquadRoleType;
  countOf: (roleType: SquadRoleType) => number;
  onShow: (roleType: SquadRoleType) => void;
  fitsTo: 'screen' | 'container';
}) {
  return (
    <fieldset
      className={clsx(
        'mb-3 grid min-w-0 grid-cols-2 gap-1',
        fitsTo === 'screen' ? 'sm:grid-cols-4' : '@md:grid-cols-4',
      )}
    >
      <legend className="sr-only">Show set piece</legend>
      {squadRoleTypes.map((roleType) => {
        const isShown = roleType === shown;
        return (
          <button
            key={roleType}
            type="button"
            aria-pressed={isShown}
            onClick={() => onShow(roleType)}
            className={clsx(
              'flex min-h-11 cursor-pointer items-center justify-center gap-1.5 rounded-lg px-2 text-sm font-semibold transition-colors',
              isShown
                ? 'bg-green-700 text-white shadow-sm'
                : 'bg-slate-100 text-slate-700 hover:bg-slate-200 hover:text-slate-900',
            )}
          >
            {squadRoleShortLabels[roleType]}
            <span className={clsx('tabular-nums', isShown ? 'text-green-100' : 'text-slate-600')}>
              {countOf(roleType)}
            </span>
          </button>
        );
      })}
    </fieldset>
  );
}
