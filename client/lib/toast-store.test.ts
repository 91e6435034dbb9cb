import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createToastStore, initialToastState, TOAST_REMOVE_DELAY_MS, toastReducer } from './toast-store';

const item = (id: string) => ({ id, title: id, open: true });

describe('toastReducer', () => {
  it('keeps at most one toast: a new one replaces the old', () => {
    let state = toastReducer(initialToastState, { type: 'add', toast: item('a'), final: false });
    state = toastReducer(state, { type: 'add', toast: item('b'), final: false });
    expect(state.toasts.map((t) => t.id)).toEqual(['b']);
  });

  it('refuses every toast after a final one', () => {
    let state = toastReducer(initialToastState, { type: 'add', toast: item('bye'), final: true });
    const after = toastReducer(state, { type: 'add', toast: item('later error'), final: false });
    expect(after).toBe(state);
    state = toastReducer(state, { type: 'add', toast: item('another final'), final: true });
    expect(state.toasts.map((t) => t.id)).toEqual(['bye']);
  });

  it('closes, then removes', () => {
    let state = toastReducer(initialToastState, { type: 'add', toast: item('a'), final: false });
    state = toastReducer(state, { type: 'dismiss', id: 'a' });
    expect(state.toasts[0]?.open).toBe(false);
    state = toastReducer(state, { type: 'remove', id: 'a' });
    expect(state.toasts).toEqual([]);
  });
});

describe('createToastStore', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('notifies subscribers and removes a dismissed toast after its close animation', () => {
    const store = createToastStore();
    const listener = vi.fn();
    store.subscribe(listener);
    const handle = store.toast({ title: 'Saved' });
    expect(store.getState().toasts).toHaveLength(1);
    handle.dismiss();
    expect(store.getState().toasts[0]?.open).toBe(false);
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS);
    expect(store.getState().toasts).toHaveLength(0);
    expect(listener).toHaveBeenCalledTimes(3);
  });
});
