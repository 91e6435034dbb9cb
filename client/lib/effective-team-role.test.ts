import { describe, expect, it } from 'vitest';
import type { User, UserTeam } from '../../shared/contracts/auth';
import { effectiveTeamRoleOf, onlyTeamOf } from './effective-team-role';

const team = (secureId: string, userRole: UserTeam['userRole']): UserTeam => ({
  id: secureId.length,
  secureId,
  name: `Team ${secureId}`,
  ageGroup: null,
  division: null,
  userRole,
});

describe('onlyTeamOf (the team an unscoped page is about)', () => {
  it("is the caller's one team, with the role the server gives on it", () => {
    expect(onlyTeamOf([team('abc', 'coach')])).toEqual(team('abc', 'coach'));
  });

  it('is none with several teams or none, as the server then refuses the unscoped form', () => {
    expect(onlyTeamOf([team('abc', 'coach'), team('def', 'coach')])).toBeNull();
    expect(onlyTeamOf([])).toBeNull();
    expect(onlyTeamOf(undefined)).toBeNull();
  });
});

describe('effectiveTeamRoleOf: canEditIfKnown (what a skeleton may say before the page is in)', () => {
  const user = (role: User['role']): User => ({
    id: 1,
    email: 'someone@example.test',
    firstName: null,
    lastName: null,
    profileImageUrl: null,
    role,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  });

  it.each([
    ['outside the team context (user or role still loading)', null, undefined, null],
    [
      'a coach on the team in the address',
      { user: user('coach'), teamId: 'abc', teamRole: 'coach' as const },
      undefined,
      true,
    ],
    [
      'a parent on the team in the address',
      { user: user('player_parent'), teamId: 'abc', teamRole: 'player_parent' as const },
      undefined,
      false,
    ],
    [
      'a platform admin, on any team',
      { user: user('admin'), teamId: 'abc', teamRole: null },
      undefined,
      true,
    ],
    [
      'unscoped, the teams not read yet',
      { user: user('coach'), teamId: null, teamRole: null },
      undefined,
      null,
    ],
    [
      'unscoped, the one team coached',
      { user: user('coach'), teamId: null, teamRole: null },
      [team('abc', 'coach')],
      true,
    ],
    [
      'unscoped, a parent of the one team',
      { user: user('coach'), teamId: null, teamRole: null },
      [team('abc', 'player_parent')],
      false,
    ],
    [
      'unscoped, several teams (the page asks to choose one instead)',
      { user: user('coach'), teamId: null, teamRole: null },
      [team('abc', 'coach'), team('def', 'coach')],
      null,
    ],
    [
      'unscoped, no team (the page says so instead)',
      { user: user('coach'), teamId: null, teamRole: null },
      [],
      null,
    ],
    [
      'unscoped, a platform admin (never asks)',
      { user: user('admin'), teamId: null, teamRole: null },
      undefined,
      true,
    ],
  ])('%s', (_case, context, teams, expected) => {
    expect(effectiveTeamRoleOf(context, { data: teams, isPending: teams === undefined }).canEditIfKnown).toBe(
      expected,
    );
  });
});

describe('effectiveTeamRoleOf (what a screen offers)', () => {
  const coach: User = {
    id: 1,
    email: 'coach@example.test',
    firstName: null,
    lastName: null,
    profileImageUrl: null,
    role: 'coach',
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  };

  it("is read only until the server has answered, and never from the user's own platform role", () => {
    const unscoped = { user: coach, teamId: null, teamRole: null };
    expect(effectiveTeamRoleOf(unscoped, { data: undefined, isPending: true })).toEqual({
      isPending: true,
      teamId: null,
      role: null,
      canEdit: false,
      canEditIfKnown: null,
    });
    expect(
      effectiveTeamRoleOf({ ...unscoped, teamId: 'abc' }, { data: undefined, isPending: false }),
    ).toMatchObject({
      isPending: false,
      teamId: 'abc',
      role: null,
      canEdit: false,
    });
  });

  it("names the caller's only team on an unscoped page, with the role the server gives there", () => {
    const unscoped = { user: coach, teamId: null, teamRole: null };
    expect(effectiveTeamRoleOf(unscoped, { data: [team('abc', 'player_parent')], isPending: false })).toEqual(
      {
        isPending: false,
        teamId: 'abc',
        role: 'player_parent',
        canEdit: false,
        canEditIfKnown: false,
      },
    );
  });

  it('is unknown outside the signed-in layouts', () => {
    expect(effectiveTeamRoleOf(null, { data: undefined, isPending: false }).canEditIfKnown).toBeNull();
  });
});
