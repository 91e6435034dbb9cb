import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterPaint, nextPaint } from './after-paint';

// The browser's frame is played by hand: requestAnimationFrame callbacks run when the test says a frame
// was drawn. Timers are Vitest's fake ones.
let frames: Array<() => void> = [];
const drawFrame = () => {
  const callbacks = frames;
  frames = [];
  for (const callback of callbacks) callback();
};

beforeEach(() => {
  vi.useFakeTimers();
  frames = [];
  vi.stubGlobal('window', globalThis);
  vi.stubGlobal('requestAnimationFrame', (callback: () => void) => frames.push(callback));
  vi.stubGlobal('cancelAnimationFrame', (id: number) => {
    frames[id - 1] = () => {};
  });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('afterPaint', () => {
  it('runs the work in a task after the next frame, not in the frame', () => {
    const work = vi.fn();
    afterPaint(work);
    vi.advanceTimersByTime(50);
    expect(work).not.toHaveBeenCalled();
    drawFrame();
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(0);
    expect(work).toHaveBeenCalledOnce();
    // The fallback does not run it a second time.
    vi.advanceTimersByTime(200);
    expect(work).toHaveBeenCalledOnce();
  });

  it('runs it after 100 ms when the page draws no frame (a tab in the background)', () => {
    const work = vi.fn();
    afterPaint(work);
    vi.advanceTimersByTime(99);
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(work).toHaveBeenCalledOnce();
  });

  it('does nothing once cancelled', () => {
    const work = vi.fn();
    const cancel = afterPaint(work);
    cancel();
    drawFrame();
    vi.advanceTimersByTime(200);
    expect(work).not.toHaveBeenCalled();
  });
});

describe('nextPaint', () => {
  it('resolves once the next frame is painted', async () => {
    let isResolved = false;
    void nextPaint().then(() => {
      isResolved = true;
    });
    await vi.advanceTimersByTimeAsync(10);
    expect(isResolved).toBe(false);
    drawFrame();
    await vi.advanceTimersByTimeAsync(0);
    expect(isResolved).toBe(true);
  });
});
