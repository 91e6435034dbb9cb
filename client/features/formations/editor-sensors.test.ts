import type { SensorContext, SensorProps } from '@dnd-kit/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { connectPickUp, deferStart, type PickUpHooks } from './editor-sensors';

// The order in which a drag reaches dnd-kit when its pick-up and its drop are painted first: whatever
// the coach does, dnd-kit hears start, moves, then end or cancel, each once, and the editor draws the
// pick-up at once and the drop before dnd-kit's end.

let frames: Array<(() => void) | null> = [];
const keyListeners = new Set<() => void>();

/** The browser paints a frame: its requestAnimationFrame callbacks, then the tasks they posted. */
function paint() {
  const due = frames;
  frames = [];
  for (const callback of due) callback?.();
  vi.advanceTimersByTime(0);
}

function setUp() {
  const calls: string[] = [];
  const context = { current: { active: null } as unknown as SensorContext };
  const props = {
    context,
    onStart: (at: { x: number; y: number }) => calls.push(`start ${at.x},${at.y}`),
    onMove: (at: { x: number; y: number }) => calls.push(`move ${at.x},${at.y}`),
    onEnd: () => calls.push('end'),
    onCancel: () => calls.push('cancel'),
  } as unknown as SensorProps<object>;
  const hooks: PickUpHooks = {
    pickUp: () => calls.push('draw pick-up'),
    move: (delta) => calls.push(`draw move ${delta.x},${delta.y}`),
    cancel: () => calls.push('undraw'),
    drop: () => calls.push('draw drop'),
  };
  connectPickUp(hooks);
  /** dnd-kit commits its start (its context then has the drag). */
  const commit = () => {
    context.current = { ...context.current, active: {} as SensorContext['active'] };
  };
  return { calls, sensor: deferStart(props, true), keyboard: deferStart(props, false), commit };
}

beforeEach(() => {
  vi.useFakeTimers();
  frames = [];
  keyListeners.clear();
  vi.stubGlobal('requestAnimationFrame', (callback: () => void) => frames.push(callback));
  vi.stubGlobal('cancelAnimationFrame', (id: number) => {
    frames[id - 1] = null;
  });
  vi.stubGlobal('window', {
    setTimeout: (work: () => void, ms: number) => setTimeout(work, ms),
    clearTimeout: (id: number) => clearTimeout(id),
    addEventListener: (_type: string, listener: () => void) => keyListeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => keyListeners.delete(listener),
  });
});

afterEach(() => {
  connectPickUp(null);
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('deferStart', () => {
  it('draws the pick-up at once and gives dnd-kit the drag after that frame', () => {
    const { calls, sensor } = setUp();
    sensor.onStart({ x: 10, y: 20 });
    expect(calls).toEqual(['draw pick-up']);
    paint();
    expect(calls).toEqual(['draw pick-up', 'start 10,20']);
  });

  it('moves the drawing while dnd-kit starts, then hands on the last move once its start commits', () => {
    const { calls, sensor, commit } = setUp();
    sensor.onStart({ x: 10, y: 20 });
    sensor.onMove({ x: 15, y: 20 });
    paint();
    sensor.onMove({ x: 30, y: 25 });
    expect(calls).toEqual(['draw pick-up', 'draw move 5,0', 'start 10,20', 'draw move 20,5']);
    paint();
    expect(calls.at(-1)).toBe('draw move 20,5');
    commit();
    paint();
    expect(calls.at(-1)).toBe('move 30,25');
    sensor.onMove({ x: 31, y: 25 });
    expect(calls.at(-1)).toBe('move 31,25');
  });

  it('a drop before dnd-kit has the drag: start, last move, the drop drawn, and dnd-kit ends after the frame', () => {
    const { calls, sensor } = setUp();
    sensor.onStart({ x: 10, y: 20 });
    sensor.onMove({ x: 40, y: 50 });
    sensor.onEnd();
    expect(calls).toEqual(['draw pick-up', 'draw move 30,30', 'start 10,20', 'move 40,50', 'draw drop']);
    paint();
    expect(calls.slice(5)).toEqual(['end']);
    // The start's own frame comes to nothing: dnd-kit heard of it once.
    paint();
    vi.advanceTimersByTime(200);
    expect(calls.filter((call) => call.startsWith('start'))).toHaveLength(1);
  });

  it('a drop while dnd-kit is still starting starts it again at once (the two starts are one drag)', () => {
    const { calls, sensor } = setUp();
    sensor.onStart({ x: 10, y: 20 });
    paint();
    sensor.onMove({ x: 12, y: 20 });
    sensor.onEnd();
    expect(calls).toEqual([
      'draw pick-up',
      'start 10,20',
      'draw move 2,0',
      'start 10,20',
      'move 12,20',
      'draw drop',
    ]);
  });

  it('a drop after the start has committed is drawn at once and ended after the frame', () => {
    const { calls, sensor, commit } = setUp();
    sensor.onStart({ x: 0, y: 0 });
    paint();
    commit();
    paint();
    sensor.onMove({ x: 5, y: 5 });
    sensor.onEnd();
    expect(calls.slice(2)).toEqual(['move 5,5', 'draw drop']);
    paint();
    expect(calls.at(-1)).toBe('end');
  });

  it("ends dnd-kit's drag after 100 ms when no frame comes", () => {
    const { calls, sensor } = setUp();
    sensor.onStart({ x: 0, y: 0 });
    sensor.onEnd();
    vi.advanceTimersByTime(100);
    expect(calls.at(-1)).toBe('end');
  });

  it('a cancel before dnd-kit has the drag undraws it, and dnd-kit never starts', () => {
    const { calls, sensor } = setUp();
    sensor.onStart({ x: 10, y: 20 });
    sensor.onMove({ x: 11, y: 20 });
    sensor.onCancel();
    paint();
    vi.advanceTimersByTime(200);
    expect(calls).toEqual(['draw pick-up', 'draw move 1,0', 'undraw', 'cancel']);
  });

  it('a cancel while dnd-kit starts is a cancel of a started drag', () => {
    const { calls, sensor } = setUp();
    sensor.onStart({ x: 10, y: 20 });
    paint();
    sensor.onCancel();
    expect(calls).toEqual(['draw pick-up', 'start 10,20', 'start 10,20', 'cancel']);
  });

  it('the keyboard: a key before dnd-kit has the drag gives it the drag first; its moves are never held', () => {
    const { calls, keyboard } = setUp();
    keyboard.onStart({ x: 0, y: 0 });
    expect(keyListeners.size).toBe(1);
    for (const listener of keyListeners) listener();
    expect(calls).toEqual(['draw pick-up', 'start 0,0']);
    expect(keyListeners.size).toBe(0);
    keyboard.onMove({ x: 100, y: 50 });
    expect(calls.at(-1)).toBe('move 100,50');
    paint();
    vi.advanceTimersByTime(200);
    expect(calls.filter((call) => call.startsWith('start'))).toHaveLength(1);
  });
});
