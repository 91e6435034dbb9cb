import { Bone, PageHeaderSkeleton, PageSkeleton } from '../../components/ui/skeleton';
import type { PageHandle } from '../../lib/page-handle';
import { prefetchTeamsOfUser } from '../../lib/user-teams-query';

/** The team chooser while it loads: its header and the first team cards. */
export function DashboardSkeleton() {
  return (
    <PageSkeleton label="Loading your teams...">
      <PageHeaderSkeleton />
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {[1, 2, 3].map((n) => (
          <Bone key={n} className="h-[11.5rem] rounded-2xl" />
        ))}
      </div>
    </PageSkeleton>
  );
}

/** A team's address without a page: the dashboard, whose list of teams is read beside its code. */
export const dashboardHandle: PageHandle = {
  skeleton: <DashboardSkeleton />,
  prefetch: (queryClient) => prefetchTeamsOfUser(queryClient),
};
