import { useEffect, useMemo } from 'react';
import { Outlet, useMatches } from 'react-router';
import { Button } from '../../components/ui/button';
import { ErrorState } from '../../components/ui/error-state';
import { PageContainer } from '../../components/ui/page-container';
import { LoadingState } from '../../components/ui/spinner';
import { useUser } from '../../features/auth/use-auth';
import { pageHandle } from '../../lib/page-handle';
import { handleUnauthorized } from '../../lib/session-end';
import { TeamContext, type TeamContextValue } from '../../lib/team-context';
import { RouteSkeleton } from './route-skeleton';

/** On the way to sign-in: the page's own words when it has them ('Please sign in to access ...'). */
function SignedOut() {
  const label = useMatches()
    .map((match) => pageHandle(match.handle).signedOut)
    .findLast(Boolean);
  return <LoadingState label={label ?? 'Redirecting to sign in...'} className="min-h-48 flex-1" />;
}

/**
 * Every signed-in page sits under this: it waits for the user (showing the page's skeleton), sends a
 * signed-out visitor to sign in (spec 000 §8) and provides the unscoped team context (no team) to the
 * pages below.
 */
export function RequireAuth() {
  const { data: user, isPending, isError, refetch, isRefetching } = useUser();
  const isSignedOut = !isPending && !isError && user === null;

  useEffect(() => {
    if (isSignedOut) handleUnauthorized('signed-out');
  }, [isSignedOut]);

  // No team in the URL, so no role from it: a page that needs the caller's role asks useEffectiveTeamRole(),
  // which looks up the team the server's unscoped routes act on (decision 014).
  const value = useMemo<TeamContextValue | null>(
    () => (user ? { user, teamId: null, teamRole: null } : null),
    [user],
  );

  if (isPending) return <RouteSkeleton />;
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
  if (!value) return <SignedOut />;
  return (
    <TeamContext.Provider value={value}>
      <Outlet />
    </TeamContext.Provider>
  );
}
