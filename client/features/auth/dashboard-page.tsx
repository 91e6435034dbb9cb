import { BookOpen, ChevronRight, LogOut, type LucideIcon, RefreshCw, ShieldCheck, Users } from 'lucide-react';
import { Link, Navigate } from 'react-router';
import type { User, UserTeam } from '../../../shared/contracts/auth';
import { roleBadgeLabel } from '../../../shared/domain/roles';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { ErrorState } from '../../components/ui/error-state';
import { PageContainer } from '../../components/ui/page-container';
import { PageHeader } from '../../components/ui/page-header';
import { logout } from '../../lib/session-end';
import { teamHomePath } from '../../lib/team-path';
import { useDocumentTitle } from '../../lib/use-document-title';
import { userDisplayName } from '../../lib/user-display';
import { DashboardSkeleton } from './dashboard-handle';
import { useUser, useUserTeams } from './use-auth';

const cardLinkClasses =
  'group flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm shadow-slate-900/5 transition-all sm:p-6 ' +
  'hover:-translate-y-0.5 hover:border-green-300 hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-green-700';

function AdminCard({
  to,
  title,
  description,
  icon: Icon,
}: {
  to: string;
  title: string;
  description: string;
  icon: LucideIcon;
}) {
  return (
    <Link to={to} className={cardLinkClasses}>
      <div className="flex items-start justify-between gap-4">
        <div className="flex size-12 items-center justify-center rounded-xl bg-green-50 text-green-700 ring-1 ring-green-100">
          <Icon className="size-6" aria-hidden />
        </div>
        <ChevronRight
          className="size-5 text-slate-400 transition-transform group-hover:translate-x-0.5"
          aria-hidden
        />
      </div>
      <h2 className="mt-5 text-lg font-semibold text-slate-900">{title}</h2>
      <p className="mt-1.5 text-slate-600">{description}</p>
    </Link>
  );
}

function AdminDashboard({ user }: { user: User }) {
  return (
    <PageContainer>
      <PageHeader title="Admin Dashboard" description={`Welcome back, ${userDisplayName(user)}.`} />
      <ul className="grid gap-4 sm:grid-cols-2">
        <li>
          <AdminCard
            to="/admin"
            title="Platform Administration"
            description="Create clubs and teams, and invite coaches and parents."
            icon={ShieldCheck}
          />
        </li>
        <li>
          <AdminCard
            to="/how-to-guide"
            title="Platform Guide"
            description="How to run the squad, its set pieces, the league list, matches and formations."
            icon={BookOpen}
          />
        </li>
      </ul>
    </PageContainer>
  );
}

function TeamCard({ team }: { team: UserTeam }) {
  return (
    <Link to={teamHomePath(team)} className={cardLinkClasses}>
      <div className="flex items-start justify-between gap-3">
        <h2 className="text-lg leading-snug font-semibold text-slate-900">{team.name}</h2>
        <Badge variant={team.userRole === 'player_parent' ? 'neutral' : 'brand'}>
          {roleBadgeLabel(team.userRole)}
        </Badge>
      </div>
      <dl className="mt-4 grid grid-cols-2 gap-3 border-t border-slate-100 pt-4 text-sm">
        <div>
          <dt className="text-slate-600">Age Group</dt>
          <dd className="mt-0.5 font-semibold text-slate-900">{team.ageGroup || 'Not set'}</dd>
        </div>
        <div>
          <dt className="text-slate-600">Division</dt>
          <dd className="mt-0.5 font-semibold text-slate-900">{team.division || 'Not set'}</dd>
        </div>
      </dl>
      <span className="mt-auto inline-flex items-center gap-1 pt-4 text-sm font-semibold text-green-800">
        Open squad
        <ChevronRight className="size-4 transition-transform group-hover:translate-x-0.5" aria-hidden />
      </span>
    </Link>
  );
}

function TeamDashboard() {
  const teams = useUserTeams({ enabled: true });

  if (teams.isPending) return <DashboardSkeleton />;
  if (teams.isError) {
    return (
      <PageContainer width="medium">
        <ErrorState
          headingLevel="h1"
          title="Dashboard Loading Error"
          description="Unable to load your teams. Please try refreshing the page."
          action={
            <Button onClick={() => window.location.reload()}>
              <RefreshCw aria-hidden />
              Refresh Page
            </Button>
          }
        />
      </PageContainer>
    );
  }

  const [only, ...others] = teams.data;
  if (only && others.length === 0) return <Navigate to={teamHomePath(only)} replace />;

  if (!only) {
    return (
      <PageContainer width="medium" className="flex flex-1 flex-col justify-center">
        <EmptyState
          headingLevel="h1"
          icon={Users}
          title="No teams yet"
          description="You don't have access to any teams yet. Please contact your administrator to get access."
          action={
            <Button variant="outline" onClick={logout}>
              <LogOut aria-hidden />
              Logout
            </Button>
          }
        />
      </PageContainer>
    );
  }

  return (
    <PageContainer>
      <PageHeader title="Select Your Team" description="Choose the team you want to work with." />
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {teams.data.map((team) => (
          <li key={team.id}>
            <TeamCard team={team} />
          </li>
        ))}
      </ul>
    </PageContainer>
  );
}

/**
 * The signed-in "/" (spec 000 §2, §4): platform admins get their dashboard without the team list ever
 * being fetched; everyone else goes to their one team, picks one of several, or learns they have none.
 */
export function DashboardPage() {
  useDocumentTitle('Dashboard');
  const { data: user, isPending } = useUser();
  if (isPending || !user) return <DashboardSkeleton />;
  return user.role === 'admin' ? <AdminDashboard user={user} /> : <TeamDashboard />;
}
