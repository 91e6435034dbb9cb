import { clsx } from 'clsx';
import { ChevronRight, MapPin, Plus, Settings, Trash2, Users } from 'lucide-react';
import { Link } from 'react-router';
import type { AdminClub, AdminTeam } from '../../../shared/contracts/admin';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import type { fetchOnIntent } from '../../components/ui/on-demand';
import { teamHomePath } from '../../lib/team-path';
import { isPendingRow, plural } from './admin-format';
import { ClubAdminsPanel } from './club-admins-panel';

export type ClubCardActions = {
  onAddTeam: (club: AdminClub) => void;
  onDeleteClub: (club: AdminClub) => void;
  onManageUsers: (team: AdminTeam) => void;
  onTeamSettings: (team: AdminTeam) => void;
  onDeleteTeam: (team: AdminTeam, club: AdminClub) => void;
  /** Handlers for the button that opens a dialog, which fetch its code on the way (fetchOnIntent). */
  intentTo: (dialog: 'add-team' | 'manage-users' | 'team-settings') => ReturnType<typeof fetchOnIntent>;
};

const teamNameClasses =
  'group inline-flex min-h-11 max-w-full items-center gap-1 rounded text-base font-semibold text-slate-900';
const chevronClasses = 'size-4 shrink-0 text-slate-400';

/**
 * A team with its actions. A team still being created (isPendingRow) is drawn in the same shape, its
 * name not yet a link and its actions disabled, so the server's answer replaces it without moving a thing.
 */
function TeamRow({ team, club, actions }: { team: AdminTeam; club: AdminClub; actions: ClubCardActions }) {
  const isPending = isPendingRow(team) || isPendingRow(club);
  return (
    <li className="flex flex-col gap-3 py-3 sm:flex-row sm:items-center sm:gap-4">
      <div className="min-w-0 flex-1">
        {isPending ? (
          <span className={teamNameClasses}>
            <span className="truncate">{team.name}</span>
            <ChevronRight className={chevronClasses} aria-hidden />
          </span>
        ) : (
          <Link to={teamHomePath(team)} className={clsx(teamNameClasses, 'hover:text-green-800')}>
            <span className="truncate">{team.name}</span>
            <ChevronRight
              className={clsx(
                chevronClasses,
                'transition-transform group-hover:translate-x-0.5 group-hover:text-green-700',
              )}
              aria-hidden
            />
          </Link>
        )}
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5 text-sm text-slate-600">
          {team.ageGroup ? <Badge variant="brand">{team.ageGroup}</Badge> : null}
          {team.division ? <Badge variant="neutral">{team.division}</Badge> : null}
          <span>
            {plural(team.playerCount, 'player')} · {plural(team.matchCount, 'match', 'matches')} ·{' '}
            {plural(team.memberCount, 'member')}
          </span>
        </div>
      </div>
      <div className="flex items-center gap-2">
        <Button
          variant="outline"
          size="sm"
          className="grow basis-0 sm:grow-0 sm:basis-auto"
          disabled={isPending}
          onClick={() => actions.onManageUsers(team)}
          {...actions.intentTo('manage-users')}
        >
          <Users aria-hidden />
          Users<span className="sr-only"> of {team.name}</span>
        </Button>
        <Button
          variant="outline"
          size="sm"
          className="grow basis-0 sm:grow-0 sm:basis-auto"
          disabled={isPending}
          onClick={() => actions.onTeamSettings(team)}
          {...actions.intentTo('team-settings')}
        >
          <Settings aria-hidden />
          Settings<span className="sr-only"> of {team.name}</span>
        </Button>
        <Button
          variant="ghost-destructive"
          size="icon"
          aria-label={`Delete team ${team.name}`}
          disabled={isPending}
          onClick={() => actions.onDeleteTeam(team, club)}
        >
          <Trash2 aria-hidden />
        </Button>
      </div>
    </li>
  );
}

/** One club: its details, its teams with their actions, and its club admins. */
export function ClubCard({ club, actions }: { club: AdminClub; actions: ClubCardActions }) {
  const headingId = `club-${club.id}-heading`;
  // A club still being created is drawn whole, its actions disabled until the server has answered.
  const isPending = isPendingRow(club);
  return (
    <Card className="overflow-hidden">
      <div className="flex items-start gap-3 p-4 sm:p-6 sm:pb-4">
        <div className="min-w-0 flex-1">
          <h3 id={headingId} className="text-lg leading-tight font-semibold tracking-tight text-slate-900">
            {club.name}
          </h3>
          {club.location ? (
            <p className="mt-1 flex items-center gap-1.5 text-sm text-slate-600">
              <MapPin className="size-4 shrink-0 text-slate-500" aria-hidden />
              {club.location}
            </p>
          ) : null}
          {club.description ? <p className="mt-2 text-sm text-slate-700">{club.description}</p> : null}
        </div>
        <Button
          variant="ghost-destructive"
          size="icon"
          className="-mt-1 -mr-1"
          aria-label={`Delete club ${club.name}`}
          disabled={isPending}
          onClick={() => actions.onDeleteClub(club)}
        >
          <Trash2 aria-hidden />
        </Button>
      </div>

      <div className="px-4 sm:px-6">
        <div className="flex items-center justify-between gap-3 border-t border-slate-100 pt-3">
          <h4 className="text-sm font-semibold text-slate-900">
            Teams <span className="font-normal text-slate-600">({club.myTeams.length})</span>
          </h4>
          <Button
            variant="ghost-brand"
            size="sm"
            disabled={isPending}
            onClick={() => actions.onAddTeam(club)}
            {...actions.intentTo('add-team')}
          >
            <Plus aria-hidden />
            Add Team<span className="sr-only"> to {club.name}</span>
          </Button>
        </div>
        {club.myTeams.length === 0 ? (
          <p className="py-3 text-sm text-slate-600">No teams yet.</p>
        ) : (
          <ul className="divide-y divide-slate-100">
            {club.myTeams.map((team) => (
              <TeamRow key={team.id} team={team} club={club} actions={actions} />
            ))}
          </ul>
        )}
      </div>

      <div className="mt-3 border-t border-slate-200 bg-slate-50/70 p-4 sm:px-6">
        <ClubAdminsPanel club={club} />
      </div>
    </Card>
  );
}
