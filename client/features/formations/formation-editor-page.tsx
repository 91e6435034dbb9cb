import { useQuery } from '@tanstack/react-query';
import { CalendarDays, Eye, RefreshCw, ShieldAlert, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { DEFAULT_TEAM_FORMAT } from '../../../shared/domain/formation-shapes';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { ErrorState } from '../../components/ui/error-state';
import { PageContainer } from '../../components/ui/page-container';
import { PageHeader } from '../../components/ui/page-header';
import { isNotFound, isTeamIdRequired } from '../../lib/api-checks';
import { useEffectiveTeamRole } from '../../lib/effective-team-role';
import { useTeamContext } from '../../lib/team-context';
import { teamPagePath } from '../../lib/team-path';
import { teamSettingsQuery } from '../../lib/team-settings-query';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useRevealInStages } from '../../lib/use-reveal';
import { viewerPath } from './editor-paths';
import { addressOf, editorHeading } from './formation-editor-address';
import { editorFormationsQuery, editorMatchesQuery, editorPlayersQuery } from './formation-editor-queries';
import { FormationEditorSkeleton } from './formation-editor-skeleton';
import { FormationEditorWorkspace } from './formation-editor-workspace';

// Coaches and team admins edit; anyone else is told where to look instead.

function LinkButton({
  to,
  variant = 'primary',
  children,
}: {
  to: string;
  variant?: 'primary' | 'outline';
  children: ReactNode;
}) {
  return (
    <Button asChild variant={variant}>
      <Link to={to}>{children}</Link>
    </Button>
  );
}

export function FormationEditorPage() {
  const { teamId } = useTeamContext();
  const effective = useEffectiveTeamRole();
  useDocumentTitle('Formation Editor');
  const [params] = useSearchParams();
  const address = addressOf(params);

  const players = useQuery(editorPlayersQuery(teamId));
  const matches = useQuery(editorMatchesQuery(teamId));
  const formations = useQuery(editorFormationsQuery(teamId));
  // The team's format: the shapes offered and a new formation's first (issue 30). Without a team to
  // ask (a platform admin's unscoped page) or when the read fails, eleven-a-side, as before formats.
  const settings = useQuery(teamSettingsQuery(effective.teamId));
  const format = settings.data?.format ?? DEFAULT_TEAM_FORMAT;

  const isLoading =
    effective.isPending ||
    players.isPending ||
    matches.isPending ||
    formations.isPending ||
    settings.isLoading;
  const isRevealed = useRevealInStages(!isLoading) > 0;
  if (isLoading || !isRevealed) return <FormationEditorSkeleton />;

  const failed = [players, matches, formations].find((query) => query.isError);
  const planning = teamPagePath(teamId, 'match-planning');
  let content: ReactNode;
  if (failed && isTeamIdRequired(failed.error)) {
    content = (
      <EmptyState
        icon={Users}
        title="Choose a team first"
        description="You are on more than one team. Pick one on the dashboard, then open the Formation Editor from its menu."
        action={<LinkButton to="/">Choose Your Team</LinkButton>}
      />
    );
  } else if (failed && isNotFound(failed.error) && !teamId) {
    content = (
      <EmptyState
        icon={Users}
        title="No team yet"
        description="You don't have access to any teams yet. Please contact your administrator to get access."
      />
    );
  } else if (failed && isNotFound(failed.error)) {
    content = (
      <ErrorState
        title="Team not found"
        description="This team does not exist, or you are not a member of it."
        action={<LinkButton to="/">Go to Dashboard</LinkButton>}
      />
    );
  } else if (failed) {
    content = (
      <ErrorState
        title="Could not load the formation editor"
        description="Check your connection, then try again."
        action={
          <Button
            onClick={() => {
              for (const query of [players, matches, formations]) if (query.isError) void query.refetch();
            }}
          >
            <RefreshCw aria-hidden />
            Try Again
          </Button>
        }
      />
    );
  } else if (!effective.canEdit) {
    // Spec 000 §2: only admins and coaches plan formations; a parent who follows a link gets the way
    // to what they can see.
    const saved =
      address.formationId === null ? null : formations.data?.find((row) => row.id === address.formationId);
    content = (
      <EmptyState
        icon={ShieldAlert}
        title="Only coaches can edit formations"
        description="You can see each period's plan in match planning, or open the formation in the viewer. Ask your coach if something needs changing."
        action={
          <div className="flex flex-col gap-2 sm:flex-row">
            {saved ? (
              <LinkButton to={viewerPath(teamId, saved)}>
                <Eye aria-hidden />
                View Formation
              </LinkButton>
            ) : null}
            <LinkButton to={planning} variant={saved ? 'outline' : 'primary'}>
              <CalendarDays aria-hidden />
              Go to Match Planning
            </LinkButton>
          </div>
        }
      />
    );
  } else {
    const formation =
      address.formationId === null
        ? null
        : (formations.data?.find((row) => row.id === address.formationId) ?? null);
    if (address.formationId !== null && !formation) {
      content = (
        <ErrorState
          title="Formation not found"
          description="It may have been deleted, or it belongs to another team."
          action={
            <div className="flex flex-col gap-2 sm:flex-row">
              <LinkButton to={teamPagePath(teamId, 'formation-editor')}>Start a New Formation</LinkButton>
              <LinkButton to={planning} variant="outline">
                Go to Match Planning
              </LinkButton>
            </div>
          }
        />
      );
    } else {
      content = (
        <FormationEditorWorkspace
          // A different address is a different formation: start afresh (its own draft).
          key={`${teamId}|${address.formationId}|${address.matchId}|${address.quarter}`}
          teamId={teamId}
          address={address}
          players={players.data ?? []}
          matches={matches.data ?? []}
          formations={formations.data ?? []}
          formation={formation}
          format={format}
        />
      );
    }
  }

  return (
    <PageContainer>
      <PageHeader
        {...editorHeading({ isEditing: address.formationId !== null, canEdit: effective.canEdit })}
      />
      {content}
    </PageContainer>
  );
}
