import { describe, expect, it } from 'vitest';
import { type NavItem, navItems, teamSwitchPath, visibleNavItems } from './nav-config';
import { registeredPaths } from './routes';

// Every page as if it had landed, to test the visibility table itself.
const allLanded: NavItem[] = navItems.map((item) => ({ ...item, pageExists: true }));
const labels = (items: Array<{ label: string }>) => items.map((item) => item.label).sort();

describe('visibleNavItems (spec 000 §2, navigation visibility)', () => {
  it('shows a team admin and a coach everything but Admin', () => {
    for (const role of ['admin', 'coach'] as const) {
      expect(labels(visibleNavItems(allLanded, { teamId: 'abc', role, platformRole: 'coach' }))).toEqual([
        'Formation Editor',
        'Formations',
        'How-To',
        'League',
        'Matches',
        'Squad',
      ]);
    }
  });

  it('hides the formation pages from a parent or player', () => {
    expect(
      labels(
        visibleNavItems(allLanded, { teamId: 'abc', role: 'player_parent', platformRole: 'player_parent' }),
      ),
    ).toEqual(['How-To', 'League', 'Matches', 'Squad']);
  });

  it('adds Admin for a platform admin only', () => {
    const items = visibleNavItems(allLanded, { teamId: 'abc', role: 'admin', platformRole: 'admin' });
    expect(items.find((item) => item.label === 'Admin')?.to).toBe('/admin');
  });

  it('shows only How-To without a team in context, with the unscoped link, and Admin to a platform admin', () => {
    const coach = visibleNavItems(allLanded, { teamId: null, role: 'coach', platformRole: 'coach' });
    expect(coach.map((item) => [item.label, item.to])).toEqual([['How-To', '/how-to-guide']]);
    const admin = visibleNavItems(allLanded, { teamId: null, role: 'admin', platformRole: 'admin' });
    expect(admin.map((item) => [item.label, item.to])).toEqual([
      ['How-To', '/how-to-guide'],
      ['Admin', '/admin'],
    ]);
  });

  it('builds team-scoped links from the team in the URL', () => {
    const items = visibleNavItems(allLanded, { teamId: 'Xy_9', role: 'coach', platformRole: 'coach' });
    expect(items.find((item) => item.label === 'Squad')?.to).toBe('/teams/Xy_9/squad-management');
    expect(items.find((item) => item.label === 'How-To')?.to).toBe('/teams/Xy_9/how-to-guide');
  });

  it('shows nothing for an unknown role', () => {
    expect(visibleNavItems(allLanded, { teamId: 'abc', role: 'unknown', platformRole: 'coach' })).toEqual([]);
  });

  it('never shows an item whose page has not landed', () => {
    const items = navItems.map((item) => ({ ...item, pageExists: item.id === 'squad' }));
    expect(labels(visibleNavItems(items, { teamId: 'abc', role: 'coach', platformRole: 'coach' }))).toEqual([
      'Squad',
    ]);
  });

  it('only offers pages whose routes are registered in routes.tsx', () => {
    const registered = registeredPaths();
    for (const item of navItems.filter((candidate) => candidate.pageExists)) {
      const page = item.href(null).replace(/^\//, '');
      expect(registered, `${item.label} is on but ${page} is not registered`).toContain(page);
    }
  });
});

describe('teamSwitchPath (issue 29, the header team switcher)', () => {
  const coach = { secureId: 'new-team', userRole: 'coach' } as const;
  const parent = { secureId: 'new-team', userRole: 'player_parent' } as const;

  it('keeps the page and drops the old team ids of the address', () => {
    expect(teamSwitchPath('/teams/old-team/squad-management', coach)).toBe(
      '/teams/new-team/squad-management',
    );
    expect(teamSwitchPath('/teams/old-team/match-planning', coach)).toBe('/teams/new-team/match-planning');
    expect(teamSwitchPath('/teams/old-team/formation-editor', coach)).toBe(
      '/teams/new-team/formation-editor',
    );
  });

  it('goes to the squad for a page the role on the new team does not have', () => {
    expect(teamSwitchPath('/teams/old-team/formation-editor', parent)).toBe(
      '/teams/new-team/squad-management',
    );
    expect(teamSwitchPath('/teams/old-team/match-planning', parent)).toBe('/teams/new-team/match-planning');
  });

  it('goes to the squad from an address without a page', () => {
    expect(teamSwitchPath('/teams/old-team', coach)).toBe('/teams/new-team/squad-management');
    expect(teamSwitchPath('/teams/old-team/', coach)).toBe('/teams/new-team/squad-management');
  });
});
