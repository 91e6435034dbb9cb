import { describe, expect, it } from 'vitest';
import { teamHomePath, teamPagePath } from './team-path';

describe('teamPagePath', () => {
  it('puts the page under the team in context, or at the top without one', () => {
    expect(teamPagePath('Ab_1', 'league-management')).toBe('/teams/Ab_1/league-management');
    expect(teamPagePath(null, 'league-management')).toBe('/league-management');
    expect(teamPagePath('a/b', 'how-to-guide')).toBe('/teams/a%2Fb/how-to-guide');
  });

  it("sends a team's link to its squad", () => {
    expect(teamHomePath({ secureId: 'Ab_1' })).toBe('/teams/Ab_1/squad-management');
  });
});
