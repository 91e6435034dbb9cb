import { useQuery } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { Check, ChevronsUpDown } from 'lucide-react';
import { useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { roleBadgeLabel } from '../../../shared/domain/roles';
import { userTeamsQuery } from '../../lib/user-teams-query';
import { teamSwitchPath } from '../nav-config';

const nameClasses = 'line-clamp-2 text-left text-sm leading-tight font-semibold text-slate-900';

/**
 * The team in the address, named in the header; for a member of several teams (coach, parent, club
 * admin) a button that lists them and goes to the same page for the one chosen (issue 29). The list is
 * the browser's popover: it opens and closes by keyboard and pointer, Escape and a tap outside close it,
 * and it stands over the page beside its button (CSS anchor positioning; a browser without it shows
 * the list in the middle of the screen), so opening it moves nothing. It appears when the teams answer,
 * at the left of the header's right-hand end, so what is already drawn there stays where it is.
 */
export function TeamSwitcher({ teamId }: { teamId: string }) {
  const { pathname } = useLocation();
  const { data: teams } = useQuery(userTeamsQuery({ enabled: true }));
  const list = useRef<HTMLDivElement>(null);
  const current = teams?.find((team) => team.secureId === teamId);
  if (!teams || !current) return null;
  if (teams.length === 1) {
    return <p className={clsx(nameClasses, 'min-w-0 max-w-34 sm:max-w-56')}>{current.name}</p>;
  }
  return (
    <>
      <button
        type="button"
        popoverTarget="team-switcher"
        aria-label={`Team: ${current.name}, switch team`}
        className="flex min-h-11 max-w-34 min-w-0 items-center gap-1.5 rounded-lg border border-slate-200 px-2.5 py-1 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-green-700 sm:max-w-56 [anchor-name:--team-switcher]"
      >
        <span className={nameClasses}>{current.name}</span>
        <ChevronsUpDown className="size-4 shrink-0 text-slate-500" aria-hidden />
      </button>
      <div
        ref={list}
        id="team-switcher"
        popover="auto"
        className="w-72 max-w-[calc(100vw-2rem)] rounded-xl border border-slate-200 bg-white p-2 shadow-lg [inset:auto] [margin:0.25rem_0_0] [position-anchor:--team-switcher] [position-try-fallbacks:flip-inline] [right:anchor(right)] [top:anchor(bottom)]"
      >
        <nav aria-label="Your teams">
          <ul className="grid gap-1">
            {teams.map((team) => {
              const isCurrent = team.secureId === teamId;
              return (
                <li key={team.secureId}>
                  <Link
                    to={teamSwitchPath(pathname, team)}
                    aria-current={isCurrent ? 'true' : undefined}
                    onClick={() => list.current?.hidePopover()}
                    className={clsx(
                      'flex min-h-11 items-center gap-3 rounded-lg px-3 py-2',
                      isCurrent ? 'bg-green-50 text-green-800' : 'text-slate-800 hover:bg-slate-100',
                    )}
                  >
                    <span className="min-w-0 flex-1 leading-tight">
                      <span className="block text-sm font-semibold">{team.name}</span>
                      <span className="block text-xs text-slate-600">{roleBadgeLabel(team.userRole)}</span>
                    </span>
                    {isCurrent ? <Check className="size-4 shrink-0" aria-hidden /> : null}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
      </div>
    </>
  );
}
