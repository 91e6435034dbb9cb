import {
  KeyboardSensor,
  type KeyboardSensorOptions,
  MouseSensor,
  type MouseSensorOptions,
  type SensorContext,
  type SensorProps,
  TouchSensor,
  type TouchSensorOptions,
} from '@dnd-kit/core';
import { startTransition } from 'react';
import { flushSync } from 'react-dom';
import { afterPaint } from '../../lib/after-paint';

/** A point on the screen, as dnd-kit's sensors give it. */
type Coordinates = { x: number; y: number };

// dnd-kit's sensors, with the pick-up and the drop painted first. When a press becomes a drag, dnd-kit's
// context redraws several times, measures the player and looks for the page's scrolling boxes, all
// before the browser may paint: at a 4x slower CPU about 60 ms in which the player seems not to have
// moved. Here the editor draws the pick-up itself at that moment (the overlay's shirt under the pointer,
// the player faded: a few styles, no React), and dnd-kit hears of it just after that frame is painted.
// Moves in between move the overlay's shirt and are handed on with the start; a drop or a key in between
// hands the start on at once, so nothing the coach does is lost. A drop likewise: the editor puts the
// player in his new place from dnd-kit's last measures of the drag (what dnd-kit's own end would read),
// and dnd-kit ends its drag, and redraws for it, after that frame (decision 031).

/** What the editor does at a pick-up not yet handed to dnd-kit. One editor is on a page at a time. */
export type PickUpHooks = {
  /** A press has just become a drag of `dragSource`'s player: draw it. */
  pickUp(): void;
  /** The pointer moved by this much since the pick-up. */
  move(delta: Coordinates): void;
  /** Cancelled (Escape, a lost touch) before dnd-kit heard of it: undraw it. */
  cancel(): void;
  /** Dropped: put the player where the drag's last measures say, now. */
  drop(drag: SensorContext): void;
};

let hooks: PickUpHooks | null = null;

/** The editor's hooks (null when it goes). */
export function connectPickUp(next: PickUpHooks | null) {
  hooks = next;
}

/**
 * Props whose start waits for the frame that shows it, then reaches dnd-kit in a transition (its
 * redraws may be split across frames); the pointer's moves wait for it, and a drop, a key or a cancel
 * in between has it committed first, so everything reaches dnd-kit in order.
 */
export function deferStart<T>(props: SensorProps<T>, canBufferMoves: boolean): SensorProps<T> {
  /** Waiting for the frame, starting (in dnd-kit's transition), or started (moves go straight on). */
  let phase: 'waiting' | 'starting' | 'started' = 'started';
  let start: Coordinates = { x: 0, y: 0 };
  let lastMove: Coordinates | null = null;
  let stopFrame = () => {};
  let frame = 0;
  const isCommitted = () => props.context.current.active !== null;
  const stopWaiting = () => {
    stopFrame();
    cancelAnimationFrame(frame);
    window.removeEventListener('keydown', finishStart, true);
  };
  /** dnd-kit has the drag: the last move it has not heard of goes on, and the rest go straight. */
  const started = () => {
    phase = 'started';
    stopWaiting();
    const move = lastMove;
    lastMove = null;
    if (move) props.onMove(move);
  };
  const beginStart = () => {
    phase = 'starting';
    startTransition(() => props.onStart(start));
    const watch = () => {
      if (phase !== 'starting') return;
      if (isCommitted()) started();
      else frame = requestAnimationFrame(watch);
    };
    frame = requestAnimationFrame(watch);
  };
  /** Before anything that needs dnd-kit's drag under way: its start (again, if still in its transition) now. */
  function finishStart() {
    if (phase === 'started') return;
    flushSync(() => {
      if (!isCommitted()) props.onStart(start);
      started();
    });
  }
  return {
    ...props,
    onStart(coordinates) {
      phase = 'waiting';
      start = coordinates;
      lastMove = null;
      hooks?.pickUp();
      stopFrame = afterPaint(beginStart);
      // The keyboard sensor reads dnd-kit's measures of the drag on each key (its listener is on the
      // document, bubbling): a key pressed before dnd-kit has the drag gives it the drag first.
      window.addEventListener('keydown', finishStart, true);
    },
    onMove(coordinates) {
      if (phase !== 'started' && canBufferMoves) {
        lastMove = coordinates;
        hooks?.move({ x: coordinates.x - start.x, y: coordinates.y - start.y });
        return;
      }
      finishStart();
      props.onMove(coordinates);
    },
    onEnd() {
      finishStart();
      hooks?.drop(props.context.current);
      afterPaint(props.onEnd);
    },
    onCancel() {
      if (phase === 'waiting') {
        // dnd-kit never had this drag: it forgets the press, and the editor undraws the pick-up.
        phase = 'started';
        lastMove = null;
        stopWaiting();
        hooks?.cancel();
      } else {
        finishStart();
      }
      props.onCancel();
    },
  };
}

export class EditorMouseSensor extends MouseSensor {
  constructor(props: SensorProps<MouseSensorOptions>) {
    super(deferStart(props, true));
  }
}

export class EditorTouchSensor extends TouchSensor {
  constructor(props: SensorProps<TouchSensorOptions>) {
    super(deferStart(props, true));
  }
}

export class EditorKeyboardSensor extends KeyboardSensor {
  constructor(props: SensorProps<KeyboardSensorOptions>) {
    super(deferStart(props, false));
  }
}
