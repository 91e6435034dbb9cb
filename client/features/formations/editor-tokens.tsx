import { useDraggable } from '@dnd-kit/core';
import { clsx } from 'clsx';
import {
  type KeyboardEvent,
  type MouseEvent,
  memo,
  type PointerEvent,
  type ReactNode,
  type SyntheticEvent,
  useLayoutEffect,
  useRef,
} from 'react';
import type { Player } from '../../../shared/contracts/squad';
import type { Place } from './editor-placement';

// The editor's players as things to pick up: the pitch's tokens (the Pitch draws them; these wrap them)
// and the tiles of the available list and the Bench and Unavailable boxes. Each is a button that drags
// (mouse, touch held a moment, keyboard: Space), selects on a tap or a click, opens the Move to Bench /
// Mark Unavailable menu on a right-click, a long press or Shift+F10, and moves with B or U.

/** What a drag carries: who, and from where. */
export type DragData = { playerId: number; from: Place };

/**
 * What follows the pointer: the dragged player's shirt, drawn at the point that lands. It is always on the
 * page, hidden until a drag, and drawn by these functions rather than by React, so a pick-up shows on
 * in the frame dnd-kit's start draws (onDragStart) and a move changes one style: the frame (an always-present element)
 * goes to where the drag started, the shirt inside it follows the translation dnd-kit gives the dragged
 * handle. One editor is on a page at a time.
 */
export const dragOverlay = (() => {
  let frame: HTMLElement | null = null;
  let shirt: HTMLElement | null = null;
  const move = (delta: { x: number; y: number } | null) => {
    if (shirt) shirt.style.transform = delta ? `translate3d(${delta.x}px, ${delta.y}px, 0)` : 'none';
  };
  return {
    /** The frame's element (a ref callback). */
    attachFrame(element: HTMLElement | null) {
      frame = element;
    },
    /** The shirt's element (a ref callback). */
    attachShirt(element: HTMLElement | null) {
      shirt = element;
    },
    show(player: Pick<Player, 'shirtNumber' | 'preferredPosition'>, at: { x: number; y: number }) {
      if (!frame || !shirt) return;
      move(null);
      const isKeeper = isGoalkeeperByPreference(player);
      shirt.textContent = String(player.shirtNumber);
      shirt.classList.toggle('bg-pink-600', isKeeper);
      shirt.classList.toggle('bg-blue-600', !isKeeper);
      frame.style.translate = `${at.x}px ${at.y}px`;
      frame.classList.replace('invisible', 'editor-drag-overlay');
    },
    move,
    hide() {
      frame?.classList.replace('editor-drag-overlay', 'invisible');
      move(null);
    },
  };
})();

/** The one dnd-kit draggable every player lends his press to (see `dragSource`). */
export const DRAG_ID = 'player';
/** The DndContext's id, which dnd-kit gives the element of its screen reader instructions. */
export const DRAG_HELP_ID = 'formation-editor-drag-help';

type Activators = ReturnType<typeof useDraggable>['listeners'];
type ActivatorEvent = 'onMouseDown' | 'onTouchStart' | 'onKeyDown';

/**
 * The editor's players are not 20 dnd-kit draggables but one, lent to whichever handle is pressed: a
 * press points it at that handle's element and player, then hands the event to dnd-kit. A drag makes
 * dnd-kit's context change several times as it starts and ends, and every useDraggable hears each change;
 * with one, a pick-up or a drop redraws one small component instead of 20 handles (at a 4x slower CPU,
 * tens of milliseconds before the first frame). One editor is on a page at a time.
 */
export const dragSource = (() => {
  /** What the drag carries; dnd-kit keeps a reference to this object, so it is changed in place. */
  const data: DragData = { playerId: -1, from: 'available' };
  let activators: Activators;
  let setNode: (element: HTMLElement | null) => void = () => {};
  /** The handle last pressed (the one a pick-up fades). */
  let pressed: HTMLElement | null = null;
  /** From a press dnd-kit took until its drag ends, is cancelled or comes to nothing. */
  let busy = false;
  return {
    data,
    /** The draggable's current listeners and node setter (EditorDragSource keeps them). */
    connect(next: { activators: Activators; setNode: (element: HTMLElement | null) => void }) {
      activators = next.activators;
      setNode = next.setNode;
    },
    press(kind: ActivatorEvent, event: SyntheticEvent<HTMLElement>, playerId: number, from: Place) {
      // While a drag or a press is under way, the draggable stays where it is (dnd-kit ignores the press).
      if (busy || !activators) return;
      data.playerId = playerId;
      data.from = from;
      pressed = event.currentTarget;
      setNode(pressed);
      (activators[kind] as ((e: SyntheticEvent) => void) | undefined)?.(event);
      busy = (event.nativeEvent as Event & { dndKit?: unknown }).dndKit !== undefined;
    },
    /** The pressed handle, picked up or put down (it fades while it is dragged). */
    fade(isFaded: boolean) {
      pressed?.toggleAttribute('data-dragging', isFaded);
    },
    /** dnd-kit's drag ended, was cancelled or never started (onDragEnd, onDragCancel, onDragAbort). */
    release() {
      busy = false;
      dragSource.fade(false);
    },
  };
})();

/** The draggable itself: it alone hears dnd-kit's drag state, and moves the overlay as dnd-kit moves it. */
export function EditorDragSource() {
  const { listeners, setNodeRef, isDragging, transform } = useDraggable({
    id: DRAG_ID,
    data: dragSource.data,
  });
  useLayoutEffect(() => {
    dragSource.connect({ activators: listeners, setNode: setNodeRef });
  }, [listeners, setNodeRef]);
  useLayoutEffect(() => {
    if (isDragging) dragOverlay.move(transform);
  }, [isDragging, transform]);
  return null;
}

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
  const clear = () => {
    if (timer.current !== null) window.clearTimeout(timer.current);
    timer.current = null;
    start.current = null;
  };
  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
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
  };
  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    const from = start.current;
    if (!from) return;
    if (Math.hypot(event.clientX - from.x, event.clientY - from.y) > LONG_PRESS_SLOP_PX) clear();
  };
  /** True once for the click that ends a long press. */
  const consumeFired = () => {
    const was = fired.current;
    fired.current = false;
    return was;
  };
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
 * The button every player is picked up by: dnd-kit's press (mouse, a held finger, Space) through
 * `dragSource`, then the long press, the menu keys and B/U. It hears nothing of a drag, so a drag does not
 * redraw it.
 */
const DragHandle = memo(function DragHandle({
  playerId,
  from,
  label,
  isSelected,
  actions,
  className,
  children,
}: HandleProps) {
  const longPress = useLongPress(playerId, actions);
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ContextMenu' || (event.shiftKey && event.key === 'F10')) {
      event.preventDefault();
      const rect = event.currentTarget.getBoundingClientRect();
      actions.onMenu(playerId, { x: rect.left + rect.width / 2, y: rect.bottom }, event.currentTarget);
      return;
    }
    if (
      !event.currentTarget.hasAttribute('data-dragging') &&
      !event.ctrlKey &&
      !event.metaKey &&
      !event.altKey
    ) {
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
    dragSource.press('onKeyDown', event, playerId, from);
  };
  return (
    <button
      type="button"
      onMouseDown={(event) => dragSource.press('onMouseDown', event, playerId, from)}
      onTouchStart={(event) => dragSource.press('onTouchStart', event, playerId, from)}
      onPointerDown={longPress.onPointerDown}
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
      aria-roledescription="draggable"
      aria-describedby={DRAG_HELP_ID}
      data-player-handle={playerId}
      data-place={from}
      className={clsx(
        'cursor-grab touch-manipulation rounded-lg outline-offset-2 select-none [-webkit-touch-callout:none] focus-visible:outline-3 focus-visible:outline-sky-500 active:cursor-grabbing data-dragging:opacity-40',
        isSelected && 'outline-3 outline-yellow-300',
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
      className={clsx(
        'relative flex size-(--tile) items-center justify-center rounded-full text-sm font-bold text-white tabular-nums ring-2 ring-white',
        unavailable ? 'bg-slate-500' : isGoalkeeperByPreference(player) ? 'bg-pink-600' : 'bg-blue-600',
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
      className={clsx('flex flex-col items-center gap-0.5 py-1', tileSizes[size])}
    >
      <TileDisc player={player} unavailable={place === 'unavailable'} />
      {/* A space between number and name: the tile's visible text, "1 Oliver", is then the start of its
          name, "1 Oliver Bennett, available" (WCAG 2.5.3, label in name). */}{' '}
      <span aria-hidden="true" className="w-full truncate text-center text-xs leading-tight text-slate-800">
        {player.firstName}
      </span>
    </DragHandle>
  );
});
