import { PageContainer } from '../../components/ui/page-container';
import { PageHeader } from '../../components/ui/page-header';
import { CalendarFeedCard } from './calendar-feed-card';

/** The member's own page (issue 31): for now, the calendar feed of their teams' matches. */
export function AccountPage() {
  return (
    <PageContainer width="medium">
      <PageHeader title="Your Account" description="Settings that belong to you, not to a team." />
      <CalendarFeedCard />
    </PageContainer>
  );
}
