import { useState } from 'react';
import { DialogsOnDemand } from '../../components/ui/dialog-on-demand';
import { lazyComponent } from '../../components/ui/on-demand';
import type { DayRange } from './playing-time-range';

// The squad statistics and the playing-time report both open a player's sheet from his name; the
// state, the on-demand loading and the failure words live here once so the two cannot drift apart.

// A player's sheet (his matches, minutes and positions) loads on the first press of a name.
const PlayerPlayingTimeDialog = lazyComponent(() =>
  import('./player-playing-time-dialog').then((module) => module.PlayerPlayingTimeDialog),
);

type SheetState = { playerId: number | null; used: boolean };

/** Which player's sheet is open (null: none) and whether one was ever opened (its code is loaded). */
export function usePlayerSheet() {
  const [sheet, setSheet] = useState<SheetState>({ playerId: null, used: false });
  const open = (playerId: number) => setSheet({ playerId, used: true });
  const close = () => setSheet((current) => ({ ...current, playerId: null }));
  return { sheet, open, close };
}

/** The sheet over `range`: nothing of it is downloaded or mounted before the first press of a name. */
export function PlayerPlayingTimeSheet({
  teamId,
  sheet,
  range,
  onClose,
}: {
  teamId: string;
  sheet: SheetState;
  range: DayRange;
  onClose: () => void;
}) {
  if (!sheet.used) return null;
  return (
    <DialogsOnDemand
      isOpen={sheet.playerId !== null}
      onClose={onClose}
      failureTitle="Could not open the player's matches"
    >
      <PlayerPlayingTimeDialog teamId={teamId} playerId={sheet.playerId} range={range} onClose={onClose} />
    </DialogsOnDemand>
  );
}
