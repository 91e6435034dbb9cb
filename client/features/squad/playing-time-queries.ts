import { queryOptions } from '@tanstack/react-query';
import { getPlayerPlayingTime, getSeasonPlayingTime } from '../../../shared/contracts/squad-routes';
import { callApi } from '../../lib/api';
import type { DayRange } from './playing-time-range';
import { squadKeys } from './squad-queries';

// The playing-time report's reads and a player's sheet (issue 30). Their keys start with the squad page's
// season key, so saving the fair share target (which invalidates that key) reads them again too.

/** Every player's figures over a range of days: the report's table. */
export function rangedPlayingTimeQuery(teamId: string, range: DayRange) {
  return queryOptions({
    queryKey: [...squadKeys.playingTime(teamId), 'range', range.from ?? '', range.to ?? ''] as const,
    queryFn: ({ signal }) =>
      callApi(getSeasonPlayingTime, {
        teamId,
        query: { from: range.from ?? undefined, to: range.to ?? undefined },
        signal,
      }),
  });
}

/** One player's matches over a range of days (no bound: every match, as the squad statistics count). */
export function playerPlayingTimeQuery(teamId: string, playerId: number, range: DayRange) {
  return queryOptions({
    queryKey: [
      ...squadKeys.playingTime(teamId),
      'player',
      playerId,
      range.from ?? '',
      range.to ?? '',
    ] as const,
    queryFn: ({ signal }) =>
      callApi(getPlayerPlayingTime, {
        teamId,
        params: { playerId },
        query: { from: range.from ?? undefined, to: range.to ?? undefined },
        signal,
      }),
  });
}
