import { login } from '../../shared/contracts/auth-routes';
import { routeUrl } from '../../shared/contracts/route';
import { safeReturnPath } from '../../shared/domain/return-path';
import { LOGIN_PATH, LOGOUT_PATH, navigateAwaySoon } from './navigation';
import { toast, toastStore } from './toast-store';

/**
 * The toast is read for 500 ms once it is on screen, not from when it was asked for: on a slow phone
 * the toaster's first drawing can take a good part of that. If it never draws, the page leaves anyway.
 */
const TOAST_SHOWN_TIMEOUT_MS = 3000;

function leaveOnceShown(toastId: string, url: string) {
  navigateAwaySoon(url, undefined, toastStore.whenShown(toastId, TOAST_SHOWN_TIMEOUT_MS));
}

/**
 * Sign-in, told to come back to `location` (a formation or match link opened signed out): the server
 * keeps the page with the e-mailed link. The landing page needs no return, and the server drops a path
 * the rule refuses, as this does.
 */
export function signInAddress(location: Pick<Location, 'pathname' | 'search' | 'hash'>): string {
  const returnTo = safeReturnPath(location.pathname + location.search + location.hash);
  return returnTo && returnTo !== '/' ? routeUrl(login, { query: { returnTo } }) : LOGIN_PATH;
}

/**
 * 'expired': a signed-in session stopped working during use. 'signed-out': a signed-in page was opened
 * without a session.
 */
export type UnauthorizedKind = 'expired' | 'signed-out';

/**
 * The one reaction to a 401 (spec 000 §8): say why, then go to sign-in after 500 ms. The toast is final,
 * so no error toast from the failing requests can replace it.
 */
export function handleUnauthorized(kind: UnauthorizedKind): void {
  const shown =
    kind === 'expired'
      ? toast(
          {
            title: 'Session Expired',
            description: 'Please log in again to continue.',
            variant: 'destructive',
          },
          { final: true },
        )
      : toast(
          {
            title: 'Unauthorized',
            description: 'You are logged out. Logging in again...',
            variant: 'destructive',
          },
          { final: true },
        );
  leaveOnceShown(shown.id, signInAddress(window.location));
}

/** Logout is a browser navigation to the server (spec 000 §2), after a brief word. */
export function logout(): void {
  const shown = toast({ title: 'Signing out...' }, { final: true });
  leaveOnceShown(shown.id, LOGOUT_PATH);
}
