import { afterEach, describe, expect, it, vi } from 'vitest';
import { inNextTask, nextTask } from './next-task';

describe('nextTask', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs after the current task and its microtasks', async () => {
    const order: string[] = [];
    inNextTask(() => order.push('next task'));
    queueMicrotask(() => order.push('microtask'));
    order.push('this task');
    await nextTask();
    expect(order).toEqual(['this task', 'microtask', 'next task']);
  });

  it('does not wait for timers: a paused clock does not hold the app back', async () => {
    vi.useFakeTimers();
    const ran = vi.fn();
    inNextTask(ran);
    await nextTask();
    expect(ran).toHaveBeenCalledOnce();
  });
});
