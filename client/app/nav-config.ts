import type { PlatformRole, TeamRole } from '../../shared/domain/roles';
import { teamPagePath } from '../lib/team-path';

export type NavItemId =
  | 'squad'
  | 'matches'
  | 'formation-editor'
  | 'formations'
  | 'league'
  | 'how-to'
  | 'admin';

export type NavItem = {
  /** Also picks the item's icon in the phone's menu (mobile-nav-sheet.tsx, loaded with the menu). */
  id: NavItemId;
  label: string;
  /** Where the item goes: `teamId` is the team in the URL, or null on an unscoped page. */
  href: (teamId: string | null) => string;
  /** Team roles that see the item (spec 000 §2, navigation visibility). */
  roles: readonly TeamRole[];
  /** Shown without a team in context: How-To (spec 000 §2), and Admin for a platform admin. */
  showsWithoutTeam: boolean;
  /** Only for users whose platform role is admin. */
  platformAdminOnly?: boolean;
  /**
   * False until the page's route is registered in client/app/routes.tsx. Flip it in the same change, so
   * the menu never offers a page that answers 404.
   */
  pageExists: boolean;
};

const everyone = ['admin', 'coach', 'player_parent'] as const;
const editors = ['admin', 'coach'] as const;

const teamPath = (page: string) => (teamId: string | null) => teamPagePath(teamId, page);

/** The top navigation, in the order shown. */
export const navItems: readonly NavItem[] = [
  {
    id: 'squad',
    label: 'Squad',
    href: teamPath('squad-management'),
    roles: everyone,
    showsWithoutTeam: false,
    pageExists: true,
  },
  {
    id: 'matches',
    label: 'Matches',
    href: teamPath('match-planning'),
    roles: everyone,
    showsWithoutTeam: false,
    pageExists: true,
  },
  {
    id: 'formation-editor',
    label: 'Formation Editor',
    href: teamPath('formation-editor'),
    roles: editors,
    showsWithoutTeam: false,
    pageExists: true,
  },
  {
    id: 'formations',
    label: 'Formations',
    href: teamPath('formations'),
    roles: editors,
    showsWithoutTeam: false,
    pageExists: true,
  },
  {
    id: 'league',
    label: 'League',
    href: teamPath('league-management'),
    roles: everyone,
    showsWithoutTeam: false,
    pageExists: true,
  },
  {
    id: 'how-to',
    label: 'How-To',
    href: teamPath('how-to-guide'),
    roles: everyone,
    showsWithoutTeam: true,
    pageExists: true,
  },
  {
    id: 'admin',
    label: 'Admin',
    href: () => '/admin',
    roles: everyone,
    // On every page, team or not (issue 29): the platform admin's way back to the dashboard. Spec 000
    // §2 had only How-To without a team in context.
    showsWithoutTeam: true,
    platformAdminOnly: true,
    pageExists: true,
  },
];

export type NavViewer = {
  /** The team in the URL, or null. */
  teamId: string | null;
  /** The role to show on that team (team role, else the user's own role). */
  role: TeamRole | 'unknown';
  platformRole: PlatformRole;
};

/** The items this viewer sees, with their links resolved. */
export function visibleNavItems(
  items: readonly NavItem[],
  viewer: NavViewer,
): Array<NavItem & { to: string }> {
  return items
    .filter((item) => {
      if (!item.pageExists) return false;
      if (!viewer.teamId && !item.showsWithoutTeam) return false;
      if (item.platformAdminOnly && viewer.platformRole !== 'admin') return false;
      return viewer.role !== 'unknown' && item.roles.includes(viewer.role);
    })
    .map((item) => ({ ...item, to: item.href(viewer.teamId) }));
}

/**
 * Where the team switcher takes the viewer (issue 29): the page they are on, for the other team, without
 * the address's query (its ids, ?matchId= and the editor's match and formation, belong to the old
 * team). A page the new team's role does not see in the menu gives way to the team's squad.
 */
export function teamSwitchPath(pathname: string, team: { secureId: string; userRole: TeamRole }): string {
  const page = /^\/teams\/[^/]+\/([^/?#]+)/.exec(pathname)?.[1];
  const item = page ? navItems.find((entry) => entry.href(null) === `/${page}`) : undefined;
  const isOpen = page !== undefined && (item === undefined || item.roles.includes(team.userRole));
  return teamPagePath(team.secureId, isOpen && page ? page : 'squad-management');
}
