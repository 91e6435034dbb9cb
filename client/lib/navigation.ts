import { login, logout } from '../../shared/contracts/auth-routes';

// Full-page navigations to server paths (sign-in, sign-out). Kept in one place so the delay the spec
// asks for (000 §9: 500 ms, time to read the toast) is defined once. The paths are the route table's:
// pages the browser goes to, not calls.

export const REDIRECT_DELAY_MS = 500;
export const LOGIN_PATH = login.path;
export const LOGOUT_PATH = logout.path;

let isPending = false;

/**
 * Leaves the single-page app for `url`, `delayMs` after `after` has resolved (the toast saying why is
 * on screen); the first call wins.
 */
export function navigateAwaySoon(
  url: string,
  delayMs = REDIRECT_DELAY_MS,
  after: Promise<void> = Promise.resolve(),
): void {
  if (isPending) return;
  isPending = true;
  void after.then(() =>
    setTimeout(() => {
      window.location.href = url;
    }, delayMs),
  );
}
