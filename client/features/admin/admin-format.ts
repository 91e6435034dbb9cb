import type {
  AdminClub,
  AdminContactMessage,
  AdminTeam,
  PlayerEmailContact,
  TeamUser,
  UserSummary,
} from '../../../shared/contracts/admin';
import { type UkWallClock, ukWallClock } from '../../../shared/domain/uk-time';
import { MONTHS_SHORT, twoDigits } from '../../lib/match-dates';

/** "1 team", "3 teams": counts read as sentences in the confirmations. */
export function plural(count: number, singular: string, pluralForm = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : pluralForm}`;
}

/** Joins ["a", "b", "c"] as "a, b and c". */
export function listSentence(parts: string[]): string {
  if (parts.length <= 1) return parts.join('');
  return `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

export function personName(user: Pick<UserSummary, 'firstName' | 'lastName' | 'email'>): string {
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ').trim();
  return name || user.email;
}

export const categoryLabels: Record<AdminContactMessage['category'], string> = {
  general: 'General',
  technical: 'Technical',
  billing: 'Billing',
  privacy: 'Privacy',
  security: 'Security',
};

export const emailTypeLabels: Record<PlayerEmailContact['emails'][number]['type'], string> = {
  parent1: 'Parent 1',
  parent2: 'Parent 2',
  player: 'Player',
};

/** "5 Sept 2025", as en-GB writes it, in UK time as every date in the app. */
export function formatDate(iso: string): string {
  const clock = clockOf(iso);
  return clock ? dayOf(clock) : '';
}

/** "5 Sept 2025, 09:07" (UK time). */
export function formatDateTime(iso: string): string {
  const clock = clockOf(iso);
  return clock ? `${dayOf(clock)}, ${twoDigits(clock.hour)}:${twoDigits(clock.minute)}` : '';
}

function clockOf(iso: string): UkWallClock | null {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : ukWallClock(date);
}

const dayOf = (clock: UkWallClock) => `${clock.day} ${MONTHS_SHORT[clock.month - 1]} ${clock.year}`;

/** The server's order for clubs and for a club's teams: by name in lower case, then by id. */
function byNameThenId(a: { name: string; id: number }, b: { name: string; id: number }): number {
  const left = a.name.toLowerCase();
  const right = b.name.toLowerCase();
  if (left !== right) return left < right ? -1 : 1;
  return a.id - b.id;
}

/** The clubs list with `club` in the place the server will list it. */
export function withClub(clubs: readonly AdminClub[], club: AdminClub): AdminClub[] {
  return [...clubs.filter((row) => row.id !== club.id), club].sort(byNameThenId);
}

/** The clubs list with `team` among its club's teams, in the place the server will list it. */
export function withTeam(clubs: readonly AdminClub[], clubId: number, team: AdminTeam): AdminClub[] {
  return clubs.map((club) =>
    club.id === clubId
      ? {
          ...club,
          teamCount: club.teamCount + (club.myTeams.some((row) => row.id === team.id) ? 0 : 1),
          myTeams: [...club.myTeams.filter((row) => row.id !== team.id), team].sort(byNameThenId),
        }
      : club,
  );
}

/** A club or team drawn from what was sent, before the server has answered with its id. */
export const isPendingRow = (row: { id: number }) => row.id < 0;

/** Who can reach a team in the server's order: club admins, then coaches, then parents and players, each by address. */
export function withTeamMember(users: readonly TeamUser[], member: TeamUser): TeamUser[] {
  const rank = (entry: TeamUser) => (entry.isClubAdmin ? 0 : entry.role === 'coach' ? 1 : 2);
  const others = users.filter((entry) => entry.isClubAdmin || entry.user.email !== member.user.email);
  return [...others, member].sort((a, b) => {
    if (rank(a) !== rank(b)) return rank(a) - rank(b);
    const left = a.user.email.toLowerCase();
    const right = b.user.email.toLowerCase();
    return left === right ? 0 : left < right ? -1 : 1;
  });
}
