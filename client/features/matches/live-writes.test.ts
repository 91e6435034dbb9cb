import { hydrate, MutationObserver, onlineManager, QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { keptChanges } from '../../lib/kept-changes';
import { registerLiveWrites } from './live-writes';

// The live screen's writes as the offline queue keeps them (client/lib/kept-changes.ts, decision 070).

const KINDS = new Set(['live-press', 'live-goal']);

afterEach(() => {
  onlineManager.setOnline(true);
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('a restored live write', () => {
  it('keeps a restored write the phone sends with no network, and sends it again until it goes', async () => {
    // The page opens with no signal but the browser says online (a weak signal): the restored press is
    // sent at once, and no request gets through.
    onlineManager.setOnline(false);
    const page = new QueryClient();
    registerLiveWrites(page);
    const press = { matchId: 7, event: { id: 'p3', kind: 'pause', at: 'x' } };
    const made = new MutationObserver<unknown, Error, object>(page, {
      mutationKey: ['matches', 'live-press', 7],
      scope: { id: 'live-7' },
    });
    void made.mutate(press).catch(() => undefined);
    await vi.waitFor(() => expect(page.getMutationCache().getAll()[0]?.state.isPaused).toBe(true));
    const saved = structuredClone(keptChanges(page, KINDS).state);
    page.clear();
    vi.useFakeTimers();
    vi.stubGlobal('window', globalThis);
    vi.stubGlobal('requestAnimationFrame', (run: () => void) => setTimeout(run, 16));
    vi.stubGlobal('cancelAnimationFrame', (id: number) => clearTimeout(id));
    const sent = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    vi.stubGlobal('fetch', sent);
    onlineManager.setOnline(true);
    const next = new QueryClient();
    registerLiveWrites(next);
    hydrate(next, saved);
    void next.resumePausedMutations();

    // Ten minutes with nothing getting through: sent again and again (at most 10 s apart), never given
    // up, and kept on the phone all the while.
    for (let second = 0; second < 600; second += 5) {
      await vi.advanceTimersByTimeAsync(5_000);
      expect(keptChanges(next, KINDS).ids).toHaveLength(1);
    }
    const [restored] = next.getMutationCache().getAll();
    expect(restored?.state.status).toBe('pending');
    expect(sent.mock.calls.length).toBeGreaterThan(10);
    next.clear();
  });
});
