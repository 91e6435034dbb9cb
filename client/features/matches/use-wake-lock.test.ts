import { describe, expect, it } from 'vitest';
import { keepScreenAwake, type VisibilitySource, type WakeLockSentinelLike } from './use-wake-lock';

// The screen lock as a phone's browser treats it: granted while shown, released when hidden.

function fakePhone() {
  const events = new EventTarget();
  const page = {
    visibilityState: 'visible' as DocumentVisibilityState,
    addEventListener: events.addEventListener.bind(events),
    removeEventListener: events.removeEventListener.bind(events),
  };
  const held: (WakeLockSentinelLike & { released: boolean })[] = [];
  let requests = 0;
  const api = {
    request: async () => {
      requests += 1;
      const sentinel = {
        released: false,
        release: async () => {
          sentinel.released = true;
        },
      };
      held.push(sentinel);
      return sentinel;
    },
  };
  const show = (state: DocumentVisibilityState) => {
    page.visibilityState = state;
    // The browser lets the lock go when the page is hidden.
    if (state === 'hidden') for (const sentinel of held) sentinel.released = true;
    events.dispatchEvent(new Event('visibilitychange'));
  };
  return { api, page: page as unknown as VisibilitySource, show, held, requests: () => requests };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('keepScreenAwake', () => {
  it('takes the lock, and again when the page is shown after a lock of the phone', async () => {
    const phone = fakePhone();
    const stop = keepScreenAwake(phone.api, phone.page);
    await settle();
    expect(phone.requests()).toBe(1);
    phone.show('hidden');
    await settle();
    expect(phone.requests()).toBe(1);
    phone.show('visible');
    await settle();
    expect(phone.requests()).toBe(2);
    expect(phone.held.at(-1)?.released).toBe(false);
    stop();
    await settle();
    expect(phone.held.every((sentinel) => sentinel.released)).toBe(true);
    phone.show('visible');
    await settle();
    expect(phone.requests()).toBe(2);
  });

  it('does not ask while the page is hidden, nor twice while it holds the lock', async () => {
    const phone = fakePhone();
    phone.show('hidden');
    const stop = keepScreenAwake(phone.api, phone.page);
    await settle();
    expect(phone.requests()).toBe(0);
    phone.show('visible');
    phone.show('visible');
    await settle();
    expect(phone.requests()).toBe(1);
    stop();
  });

  it('lives with a refusal, and asks again the next time the page is shown', async () => {
    const phone = fakePhone();
    let refusals = 0;
    const refusing = {
      request: () => {
        refusals += 1;
        return Promise.reject(new Error('NotAllowedError'));
      },
    };
    const stop = keepScreenAwake(refusing, phone.page);
    await settle();
    expect(refusals).toBe(1);
    phone.show('hidden');
    phone.show('visible');
    await settle();
    expect(refusals).toBe(2);
    stop();
  });
});
