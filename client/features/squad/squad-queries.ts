import { queryOptions } from '@tanstack/react-query';
import { squadPageReads } from '../../../shared/contracts/first-reads';
import { teamReadFn } from '../../lib/first-read-queries';
import { teamSettingsKey } from '../../lib/team-settings-query';

// The squad screen's reads (spec 000 §7), apart from its hooks and writes: the page's first reads as
// shared/contracts/first-reads.ts declares them, which the route starts before the page's code has
// arrived (squad-routes.tsx), so this module stays small. `teamId` is the team in the URL, or null on the
// unscoped page, where the players use /api/players once the caller's teams say there is one.

const ONLY_TEAM = 'only-team';

export const squadKeys = {
  all: ['squad'] as const,
  players: (teamId: string | null) => ['squad', 'players', teamId ?? ONLY_TEAM] as const,
  team: teamSettingsKey,
  stats: (teamId: string) => ['squad', 'stats', teamId] as const,
  playingTime: (teamId: string) => ['squad', 'playing-time', teamId] as const,
  roleChange: ['squad', 'role-change'] as const,
  family: (playerId: number) => ['squad', 'family', playerId] as const,
};

export function playersQuery(teamId: string | null) {
  return queryOptions({
    queryKey: squadKeys.players(teamId),
    queryFn: teamReadFn(squadPageReads.players, teamId),
  });
}

export function teamDefaultsQuery(teamId: string | null) {
  return queryOptions({
    queryKey: squadKeys.team(teamId ?? ''),
    queryFn: teamReadFn(squadPageReads.defaults, teamId),
    enabled: Boolean(teamId),
  });
}

export function playerStatsQuery(teamId: string | null) {
  return queryOptions({
    queryKey: squadKeys.stats(teamId ?? ''),
    queryFn: teamReadFn(squadPageReads.stats, teamId),
    enabled: Boolean(teamId),
  });
}

/** The season's playing time (issue 30), beside the statistics: a first read as they are. */
export function seasonPlayingTimeQuery(teamId: string | null) {
  return queryOptions({
    queryKey: squadKeys.playingTime(teamId ?? ''),
    queryFn: teamReadFn(squadPageReads.playingTime, teamId),
    enabled: Boolean(teamId),
  });
}
