import type { Formation } from '../../../shared/contracts/formations';
import type { Match } from '../../../shared/contracts/matches';
import { formatMatchDay } from '../../lib/match-dates';
import { teamPagePath } from '../../lib/team-path';

// The editor's addresses and the words it names a match by.

export type EditorAddress = { formationId: number | null; matchId: number | null; quarter: number | null };

/** "vs Riverside Rooks · Sat 12 Apr" (spec: the match selector's labels). */
export function matchLabel(match: Pick<Match, 'opponentName' | 'matchDate'>): string {
  return `vs ${match.opponentName ?? 'TBD'} · ${formatMatchDay(match.matchDate) ?? 'Date TBD'}`;
}

export function editorPath(teamId: string | null, query: Record<string, number | null>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== null) params.set(key, String(value));
  const search = params.toString();
  return `${teamPagePath(teamId, 'formation-editor')}${search ? `?${search}` : ''}`;
}

/** The viewer's link for a saved formation: its match and period, and the formation. */
export function viewerPath(teamId: string | null, formation: Pick<Formation, 'id' | 'matchId' | 'quarter'>) {
  const params = new URLSearchParams();
  if (formation.matchId !== null) {
    params.set('match', String(formation.matchId));
    params.set('quarter', String(formation.quarter));
  }
  params.set('formationId', String(formation.id));
  return `${teamPagePath(teamId, 'formation-viewer')}?${params.toString()}`;
}
