import {
  type Active,
  type Announcements,
  type ClientRect,
  type CollisionDetection,
  type DragEndEvent,
  type DragStartEvent,
  KeyboardCode,
  type KeyboardCoordinateGetter,
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  type UniqueIdentifier,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { type Dispatch, type RefObject, useCallback, useEffect, useMemo, useRef } from 'react';
import type { Player } from '../../../shared/contracts/squad';
import { type FormationShape, shapePlayerCount } from '../../../shared/domain/formation-shapes';
import { type PositionLabel, positionLabel } from '../../../shared/domain/position-label';
import {
  fullName,
  type PitchPlayer,
  percentToPoint,
  pointToPercent,
  screenStep,
  tokenName,
} from '../../components/pitch/pitch';
import { type EditorAction, isPitchFull } from './editor-document';
import { type Placement, placeOf } from './editor-placement';
import { type DragData, dragOverlay, dragSource, playerLabel } from './editor-tokens';

// Drag and drop for the editor (dnd-kit): the mouse drags at once, a finger after holding a moment (so a
// swipe still scrolls), the keyboard with Space, arrows and Space. Nothing is committed while a player
// moves: the drag overlay follows the pointer (one element's transform per frame) and the reducer hears
// of it once, on the drop. The drop point is the shirt's centre as drawn, so a player lands where the
// coach sees him, and every move is told to screen readers in plain English. dnd-kit's own sensors and
// events only: the pick-up is drawn in onDragStart (a few styles, no React render), the drop in onDragEnd.

export type DropTarget = 'pitch' | 'bench' | 'unavailable' | 'available';
export const dropTargets: readonly DropTarget[] = ['pitch', 'bench', 'unavailable', 'available'];

/** Keyboard steps, in percent of the pitch: an arrow moves 2, Shift + arrow 10. */
export const KEY_STEP = 2;
export const KEY_STEP_LARGE = 10;

const positionNames: Record<PositionLabel, string> = {
  GK: 'goalkeeper',
  LB: 'left back',
  CB: 'centre back',
  RB: 'right back',
  LM: 'left midfield',
  CDM: 'defensive midfield',
  CM: 'centre midfield',
  RM: 'right midfield',
  LW: 'left wing',
  CAM: 'attacking midfield',
  ST: 'striker',
  RW: 'right wing',
};

/** "left back" for LB. */
export const positionName = (label: PositionLabel) => positionNames[label];

/**
 * A pitch token's handle: "9 ST Hughes, Oscar Hughes, striker, captain". It starts with the words the
 * token shows, in their order (number, position tag, name: WCAG 2.5.3, label in name, so a speech user
 * can say what they see), then says them in full.
 */
export function pitchHandleName(player: PitchPlayer, label: PositionLabel): string {
  const shown = `${player.shirtNumber} ${label} ${tokenName(player.firstName, player.lastName)}`;
  const states = [
    player.isCaptain ? 'captain' : null,
    player.isUnavailable ? 'unavailable for this match' : null,
  ];
  return [shown, fullName(player), positionName(label), ...states].filter(Boolean).join(', ');
}

const mouseOptions = { activationConstraint: { distance: 4 } };
const touchOptions = { activationConstraint: { delay: 200, tolerance: 8 } };

export type Point = { x: number; y: number };
const rectOf = (element: Element | null): ClientRect | null => {
  if (!element) return null;
  const r = element.getBoundingClientRect();
  return { top: r.top, left: r.left, width: r.width, height: r.height, right: r.right, bottom: r.bottom };
};
const contains = (rect: ClientRect, point: Point, margin = 0) =>
  point.x >= rect.left - margin &&
  point.x <= rect.right + margin &&
  point.y >= rect.top - margin &&
  point.y <= rect.bottom + margin;

/** The drag in progress, kept outside React's state: read on every pointer move. */
type DragSession = {
  playerId: number;
  from: DragData['from'];
  /** From the dragged element's top left to the point that lands (the shirt's centre). */
  offset: Point;
  /** Where that point was on the screen as the drag started. */
  origin: Point | null;
  /** The keyboard's point in pitch percent, once it has moved onto the pitch. */
  keyPoint: Point | null;
  lastLabel: PositionLabel | null;
  lastOver: UniqueIdentifier | null;
  /**
   * The pitch on the screen, read once a drag rather than on every move (a read after the overlay has
   * moved makes the browser lay the page out); forgotten when anything scrolls.
   */
  pitchRect: ClientRect | null;
};

export function useEditorDnd({
  stateRef,
  playersById,
  dispatch,
  pitchRef,
}: {
  /** The editor's latest state (null before its first render). */
  stateRef: RefObject<{ placement: Placement; shape: FormationShape } | null>;
  playersById: ReadonlyMap<number, Player>;
  dispatch: Dispatch<EditorAction>;
  /** The pitch surface (where percentages live). */
  pitchRef: RefObject<HTMLDivElement | null>;
}) {
  const session = useRef<DragSession | null>(null);
  const playersRef = useRef(playersById);
  playersRef.current = playersById;

  /** The dragged player's name: dnd-kit's one draggable carries who he is in its data. */
  const nameOf = useCallback((dragged: Active) => {
    const data = dragged.data.current as DragData | undefined;
    const player = data ? playersRef.current.get(data.playerId) : undefined;
    return player ? playerLabel(player) : 'The player';
  }, []);

  /** Where the drag would land now, on the screen, from the dragged element's rectangle. */
  const pointOf = useCallback((rect: { left: number; top: number } | null): Point | null => {
    const drag = session.current;
    if (!drag || !rect) return null;
    return { x: rect.left + drag.offset.x, y: rect.top + drag.offset.y };
  }, []);

  /** The pitch's rectangle, kept for the drag's session. */
  const pitchRectOf = useCallback(() => {
    const drag = session.current;
    if (!drag) return rectOf(pitchRef.current);
    drag.pitchRect ??= rectOf(pitchRef.current);
    return drag.pitchRect;
  }, [pitchRef]);
  useEffect(() => {
    const forget = () => {
      if (session.current) session.current.pitchRect = null;
    };
    window.addEventListener('scroll', forget, { capture: true, passive: true });
    window.addEventListener('resize', forget, { passive: true });
    return () => {
      window.removeEventListener('scroll', forget, { capture: true });
      window.removeEventListener('resize', forget);
    };
  }, []);

  const percentAt = useCallback(
    (point: Point | null) => {
      const rect = pitchRectOf();
      if (!point || !rect) return null;
      return pointToPercent(rect, point.x, point.y);
    },
    [pitchRectOf],
  );

  const collisionDetection = useCallback<CollisionDetection>(
    ({ collisionRect, droppableRects, droppableContainers }) => {
      const point = pointOf(collisionRect);
      if (!point) return [];
      for (const container of droppableContainers) {
        const rect = droppableRects.get(container.id);
        // A drop just past the pitch's lines still lands on it (clamped to the line).
        const margin = container.id === 'pitch' && rect ? rect.width * 0.03 : 0;
        if (rect && contains(rect, point, margin)) {
          return [{ id: container.id, data: { droppableContainer: container, value: 0 } }];
        }
      }
      return [];
    },
    [pointOf],
  );

  // Arrows move the point over the pitch in steps of 2% (10% with Shift); the first arrow for a player
  // not yet on the pitch brings him to its centre.
  const coordinateGetter = useCallback<KeyboardCoordinateGetter>(
    (event, { currentCoordinates }) => {
      const drag = session.current;
      const rect = pitchRectOf();
      if (!drag || !rect) return undefined;
      const step = event.shiftKey ? KEY_STEP_LARGE : KEY_STEP;
      // The way the arrow points on the screen, whichever way the pitch is drawn.
      const directions: Partial<Record<string, [across: number, down: number]>> = {
        [KeyboardCode.Right]: [1, 0],
        [KeyboardCode.Left]: [-1, 0],
        [KeyboardCode.Down]: [0, 1],
        [KeyboardCode.Up]: [0, -1],
      };
      const direction = directions[event.code];
      if (!direction) return undefined;
      const move = screenStep(rect, direction[0], direction[1], step);
      event.preventDefault();
      let next: Point;
      if (drag.keyPoint === null) {
        const here = pointOf({ left: currentCoordinates.x, top: currentCoordinates.y });
        const onPitch = here && contains(rect, here) ? pointToPercent(rect, here.x, here.y) : null;
        next = onPitch ? { x: onPitch.x + move.x, y: onPitch.y + move.y } : { x: 50, y: 50 };
      } else {
        next = { x: drag.keyPoint.x + move.x, y: drag.keyPoint.y + move.y };
      }
      next = { x: Math.min(Math.max(next.x, 0), 100), y: Math.min(Math.max(next.y, 0), 100) };
      drag.keyPoint = next;
      const onScreen = percentToPoint(rect, next);
      return { x: onScreen.x - drag.offset.x, y: onScreen.y - drag.offset.y };
    },
    [pitchRectOf, pointOf],
  );

  // The sensors' options keep their identity from render to render: new ones would give dnd-kit new
  // sensors, new listeners and a redraw of whatever uses them, on every drop.
  const keyboardOptions = useMemo(() => ({ coordinateGetter }), [coordinateGetter]);
  const sensors = useSensors(
    useSensor(MouseSensor, mouseOptions),
    useSensor(TouchSensor, touchOptions),
    useSensor(KeyboardSensor, keyboardOptions),
  );

  /** The drag's session, from the pressed handle as it is picked up. */
  const beginSession = useCallback(
    (data: DragData, fallbackRect: ClientRect | null) => {
      const node = document.querySelector(`[data-player-handle="${data.playerId}"]`);
      const nodeRect = rectOf(node) ?? fallbackRect;
      let offset: Point = nodeRect ? { x: nodeRect.width / 2, y: nodeRect.height / 2 } : { x: 0, y: 0 };
      const pitch = rectOf(pitchRef.current);
      const placed = stateRef.current?.placement.positions.find((p) => p.playerId === data.playerId);
      if (data.from === 'pitch' && placed && pitch && nodeRect) {
        // The shirt's centre, where the player stands, rather than the middle of shirt and name.
        const stands = percentToPoint(pitch, placed);
        offset = { x: stands.x - nodeRect.left, y: stands.y - nodeRect.top };
      }
      session.current = {
        playerId: data.playerId,
        from: data.from,
        offset,
        origin: nodeRect ? { x: nodeRect.left + offset.x, y: nodeRect.top + offset.y } : null,
        keyPoint: null,
        lastLabel: null,
        lastOver: null,
        pitchRect: pitch,
      };
      return session.current;
    },
    [pitchRef, stateRef],
  );

  // The pick-up on screen at once: the overlay's shirt at the point that lands and the handle faded, as
  // styles on elements always on the page, so it shows in the frame that dnd-kit's own start draws.
  const onDragStart = useCallback(
    ({ active: dragged }: DragStartEvent) => {
      const data = dragged.data.current as DragData | undefined;
      if (!data) return;
      const drag = beginSession({ ...data }, dragged.rect.current.initial);
      const player = playersRef.current.get(drag.playerId);
      if (player && drag.origin) dragOverlay.show(player, drag.origin);
      dragSource.fade(true);
    },
    [beginSession],
  );

  const finish = useCallback((event?: { activatorEvent: Event | null }) => {
    const drag = session.current;
    session.current = null;
    dragOverlay.hide();
    dragSource.release();
    // After a keyboard drop the player's button may be a new one (he moved from a box to the pitch, or
    // back): focus follows him there, so the next Space or B acts on him.
    if (drag && event?.activatorEvent instanceof KeyboardEvent) {
      requestAnimationFrame(() => {
        const handle = document.querySelector<HTMLElement>(`[data-player-handle="${drag.playerId}"]`);
        if (handle && document.activeElement !== handle) handle.focus();
      });
    }
  }, []);

  // What the last drop did, for its announcement (dnd-kit announces after this handler has run).
  const lastDrop = useRef<{ target: DropTarget | null; at: Point | null; fullShape: FormationShape | null }>({
    target: null,
    at: null,
    fullShape: null,
  });

  /** The drop, from dnd-kit's last measures of the drag: its collisions and the dragged rectangle. */
  const onDragEnd = useCallback(
    (event: DragEndEvent) => {
      const drag = session.current;
      if (drag) {
        const target = (event.collisions?.[0]?.id as DropTarget | undefined) ?? null;
        lastDrop.current = { target, at: null, fullShape: null };
        const state = stateRef.current;
        if (target === 'pitch' && state && isPitchFull(state, drag.playerId)) {
          // The shape's places are all taken: he stays where he was, and the announcement says why.
          lastDrop.current.fullShape = state.shape;
        } else if (target === 'pitch') {
          const at = drag.keyPoint ?? percentAt(pointOf(event.active.rect.current.translated));
          lastDrop.current.at = at;
          if (at) dispatch({ type: 'place', playerId: drag.playerId, x: at.x, y: at.y });
        } else if ((target === 'bench' || target === 'unavailable') && target !== drag.from) {
          dispatch({ type: target, playerId: drag.playerId });
        }
        // Dropped on the available list or nowhere: not an action (spec 001 §4.1).
      }
      finish(event);
    },
    [dispatch, finish, percentAt, pointOf, stateRef],
  );

  const accessibility = useMemo(() => {
    const where = (from: DragData['from']) =>
      ({ pitch: 'on the pitch', bench: 'on the bench', unavailable: 'unavailable', available: 'available' })[
        from
      ];
    const labelAt = (dragged: Active) => {
      const at = session.current?.keyPoint ?? percentAt(pointOf(dragged.rect.current.translated));
      return at ? positionLabel(at.x, at.y) : null;
    };
    const announcements: Announcements = {
      onDragStart: ({ active: dragged }) => {
        const data = dragged.data.current as DragData | undefined;
        const drag = session.current;
        // He starts over his own box (or the pitch): saying so would talk over "Picked up".
        if (drag && data) drag.lastOver = data.from;
        if (drag && data?.from === 'pitch') {
          const placed = stateRef.current?.placement.positions.find((p) => p.playerId === data.playerId);
          drag.lastLabel = placed ? positionLabel(placed.x, placed.y) : null;
        }
        return `Picked up ${nameOf(dragged)}${data ? `, ${where(data.from)}` : ''}.`;
      },
      onDragMove: ({ active: dragged, over }) => {
        const drag = session.current;
        if (!drag || over?.id !== 'pitch') return undefined;
        const label = labelAt(dragged);
        if (!label || label === drag.lastLabel) return undefined;
        drag.lastLabel = label;
        drag.lastOver = 'pitch';
        return `${nameOf(dragged)} moved to ${positionName(label)}.`;
      },
      onDragOver: ({ active: dragged, over }) => {
        const drag = session.current;
        const at = over?.id ?? null;
        if (!drag || at === drag.lastOver) return undefined;
        drag.lastOver = at;
        if (at !== 'pitch') drag.lastLabel = null;
        const name = nameOf(dragged);
        if (at === null) return `${name} is not over the pitch or a box.`;
        if (at === 'pitch') {
          const label = labelAt(dragged);
          drag.lastLabel = label;
          return label ? `${name} moved to ${positionName(label)}.` : `${name} is over the pitch.`;
        }
        if (at === 'bench') return `${name} is over the bench.`;
        if (at === 'unavailable') return `${name} is over Unavailable.`;
        return `${name} is over the available players. Dropping there changes nothing.`;
      },
      onDragEnd: ({ active: dragged }) => {
        const name = nameOf(dragged);
        const data = dragged.data.current as DragData | undefined;
        // Where onDragEnd saw it land (it runs first).
        const over = { id: lastDrop.current.target };
        const { fullShape } = lastDrop.current;
        if (over.id === 'pitch' && fullShape) {
          return `The pitch is full: a ${fullShape} has ${shapePlayerCount(fullShape)} places. ${name} stays ${data ? where(data.from) : 'where he was'}. Move a player to the bench first.`;
        }
        if (over.id === 'pitch') {
          const at = lastDrop.current.at;
          const label = at ? positionLabel(at.x, at.y) : null;
          return label
            ? `${name} dropped at ${label}, ${positionName(label)}.`
            : `${name} dropped on the pitch.`;
        }
        if (over.id === 'bench') return `${name} moved to the bench.`;
        if (over.id === 'unavailable') return `${name} marked unavailable.`;
        return `${name} dropped. Still ${data ? where(data.from) : 'where he was'}.`;
      },
      onDragCancel: ({ active: dragged }) => {
        const data = dragged.data.current as DragData | undefined;
        const player = playersRef.current.get(data?.playerId ?? -1);
        const place = player && stateRef.current ? placeOf(stateRef.current.placement, player.id) : null;
        return `Moving cancelled. ${nameOf(dragged)} stays ${place ? where(place) : 'where he was'}.`;
      },
    };
    return {
      announcements,
      screenReaderInstructions: {
        draggable:
          'To move a player, press Space to pick them up. On the pitch, the arrow keys move them 2% of the pitch a press, 10% with Shift. Press Space again to drop, or Escape to cancel. Press B to move a player to the bench, U to mark them unavailable, Shift+F10 for more.',
      },
    };
  }, [nameOf, percentAt, pointOf, stateRef]);

  return {
    sensors,
    collisionDetection,
    accessibility,
    onDragStart,
    onDragEnd,
    onDragCancel: finish,
    /** A press that never became a drag (the mouse let go before moving 4 px). */
    onDragAbort: dragSource.release,
  };
}
