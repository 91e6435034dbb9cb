import { queryOptions } from '@tanstack/react-query';
import { formationLibraryPageReads as reads } from '../../../shared/contracts/first-reads';
import { teamReadFn } from '../../lib/first-read-queries';
import { teamFormationsKey } from '../../lib/formation-keys';

// The reads of the formation library and the viewer (spec 001 §7), apart from the writes
// (formation-library-api.ts): the library's first reads as shared/contracts/first-reads.ts declares them
// (the viewer's formations read is the same route), which the routes start before the pages' code has
// arrived, so this module stays small. `teamId` is the team in the URL, or null on the unscoped page,
// where the server picks the caller's only team (asked once the caller's teams say there is one). The opponent's name comes with each match, so neither page reads the opposition
// teams. The team's formations have the key match planning reads them by (client/lib/formation-keys.ts).

const ONLY_TEAM = 'only-team';
const team = (teamId: string | null) => teamId ?? ONLY_TEAM;

export const formationViewKeys = {
  formations: teamFormationsKey,
  matches: (teamId: string | null) => ['formation-views', 'matches', team(teamId)] as const,
  players: (teamId: string | null) => ['formation-views', 'players', team(teamId)] as const,
};

/** Every formation of the team, most recently saved first. */
export function teamFormationsQuery(teamId: string | null) {
  return queryOptions({
    queryKey: formationViewKeys.formations(teamId),
    queryFn: teamReadFn(reads.formations, teamId),
  });
}

/** The team's matches: the library's match labels, the viewer's match and its periods. */
export function formationMatchesQuery(teamId: string | null) {
  return queryOptions({
    queryKey: formationViewKeys.matches(teamId),
    queryFn: teamReadFn(reads.matches, teamId),
  });
}

/** The squad: names and shirt numbers on the pitches. */
export function formationPlayersQuery(teamId: string | null) {
  return queryOptions({
    queryKey: formationViewKeys.players(teamId),
    queryFn: teamReadFn(reads.players, teamId),
  });
}
