import { queryOptions } from '@tanstack/react-query';
import * as formationRoutes from '../../../shared/contracts/formations-routes';
import * as matchRoutes from '../../../shared/contracts/matches-routes';
import * as squadRoutes from '../../../shared/contracts/squad-routes';
import { callApi } from '../../lib/api';
import { teamFormationsKey } from '../../lib/formation-keys';

// The reads of the formation library and the viewer (spec 001 §7), apart from the writes
// (formation-library-api.ts): the routes start them before the pages' code has arrived, so this module
// stays small. `teamId` is the team in the URL, or null on the unscoped page, where the server picks the
// caller's only team. The opponent's name comes with each match, so neither page reads the opposition
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
    queryFn: ({ signal }) => callApi(formationRoutes.listFormations, { teamId, signal }),
  });
}

/** The team's matches: the library's match labels, the viewer's match and its periods. */
export function formationMatchesQuery(teamId: string | null) {
  return queryOptions({
    queryKey: formationViewKeys.matches(teamId),
    queryFn: ({ signal }) => callApi(matchRoutes.listMatches, { teamId, signal }),
  });
}

/** The squad: names and shirt numbers on the pitches. */
export function formationPlayersQuery(teamId: string | null) {
  return queryOptions({
    queryKey: formationViewKeys.players(teamId),
    queryFn: ({ signal }) => callApi(squadRoutes.listPlayers, { teamId, signal }),
  });
}
