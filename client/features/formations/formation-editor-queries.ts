import { queryOptions } from '@tanstack/react-query';
import { formationEditorPageReads as reads } from '../../../shared/contracts/first-reads';
import { teamReadFn } from '../../lib/first-read-queries';
import { teamFormationsKey } from '../../lib/formation-keys';

// The formation editor's first reads (spec 001 §7; declared in shared/contracts/first-reads.ts): the squad, the matches (the match selector and its periods)
// and the team's formations (the one being edited, the templates). The route starts them before the
// page's code has arrived (formation-editor-routes.tsx), so this module stays small. `teamId` is the team
// in the URL, or null on the unscoped page. The formations share match planning's cache key, so a save
// here shows at once on its mini pitches.

const team = (teamId: string | null) => teamId ?? 'only-team';

export const editorKeys = {
  players: (teamId: string | null) => ['formation-editor', 'players', team(teamId)] as const,
  matches: (teamId: string | null) => ['formation-editor', 'matches', team(teamId)] as const,
  formations: teamFormationsKey,
};

/** Spec 001 §7: match data is never kept as fresh; only the answer the route has just started is reused. */
export const editorMatchData = { staleTime: 5000 } as const;

export function editorPlayersQuery(teamId: string | null) {
  return queryOptions({
    queryKey: editorKeys.players(teamId),
    queryFn: teamReadFn(reads.players, teamId),
  });
}

export function editorMatchesQuery(teamId: string | null) {
  return queryOptions({
    queryKey: editorKeys.matches(teamId),
    queryFn: teamReadFn(reads.matches, teamId),
    ...editorMatchData,
  });
}

export function editorFormationsQuery(teamId: string | null) {
  return queryOptions({
    queryKey: editorKeys.formations(teamId),
    queryFn: teamReadFn(reads.formations, teamId),
    ...editorMatchData,
  });
}
