import type { Formation } from '../../../shared/contracts/formations';
import type { Match } from '../../../shared/contracts/matches';
import {
  defaultFormationShape,
  formatLabel,
  formatOfShape,
  isFormationShape,
  isShapeOfFormat,
  type TeamFormat,
} from '../../../shared/domain/formation-shapes';
import { teamPagePath } from '../../lib/team-path';
import { matchWhen, opponentName } from './formation-viewer-format';

// The formation library's wording and rules (spec 001 §2.4, §7), free of React so they have tests.

export const PRACTICE_FORMATION = 'Practice Formation';
export const UNKNOWN_MATCH = 'Unknown Match';
export const UNKNOWN_TEAM = 'Unknown Team';

/** The library shows its filter from this many formations on. */
export const LONG_LIBRARY = 7;

/** The longest name the server keeps (FORMATION_LIMITS.name in the formations contract). */
export const FORMATION_NAME_MAX = 100;

/**
 * The card's match label (spec 001 §2.4): 'Practice Formation' without a match, 'vs {team name}' with
 * one, 'Unknown Match' when the match cannot be found, 'Unknown Team' when its opponent cannot.
 */
export function matchLabel(
  formation: Pick<Formation, 'matchId'>,
  matchesById: ReadonlyMap<number, Pick<Match, 'opponentTeamId' | 'opponentName'>>,
): string {
  if (formation.matchId === null) return PRACTICE_FORMATION;
  const match = matchesById.get(formation.matchId);
  if (!match) return UNKNOWN_MATCH;
  const opponent = opponentName(match);
  return opponent === UNKNOWN_TEAM ? UNKNOWN_TEAM : `vs ${opponent}`;
}

/** 'N positioned', or 'No players positioned'. */
export function positionedText(formation: Pick<Formation, 'playerPositions'>): string {
  const count = formation.playerPositions.length;
  return count === 0 ? 'No players positioned' : `${count} positioned`;
}

/**
 * Duplicate (spec 001 §7): a new formation with the name '{name or Formation} (Copy)', the same shape,
 * period, match, positions and notes; bench and unavailable are not copied. A name at the server's
 * limit is shortened so the copy still fits. A stored shape the editor does not offer (the server takes
 * only those) is copied as the default shape, the one the editor shows it as. Sent as a `copy`: its
 * period goes on showing the plan it has until the copy is saved in the editor.
 */
export function duplicateBody(formation: Formation) {
  const suffix = ' (Copy)';
  const base = formation.name?.trim() || 'Formation';
  const name =
    base.length + suffix.length > FORMATION_NAME_MAX
      ? `${base.slice(0, FORMATION_NAME_MAX - suffix.length).trimEnd()}${suffix}`
      : `${base}${suffix}`;
  return {
    name,
    formation: isFormationShape(formation.formation) ? formation.formation : defaultFormationShape,
    quarter: formation.quarter,
    matchId: formation.matchId,
    playerPositions: formation.playerPositions.map(({ playerId, x, y }) => ({ playerId, x, y })),
    notes: formation.notes,
    benchPlayers: [] as number[],
    unavailablePlayers: [] as number[],
    copy: true,
  };
}
export type DuplicateFormationBody = ReturnType<typeof duplicateBody>;

type FormationPlace = Pick<Formation, 'matchId' | 'quarter'> & { id: number | null };

/**
 * The query both View and Edit carry (spec 001 §2.4): match (if any), quarter and formationId (none
 * for a period still to plan).
 */
function formationQuery(formation: FormationPlace): string {
  const query = new URLSearchParams();
  if (formation.matchId !== null) query.set('match', String(formation.matchId));
  query.set('quarter', String(formation.quarter));
  if (formation.id !== null) query.set('formationId', String(formation.id));
  return query.toString();
}

/** The formation editor with this formation loaded: the library's View and Edit for coaches. */
export function editorHref(teamId: string | null, formation: FormationPlace) {
  return `${teamPagePath(teamId, 'formation-editor')}?${formationQuery(formation)}`;
}

/** The formation viewer on this formation: View for those who cannot edit. */
export function viewerHrefOf(teamId: string | null, formation: FormationPlace) {
  return `${teamPagePath(teamId, 'formation-viewer')}?${formationQuery(formation)}`;
}

export type LibraryFilter = 'all' | 'practice' | `match:${number}`;

export type FilterOption = { value: LibraryFilter; label: string; count: number };

/**
 * The filter's choices for a long library: all, the practice formations, then each match that has
 * formations, the latest first ('vs Ashford Athletic · Sat 12 Apr'), with how many each holds.
 */
export function filterOptions(
  formations: readonly Pick<Formation, 'matchId'>[],
  matchesById: ReadonlyMap<
    number,
    Pick<Match, 'opponentTeamId' | 'opponentName' | 'matchDate' | 'isTimeTbc'>
  >,
): FilterOption[] {
  const perMatch = new Map<number, number>();
  let practice = 0;
  for (const formation of formations) {
    if (formation.matchId === null) practice += 1;
    else if (matchesById.has(formation.matchId)) {
      perMatch.set(formation.matchId, (perMatch.get(formation.matchId) ?? 0) + 1);
    }
  }
  const time = (id: number) => {
    const date = matchesById.get(id)?.matchDate;
    const value = date ? Date.parse(date) : Number.NaN;
    // Undated fixtures first: they are still to come.
    return Number.isNaN(value) ? Number.POSITIVE_INFINITY : value;
  };
  const options: FilterOption[] = [{ value: 'all', label: 'All formations', count: formations.length }];
  if (practice > 0) options.push({ value: 'practice', label: 'Practice formations', count: practice });
  for (const id of [...perMatch.keys()].sort((a, b) => time(b) - time(a) || b - a)) {
    const match = matchesById.get(id);
    if (!match) continue;
    options.push({
      value: `match:${id}`,
      label: `${matchLabel({ matchId: id }, matchesById)} · ${matchWhen(match)}`,
      count: perMatch.get(id) ?? 0,
    });
  }
  return options;
}

/** Whether a formation passes the filter. */
export function passesFilter(formation: Pick<Formation, 'matchId'>, filter: LibraryFilter): boolean {
  if (filter === 'all') return true;
  if (filter === 'practice') return formation.matchId === null;
  return formation.matchId === Number(filter.slice('match:'.length));
}

/**
 * The card's shape badge (issue 30): the shape, with its format when that is not the team's ("4-4-2 ·
 * 11v11" in a 9v9 team's library), so a plan kept from another format is told apart. Just the shape
 * while the team's format is not known.
 */
export function shapeBadgeText(shape: string, teamFormat: TeamFormat | null): string {
  if (teamFormat === null || isShapeOfFormat(shape, teamFormat) || !isFormationShape(shape)) return shape;
  return `${shape} · ${formatLabel(formatOfShape(shape))}`;
}
