import { isUnauthorizedError } from './api';
import { type ToastInput, toast } from './toast-store';

// The toasts a save raises (spec 001 §8.1, §8.3), for every feature's mutations. A 401 never gets one
// here: the query client has already said why and is on its way to sign-in.

/**
 * The green toast of a save that went through: "Success" and what happened. `duration` for one that
 * says more than usual (what did not go in), so it stays long enough to be read.
 */
export function toastSuccess(description: string, options: { duration?: number } = {}): void {
  toast({ title: 'Success', description, variant: 'success', ...options });
}

/**
 * The toast of a save that failed: "Error" with `failure` as its text, or `failure` itself when it is a
 * whole toast (failureWords' for a failure the server explains, say). Nothing for a 401, or when
 * `failure` is null (an open dialog says it instead: a failure is told once).
 */
export function toastFailure(error: unknown, failure: string | ToastInput | null): void {
  if (failure === null || isUnauthorizedError(error)) return;
  toast(
    typeof failure === 'string' ? { title: 'Error', description: failure, variant: 'destructive' } : failure,
  );
}
