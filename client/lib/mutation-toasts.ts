import { ApiError, isUnauthorizedError } from './api';
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
 * whole toast (the error mapper's, say). Nothing for a 401, or when `failure` is null.
 */
export function toastFailure(error: unknown, failure: string | ToastInput | null): void {
  if (failure === null || isUnauthorizedError(error)) return;
  toast(
    typeof failure === 'string' ? { title: 'Error', description: failure, variant: 'destructive' } : failure,
  );
}

/** What the server said, without its status; the error text itself for a network failure. */
export function failureMessage(error: unknown): string {
  if (error instanceof ApiError) return error.serverMessage;
  return error instanceof Error ? error.message : String(error);
}

/** The server's own message when it gave one, else `fallback` (the spec's "server message or ..."). */
export function serverMessageOr(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.serverMessage ? error.serverMessage : fallback;
}
