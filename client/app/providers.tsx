import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense } from 'react';
import { authKeys } from '../features/auth/use-auth';
import { createQueryClient } from '../lib/query-client';
import { handleUnauthorized } from '../lib/session-end';

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

// Radix Toast loads beside the first page instead of before it: toasts raised meanwhile wait in the
// store and appear as soon as it lands, and the first paint is not held up on a slow connection.
const Toaster = lazy(() => import('../components/ui/toaster').then((m) => ({ default: m.Toaster })));

export function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={appQueryClient}>
      {children}
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
    </QueryClientProvider>
  );
}
