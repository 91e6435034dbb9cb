import { LOGIN_PATH, LOGOUT_PATH, navigateAwaySoon } from './navigation';
import { toast } from './toast-store';

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
  if (kind === 'expired') {
    toast(
      { title: 'Session Expired', description: 'Please log in again to continue.', variant: 'destructive' },
      { final: true },
    );
  } else {
    toast(
      {
        title: 'Unauthorized',
        description: 'You are logged out. Logging in again...',
        variant: 'destructive',
      },
      { final: true },
    );
  }
  navigateAwaySoon(LOGIN_PATH);
}

/** Logout is a browser navigation to the server (spec 000 §2), after a brief word. */
export function logout(): void {
  toast({ title: 'Signing out...' }, { final: true });
  navigateAwaySoon(LOGOUT_PATH);
}
