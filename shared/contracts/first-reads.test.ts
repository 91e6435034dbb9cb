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

  it('the team sheet and the viewer preload the match their address names; the live screen does not', () => {
    const base = ['/api/auth/user', '/api/auth/team-role/Ab9', '/api/auth/teams'];
    const pageReads = ['/api/teams/Ab9/matches', '/api/teams/Ab9/players', '/api/teams/Ab9/formations'];
    expect(firstReadsOfPage('/teams/Ab9/team-sheet', new URLSearchParams('match=12'))).toEqual([
      ...base,
      ...pageReads,
      '/api/matches/12/playing-time',
    ]);
    expect(firstReadsOfPage('/teams/Ab9/formation-viewer', new URLSearchParams('match=7&quarter=2'))).toEqual(
      [...base, '/api/teams/Ab9/formations', '/api/matches/7/playing-time'],
    );
    // The live screen sets its clock by when its answer was written: asked by the page, never earlier.
    expect(firstReadsOfPage('/teams/Ab9/match-live', new URLSearchParams('match=7'))).toEqual([
      ...base,
      ...pageReads,
    ]);
    // Anything but a row id names no match, and a match on another page is not read.
    for (const match of ['0', '-1', '1.5', '1e3', '9999999999', '7"><script>', '']) {
      expect(firstReadsOfPage('/teams/Ab9/team-sheet', new URLSearchParams({ match })), match).toEqual([
        ...base,
        ...pageReads,
      ]);
    }
    expect(firstReadsOfPage('/teams/Ab9/squad-management', new URLSearchParams('match=7'))).not.toContain(
      '/api/matches/7/playing-time',
    );
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
