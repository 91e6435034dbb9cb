import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useRef, useSyncExternalStore } from 'react';
import { lazyComponent, OnDemand, useLoadWhenIdle } from '../components/ui/on-demand';
import { authKeys } from '../features/auth/use-auth';
import { createQueryClient } from '../lib/query-client';
import { handleUnauthorized } from '../lib/session-end';
import { toastStore } from '../lib/toast-store';

/**
 * A 401 while a user is known means the session ended during use ("Session Expired"); with no user it
 * means a signed-in page was opened while signed out ("Unauthorized").
 */
export function makeAppQueryClient() {
  return createQueryClient({
    onUnauthorized: (client) =>
      handleUnauthorized(client.getQueryData(authKeys.user) ? 'expired' : 'signed-out'),
  });
}

/**
 * The page's one query client. A module value rather than component state: the router's loaders start
 * a page's reads in it before React has rendered anything (decision 016).
 */
export const appQueryClient = makeAppQueryClient();

// Radix Toast loads when the browser is idle after the first paint instead of during the first render,
// where its download and its code would stand between a slow phone and that paint (decision 016), and is
// drawn with the first toast: drawing its provider and region on a page that has shown none was a task of
// about 80 ms at 4x slowdown in every page's first seconds. A toast raised before the code has arrived
// waits in the store and shows when it does (decision 048).
const Toaster = lazyComponent(() => import('../components/ui/toaster').then((module) => module.Toaster));
const toasterSteps = [Toaster.preload];
const subscribeToasts = (onChange: () => void) => toastStore.subscribe(onChange);
const firstToastId = () => toastStore.getState().toasts[0]?.id ?? null;

function DeferredToaster() {
  useLoadWhenIdle(toasterSteps);
  const waitingToast = useSyncExternalStore(subscribeToasts, firstToastId, () => null);
  // Once drawn, it stays: a toast closing animates out, and the next one needs no new region.
  const isNeeded = useRef(false);
  if (waitingToast !== null) isNeeded.current = true;
  // A failed download (no signal) is tried again by the next toast.
  return isNeeded.current ? (
    <OnDemand resetKey={waitingToast}>
      <Toaster />
    </OnDemand>
  ) : null;
}

/**
 * The query client is the page's one (appQueryClient) unless the caller brings its own: the build's
 * prerender draws each page with a fresh one. client/main.tsx may have put the signed-out state in it
 * before the first render (decision 015). The toaster renders nothing until the first toast, so a
 * prerendered page hydrates to the same markup.
 */
export function Providers({
  queryClient = appQueryClient,
  children,
}: {
  queryClient?: QueryClient;
  children: ReactNode;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <DeferredToaster />
    </QueryClientProvider>
  );
}
