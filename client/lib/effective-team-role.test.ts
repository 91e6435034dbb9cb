import { describe, expect, it } from 'vitest';
import type { UserTeam } from '../../shared/contracts/auth';
import { onlyTeamOf } from './effective-team-role';

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
