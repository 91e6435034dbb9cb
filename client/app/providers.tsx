import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect, useSyncExternalStore } from 'react';
import { authKeys } from '../features/auth/use-auth';
import { useIdleModule } from '../lib/lazy-module';
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

// Radix Toast loads when the browser is idle after the first page, or at once when a toast is raised
// before then: toasts wait in the store meanwhile. Not during the first render, where its download and
// its code would sit between a slow phone and its first paint (decision 016).
const loadToaster = () => import('../components/ui/toaster');
const subscribeToasts = (onChange: () => void) => toastStore.subscribe(onChange);
const hasToasts = () => toastStore.getState().toasts.length > 0;

function DeferredToaster() {
  const { module, ensure } = useIdleModule(loadToaster);
  const isWaiting = useSyncExternalStore(subscribeToasts, hasToasts, () => false);
  useEffect(() => {
    // A failed download is tried again by the next toast.
    if (isWaiting && !module) ensure().catch(() => undefined);
  }, [isWaiting, module, ensure]);
  return module ? <module.Toaster /> : null;
}

export function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={appQueryClient}>
      {children}
      <DeferredToaster />
    </QueryClientProvider>
  );
}
