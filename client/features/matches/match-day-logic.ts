import type { Goal, GoalInput, Match, UpdateAvailabilityInput } from '../../../shared/contracts/matches';
import type { Player } from '../../../shared/contracts/squad';
import { isHomeMatch } from '../../../shared/domain/match-result';
import { byShirt } from '../../../shared/domain/shirt-order';
import { type SquadRoleType, squadRoleTypes } from '../../../shared/domain/squad-roles';
import { playerLabel } from './match-format';

// The match-day cards' rules (spec 001 §4.6, §4.7), apart from React: who shows where, what each press
// changes in a match's stored lists, and the goals editor's rows. Type-only imports from the contracts,
// so the cards that draw with these do not pull zod in (decision 016).

// ---- Players ----

/** "7 Sam Jones": shirt number and name, as every list on the page writes a player (match-format.ts). */
export { playerLabel };

export function sortByShirt<T extends Pick<Player, 'id' | 'shirtNumber'>>(players: readonly T[]): T[] {
  return [...players].sort(byShirt);
}

/** The players who may play this match, by shirt number. */
export function availablePlayers(players: readonly Player[], unavailableIds: readonly number[]): Player[] {
  const out = new Set(unavailableIds);
  return sortByShirt(players.filter((player) => !out.has(player.id)));
}

// ---- Availability (spec 001 §4.6) ----

/**
 * One tick or untick as the server takes it: a change to whatever is stored, not the whole list, so two
 * coaches ticking different players from two phones both keep their change.
 */
export type AvailabilityChange = { markAvailable?: number[]; markUnavailable?: number[] } & Pick<
  UpdateAvailabilityInput,
  'markAvailable' | 'markUnavailable'
>;

export function availabilityChange(playerId: number, available: boolean): AvailabilityChange {
  return available ? { markAvailable: [playerId] } : { markUnavailable: [playerId] };
}

/** The unavailable list after a change, as the server applies it (new ones at the end, each once). */
export function applyAvailabilityChange(
  unavailableIds: readonly number[],
  change: AvailabilityChange,
): number[] {
  const back = new Set(change.markAvailable ?? []);
  const kept = unavailableIds.filter((id) => !back.has(id));
  const added = (change.markUnavailable ?? []).filter((id, index, ids) => {
    return !kept.includes(id) && ids.indexOf(id) === index;
  });
  return [...kept, ...added];
}

/** What the 'Player Restored' toast says: where the player is back (his stored places never went). */
export function restoredDescription(match: Match, player: Player): string {
  const label = playerLabel(player);
  const roles = squadRoleTypes.filter((roleType) => roleList(match, roleType).includes(player.id)).length;
  const lists =
    roles === 0
      ? 'the captain list'
      : `${roles === 1 ? '1 set-piece list' : `${roles} set-piece lists`} and the captain list`;
  if (match.captainPlayerId === player.id) return `${label} is available again, and captain again.`;
  return `${label} is available again: back in ${lists}.`;
}

// ---- Captain ----

export type CaptainStatus =
  | { kind: 'none' }
  | { kind: 'available'; player: Player }
  /** Still captain in storage; the screens say he cannot play and offer another. */
  | { kind: 'unavailable'; player: Player };

export function captainStatus(match: Match, players: readonly Player[]): CaptainStatus {
  const player = players.find((row) => row.id === match.captainPlayerId);
  if (!player) return { kind: 'none' };
  return match.unavailablePlayerIds.includes(player.id)
    ? { kind: 'unavailable', player }
    : { kind: 'available', player };
}

// ---- Per-match squad roles (spec 001 §4.6) ----

export const roleListFields = {
  penalty: 'matchPenaltyOrder',
  corner: 'matchCornerOrder',
  attackingFk: 'matchAttackingFkOrder',
  defensiveFk: 'matchDefensiveFkOrder',
} as const satisfies Record<SquadRoleType, keyof Match>;

export function roleList(match: Match, roleType: SquadRoleType): readonly number[] {
  return match[roleListFields[roleType]];
}

export function withRoleList(match: Match, roleType: SquadRoleType, playerIds: number[]): Match {
  return { ...match, [roleListFields[roleType]]: playerIds };
}

const squadOrderFields = {
  penalty: 'penaltyOrder',
  corner: 'cornerOrder',
  attackingFk: 'attackingFkOrder',
  defensiveFk: 'defensiveFkOrder',
} as const satisfies Record<SquadRoleType, keyof Player>;

/**
 * The match with its four lists as the squad's preferences give them, what 'Copy from Squad' stores (the
 * server orders each by the squad's priority, then by id): drawn at once, so the lists appear under the
 * press rather than when a weak signal brings the answer and push the cards below down by themselves.
 */
export function withSquadRoleLists(match: Match, players: readonly Player[]): Match {
  return squadRoleTypes.reduce((next, roleType) => {
    const field = squadOrderFields[roleType];
    const ids = players
      .filter((player) => player[field] !== null)
      .sort((a, b) => (a[field] ?? 0) - (b[field] ?? 0) || a.id - b.id)
      .map((player) => player.id);
    return withRoleList(next, roleType, ids);
  }, match);
}

/** 'Set' once any of the four lists holds someone, even someone unavailable (button 'Reset from Squad'). */
export function rolesAreSet(match: Match): boolean {
  return squadRoleTypes.some((roleType) => roleList(match, roleType).length > 0);
}

/**
 * The ids the screens show: players of the squad who are available. The rest (unavailable, or no longer
 * in the players list) stay stored in their place, hidden.
 */
export function shownPlayerIds(players: readonly Player[], unavailableIds: readonly number[]): Set<number> {
  const out = new Set(unavailableIds);
  return new Set(players.filter((player) => !out.has(player.id)).map((player) => player.id));
}

export function visibleIds(stored: readonly number[], shown: ReadonlySet<number>): number[] {
  return stored.filter((id) => shown.has(id));
}

/** Adding puts the player last; a player already stored (even hidden) is not added twice. */
export function addToRoleList(stored: readonly number[], playerId: number): number[] {
  return stored.includes(playerId) ? [...stored] : [...stored, playerId];
}

export function removeFromRoleList(stored: readonly number[], playerId: number): number[] {
  return stored.filter((id) => id !== playerId);
}

/**
 * A reorder of what the screen shows, from visible position `from` to `to` (0-based), written back into
 * the stored list: the shown players take the shown slots in their new order, and every hidden player
 * keeps the very slot he had, so he is back where he was when he is available again.
 */
export function moveInRoleList(
  stored: readonly number[],
  shown: ReadonlySet<number>,
  from: number,
  to: number,
): number[] {
  const visible = visibleIds(stored, shown);
  if (from < 0 || from >= visible.length || to < 0 || to >= visible.length || from === to) {
    return [...stored];
  }
  const reordered = [...visible];
  const [moved] = reordered.splice(from, 1);
  reordered.splice(to, 0, moved as number);
  let next = 0;
  return stored.map((id) => (shown.has(id) ? (reordered[next++] as number) : id));
}

/** The up and down buttons: one visible step, or null at the ends (the button does nothing there). */
export function stepInRoleList(
  stored: readonly number[],
  shown: ReadonlySet<number>,
  playerId: number,
  direction: 'up' | 'down',
): number[] | null {
  const from = visibleIds(stored, shown).indexOf(playerId);
  if (from === -1) return null;
  const to = direction === 'up' ? from - 1 : from + 1;
  const count = visibleIds(stored, shown).length;
  if (to < 0 || to >= count) return null;
  return moveInRoleList(stored, shown, from, to);
}

/** The add list: available players not yet in the list (hidden ones are in it already), by shirt. */
export function addCandidates(
  players: readonly Player[],
  stored: readonly number[],
  unavailableIds: readonly number[],
): Player[] {
  const taken = new Set(stored);
  return availablePlayers(players, unavailableIds).filter((player) => !taken.has(player.id));
}

// ---- Goals (spec 001 §4.7, 000 §4) ----

/** Our side's goals: the home score at home, else the away score; null while no score is set. */
export function ourScore(match: Pick<Match, 'isHome' | 'homeScore' | 'awayScore'>): number | null {
  return isHomeMatch(match) ? match.homeScore : match.awayScore;
}

/**
 * How many goals of ours the match can hold: our score, none for a result Full-Time gave without goals
 * (abandoned, void, a walkover), or null while there is no score (any number may be kept meanwhile).
 */
export function goalsAllowed(
  match: Pick<Match, 'isHome' | 'homeScore' | 'awayScore' | 'resultCode'>,
): number | null {
  return match.resultCode !== null ? 0 : ourScore(match);
}

const resultCodeWords: Record<NonNullable<Match['resultCode']>, string> = {
  abandoned: 'as abandoned',
  void: 'as void',
  homeWalkover: 'as a walkover',
  awayWalkover: 'as a walkover',
};

/** "1 goal", "2 goals". */
export const goalCount = (n: number) => (n === 1 ? '1 goal' : `${n} goals`);

/**
 * When more goals are recorded than the match can hold (a sync brought a lower score, or a result
 * without goals), what the goals cards say: "Full-Time's score gives us 1 goal, but 3 are recorded
 * here." Null when they fit. `toRemove` adds what the editor asks for: "Remove 2 to match." (0 once
 * enough rows are gone: "Save the goals to keep the change.").
 */
export function goalsOverScoreText(
  match: Pick<Match, 'isHome' | 'homeScore' | 'awayScore' | 'resultCode' | 'faFixtureId'>,
  recorded: number,
  toRemove?: number,
): string | null {
  const allowed = goalsAllowed(match);
  if (allowed === null || recorded <= allowed) return null;
  const recordedText = `but ${recorded === 1 ? '1 is' : `${recorded} are`} recorded here.`;
  // Result codes only come from Full-Time; a score may be the coach's own.
  const source = match.faFixtureId !== null ? "Full-Time's score" : 'The score';
  const said =
    match.resultCode !== null
      ? `Full-Time gives this match ${resultCodeWords[match.resultCode]}, with no goals, ${recordedText}`
      : `${source} gives us ${goalCount(allowed)}, ${recordedText}`;
  if (toRemove === undefined) return said;
  if (toRemove <= 0) return `${said} Save the goals to keep the change.`;
  return `${said} Remove ${toRemove} to match.`;
}

/** The goals by minute; goals without a minute last, ties in the order they were recorded. */
export function sortGoals(goals: readonly Goal[]): Goal[] {
  return [...goals].sort(
    (a, b) => (a.minute ?? Number.POSITIVE_INFINITY) - (b.minute ?? Number.POSITIVE_INFINITY) || a.id - b.id,
  );
}

/** One row of the goals editor, as its fields hold it: text, '' for empty. */
export type GoalRow = {
  key: string;
  minute: string;
  scorerId: string;
  assistId: string;
  isOwnGoal: boolean;
};

/** The scorer select's value for "Own goal" (ids are digits, so it cannot clash). */
export const OWN_GOAL = 'own-goal';

export function emptyGoalRow(key: string): GoalRow {
  return { key, minute: '', scorerId: '', assistId: '', isOwnGoal: false };
}

/**
 * One row per goal our side scored: the recorded goals by minute, then empty rows up to the score. More
 * goals than the score (the server refuses that, but a list may come from before) keeps every goal.
 */
export function goalRowsFrom(goals: readonly Goal[], score: number): GoalRow[] {
  const rows: GoalRow[] = sortGoals(goals).map((goal) => ({
    key: `goal-${goal.id}`,
    minute: goal.minute === null ? '' : String(goal.minute),
    scorerId: goal.isOwnGoal === 1 || goal.scorerId === null ? '' : String(goal.scorerId),
    assistId: goal.isOwnGoal === 1 || goal.assistId === null ? '' : String(goal.assistId),
    isOwnGoal: goal.isOwnGoal === 1,
  }));
  for (let index = rows.length; index < score; index += 1) rows.push(emptyGoalRow(`new-${index}`));
  return rows;
}

/** The scorer select's value for a row. */
export function scorerValue(row: GoalRow): string {
  return row.isOwnGoal ? OWN_GOAL : row.scorerId;
}

/**
 * Choosing in the scorer select: Own Goal clears scorer and assist; a scorer clears the own-goal flag
 * (and an assist by the same player); '' clears the scorer.
 */
export function chooseScorer(row: GoalRow, value: string): GoalRow {
  if (value === OWN_GOAL) return { ...row, isOwnGoal: true, scorerId: '', assistId: '' };
  return {
    ...row,
    isOwnGoal: false,
    scorerId: value,
    assistId: value !== '' && row.assistId === value ? '' : row.assistId,
  };
}

export function chooseAssist(row: GoalRow, value: string): GoalRow {
  return row.isOwnGoal || value === row.scorerId ? { ...row, assistId: '' } : { ...row, assistId: value };
}

/** A row the coach has touched: it is checked and, once it has a scorer or is an own goal, saved. */
export function rowHasContent(row: GoalRow): boolean {
  return row.minute.trim() !== '' || row.scorerId !== '' || row.assistId !== '' || row.isOwnGoal;
}

/** A row as the contract takes it (checked by goalBody before sending). */
export function goalInputFromRow(row: GoalRow): GoalInput {
  return {
    minute: row.minute.trim(),
    scorerId: row.isOwnGoal ? null : row.scorerId,
    assistId: row.isOwnGoal ? null : row.assistId,
    isOwnGoal: row.isOwnGoal ? 1 : 0,
  };
}

/** What Save checks and sends: the rows with content, with the row each came from. */
export function goalsToSave(rows: readonly GoalRow[]): { rowIndexes: number[]; goals: GoalInput[] } {
  const rowIndexes = rows.flatMap((row, index) => (rowHasContent(row) ? [index] : []));
  return { rowIndexes, goals: rowIndexes.map((index) => goalInputFromRow(rows[index] as GoalRow)) };
}

export type GoalField = 'minute' | 'scorer' | 'assist';
export type GoalRowErrors = Partial<Record<GoalField, string>>;

const fieldOfIssue: Record<string, GoalField> = {
  minute: 'minute',
  scorerId: 'scorer',
  isOwnGoal: 'scorer',
  assistId: 'assist',
};

/**
 * The contract's complaints about `{goals: [...]}` placed at the fields of the rows they came from
 * (the first message per field). Issues about the whole list go to `form`.
 */
export function goalErrorsFromIssues(
  issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>,
  rowIndexes: readonly number[],
): { rows: Record<number, GoalRowErrors>; form: string | null } {
  const rows: Record<number, GoalRowErrors> = {};
  let form: string | null = null;
  for (const issue of issues) {
    const [list, position, field] = issue.path;
    const rowIndex = typeof position === 'number' ? rowIndexes[position] : undefined;
    const target = typeof field === 'string' ? fieldOfIssue[field] : undefined;
    if (list !== 'goals' || rowIndex === undefined || !target) {
      form ??= issue.message;
      continue;
    }
    const errors = rows[rowIndex] ?? {};
    errors[target] ??= issue.message;
    rows[rowIndex] = errors;
  }
  return { rows, form };
}

/** How the read-only Goals card writes one goal: "23'", "9 Alex Smith", "assist 7 Sam Jones". */
export type GoalLine = { minute: string | null; scorer: string; assist: string | null; isOwnGoal: boolean };

export function goalLine(goal: Goal, playersById: ReadonlyMap<number, Player>): GoalLine {
  const nameOf = (id: number | null) => {
    const player = id === null ? undefined : playersById.get(id);
    return player ? playerLabel(player) : null;
  };
  const minute = goal.minute === null ? null : `${goal.minute}'`;
  if (goal.isOwnGoal === 1) return { minute, scorer: 'Own goal', assist: null, isOwnGoal: true };
  const assist = nameOf(goal.assistId);
  return {
    minute,
    scorer: nameOf(goal.scorerId) ?? 'Scorer not recorded',
    assist: assist ? `assist ${assist}` : null,
    isOwnGoal: false,
  };
}

/** The whole line as text: "23' 9 Alex Smith (assist 7 Sam Jones)". */
export function goalText(line: GoalLine): string {
  return [line.minute, line.scorer, line.assist ? `(${line.assist})` : null].filter(Boolean).join(' ');
}
