import { queryOptions } from '@tanstack/react-query';
import { matchPlanningPageReads as reads } from '../../../shared/contracts/first-reads';
import { teamReadFn } from '../../lib/first-read-queries';
import { matchPlayingTimeKey, teamFormationsKey } from '../../lib/formation-keys';

// Match planning's reads (spec 001 §7), apart from its writes (matches-api.ts): the page's first reads
// as shared/contracts/first-reads.ts declares them, which the route starts before the page's code has
// arrived (matches-routes.tsx), so this module stays small. `teamId` is the team in the URL, or null on
// the unscoped page, where the server picks the caller's only team (asked once the caller's teams say
// there is one). The page's hooks are in matches-hooks.ts.
// A match's goals are read by its cards, not by the route: goals-queries.ts, in the page's code.

const ONLY_TEAM = 'only-team';
const team = (teamId: string | null) => teamId ?? ONLY_TEAM;

export const matchKeys = {
  all: ['matches'] as const,
  list: (teamId: string | null) => ['matches', 'list', team(teamId)] as const,
  players: (teamId: string | null) => ['matches', 'players', team(teamId)] as const,
  opposition: (teamId: string | null) => ['matches', 'opposition', team(teamId)] as const,
  /** Every formation of the team (the period cards and "who played" read them by match). */
  formations: teamFormationsKey,
  goals: (matchId: number) => ['matches', 'goals', matchId] as const,
  /** A match's minutes and changes, read again with the formations (formation-keys.ts). */
  playingTime: matchPlayingTimeKey,
  /** The team's matches and training sessions, 44 weeks back to eight on (issue 31): the page takes the sessions. */
  events: (teamId: string | null) => ['matches', 'events', team(teamId)] as const,
};

export function matchesQuery(teamId: string | null) {
  return queryOptions({
    queryKey: matchKeys.list(teamId),
    queryFn: teamReadFn(reads.matches, teamId),
  });
}

export function matchPlayersQuery(teamId: string | null) {
  return queryOptions({
    queryKey: matchKeys.players(teamId),
    queryFn: teamReadFn(reads.players, teamId),
  });
}

export function matchOppositionQuery(teamId: string | null) {
  return queryOptions({
    queryKey: matchKeys.opposition(teamId),
    queryFn: teamReadFn(reads.opposition, teamId),
  });
}

export function teamFormationsQuery(teamId: string | null) {
  return queryOptions({
    queryKey: matchKeys.formations(teamId),
    queryFn: teamReadFn(reads.formations, teamId),
  });
}

/**
 * The team's events from 44 weeks back to eight weeks on (the server's default range, so the address is
 * the one the document preloads): the page lists the training sessions among its matches, the past ones
 * under Past (decision 061). Team-only: on the
 * unscoped page it waits for the caller's one team (useEffectiveTeamRole's teamId).
 */
export function teamEventsQuery(teamId: string | null) {
  return queryOptions({
    queryKey: matchKeys.events(teamId),
    queryFn: teamReadFn(reads.events, teamId),
    enabled: teamId !== null,
  });
}
