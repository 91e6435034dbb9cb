import { DndContext, MeasuringStrategy, useDndContext } from '@dnd-kit/core';
import { type Dispatch, type ReactNode, type RefObject, useEffect, useRef } from 'react';
import type { Player } from '../../../shared/contracts/squad';
import { dropTargets, useEditorDnd } from './editor-dnd';
import type { EditorAction, EditorState } from './editor-document';
import { DRAG_HELP_ID, dragOverlay } from './editor-tokens';

// dnd-kit's context around the editor, what it measures and when, and the overlay that follows a drag.

/**
 * What dnd-kit's context (above the editor) and the editor share without either redrawing the other:
 * the editor's latest state, its dispatch and the pitch's surface.
 */
export type DndBridge = {
  stateRef: { current: EditorState | null };
  dispatchRef: { current: Dispatch<EditorAction> };
  dispatch: Dispatch<EditorAction>;
  surfaceRef: RefObject<HTMLDivElement | null>;
};

export function createDndBridge(): DndBridge {
  const dispatchRef: DndBridge['dispatchRef'] = { current: () => undefined };
  return {
    stateRef: { current: null },
    dispatchRef,
    dispatch: (action) => dispatchRef.current(action),
    surfaceRef: { current: null },
  };
}

export function EditorDndContext({
  bridge,
  playersById,
  children,
}: {
  bridge: DndBridge;
  playersById: ReadonlyMap<number, Player>;
  children: ReactNode;
}) {
  const dnd = useEditorDnd({
    stateRef: bridge.stateRef,
    playersById,
    dispatch: bridge.dispatch,
    pitchRef: bridge.surfaceRef,
  });
  return (
    <DndContext
      id={DRAG_HELP_ID}
      sensors={dnd.sensors}
      collisionDetection={dnd.collisionDetection}
      accessibility={dnd.accessibility}
      measuring={measuring}
      onDragStart={dnd.onDragStart}
      onDragEnd={dnd.onDragEnd}
      onDragCancel={dnd.onDragCancel}
      onDragAbort={dnd.onDragAbort}
      autoScroll={autoScroll}
    >
      {children}
    </DndContext>
  );
}

/**
 * Where the drop targets are (the pitch, the boxes, the list) is measured as a player is pressed by a
 * mouse or a finger (just after the press is painted), when nothing on the page has just changed, rather than as the drag starts (dnd-kit's BeforeDragging): a measure then would wait for
 * the browser to lay out what picking him up has changed, and redraw twice more, on the way to the first
 * frame of the drag. The rectangles follow any scrolling.
 */
const measuring = { droppable: { strategy: MeasuringStrategy.BeforeDragging } };
/**
 * Scrolling near an edge stays (a phone's bench may be below the screen); the compensation for a page
 * whose layout moves as a player is picked up goes, as nothing moves here, and it measured the player
 * once more on the way to the drag's first frame.
 */
const autoScroll = { layoutShiftCompensation: false } as const;

export function MeasureOnPress() {
  const { measureDroppableContainers } = useDndContext();
  const measure = useRef(measureDroppableContainers);
  measure.current = measureDroppableContainers;
  useEffect(() => {
    const onPress = (event: PointerEvent) => {
      // The targets by name: measured, dnd-kit's queue empties (named none, it stays, and the drag would
      // measure them all again as it starts).
      if (!(event.target instanceof Element && event.target.closest('[data-player-handle]'))) return;
      // Measured just after the press is painted, its redraws are not part of the press's own frame: a
      // mouse or a finger only becomes a drag after a move (4 px) or a hold. Space starts its drag at
      // once, and dnd-kit measures the targets then.
      requestAnimationFrame(() => setTimeout(() => measure.current([...dropTargets]), 0));
    };
    window.document.addEventListener('pointerdown', onPress, true);
    return () => window.document.removeEventListener('pointerdown', onPress, true);
  }, []);
  return null;
}

/** What follows the pointer: drawn by `dragOverlay` (editor-tokens.tsx), never redrawn by React. */
export function EditorDragOverlay() {
  return (
    <div
      aria-hidden="true"
      ref={dragOverlay.attachFrame}
      className="invisible pointer-events-none fixed top-0 left-0 z-[999] size-0"
    >
      <span
        ref={dragOverlay.attachShirt}
        className="absolute -top-[22px] -left-[22px] flex size-11 items-center justify-center rounded-full bg-blue-600 text-base font-bold text-white shadow-lg ring-2 ring-white will-change-transform [contain:strict]"
      />
    </div>
  );
}
