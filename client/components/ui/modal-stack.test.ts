import { describe, expect, it, vi } from 'vitest';
import { createModalStack } from './modal-stack';

describe('modal stack', () => {
  it('has nothing on top when nothing is open', () => {
    expect(createModalStack<string>().top()).toBeNull();
  });

  it('puts the last opened on top, and the one below back on top when it closes', () => {
    const stack = createModalStack<string>();
    const closeForm = stack.push('form');
    const closeConfirm = stack.push('confirm');
    expect(stack.top()).toBe('confirm');
    closeConfirm();
    expect(stack.top()).toBe('form');
    closeForm();
    expect(stack.top()).toBeNull();
  });

  it('takes off a dialog below the top without moving the top', () => {
    const stack = createModalStack<string>();
    const closeForm = stack.push('form');
    stack.push('sheet');
    closeForm();
    expect(stack.top()).toBe('sheet');
  });

  it('tells its listeners of each change until they unsubscribe', () => {
    const stack = createModalStack<string>();
    const listener = vi.fn();
    const unsubscribe = stack.subscribe(listener);
    const close = stack.push('form');
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    close();
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
