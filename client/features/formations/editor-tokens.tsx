import { useDraggable } from '@dnd-kit/core';
import {
  type KeyboardEvent,
  type MouseEvent,
  memo,
  type PointerEvent,
  type ReactNode,
  useCallback,
  useLayoutEffect,
  useMemo,
  useRef,
} from 'react';
import type { Player } from '../../../shared/contracts/squad';
import { cn } from '../../lib/cn';
import type { Place } from './editor-placement';

// The editor's players as things to pick up: the pitch's tokens (the Pitch draws them; these wrap them)
// and the tiles of the available list and the Bench and Unavailable boxes. Each is a button that drags
// (mouse, touch held a moment, keyboard: Space), selects on a tap or a click, opens the Move to Bench /
// Mark Unavailable menu on a right-click, a long press or Shift+F10, and moves with B or U.

/** What a drag carries: who, and from where. */
export type DragData = { playerId: number; from: Place };

/**
 * The drag overlay's shirt, moved as dnd-kit moves the player: the dragged handle hands on each
 * translation as it commits (before the frame is painted), and the overlay's element takes it as a style,
 * so nothing is rendered for a move but that one handle. One editor is on a page at a time.
 */
export const dragMotion = (() => {
  let node: HTMLElement | null = null;
  let transform = 'none';
  return {
    /** The overlay's element (a ref callback); it takes the latest translation at once. */
    attach(element: HTMLElement | null) {
      node = element;
      if (node) node.style.transform = transform;
    },
    move(delta: { x: number; y: number } | null) {
      transform = delta ? `translate3d(${delta.x}px, ${delta.y}px, 0)` : 'none';
      if (node) node.style.transform = transform;
    },
  };
})();

export const dragId = (playerId: number) => `player-${playerId}`;

/** "7 Sam Jones". */
export function playerLabel(player: {
  shirtNumber: number;
  firstName: string;
  lastName?: string | null;
}): string {
  return `${player.shirtNumber} ${[player.firstName, player.lastName].filter(Boolean).join(' ')}`;
}

export function isGoalkeeperByPreference(player: Pick<Player, 'preferredPosition'>): boolean {
  return player.preferredPosition === 'Goalkeeper';
}

/** What a token asks the editor to do; the same functions for every token, so tokens stay memoised. */
export type TokenActions = {
  /** A tap or a click: select, or deselect when already selected. */
  onSelect: (playerId: number) => void;
  /** Right-click, long press or Shift+F10: the menu, at a point on the screen. */
  onMenu: (playerId: number, point: { x: number; y: number }, opener: HTMLElement) => void;
  /** B and U. */
  onKeyMove: (playerId: number, to: 'bench' | 'unavailable') => void;
};

export const LONG_PRESS_MS = 500;
const LONG_PRESS_SLOP_PX = 8;

/** Ends a touch drag that has started (dnd-kit's touch sensor cancels on Escape). */
function cancelTouchDrag() {
  document.dispatchEvent(
    new window.KeyboardEvent('keydown', { key: 'Escape', code: 'Escape', bubbles: true }),
  );
}

/**
 * A press held still for LONG_PRESS_MS on a touch screen opens the menu (spec 001 §2.2's right-click, for
 * fingers). The click that ends it is swallowed, so it does not also select.
 */
function useLongPress(playerId: number, actions: TokenActions) {
  const timer = useRef<number | null>(null);
  const start = useRef<{ x: number; y: number } | null>(null);
  const fired = useRef(false);
  const clear = useCallback(() => {
    if (timer.current !== null) window.clearTimeout(timer.current);
    timer.current = null;
    start.current = null;
  }, []);
  const onPointerDown = useCallback(
    (event: PointerEvent<HTMLElement>) => {
      fired.current = false;
      if (event.pointerType !== 'touch') return;
      const opener = event.currentTarget;
      start.current = { x: event.clientX, y: event.clientY };
      const point = start.current;
      timer.current = window.setTimeout(() => {
        timer.current = null;
        fired.current = true;
        cancelTouchDrag();
        actions.onMenu(playerId, point, opener);
      }, LONG_PRESS_MS);
    },
    [actions, playerId],
  );
  const onPointerMove = useCallback(
    (event: PointerEvent<HTMLElement>) => {
      const from = start.current;
      if (!from) return;
      if (Math.hypot(event.clientX - from.x, event.clientY - from.y) > LONG_PRESS_SLOP_PX) clear();
    },
    [clear],
  );
  /** True once for the click that ends a long press. */
  const consumeFired = useCallback(() => {
    const was = fired.current;
    fired.current = false;
    return was;
  }, []);
  return { onPointerDown, onPointerMove, onPointerUp: clear, onPointerCancel: clear, consumeFired };
}

type HandleProps = {
  playerId: number;
  from: Place;
  label: string;
  isSelected: boolean;
  actions: TokenActions;
  className?: string;
  children: ReactNode;
};

/**
 * The button every player is picked up by. dnd-kit's hook re-renders every handle several times as a
 * drag starts and ends (its context changes); the button itself is memoised, so those passes stop at a
 * comparison of unchanged props unless this handle's own state moved.
 */
function DragHandle(props: HandleProps) {
  const { playerId, from } = props;
  const data = useMemo<DragData>(() => ({ playerId, from }), [playerId, from]);
  const { attributes, listeners, setNodeRef, isDragging, transform } = useDraggable({
    id: dragId(playerId),
    data,
  });
  useLayoutEffect(() => {
    if (isDragging) dragMotion.move(transform);
  }, [isDragging, transform]);
  return (
    <HandleButton
      {...props}
      attributes={attributes}
      listeners={listeners}
      setNodeRef={setNodeRef}
      isDragging={isDragging}
    />
  );
}

type Draggable = ReturnType<typeof useDraggable>;

/** dnd-kit's listeners (pointer, touch, keyboard) first; the long press, the menu keys and B/U after them. */
const HandleButton = memo(function HandleButton({
  playerId,
  from,
  label,
  isSelected,
  actions,
  className,
  children,
  attributes,
  listeners,
  setNodeRef,
  isDragging,
}: HandleProps & Pick<Draggable, 'attributes' | 'listeners' | 'setNodeRef' | 'isDragging'>) {
  const longPress = useLongPress(playerId, actions);
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ContextMenu' || (event.shiftKey && event.key === 'F10')) {
      event.preventDefault();
      const rect = event.currentTarget.getBoundingClientRect();
      actions.onMenu(playerId, { x: rect.left + rect.width / 2, y: rect.bottom }, event.currentTarget);
      return;
    }
    if (!isDragging && !event.ctrlKey && !event.metaKey && !event.altKey) {
      const key = event.key.toLowerCase();
      if (key === 'b' && from !== 'bench') {
        event.preventDefault();
        actions.onKeyMove(playerId, 'bench');
        return;
      }
      if (key === 'u' && from !== 'unavailable') {
        event.preventDefault();
        actions.onKeyMove(playerId, 'unavailable');
        return;
      }
    }
    listeners?.onKeyDown?.(event);
  };
  return (
    <button
      type="button"
      ref={setNodeRef}
      {...attributes}
      {...listeners}
      onPointerDown={(event) => {
        listeners?.onPointerDown?.(event);
        longPress.onPointerDown(event);
      }}
      onPointerMove={longPress.onPointerMove}
      onPointerUp={longPress.onPointerUp}
      onPointerCancel={longPress.onPointerCancel}
      onKeyDown={onKeyDown}
      onClick={(event: MouseEvent<HTMLButtonElement>) => {
        // A tap on a token is not a tap on the pitch or box around it.
        event.stopPropagation();
        if (longPress.consumeFired()) return;
        actions.onSelect(playerId);
      }}
      onContextMenu={(event: MouseEvent<HTMLButtonElement>) => {
        event.preventDefault();
        event.stopPropagation();
        actions.onMenu(playerId, { x: event.clientX, y: event.clientY }, event.currentTarget);
      }}
      aria-label={label}
      aria-pressed={isSelected}
      data-player-handle={playerId}
      data-place={from}
      className={cn(
        'cursor-grab touch-manipulation rounded-lg outline-offset-2 select-none [-webkit-touch-callout:none] focus-visible:outline-3 focus-visible:outline-sky-500 active:cursor-grabbing',
        isSelected && 'outline-3 outline-yellow-300',
        isDragging && 'opacity-40',
        className,
      )}
    >
      {children}
    </button>
  );
});

/** A token on the pitch: the Pitch's own drawing of it, made a handle. */
export const PitchTokenHandle = memo(function PitchTokenHandle({
  playerId,
  label,
  isSelected,
  actions,
  children,
}: {
  playerId: number;
  label: string;
  isSelected: boolean;
  actions: TokenActions;
  children: ReactNode;
}) {
  return (
    <DragHandle
      playerId={playerId}
      from="pitch"
      label={label}
      isSelected={isSelected}
      actions={actions}
      className="flex max-w-full min-w-0 justify-center"
    >
      {children}
    </DragHandle>
  );
});

const tileSizes = {
  // Spec 001 §9: 60 in the desktop list, 50 on a phone, 48 on the bench and unavailable.
  list: 'w-[50px] sm:w-[60px] [--tile:36px] sm:[--tile:44px]',
  box: 'w-[48px] [--tile:34px]',
} as const;

/** The disc of a tile: shirt colour (goalkeepers pink), the number. */
export function TileDisc({ player, unavailable }: { player: Player; unavailable?: boolean }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'relative flex size-(--tile) items-center justify-center rounded-full text-sm font-bold text-white tabular-nums ring-2 ring-white',
        isGoalkeeperByPreference(player) ? 'bg-pink-600' : 'bg-blue-600',
        unavailable && 'bg-slate-500',
      )}
    >
      {player.shirtNumber}
    </span>
  );
}

/** A tile of the available list or a box: disc and short name. */
export const PlayerTile = memo(function PlayerTile({
  player,
  place,
  size,
  isSelected,
  actions,
}: {
  player: Player;
  place: Exclude<Place, 'pitch'>;
  size: 'list' | 'box';
  isSelected: boolean;
  actions: TokenActions;
}) {
  const where = { available: 'available', bench: 'on the bench', unavailable: 'unavailable' }[place];
  return (
    <DragHandle
      playerId={player.id}
      from={place}
      label={`${playerLabel(player)}, ${where}`}
      isSelected={isSelected}
      actions={actions}
      className={cn('flex flex-col items-center gap-0.5 py-1', tileSizes[size])}
    >
      <TileDisc player={player} unavailable={place === 'unavailable'} />
      <span
        aria-hidden="true"
        className="w-full truncate text-center text-[11px] leading-tight text-slate-800"
      >
        {player.firstName}
      </span>
    </DragHandle>
  );
});
