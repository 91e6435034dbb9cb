import { describe, expect, it } from 'vitest';
import { createAdmissionQueue } from './admission.js';

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('createAdmissionQueue', () => {
  it('starts requests in arrival order, a few per event-loop turn', async () => {
    const queue = createAdmissionQueue();
    const started: number[] = [];
    for (let i = 0; i < 40; i++) queue.admit(() => started.push(i));
    expect(started).toEqual([]);
    await nextTurn();
    expect(started).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    for (let turn = 0; turn < 40 && started.length < 40; turn++) await nextTurn();
    expect(started).toEqual(Array.from({ length: 40 }, (_, i) => i));
    expect(queue.waiting).toBe(0);
  });

  it('starts fewer per turn when busy turns run long, and more when they are short', async () => {
    let clock = 0;
    const queue = createAdmissionQueue(4, () => clock);
    for (let i = 0; i < 200; i++) queue.admit(() => {});
    await nextTurn();
    expect(queue.perTurn).toBe(8);
    clock += 20;
    await nextTurn();
    expect(queue.perTurn).toBe(4);
    clock += 20;
    await nextTurn();
    expect(queue.perTurn).toBe(2);
    for (let i = 0; i < 5; i++) {
      clock += 1;
      await nextTurn();
    }
    expect(queue.perTurn).toBe(7);
  });

  it('does not count an idle pause as a slow turn', async () => {
    let clock = 0;
    const queue = createAdmissionQueue(4, () => clock);
    queue.admit(() => {});
    await nextTurn();
    clock += 10_000;
    for (let i = 0; i < 20; i++) queue.admit(() => {});
    await nextTurn();
    expect(queue.perTurn).toBe(8);
  });
});
