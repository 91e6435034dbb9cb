import type { Formation } from '../../../shared/contracts/formations';
import type { LiveChangeAnswer } from '../../../shared/contracts/match-live';
import type { Player } from '../../../shared/contracts/squad';
import { formationForPeriod } from '../../../shared/domain/formation-for-period';
import { onPitchAfter, startingLineUp } from '../../../shared/domain/live-changes';
import type { LiveClock } from '../../../shared/domain/match-live';
import { byShirt } from '../../../shared/domain/shirt-order';

// The live screen's changes as made (decision 067's third slice), as pure rules the screen and its tests
// share: who is actually on, which period's change the card offers, and what "as planned" means then.

/**
 * Who is actually on the pitch, by shirt number: period 1's line-up and the changes made. Null when
 * period 1 has no line-up (nobody knows who started; the screen then shows the plan's period).
 */
export function actualOnPitch(
  formations: readonly Formation[],
  matchId: number,
  changes: readonly LiveChangeAnswer[],
  players: readonly Player[],
): Player[] | null {
  if (formationForPeriod(formations, matchId, 1) === null) return null;
  const on = onPitchAfter(startingLineUp(formations, matchId), changes);
  return players.filter((player) => on.has(player.id)).sort(byShirt);
}

/** The players the plan puts on the pitch in `period`, or null when that period has no line-up. */
function plannedPitch(formations: readonly Formation[], matchId: number, period: number): Set<number> | null {
  const formation = formationForPeriod(formations, matchId, period);
  return formation === null ? null : new Set(formation.playerPositions.map((place) => place.playerId));
}

/**
 * The change "Make change" makes for `period`: whoever is on now and not in that period's plan goes off,
 * whoever the plan puts on and is not on comes on. From the actual record, so after an adjusted change
 * the tap still leaves the pitch as planned (and, with everything as planned, it is the change list).
 */
export function plannedMoves(
  formations: readonly Formation[],
  matchId: number,
  period: number,
  onNow: readonly Player[],
  players: readonly Player[],
): { on: Player[]; off: Player[] } | null {
  const plan = plannedPitch(formations, matchId, period);
  if (plan === null) return null;
  const now = new Set(onNow.map((player) => player.id));
  return {
    on: players.filter((player) => plan.has(player.id) && !now.has(player.id)).sort(byShirt),
    off: onNow.filter((player) => !plan.has(player.id)),
  };
}

/**
 * The period whose change the card offers: the period being played when its change is still to make
 * (none recorded for it yet, and the plan has one), else the next period. Null once the match is not
 * running or paused, or no period is left.
 */
export function changePeriodOf(
  state: Pick<LiveClock, 'state' | 'period' | 'nextChange'>,
  made: readonly LiveChangeAnswer[],
  pending: (period: number) => boolean,
): number | null {
  if (state.state !== 'running' && state.state !== 'paused') return null;
  const current = state.period;
  if (
    current !== null &&
    current > 1 &&
    !made.some((change) => change.period === current) &&
    pending(current)
  ) {
    return current;
  }
  return state.nextChange?.period ?? null;
}
