import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense } from 'react';
import { authKeys } from '../features/auth/use-auth';
import { createQueryClient } from '../lib/query-client';
import { handleUnauthorized } from '../lib/session-end';
import { useHydrated } from '../lib/use-hydrated';

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

// Radix Toast loads beside the first page instead of before it: toasts raised meanwhile wait in the
// store and appear as soon as it lands, and the first paint is not held up on a slow connection.
const Toaster = lazy(() => import('../components/ui/toaster').then((m) => ({ default: m.Toaster })));

/**
 * The query client comes from the caller (client/main.tsx, or the build's prerender), which may have
 * put the signed-out state in it before the first render.
 */
export function Providers({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  // The toaster portals into <body>, which a prerender does not have: it joins once the page is live.
  const isHydrated = useHydrated();
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      {isHydrated ? (
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      ) : null}
    </QueryClientProvider>
  );
}
