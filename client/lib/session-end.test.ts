import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The navigation module remembers a pending redirect, so each test loads fresh modules.
async function load() {
  vi.resetModules();
  const location = {
    href: 'http://localhost/teams/abc/match-planning?matchId=7',
    pathname: '/teams/abc/match-planning',
    search: '?matchId=7',
    hash: '',
  };
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

  const signIn = '/api/login?returnTo=%2Fteams%2Fabc%2Fmatch-planning%3FmatchId%3D7';

  it('says the session expired, refuses later toasts, and goes to /api/login 500 ms after it shows', async () => {
    const { handleUnauthorized, toastStore, location } = await load();
    handleUnauthorized('expired');
    toastStore.toast({ title: 'Failed to save goals', variant: 'destructive' });
    expect(toastStore.getState().toasts.map((t) => [t.title, t.description])).toEqual([
      ['Session Expired', 'Please log in again to continue.'],
    ]);
    // The toaster takes a while to draw it: the reading time starts then.
    await vi.advanceTimersByTimeAsync(800);
    expect(location.href).not.toBe(signIn);
    toastStore.markShown(toastStore.getState().toasts[0]?.id ?? '');
    await vi.advanceTimersByTimeAsync(499);
    expect(location.href).not.toBe(signIn);
    await vi.advanceTimersByTimeAsync(1);
    expect(location.href).toBe(signIn);
  });

  it('leaves after 3 s and 500 ms when the toast can never be drawn', async () => {
    const { handleUnauthorized, location } = await load();
    handleUnauthorized('expired');
    await vi.advanceTimersByTimeAsync(3499);
    expect(location.href).not.toBe(signIn);
    await vi.advanceTimersByTimeAsync(1);
    expect(location.href).toBe(signIn);
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

describe('signInAddress', () => {
  it('asks sign-in to come back to the page, query and fragment included', async () => {
    const { signInAddress } = await import('./session-end');
    expect(
      signInAddress({ pathname: '/teams/Xy_9/formation-viewer', search: '?match=7&quarter=2', hash: '' }),
    ).toBe('/api/login?returnTo=%2Fteams%2FXy_9%2Fformation-viewer%3Fmatch%3D7%26quarter%3D2');
    expect(signInAddress({ pathname: '/league-management', search: '', hash: '#fixtures' })).toBe(
      '/api/login?returnTo=%2Fleague-management%23fixtures',
    );
  });

  it('asks for nothing from the landing page, nor from a path the rule refuses', async () => {
    const { signInAddress } = await import('./session-end');
    expect(signInAddress({ pathname: '/', search: '', hash: '' })).toBe('/api/login');
    expect(signInAddress({ pathname: '//evil.com', search: '', hash: '' })).toBe('/api/login');
    expect(signInAddress({ pathname: '/api/logout', search: '', hash: '' })).toBe('/api/login');
  });
});
