import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { lazyComponent } from '../components/ui/on-demand';
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

// Radix Toast loads just after the first paint instead of during the first render, where its download
// and its code would stand between a slow phone and that paint (decision 016), and is drawn with the
// first toast: drawing its provider and region on a page that has shown none was a task of about 80 ms at
// 4x slowdown in every page's first seconds. A toast raised before the code has arrived waits in the
// store and shows when it does (decision 048).
const Toaster = lazyComponent(() => import('../components/ui/toaster').then((module) => module.Toaster));
const subscribeToasts = (onChange: () => void) => toastStore.subscribe(onChange);
const firstToastId = () => toastStore.getState().toasts[0]?.id ?? null;

function DeferredToaster() {
  const [hasCode, setHasCode] = useState(false);
  const [hasFailed, setHasFailed] = useState(false);
  const waitingToast = useSyncExternalStore(subscribeToasts, firstToastId, () => null);
  // Once drawn, it stays: a toast closing animates out, and the next one needs no new region.
  const isNeeded = useRef(false);
  if (waitingToast !== null) isNeeded.current = true;
  useEffect(() => {
    // Effects run after the first paint (not when idle: a toast may come before the page ever is). A
    // failed download is tried again when a toast is waiting.
    if (hasCode || (hasFailed && waitingToast === null)) return;
    Toaster.preload().then(
      () => setHasCode(true),
      () => setHasFailed(true),
    );
  }, [hasCode, hasFailed, waitingToast]);
  // Drawn only with its code here, so in the toast's own render: a first render that suspended would
  // hold the toast back for React's throttle of revealed boundaries, a timer (decision 048).
  return hasCode && isNeeded.current ? <Toaster /> : null;
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
