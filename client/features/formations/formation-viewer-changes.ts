import type { MatchPlayingTimeAnswer } from '../../../shared/contracts/matches';
import { formatChange, type NamedPlayer } from '../../../shared/domain/playing-time';

// The change at the start of the period the viewer shows (issue 30): the boundary match planning lists
// beside the period cards (GET /api/matches/:id/playing-time, shared/domain/playing-time.ts), read on a
// phone, so each change is a line of its own and names the player as well as his number.

/** What the viewer says of the change into its period; `none`: nothing to say, no section. */
export type ViewerChanges =
  | { kind: 'none' }
  /** Period 1: the line-up that kicks off, with no change before it. */
  | { kind: 'kick-off'; title: string; text: string }
  /** Who comes on and who goes off, one line each; `note` when a parent sees only his family's. */
  | { kind: 'changes'; title: string; lines: string[]; note: string | null }
  /** Nothing changed, or the period before has no plan to compare with. */
  | { kind: 'text'; title: string; text: string };

export const KICK_OFF_TITLE = 'Kick-off line-up';

/**
 * The change into `period`, told only when the viewer shows that period's plan (`shownFormationId`, the
 * formation the answer's period list names): a blank period, a draft handed over unsaved, or a copy opened
 * by its id is not the plan the changes were worked out from, so nothing is said.
 */
export function viewerChanges(
  time: Pick<MatchPlayingTimeAnswer, 'changes' | 'periodList' | 'scope'>,
  period: number,
  shownFormationId: number | null,
  players: readonly NamedPlayer[],
): ViewerChanges {
  const plan = time.periodList.find((row) => row.number === period);
  if (shownFormationId === null || plan?.formationId !== shownFormationId) return { kind: 'none' };
  if (period === 1) {
    return { kind: 'kick-off', title: KICK_OFF_TITLE, text: 'These players start the match.' };
  }
  const boundary = time.changes.find((row) => row.after === period);
  if (!boundary) return { kind: 'none' };
  const title = `Changes at ${boundary.minute}'`;
  const family = time.scope === 'family';
  if (!boundary.planned) {
    // This period is planned (its plan is shown), so the blank one is the period before.
    return {
      kind: 'text',
      title,
      text: `Period ${boundary.before} has no plan yet, so the changes cannot be listed.`,
    };
  }
  if (boundary.changes.length === 0) {
    return {
      kind: 'text',
      title,
      // A parent's list names only his family's players: others may still change.
      text: family ? "No changes for your family's players." : `Same players as period ${boundary.before}.`,
    };
  }
  return {
    kind: 'changes',
    title,
    lines: boundary.changes.map((change) => formatChange(change, players, 'number-and-name')),
    note: family ? "Only your family's players are listed." : null,
  };
}
