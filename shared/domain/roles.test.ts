import { describe, expect, it } from 'vitest';
import {
  canEditTeam,
  displayRole,
  resolveEffectiveTeamRole,
  roleBadgeLabel,
  teamRoleFromServer,
} from './roles';

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

describe('teamRoleFromServer (decision 014)', () => {
  it("takes the server's answer for the team, whatever the user's own role", () => {
    // An invited coach: created as player_parent, coach on the team.
    expect(teamRoleFromServer({ platformRole: 'player_parent', serverRole: 'coach' })).toBe('coach');
    // A club admin (platform role player_parent) is admin on the club's teams.
    expect(teamRoleFromServer({ platformRole: 'player_parent', serverRole: 'admin' })).toBe('admin');
    expect(teamRoleFromServer({ platformRole: 'coach', serverRole: 'player_parent' })).toBe('player_parent');
  });

  it("never lets the user's own role stand in for a missing answer", () => {
    expect(teamRoleFromServer({ platformRole: 'coach', serverRole: null })).toBeNull();
    expect(teamRoleFromServer({ platformRole: 'player_parent', serverRole: undefined })).toBeNull();
  });

  it('makes a platform admin admin without an answer, as the server does', () => {
    expect(teamRoleFromServer({ platformRole: 'admin', serverRole: undefined })).toBe('admin');
    expect(
      resolveEffectiveTeamRole({ platformRole: 'admin', isClubAdmin: false, membershipRole: null }),
    ).toBe('admin');
  });
});

describe('role helpers', () => {
  it('falls back to the platform role for display only', () => {
    expect(displayRole(null, 'coach')).toBe('coach');
    expect(displayRole('player_parent', 'admin')).toBe('player_parent');
    expect(displayRole(undefined, undefined)).toBe('unknown');
  });

  it('lets admins and coaches of the team edit, and labels parents as Parent/Player', () => {
    expect(canEditTeam('admin')).toBe(true);
    expect(canEditTeam('coach')).toBe(true);
    expect(canEditTeam('player_parent')).toBe(false);
    expect(canEditTeam(null)).toBe(false);
    expect(roleBadgeLabel('player_parent')).toBe('Parent/Player');
  });
});
