import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api';
import { toastStore } from '../../lib/toast-store';
import {
  forgetLiveMatch,
  forgetRefused,
  holdLiveScreenOpen,
  keepRefusedLiveWrites,
  liveScreenPath,
  MAX_REFUSED,
  readRefused,
  rememberRefused,
} from './live-refused';
import { type LiveSnapshot, readLiveSnapshot, saveLiveSnapshot } from './live-snapshot';
import { LiveNotSaved } from './live-sync-status';
import { liveChangeUndoKey, livePressKey, liveScope } from './live-writes';
import { matchKeys } from './matches-queries';

// The live writes the server refused are kept on the phone over a reload, per match, until dismissed,
// and never more than MAX_REFUSED of them (issue 32, decision 070).

class MemoryStorage {
  items = new Map<string, string>();
  getItem = (key: string) => this.items.get(key) ?? null;
  setItem = (key: string, value: string) => void this.items.set(key, String(value));
  removeItem = (key: string) => void this.items.delete(key);
}

let storage: MemoryStorage;
beforeEach(() => {
  storage = new MemoryStorage();
  vi.stubGlobal('localStorage', storage);
});
afterEach(() => vi.unstubAllGlobals());

const refusal = () => new ApiError(409, 'The match is paused already.', 'LIVE_EVENT_OUT_OF_ORDER');

function sendRefused(client: QueryClient, matchId: number, id: string, error: Error = refusal()) {
  return client
    .getMutationCache()
    .build(client, {
      mutationKey: livePressKey(matchId),
      scope: liveScope(matchId),
      mutationFn: () => Promise.reject(error),
      retry: false,
    })
    .execute({ matchId, event: { id, kind: 'pause', at: '2026-11-28T10:20:00Z' } })
    .catch(() => undefined);
}

const text = (client: QueryClient, matchId: number) =>
  renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <LiveNotSaved matchId={matchId} />
    </QueryClientProvider>,
  )
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');

describe('refused live writes kept on the phone', () => {
  it('keeps a write as the server refuses it, for its match only, and lists it after a reload', async () => {
    const before = new QueryClient();
    keepRefusedLiveWrites(before);
    await sendRefused(before, 7, 'p1');
    expect(readRefused(7)).toEqual([
      { key: 'live-press:p1', what: 'Pause for the break', why: expect.any(String) },
    ]);
    expect(readRefused(8)).toEqual([]);
    // A new page: nothing in its mutation cache, the refusal still listed.
    const after = new QueryClient();
    expect(text(after, 7)).toContain('Not saved: Pause for the break.');
    expect(text(after, 8)).not.toContain('Not saved');
  });

  it('keeps a write refused before it started watching (the queue loads with the first write)', async () => {
    const client = new QueryClient();
    await sendRefused(client, 7, 'p0');
    expect(readRefused(7)).toEqual([]);
    keepRefusedLiveWrites(client);
    expect(readRefused(7)).toEqual([
      { key: 'live-press:p0', what: 'Pause for the break', why: expect.any(String) },
    ]);
  });

  it('does not keep a change undone that was gone already, nor another match scope', async () => {
    const client = new QueryClient();
    keepRefusedLiveWrites(client);
    await client
      .getMutationCache()
      .build(client, {
        mutationKey: liveChangeUndoKey(7),
        scope: liveScope(7),
        mutationFn: () => Promise.reject(new ApiError(404, 'Not found', 'NOT_FOUND')),
        retry: false,
      })
      .execute({ matchId: 7, body: { id: 'c1' } })
      .catch(() => undefined);
    expect(readRefused(7)).toEqual([]);
  });

  it('keeps one entry per write, however often it is seen', async () => {
    const client = new QueryClient();
    keepRefusedLiveWrites(client);
    await sendRefused(client, 7, 'p1');
    rememberRefused(7, [{ key: 'live-press:p1', what: 'Pause for the break', why: 'x' }]);
    expect(readRefused(7)).toHaveLength(1);
    // Drawn from the kept list and the page's cache at once: listed once.
    expect(text(client, 7).match(/Not saved/g)).toHaveLength(1);
  });

  it('with the live screen closed, says a refusal in a lasting toast that opens the screen', async () => {
    const client = new QueryClient();
    const stop = keepRefusedLiveWrites(client);
    client.setQueryData(matchKeys.list('Team_A'), [{ id: 3 }]);
    client.setQueryData(matchKeys.list('Team B'), [{ id: 7 }, { id: 8 }]);
    await sendRefused(client, 7, 'p1');
    const [shown] = toastStore.getState().toasts;
    expect(shown).toMatchObject({
      title: 'Not saved: Pause for the break',
      description: 'The match is paused already.',
      variant: 'destructive',
      duration: Number.POSITIVE_INFINITY,
      action: { label: 'Open' },
    });
    expect(liveScreenPath(client, 7)).toBe('/teams/Team%20B/match-live?match=7');
    // A match no list on this page holds: the address without a team.
    expect(liveScreenPath(client, 99)).toBe('/match-live?match=99');
    // With the screen open, the list at its foot says it: no toast.
    const release = holdLiveScreenOpen(8);
    const before = toastStore.getState().toasts[0]?.id;
    await sendRefused(client, 8, 'p2');
    expect(toastStore.getState().toasts[0]?.id).toBe(before);
    expect(readRefused(8).map((item) => item.key)).toEqual(['live-press:p2']);
    // Closed again: the next one is told.
    release();
    await sendRefused(client, 8, 'p3');
    expect(toastStore.getState().toasts[0]?.id).not.toBe(before);
    stop();
  });

  it("forgets a gone match's refused writes and live snapshot, and only its", () => {
    const snapshot = {
      events: [],
      serverNow: '2026-11-28T10:00:00Z',
      offsetMs: 0,
    } as unknown as LiveSnapshot;
    for (const id of [7, 8]) {
      rememberRefused(id, [{ key: 'a', what: 'Start', why: 'x' }]);
      saveLiveSnapshot(id, snapshot);
    }
    forgetLiveMatch(7);
    expect(readRefused(7)).toEqual([]);
    expect(readLiveSnapshot(7)).toBeNull();
    expect(readRefused(8)).toHaveLength(1);
    expect(readLiveSnapshot(8)).not.toBeNull();
  });

  it('forgets a dismissed write, and removes the key when none is left', () => {
    rememberRefused(7, [
      { key: 'a', what: 'Start', why: 'x' },
      { key: 'b', what: 'Resume', why: 'y' },
    ]);
    expect(forgetRefused(7, 'a').map((item) => item.key)).toEqual(['b']);
    expect(forgetRefused(7, 'b')).toEqual([]);
    expect(storage.items.size).toBe(0);
  });

  it('keeps the newest MAX_REFUSED', () => {
    for (let i = 0; i < MAX_REFUSED + 5; i++) rememberRefused(7, [{ key: `k${i}`, what: 'Start', why: 'x' }]);
    const kept = readRefused(7);
    expect(kept).toHaveLength(MAX_REFUSED);
    expect(kept[0]?.key).toBe('k5');
    expect(kept.at(-1)?.key).toBe(`k${MAX_REFUSED + 4}`);
  });

  it('reads nothing from a damaged or refused storage, and the screen still draws', () => {
    storage.setItem('touchline.live-refused.7', '{not json');
    expect(readRefused(7)).toEqual([]);
    storage.setItem(
      'touchline.live-refused.7',
      JSON.stringify([{ key: 1 }, { key: 'a', what: 'Start', why: 'x' }]),
    );
    expect(readRefused(7)).toEqual([{ key: 'a', what: 'Start', why: 'x' }]);
    vi.stubGlobal('localStorage', undefined);
    expect(readRefused(7)).toEqual([]);
    // Nothing kept, nothing thrown: the list is the open screen's only.
    expect(rememberRefused(7, [{ key: 'a', what: 'Start', why: 'x' }])).toHaveLength(1);
    expect(text(new QueryClient(), 7)).toBe('');
  });
});
