// Full-page navigations to server paths (sign-in, sign-out). Kept in one place so the delay the spec
// asks for (000 §9: 500 ms, time to read the toast) is defined once.

export const REDIRECT_DELAY_MS = 500;
export const LOGIN_PATH = '/api/login';
export const LOGOUT_PATH = '/api/logout';

let pending: ReturnType<typeof setTimeout> | null = null;

/** Leaves the single-page app for `url` after the delay; the first call wins. */
export function navigateAwaySoon(url: string, delayMs = REDIRECT_DELAY_MS): void {
  if (pending !== null) return;
  pending = setTimeout(() => {
    window.location.href = url;
  }, delayMs);
}
