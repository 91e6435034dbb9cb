import { useDroppable } from '@dnd-kit/core';
import { clsx } from 'clsx';
import { memo, type ReactNode } from 'react';
import type { Player } from '../../../shared/contracts/squad';
import type { DropTarget } from './editor-dnd';
import { PlayerTile, type TokenActions } from './editor-tokens';

// The editor's boxes of players: the available list (the left panel's grid, sorted by shirt number) and
// the Bench and Unavailable boxes under the pitch. Each is a drop target; a tap on a box with a player
// selected moves him there (spec 001 §2.2). Memoised: a drag or a tap elsewhere does not redraw them.

function DropZone({
  id,
  onTap,
  className,
  children,
}: {
  id: DropTarget;
  onTap?: () => void;
  className?: string;
  children: ReactNode;
}) {
  const { setNodeRef, isOver } = useDroppable({ id });
  return (
    // A tap on the box is a tap-to-move for a selected player; the players inside are the buttons, and
    // the keyboard moves players with B and U, so the box itself needs no key handler.
    // biome-ignore lint/a11y/useKeyWithClickEvents: see above.
    // biome-ignore lint/a11y/noStaticElementInteractions: see above.
    <div
      ref={setNodeRef}
      onClick={onTap}
      data-drop-target={id}
      className={clsx(
        'rounded-xl border-2 border-dashed transition-colors',
        isOver ? 'border-green-600 bg-green-50' : 'border-slate-300 bg-slate-50',
        className,
      )}
    >
      {children}
    </div>
  );
}

export const AvailableList = memo(function AvailableList({
  players,
  selectedId,
  actions,
  onTap,
}: {
  players: readonly Player[];
  selectedId: number | null;
  actions: TokenActions;
  onTap: () => void;
}) {
  return (
    // min-w-0 here and on the box: as grid items they would otherwise be as wide as the row of players,
    // and the row would widen the card and the page instead of scrolling.
    <div className="grid min-w-0 gap-2">
      <h2
        id="available-heading"
        className="flex items-baseline justify-between text-sm font-semibold text-slate-900"
      >
        Available players <span className="font-normal text-slate-600">{players.length}</span>
      </h2>
      {/* Until the pitch has a column of its own (lg), the list sits above it as one row that scrolls
          sideways: placing a player never changes its height, so the pitch stays where the thumb is
          going, and the pitch stays on the screen below a squad of 20. A scrollbar track always kept
          (overflow-x: scroll; a phone's scrollbars take no room) keeps the height when the row stops
          overflowing. */}
      {/* Beside the pitch (lg), the list wraps, four to a row: the box always has room for a squad of
          20 (five rows), so the panel, and the page under it, keep their height as players go onto the
          pitch and come back, and as a saved plan or a restored draft fills the pitch after a reload
          (the page was 94 px shorter than its skeleton, and the footer rose). */}
      <DropZone id="available" onTap={onTap} className="min-w-0 p-2 lg:min-h-[23.5rem]">
        {players.length === 0 ? (
          <p className="flex min-h-[60px] items-center justify-center px-1 text-center text-sm text-slate-600 sm:min-h-[68px]">
            Everyone is placed.
          </p>
        ) : (
          <ul className="flex flex-wrap gap-1 max-lg:flex-nowrap max-lg:overflow-x-scroll max-lg:overscroll-x-contain">
            {players.map((player) => (
              <li key={player.id} className="shrink-0">
                <PlayerTile
                  player={player}
                  place="available"
                  size="list"
                  isSelected={selectedId === player.id}
                  actions={actions}
                />
              </li>
            ))}
          </ul>
        )}
      </DropZone>
    </div>
  );
});

export const PlayerBox = memo(function PlayerBox({
  id,
  title,
  empty,
  players,
  selectedId,
  actions,
  onTap,
}: {
  id: 'bench' | 'unavailable';
  title: string;
  empty: string;
  players: readonly Player[];
  selectedId: number | null;
  actions: TokenActions;
  onTap: (to: 'bench' | 'unavailable') => void;
}) {
  const headingId = `${id}-heading`;
  return (
    <section className="grid min-w-0 gap-2" aria-labelledby={headingId}>
      <h2 id={headingId} className="flex items-baseline justify-between text-sm font-semibold text-slate-900">
        {title} <span className="font-normal text-slate-600">{players.length}</span>
      </h2>
      <DropZone id={id} onTap={() => onTap(id)} className="min-h-[5.5rem] p-2">
        {players.length === 0 ? (
          <p className="flex min-h-[4.5rem] items-center justify-center px-2 text-center text-sm text-slate-600">
            {empty}
          </p>
        ) : (
          <ul className="flex flex-wrap gap-1">
            {players.map((player) => (
              <li key={player.id}>
                <PlayerTile
                  player={player}
                  place={id}
                  size="box"
                  isSelected={selectedId === player.id}
                  actions={actions}
                />
              </li>
            ))}
          </ul>
        )}
      </DropZone>
    </section>
  );
});
