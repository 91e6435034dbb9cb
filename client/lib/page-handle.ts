import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { Params } from 'react-router';

/**
 * What a page's route tells the shell, as the route's `handle` (decision 016):
 * - `skeleton`: the page's shape, shown from the first paint while the session, the page's code and its
 *   first reads load (the signed-in layouts and the router's first-load fallback show it);
 * - `prefetch`: the page's first reads, started as soon as the route is chosen, beside the download of
 *   the page's code rather than after it. Same query keys and functions as the page's own hooks, so the
 *   page finds them in the cache or in flight. A promise it returns settles when they have (a return to
 *   the page waits for it, router.tsx). `search` is the address's query string, for a read it names
 *   (the formation viewer's match).
 * Both are imported with the route list, so they belong in small modules of their own: no forms, no
 * dialogs, no zod.
 */
export type PageHandle = {
  skeleton?: ReactNode;
  prefetch?: (queryClient: QueryClient, params: Params, search: URLSearchParams) => unknown;
  /** What the page says to a visitor found signed out, on the way to sign-in (spec 001 §2.2's editor). */
  signedOut?: string;
};

/** A route's handle read as a PageHandle (any other handle has neither part). */
export function pageHandle(handle: unknown): PageHandle {
  return typeof handle === 'object' && handle !== null ? (handle as PageHandle) : {};
}
