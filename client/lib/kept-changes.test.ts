import { hydrate, MutationObserver, onlineManager, QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { keptChanges } from './kept-changes';

// What the offline queue hands IndexedDB. IndexedDB stores a structured clone, so structuredClone here
// fails exactly where IndexedDB would (DataCloneError): the queue once wrote nothing more on a page after a
// goal made with no signal, whose context holds a function.

const KINDS = new Set(['live-press', 'live-goal']);

let client: QueryClient;
beforeEach(() => {
  onlineManager.setOnline(false);
  client = new QueryClient();
});
afterEach(() => {
  onlineManager.setOnline(true);
  client.clear();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** A write made with no signal, as the live screen makes it; resolves once it waits (paused). */
async function makeOffline(kind: string, variables: object, context: object) {
  const observer = new MutationObserver<string, Error, object, object>(client, {
    mutationKey: ['matches', kind, 7],
    scope: { id: 'live-7' },
    mutationFn: async () => 'sent',
    onMutate: async () => context,
  });
  void observer.mutate(variables).catch(() => undefined);
  await vi.waitFor(() => {
    const mutation = client.getMutationCache().find({ mutationKey: ['matches', kind, 7] });
    expect(mutation?.state.isPaused).toBe(true);
    expect(mutation?.state.context).toBe(context);
  });
}

describe('keptChanges', () => {
  it('can be stored after a goal whose context holds a function, with the changes made after it', async () => {
    await makeOffline(
      'live-goal',
      { matchId: 7, body: { id: 'g1', side: 'them' } },
      { stopTelling: () => 1 },
    );
    await makeOffline('live-press', { matchId: 7, event: { id: 'p1', kind: 'resume' } }, { before: null });

    const { state, ids } = keptChanges(client, KINDS);

    expect(() => structuredClone(state)).not.toThrow();
    expect(ids).toHaveLength(2);
    expect(state.mutations.map((mutation) => mutation.state.context)).toEqual([undefined, undefined]);
    expect(state.mutations.every((mutation) => mutation.state.isPaused)).toBe(true);

    // Restored in a new page: both wait again, in the order made, with what they send.
    const next = new QueryClient();
    hydrate(next, structuredClone(state));
    const restored = next.getMutationCache().getAll();
    expect(restored.map((mutation) => [mutation.options.mutationKey, mutation.state.variables])).toEqual([
      [['matches', 'live-goal', 7], { matchId: 7, body: { id: 'g1', side: 'them' } }],
      [['matches', 'live-press', 7], { matchId: 7, event: { id: 'p1', kind: 'resume' } }],
    ]);
    expect(restored.every((mutation) => mutation.state.isPaused && mutation.state.status === 'pending')).toBe(
      true,
    );
    next.clear();
  });

  it('keeps only the waiting writes of its kinds', async () => {
    await makeOffline('live-press', { matchId: 7, event: { id: 'p2', kind: 'pause' } }, {});
    await makeOffline('team-settings', { name: 'Reds' }, {});

    const { state, ids } = keptChanges(client, KINDS);

    expect(state.queries).toEqual([]);
    expect(state.mutations.map((mutation) => mutation.mutationKey)).toEqual([['matches', 'live-press', 7]]);
    expect(ids).toEqual([
      client.getMutationCache().find({ mutationKey: ['matches', 'live-press', 7] })?.mutationId,
    ]);
  });
});
