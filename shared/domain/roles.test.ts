import { describe, expect, it } from 'vitest';
import { canEditTeam, displayRole, highestTeamRole, resolveEffectiveTeamRole, roleBadgeLabel } from './roles';

describe('resolveEffectiveTeamRole', () => {
  it('makes a platform admin admin on every team, with or without a membership', () => {
    expect(
      resolveEffectiveTeamRole({ platformRole: 'admin', isClubAdmin: false, membershipRole: null }),
    ).toBe('admin');
    expect(
      resolveEffectiveTeamRole({
        platformRole: 'admin',
        isClubAdmin: false,
        membershipRole: 'player_parent',
      }),
    ).toBe('admin');
  });

  it("makes a club admin admin on the club's teams, over a weaker membership", () => {
    expect(
      resolveEffectiveTeamRole({ platformRole: 'player_parent', isClubAdmin: true, membershipRole: 'coach' }),
    ).toBe('admin');
  });

  it('otherwise uses the team membership role', () => {
    expect(
      resolveEffectiveTeamRole({
        platformRole: 'player_parent',
        isClubAdmin: false,
        membershipRole: 'coach',
      }),
    ).toBe('coach');
    expect(
      resolveEffectiveTeamRole({
        platformRole: 'coach',
        isClubAdmin: false,
        membershipRole: 'player_parent',
      }),
    ).toBe('player_parent');
  });

  it("never grants a team role from the user's own coach role", () => {
    expect(
      resolveEffectiveTeamRole({ platformRole: 'coach', isClubAdmin: false, membershipRole: null }),
    ).toBeNull();
  });
});

describe('role helpers', () => {
  it('picks the highest of several roles', () => {
    expect(highestTeamRole(['player_parent', null, 'coach'])).toBe('coach');
    expect(highestTeamRole([undefined, null])).toBeNull();
  });

  it('falls back to the platform role for display only', () => {
    expect(displayRole(null, 'coach')).toBe('coach');
    expect(displayRole('player_parent', 'admin')).toBe('player_parent');
    expect(displayRole(undefined, undefined)).toBe('unknown');
  });

  it('lets admins and coaches edit, and labels parents as Parent/Player', () => {
    expect(canEditTeam('admin')).toBe(true);
    expect(canEditTeam('coach')).toBe(true);
    expect(canEditTeam('player_parent')).toBe(false);
    expect(canEditTeam('unknown')).toBe(false);
    expect(roleBadgeLabel('player_parent')).toBe('Parent/Player');
  });
});
