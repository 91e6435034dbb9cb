import { MutationObserver, onlineManager, QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { isKeptOnPhone, markKeptOnPhone, tellWhenKeptOnPhone } from './kept-on-phone';

describe('kept on phone', () => {
  afterEach(() => {
    markKeptOnPhone([]);
    onlineManager.setOnline(true);
  });

  it('holds the ids last written, and no others', () => {
    markKeptOnPhone([3, 4]);
    expect(isKeptOnPhone(3)).toBe(true);
    expect(isKeptOnPhone(4)).toBe(true);
    expect(isKeptOnPhone(5)).toBe(false);
    // Sent and gone from IndexedDB: no longer kept; a new one written is.
    markKeptOnPhone([5]);
    expect(isKeptOnPhone(3)).toBe(false);
    expect(isKeptOnPhone(5)).toBe(true);
    markKeptOnPhone([]);
    expect(isKeptOnPhone(5)).toBe(false);
  });

  /** A write made with no signal, as a screen makes it: paused, in the mutation cache. */
  const pausedWrite = (queryClient: QueryClient, variables: object) => {
    onlineManager.setOnline(false);
    void new MutationObserver<string, Error, object>(queryClient, { mutationFn: async () => 'sent' }).mutate(
      variables,
    );
    const mutation = queryClient
      .getMutationCache()
      .find({ predicate: (m) => m.state.variables === variables });
    if (!mutation) throw new Error('the write is not in the cache');
    return mutation.mutationId;
  };

  it('tells once, when the phone has written the change made with these variables, not before', () => {
    const queryClient = new QueryClient();
    const variables = { goal: 1 };
    const id = pausedWrite(queryClient, variables);
    // Another write with equal but other variables does not stand for it.
    pausedWrite(queryClient, { goal: 1 });
    const told: string[] = [];
    tellWhenKeptOnPhone(queryClient, variables, () => told.push('kept'));
    expect(told).toEqual([]);
    markKeptOnPhone([id + 1]);
    expect(told).toEqual([]);
    markKeptOnPhone([id + 1, id]);
    expect(told).toEqual(['kept']);
    // Written again with the next change: not told twice.
    markKeptOnPhone([id]);
    expect(told).toEqual(['kept']);
  });

  it('tells at once where the change is already written, and never once the wait is stopped', () => {
    const queryClient = new QueryClient();
    const first = { goal: 1 };
    markKeptOnPhone([pausedWrite(queryClient, first)]);
    const told: string[] = [];
    tellWhenKeptOnPhone(queryClient, first, () => told.push('first'));
    expect(told).toEqual(['first']);

    const second = { goal: 2 };
    const id = pausedWrite(queryClient, second);
    const stop = tellWhenKeptOnPhone(queryClient, second, () => told.push('second'));
    // Sent before it was written (the signal came back): nothing is said to wait.
    stop();
    markKeptOnPhone([id]);
    expect(told).toEqual(['first']);
    // A change this queue never saw: nothing to tell.
    tellWhenKeptOnPhone(queryClient, { goal: 3 }, () => told.push('unknown'));
    markKeptOnPhone([]);
    expect(told).toEqual(['first']);
  });
});
