import { hydrate, MutationObserver, onlineManager, QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Formation } from '../../../shared/contracts/formations';
import { ApiError } from '../../lib/api';
import { teamFormationsKey } from '../../lib/formation-keys';
import { keptChanges } from '../../lib/kept-changes';
import { toastStore } from '../../lib/toast-store';
import type { FormationSaveBody } from './formation-editor-api';
import {
  FORMATION_SAVE_KIND,
  type FormationSaveVariables,
  forgetAnsweredSaves,
  formationSaveKey,
  formationSaveScope,
  formationWriteKinds,
  holdEditorOpen,
  lastWaitingSave,
  refusedSaveWords,
  registerFormationWrites,
  requestOf,
} from './formation-saves';

// The editor's saves made with no signal (issue 32, decision 070): kept as paused mutations of a
// registered kind, restored in a new page and sent there in their queue's order, each on the answer to
// the one before; a refusal told in words. The server is played by a stubbed fetch.

const body = (over: Partial<FormationSaveBody> = {}): FormationSaveBody => ({
  matchId: 5,
  quarter: 2,
  formation: '2-3-1',
  playerPositions: [],
  benchPlayers: [],
  unavailablePlayers: [],
  notes: '',
  name: 'Saturday',
  ...over,
});

let nextRequest = 0;
const variables = (over: Partial<FormationSaveVariables> = {}): FormationSaveVariables => ({
  teamId: 'team-a',
  formationId: 9,
  body: { ...body({ version: 3 }), requestId: `00000000-0000-4000-8000-00000000000${nextRequest++}` },
  after: null,
  draftKey: 'touchline:formation-draft:team-a:9:5:2',
  address: { formationId: 9, matchId: 5, quarter: 2 },
  sent: 'fingerprint',
  ...over,
});

const formation = (id: number, version: number): Formation =>
  ({ id, version, matchId: 5, quarter: 2, name: 'Saturday' }) as unknown as Formation;

/** The server: answers each save with the formation at the next version, recording what was sent. */
function stubServer(answer: (url: string, sent: Record<string, unknown>) => Response | Promise<Response>) {
  const calls: Array<{ method: string; url: string; body: Record<string, unknown> }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const sent = JSON.parse(String(init.body)) as Record<string, unknown>;
      calls.push({ method: String(init.method), url, body: sent });
      return answer(url, sent);
    }),
  );
  return calls;
}

const json = (value: unknown, status = 200) =>
  new Response(JSON.stringify(value), { status, headers: { 'content-type': 'application/json' } });

/** Makes a save as the editor does (its key and queue), without waiting for it. */
function makeSave(client: QueryClient, v: FormationSaveVariables) {
  const observer = new MutationObserver<Formation, Error, FormationSaveVariables>(client, {
    mutationKey: formationSaveKey(v.draftKey),
    scope: formationSaveScope(v.formationId, v.draftKey),
  });
  void observer.mutate(v).catch(() => undefined);
}

/** What the offline queue keeps of the editor's saves (client/lib/kept-changes.ts): its one rule, not a copy. */
const kept = (client: QueryClient) => keptChanges(client, new Set(formationWriteKinds)).state;

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  forgetAnsweredSaves();
});
afterEach(() => {
  onlineManager.setOnline(true);
  vi.unstubAllGlobals();
});

describe('requestOf', () => {
  it('sends a save as made when it follows none', () => {
    const v = variables();
    expect(requestOf(v)).toEqual({ formationId: 9, body: v.body });
  });

  it('names the save it follows, on the version it was made on when this page has no answer to it', () => {
    const v = variables();
    const after = '99999999-9999-4999-8999-999999999999';
    expect(requestOf({ ...v, after })).toEqual({
      formationId: 9,
      body: { ...v.body, version: 3, afterRequestId: after },
    });
  });

  it('sends a new formation that follows an unanswered save as a create naming it (the server finds what it made)', () => {
    const v = variables({ formationId: null, body: { ...body(), requestId: 'aaaa' } });
    expect(requestOf({ ...v, after: 'bbbb' })).toEqual({
      formationId: null,
      body: { ...v.body, afterRequestId: 'bbbb' },
    });
  });
});

describe('saves made with no signal', () => {
  it('are kept over a reload and sent in order, the second on the first answer (a new formation made once)', async () => {
    onlineManager.setOnline(false);
    const page = new QueryClient();
    registerFormationWrites(page);
    const draftKey = 'touchline:formation-draft:team-a:new:5:2';
    const first = variables({
      formationId: null,
      draftKey,
      body: { ...body(), requestId: '11111111-1111-4111-8111-111111111111' },
    });
    makeSave(page, first);
    await settle();
    const second = variables({
      formationId: null,
      draftKey,
      after: lastWaitingSave(page, draftKey),
      body: { ...body({ notes: 'Later' }), requestId: '22222222-2222-4222-8222-222222222222' },
    });
    expect(second.after).toBe(first.body.requestId);
    makeSave(page, second);
    await settle();
    const saved = JSON.parse(JSON.stringify(kept(page)));
    expect(saved.mutations).toHaveLength(2);

    // The next page, with signal: restored, then sent once each, in the order made.
    forgetAnsweredSaves();
    onlineManager.setOnline(true);
    let version = 0;
    const calls = stubServer((_url, sent) => {
      version += 1;
      return json({ ...formation(41, version), notes: sent.notes ?? '' }, sent.version ? 200 : 201);
    });
    const next = new QueryClient();
    next.setQueryData(teamFormationsKey('team-a'), []);
    registerFormationWrites(next);
    hydrate(next, saved);
    await next.resumePausedMutations();
    await vi.waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[0]).toMatchObject({ method: 'POST', body: { requestId: first.body.requestId } });
    expect(calls[0]?.body.version).toBeUndefined();
    // The second is an update of the formation the first made, at the version it answered.
    expect(calls[1]).toMatchObject({
      method: 'PUT',
      url: '/api/formations/41',
      body: {
        requestId: second.body.requestId,
        version: 1,
        afterRequestId: first.body.requestId,
        notes: 'Later',
      },
    });
    await vi.waitFor(() =>
      expect(next.getQueryData<Formation[]>(teamFormationsKey('team-a'))).toEqual([
        { ...formation(41, 2), notes: 'Later' },
      ]),
    );
  });

  it('sends the second alone after a reload (the first answered, the page closed before the second was) naming the first, on its own version', async () => {
    onlineManager.setOnline(false);
    const page = new QueryClient();
    registerFormationWrites(page);
    const first = variables({
      body: { ...body({ version: 3 }), requestId: '33333333-3333-4333-8333-333333333333' },
    });
    makeSave(page, first);
    await settle();
    const second = variables({
      after: lastWaitingSave(page, first.draftKey),
      body: { ...body({ version: 3, notes: 'Later' }), requestId: '44444444-4444-4444-8444-444444444444' },
    });
    makeSave(page, second);
    await settle();
    // The signal returns: the first is sent and answered (version 4), the second is on its way when the
    // page closes: all IndexedDB holds then. The next page knows no answer to the first.
    const firstCalls = stubServer((_url, sent) =>
      sent.requestId === first.body.requestId
        ? json(formation(9, 4))
        : new Promise<Response>(() => undefined),
    );
    onlineManager.setOnline(true);
    void page.resumePausedMutations();
    await vi.waitFor(() => expect(firstCalls).toHaveLength(2));
    expect(firstCalls[0]?.body.requestId).toBe(first.body.requestId);
    const saved = JSON.parse(JSON.stringify(kept(page)));
    expect(saved.mutations).toHaveLength(1);
    expect(saved.mutations[0].state.variables.body.requestId).toBe(second.body.requestId);

    forgetAnsweredSaves();
    vi.unstubAllGlobals();
    const calls = stubServer(() => json({ ...formation(9, 5), notes: 'Later' }));
    const next = new QueryClient();
    next.setQueryData(teamFormationsKey('team-a'), [formation(9, 4)]);
    registerFormationWrites(next);
    hydrate(next, saved);
    await next.resumePausedMutations();
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    // The server takes it on the version the first produced (afterRequestId): no conflict with itself.
    expect(calls[0]).toMatchObject({
      method: 'PUT',
      url: '/api/formations/9',
      body: { requestId: second.body.requestId, version: 3, afterRequestId: first.body.requestId },
    });
    await vi.waitFor(() =>
      expect(next.getQueryData<Formation[]>(teamFormationsKey('team-a'))).toEqual([
        { ...formation(9, 5), notes: 'Later' },
      ]),
    );
  });

  it("sends a new formation's second save, restored alone, as a create naming the first: the server saves what the first made", async () => {
    onlineManager.setOnline(false);
    const page = new QueryClient();
    registerFormationWrites(page);
    const firstId = '55555555-5555-4555-8555-555555555555';
    const second = variables({
      formationId: null,
      draftKey: 'touchline:formation-draft:team-a:new:5:2',
      after: firstId,
      body: { ...body({ notes: 'Later' }), requestId: '66666666-6666-4666-8666-666666666666' },
    });
    makeSave(page, second);
    await settle();
    const saved = JSON.parse(JSON.stringify(kept(page)));

    forgetAnsweredSaves();
    onlineManager.setOnline(true);
    const calls = stubServer(() => json({ ...formation(41, 2), notes: 'Later' }));
    const next = new QueryClient();
    next.setQueryData(teamFormationsKey('team-a'), [formation(41, 1)]);
    registerFormationWrites(next);
    hydrate(next, saved);
    await next.resumePausedMutations();
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({
      method: 'POST',
      body: { requestId: second.body.requestId, afterRequestId: firstId, notes: 'Later' },
    });
    expect(calls[0]?.body.version).toBeUndefined();
    await vi.waitFor(() =>
      expect(next.getQueryData<Formation[]>(teamFormationsKey('team-a'))).toEqual([
        { ...formation(41, 2), notes: 'Later' },
      ]),
    );
  });

  it('words a save refused on its way: what, why, and that the version is kept', () => {
    const changed = new ApiError(409, 'This formation was changed by someone else.', 'FORMATION_CHANGED');
    expect(refusedSaveWords(variables(), changed)).toEqual({
      title: 'Formation "Saturday" not saved',
      description:
        'Someone else saved it while your save was waiting to be sent. Your version is kept on this phone: open it in the formation editor to save it again or discard it.',
    });
    expect(refusedSaveWords(variables(), new Error('x')).description).toMatch(/^It could not be sent\./);
  });

  it('follows only a save still waiting, never one answered', async () => {
    const client = new QueryClient();
    registerFormationWrites(client);
    const v = variables();
    stubServer(() => json(formation(9, 4)));
    makeSave(client, v);
    await vi.waitFor(() => expect(client.isMutating()).toBe(0));
    expect(lastWaitingSave(client, v.draftKey)).toBeNull();
    // Answered: the next save of the queue is made on that answer.
    expect(requestOf({ ...variables(), after: v.body.requestId }).body.version).toBe(4);
  });

  it('tells a refused save in a lasting toast when its editor is not open (an open editor tells it itself)', async () => {
    const client = new QueryClient();
    registerFormationWrites(client);
    stubServer(() => json({ code: 'FORMATION_CHANGED', message: 'Changed' }, 409));
    const titles = () => toastStore.getState().toasts.map((t) => t.title);
    const open = variables();
    const release = holdEditorOpen(open.draftKey);
    makeSave(client, open);
    await vi.waitFor(() => expect(client.isMutating()).toBe(0));
    expect(titles()).not.toContain('Formation "Saturday" not saved');
    release();
    makeSave(client, variables());
    await vi.waitFor(() => expect(titles()).toContain('Formation "Saturday" not saved'));
    const shown = toastStore.getState().toasts[0];
    expect(shown?.duration).toBe(Number.POSITIVE_INFINITY);
    expect(shown?.action?.label).toBe('Open');
    // Both stay in the cache, refused, with what the coach sent.
    const refused = client.getMutationCache().findAll({ mutationKey: ['formations', FORMATION_SAVE_KIND] });
    expect(refused.map((m) => [m.state.status, (m.state.error as ApiError).status])).toEqual([
      ['error', 409],
      ['error', 409],
    ]);
  });
});
