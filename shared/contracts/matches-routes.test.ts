import { describe, expect, expectTypeOf, it } from 'vitest';
import type { LiveEventAnswer, MatchLiveAnswer } from './match-live.js';
import type { Goal, LiveGoalAnswer, Match, MatchPlayingTimeAnswer } from './matches.js';
import * as matchesRoutes from './matches-routes.js';
import * as matchesWriteRoutes from './matches-write-routes.js';
import type { MessageResponse } from './params.js';
import type { RouteAnswer, RouteInput } from './route.js';
import { routeUrl } from './route.js';

describe('matches routes', () => {
  it("take the team's path with a team, and the unscoped form without", () => {
    expect(routeUrl(matchesRoutes.listMatches, { teamId: 't' })).toBe('/api/teams/t/matches');
    expect(routeUrl(matchesRoutes.listMatches, { teamId: null })).toBe('/api/matches');
    expect(routeUrl(matchesWriteRoutes.updateMatchSquadRoles, { teamId: 't', params: { id: 4 } })).toBe(
      '/api/teams/t/matches/4/squad-roles',
    );
    expect(routeUrl(matchesWriteRoutes.initializeSquadRoles, { teamId: null, params: { id: 4 } })).toBe(
      '/api/matches/4/initialize-squad-roles',
    );
    expect(routeUrl(matchesWriteRoutes.updateMatch, { params: { id: 4 } })).toBe('/api/matches/4');
    expect(routeUrl(matchesWriteRoutes.deleteGoal, { params: { id: 9 } })).toBe('/api/goals/9');
    expect(routeUrl(matchesRoutes.getMatchPlayingTime, { params: { id: 4 } })).toBe(
      '/api/matches/4/playing-time',
    );
    expect(routeUrl(matchesRoutes.getMatchLive, { params: { id: 4 } })).toBe('/api/matches/4/live');
    expect(routeUrl(matchesWriteRoutes.createLiveEvent, { params: { id: 4 } })).toBe(
      '/api/matches/4/live/events',
    );
    expect(routeUrl(matchesWriteRoutes.createLiveGoal, { params: { id: 4 } })).toBe(
      '/api/matches/4/live/goals',
    );
    expect(routeUrl(matchesWriteRoutes.undoLiveGoal, { params: { id: 4 } })).toBe(
      '/api/matches/4/live/goals/undo',
    );
    expect(routeUrl(matchesWriteRoutes.createLiveChange, { params: { id: 4 } })).toBe(
      '/api/matches/4/live/changes',
    );
    expect(routeUrl(matchesWriteRoutes.undoLiveChange, { params: { id: 4 } })).toBe(
      '/api/matches/4/live/changes/undo',
    );
  });

  it('type the answers from the declarations', () => {
    expectTypeOf<RouteAnswer<typeof matchesRoutes.listMatches>>().toEqualTypeOf<Match[]>();
    expectTypeOf<RouteAnswer<typeof matchesWriteRoutes.createMatch>>().toEqualTypeOf<Match>();
    expectTypeOf<RouteAnswer<typeof matchesWriteRoutes.replaceGoals>>().toEqualTypeOf<Goal[]>();
    expectTypeOf<
      RouteAnswer<typeof matchesRoutes.getMatchPlayingTime>
    >().toEqualTypeOf<MatchPlayingTimeAnswer>();
    expectTypeOf<RouteAnswer<typeof matchesRoutes.getMatchLive>>().toEqualTypeOf<MatchLiveAnswer>();
    expectTypeOf<RouteAnswer<typeof matchesWriteRoutes.createLiveEvent>>().toEqualTypeOf<LiveEventAnswer>();
    expectTypeOf<RouteAnswer<typeof matchesWriteRoutes.createLiveGoal>>().toEqualTypeOf<LiveGoalAnswer>();
    expectTypeOf<RouteAnswer<typeof matchesWriteRoutes.undoLiveGoal>>().toEqualTypeOf<LiveGoalAnswer>();
    expectTypeOf<RouteAnswer<typeof matchesWriteRoutes.deleteMatch>>().toEqualTypeOf<MessageResponse>();
    expectTypeOf<RouteInput<typeof matchesWriteRoutes.updateMatchTiming>['teamId']>().toEqualTypeOf<
      string | null | undefined
    >();
    expectTypeOf<RouteInput<typeof matchesWriteRoutes.updateMatch>['params']>().toEqualTypeOf<{
      id: string | number;
    }>();
  });
});
