import { describe, expect, expectTypeOf, it } from 'vitest';
import type { User, UserTeam } from './auth.js';
import * as authRoutes from './auth-routes.js';
import * as authWriteRoutes from './auth-write-routes.js';
import type { MessageResponse } from './params.js';
import type { RouteAnswer, RouteInput } from './route.js';
import { routeUrl } from './route.js';

describe('auth routes', () => {
  it('give the addresses the client calls and navigates to', () => {
    expect(routeUrl(authRoutes.getUser, {})).toBe('/api/auth/user');
    expect(routeUrl(authRoutes.getTeamRole, { teamId: 'a/b' })).toBe('/api/auth/team-role/a%2Fb');
    expect(() => routeUrl(authRoutes.getTeamRole, { teamId: null })).toThrow(/needs a team/);
    expect(authRoutes.login.path).toBe('/api/login');
    expect(authRoutes.logout.path).toBe('/api/logout');
    expect(routeUrl(authRoutes.login, { query: { returnTo: '/teams/a/match-planning?matchId=7' } })).toBe(
      '/api/login?returnTo=%2Fteams%2Fa%2Fmatch-planning%3FmatchId%3D7',
    );
  });

  it('take a page of this site to return to with a sign-in link, and nothing else', async () => {
    const { requestMagicLinkBody } = await authWriteRoutes.requestMagicLink.load();
    const email = 'coach@demo.test';
    expect(requestMagicLinkBody.parse({ email, returnTo: '/teams/a/formation-viewer?match=7' })).toEqual({
      email,
      returnTo: '/teams/a/formation-viewer?match=7',
    });
    expect(requestMagicLinkBody.parse({ email })).toEqual({ email });
    for (const returnTo of ['//evil.com', 'https://evil.com', '/%2F%2Fevil.com', '/api/logout', 7]) {
      expect(requestMagicLinkBody.safeParse({ email, returnTo }).success, String(returnTo)).toBe(false);
    }
  });

  it("declare the sign-in and sign-out pages' answers that are not JSON", async () => {
    const verify = authWriteRoutes.verify.schemas(await authWriteRoutes.verify.load());
    expect(Object.keys(verify.response).sort()).toEqual(['200', '303', '400']);
    expect(verify.response[200].content).toHaveProperty('text/html');
    expect(Object.keys(verify.response[400].content).sort()).toEqual(['application/json', 'text/html']);
    const script = authRoutes.verifyScript.schemas(await authRoutes.verifyScript.load());
    expect(script.response[200].content).toHaveProperty('text/javascript');
  });

  it('type the answers and inputs from the declarations', () => {
    expectTypeOf<RouteAnswer<typeof authRoutes.getUser>>().toEqualTypeOf<User>();
    expectTypeOf<RouteAnswer<typeof authRoutes.listUserTeams>>().toEqualTypeOf<UserTeam[]>();
    expectTypeOf<RouteAnswer<typeof authWriteRoutes.requestMagicLink>>().toEqualTypeOf<MessageResponse>();
    expectTypeOf<RouteInput<typeof authRoutes.getTeamRole>['teamId']>().toEqualTypeOf<string>();
    // Pages and redirects: nothing a call could read.
    expectTypeOf<RouteAnswer<typeof authRoutes.verifyPage>>().toEqualTypeOf<never>();
    expectTypeOf<RouteAnswer<typeof authRoutes.login>>().toEqualTypeOf<never>();
  });
});
