import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { whenIdle } from './when-idle';

// The tests run in Node: `window` is the global object, as in a browser.
beforeEach(() => {
  vi.stubGlobal('window', globalThis);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('whenIdle', () => {
  it('waits for the browser to be idle where it can tell, and can be called off', () => {
    const calls: Array<{ work: () => void; timeout: number | undefined }> = [];
    const cancelled: number[] = [];
    vi.stubGlobal('requestIdleCallback', (work: () => void, options?: { timeout?: number }) => {
      calls.push({ work, timeout: options?.timeout });
      return calls.length;
    });
    vi.stubGlobal('cancelIdleCallback', (handle: number) => cancelled.push(handle));
    const work = vi.fn();
    const cancel = whenIdle(work, 5000);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.timeout).toBe(5000);
    expect(work).not.toHaveBeenCalled();
    calls[0]?.work();
    expect(work).toHaveBeenCalledOnce();
    cancel();
    expect(cancelled).toEqual([1]);
  });

  it('falls back to a timer where there is no requestIdleCallback (Safari)', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const work = vi.fn();
    whenIdle(work, 2000);
    vi.advanceTimersByTime(1999);
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(work).toHaveBeenCalledOnce();

    const calledOff = vi.fn();
    const cancel = whenIdle(calledOff, 2000);
    cancel();
    vi.advanceTimersByTime(5000);
    expect(calledOff).not.toHaveBeenCalled();
  });
});
