import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The navigation module remembers a pending redirect, so each test loads fresh modules.
async function load() {
  vi.resetModules();
  const location = { href: 'http://localhost/teams/abc/squad-management' };
  vi.stubGlobal('window', { location });
  const sessionEnd = await import('./session-end');
  const { toastStore } = await import('./toast-store');
  return { ...sessionEnd, toastStore, location };
}

describe('handleUnauthorized and logout', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('says the session expired, refuses later toasts, and goes to /api/login 500 ms after it shows', async () => {
    const { handleUnauthorized, toastStore, location } = await load();
    handleUnauthorized('expired');
    toastStore.toast({ title: 'Failed to save goals', variant: 'destructive' });
    expect(toastStore.getState().toasts.map((t) => [t.title, t.description])).toEqual([
      ['Session Expired', 'Please log in again to continue.'],
    ]);
    // The toaster takes a while to draw it: the reading time starts then.
    await vi.advanceTimersByTimeAsync(800);
    expect(location.href).not.toBe('/api/login');
    toastStore.markShown(toastStore.getState().toasts[0]?.id ?? '');
    await vi.advanceTimersByTimeAsync(499);
    expect(location.href).not.toBe('/api/login');
    await vi.advanceTimersByTimeAsync(1);
    expect(location.href).toBe('/api/login');
  });

  it('leaves after 3 s and 500 ms when the toast can never be drawn', async () => {
    const { handleUnauthorized, location } = await load();
    handleUnauthorized('expired');
    await vi.advanceTimersByTimeAsync(3499);
    expect(location.href).not.toBe('/api/login');
    await vi.advanceTimersByTimeAsync(1);
    expect(location.href).toBe('/api/login');
  });

  it('tells a signed-out visitor they are logged out', async () => {
    const { handleUnauthorized, toastStore } = await load();
    handleUnauthorized('signed-out');
    handleUnauthorized('expired');
    expect(toastStore.getState().toasts.map((t) => [t.title, t.description])).toEqual([
      ['Unauthorized', 'You are logged out. Logging in again...'],
    ]);
  });

  it('logs out by going to /api/logout 500 ms after its toast shows', async () => {
    const { logout, toastStore, location } = await load();
    logout();
    expect(toastStore.getState().toasts[0]?.title).toBe('Signing out...');
    toastStore.markShown(toastStore.getState().toasts[0]?.id ?? '');
    await vi.advanceTimersByTimeAsync(500);
    expect(location.href).toBe('/api/logout');
  });
});
