import { describe, expect, it } from 'vitest';
import { firstReadsOfPage } from './first-reads.js';

describe('firstReadsOfPage', () => {
  it.each([
    ['/teams/Ab_9-z/squad-management', ['players', 'team', 'stats', 'playing-time']],
    ['/teams/Ab_9-z/league-management', ['teams']],
    ['/teams/Ab_9-z/match-planning', ['matches', 'players', 'teams', 'formations', 'events']],
    ['/teams/Ab_9-z/match-live', ['matches', 'players', 'formations']],
    ['/teams/Ab_9-z/team-sheet', ['matches', 'players', 'formations']],
    ['/teams/Ab_9-z/formation-editor', ['players', 'matches', 'formations', 'team']],
    ['/teams/Ab_9-z/formation-viewer', ['formations']],
    ['/teams/Ab_9-z/formations', ['formations', 'matches', 'players', 'team']],
  ])(
    "%s: the user, the caller's role on the team, the caller's teams and the page's reads",
    (path, resources) => {
      expect(firstReadsOfPage(path)).toEqual([
        '/api/auth/user',
        '/api/auth/team-role/Ab_9-z',
        '/api/auth/teams',
        ...resources.map((resource) => `/api/teams/Ab_9-z/${resource}`),
      ]);
    },
  );

  it("unscoped pages preload only who is signed in: their reads wait for the caller's teams", () => {
    for (const path of [
      '/squad-management',
      '/league-management',
      '/match-planning',
      '/match-live',
      '/team-sheet',
      '/formation-editor',
      '/formation-viewer',
      '/formations',
    ]) {
      expect(firstReadsOfPage(path), path).toEqual(['/api/auth/user']);
    }
  });

  it('matches a path as the router does: static segments in any case, a trailing slash', () => {
    expect(firstReadsOfPage('/Teams/Ab9/League-Management/')).toEqual([
      '/api/auth/user',
      '/api/auth/team-role/Ab9',
      '/api/auth/teams',
      '/api/teams/Ab9/teams',
    ]);
    expect(firstReadsOfPage('/TEAMS/Ab9/squad-management')).toEqual([
      '/api/auth/user',
      '/api/auth/team-role/Ab9',
      '/api/auth/teams',
      '/api/teams/Ab9/players',
      '/api/teams/Ab9/team',
      '/api/teams/Ab9/stats',
      '/api/teams/Ab9/playing-time',
    ]);
  });

  it("a team's own address and its unknown pages: the user and the role only", () => {
    for (const path of ['/teams/Ab9', '/teams/Ab9/', '/teams/Ab9/no-such-page', '/teams/Ab9/constructor']) {
      expect(firstReadsOfPage(path), path).toEqual([
        '/api/auth/user',
        '/api/auth/team-role/Ab9',
        '/api/auth/teams',
      ]);
    }
  });

  it('every other page, and any path it cannot read safely, preloads only who is signed in', () => {
    for (const path of [
      '/',
      '/admin',
      '/how-to-guide',
      '/about',
      '/constructor',
      '/__proto__',
      '/teams',
      '/teams/Ab9/squad-management/more',
      // A team segment that is not an id the app makes: never written into the document.
      '/teams/"><script>alert(1)</script>/squad-management',
      '/teams/a b/squad-management',
      '/teams/a%2Fb/squad-management',
      `/teams/${'a'.repeat(65)}/squad-management`,
    ]) {
      expect(firstReadsOfPage(path), path).toEqual(['/api/auth/user']);
    }
  });
});
