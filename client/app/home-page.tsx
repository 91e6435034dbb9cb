import { lazy, Suspense } from 'react';
import { Button } from '../components/ui/button';
import { ErrorState } from '../components/ui/error-state';
import { PageContainer } from '../components/ui/page-container';
import { LoadingState } from '../components/ui/spinner';
import { LandingPage } from '../features/auth/landing-page';
import { useUser } from '../features/auth/use-auth';

// The landing page comes with this module (a route of its own, client/app/router.tsx), so a prerendered
// "/" hydrates with it at hand. The dashboard, for signed-in users only, loads when they are known.
const DashboardPage = lazy(() =>
  import('../features/auth/dashboard-page').then((m) => ({ default: m.DashboardPage })),
);

const signingIn = <LoadingState label="Signing you in..." className="min-h-48 flex-1" />;
// One element for good: when the user read is asked again (a prerendered "/" asks once it is live), this
// page re-renders but the landing page, the same element, is left as it is.
const landingPage = <LandingPage />;

/** "/": the landing page when signed out, the dashboard when signed in (spec 000 §2). */
export function HomePage() {
  const { data: user, isPending, isError, refetch, isRefetching } = useUser();
  if (isPending) return signingIn;
  if (isError) {
    return (
      <PageContainer width="medium">
        <ErrorState
          headingLevel="h1"
          title="Cannot reach Touchline"
          description="Check your connection, then try again."
          action={
            <Button onClick={() => refetch()} isLoading={isRefetching}>
              Try Again
            </Button>
          }
        />
      </PageContainer>
    );
  }
  return <Suspense fallback={signingIn}>{user ? <DashboardPage /> : landingPage}</Suspense>;
}
