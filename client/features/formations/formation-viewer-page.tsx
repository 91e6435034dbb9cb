import { useQuery } from '@tanstack/react-query';
import { clsx } from 'clsx';
import {
  ArrowLeft,
  CalendarClock,
  ChevronLeft,
  ChevronRight,
  CircleAlert,
  MapPin,
  Pencil,
  Plus,
  RefreshCw,
  SearchX,
  Users,
} from 'lucide-react';
import { type ReactNode, useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { Match } from '../../../shared/contracts/matches';
import type { Player } from '../../../shared/contracts/squad';
import { Pitch } from '../../components/pitch/pitch';
import { Button, buttonClasses } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { ErrorState } from '../../components/ui/error-state';
import { PageContainer } from '../../components/ui/page-container';
import { isNotFound, isTeamIdRequired } from '../../lib/api-checks';
import { useEffectiveTeamRole } from '../../lib/effective-team-role';
import { viewerParamsOf } from '../../lib/formation-viewer-params';
import { takeFormationViewerSession } from '../../lib/formation-viewer-session';
import { matchPlayingTimeQuery } from '../../lib/match-playing-time-query';
import { useTeamContext } from '../../lib/team-context';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useMediaQuery } from '../../lib/use-media-query';
import { useRevealInStages } from '../../lib/use-reveal';
import { useTeamName } from '../../lib/use-team-name';
import { editorHref } from './formation-library-format';
import { useFormationMatches, useFormationPlayers, useTeamFormations } from './formation-library-hooks';
import { viewerChanges } from './formation-viewer-changes';
import { PeriodChanges } from './formation-viewer-changes-box';
import {
  formationName,
  formationPitchPlayers,
  matchWhen,
  NOT_SHOWN_NOTICE,
  offThePitch,
  opponentName,
  periodShareContent,
  periodSubtitle,
  playerCount,
  playerLabel,
  type ShownFormation,
} from './formation-viewer-format';
import { backHref, type PeriodTarget, selectViewerFormation, viewerHref } from './formation-viewer-logic';
import { ShareLineUp } from './formation-viewer-share';
import { FormationViewerSkeleton, VIEWER_COLUMN } from './formation-viewer-skeleton';

// ---- Parts ----

/**
 * Previous and next period (spec 001 §2.3, §4.3): a full page load of the adjacent period's address,
 * off at the first and the last period. Beside Back from a tablet up; on a phone, big buttons under
 * the pitch, where a thumb reaches.
 */
function PeriodButtons({
  previous,
  next,
  teamId,
}: {
  previous: PeriodTarget | null;
  next: PeriodTarget | null;
  teamId: string | null;
}) {
  const go = (target: PeriodTarget | null) => () => {
    if (target) window.location.assign(viewerHref(teamId, target));
  };
  // On a phone the words give way to the arrows alone, at a full thumb's size, so Back, Edit and both
  // arrows share the top bar (spec 001 §2.3) on a 320 px screen.
  return (
    <nav aria-label="Periods" className="flex gap-2">
      <Button
        variant="outline"
        className="max-sm:size-11 max-sm:px-0"
        disabled={!previous}
        onClick={go(previous)}
        title={previous ? `Period ${previous.quarter}` : undefined}
      >
        <ChevronLeft aria-hidden />
        <span className="max-sm:sr-only">
          Previous<span className="sr-only"> period</span>
        </span>
      </Button>
      <Button
        variant="outline"
        className="max-sm:size-11 max-sm:px-0"
        disabled={!next}
        onClick={go(next)}
        title={next ? `Period ${next.quarter}` : undefined}
      >
        <span className="max-sm:sr-only">
          Next<span className="sr-only"> period</span>
        </span>
        <ChevronRight aria-hidden />
      </Button>
    </nav>
  );
}

/** The top bar (spec 001 §2.3): Back, the editor for coaches, and the period buttons. */
function TopBar({ back, edit, periods }: { back: string; edit: ReactNode; periods: ReactNode }) {
  return (
    <div className="mb-4 flex items-center justify-between gap-3">
      <Link to={back} className={buttonClasses({ variant: 'ghost', className: '-ml-3' })}>
        <ArrowLeft aria-hidden />
        Back
      </Link>
      <div className="flex items-center gap-2">
        {edit}
        {periods}
      </div>
    </div>
  );
}

/** The title, its period line and the info strip: date, Home or Away, players. */
function Heading({ title, subtitle, facts }: { title: string; subtitle: string; facts: ReactNode[] }) {
  return (
    <header>
      <h1 className="text-2xl font-bold tracking-tight text-balance text-slate-900 sm:text-3xl">{title}</h1>
      <p className="mt-1 text-base font-medium text-slate-700">{subtitle}</p>
      <ul className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-600">
        {facts.map((fact, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list drawn in one order.
          <li key={i} className="inline-flex items-center gap-1.5">
            {fact}
          </li>
        ))}
      </ul>
    </header>
  );
}

/** A blank period's place: on a phone, from edge to edge of the screen, as the viewer's Pitch is. */
const fullBleed = '-mx-4 w-[calc(100%+2rem)] max-w-none rounded-none sm:mx-0 sm:w-full sm:rounded-xl';

function PlayerChips({ players, tone }: { players: readonly Player[]; tone: 'bench' | 'unavailable' }) {
  return (
    <ul className="mt-2 flex flex-wrap gap-1.5">
      {players.map((player) => (
        <li
          key={player.id}
          className={clsx(
            'rounded-full px-2.5 py-1 text-sm',
            tone === 'bench' ? 'bg-slate-100 text-slate-800' : 'bg-red-50 text-red-800 ring-1 ring-red-200',
          )}
        >
          {playerLabel(player)}
        </li>
      ))}
    </ul>
  );
}

/** Who is not on the pitch: the bench and the unavailable players, by name. */
function OffThePitch({ bench, unavailable }: { bench: readonly Player[]; unavailable: readonly Player[] }) {
  return (
    <div className="mt-5 grid gap-4 sm:grid-cols-2">
      <section aria-labelledby="bench-heading" className="rounded-xl border border-slate-200 bg-white p-4">
        <h2 id="bench-heading" className="text-sm font-semibold text-slate-900">
          Bench <span className="font-normal text-slate-600">({bench.length})</span>
        </h2>
        {bench.length ? (
          <PlayerChips players={bench} tone="bench" />
        ) : (
          <p className="mt-2 text-sm text-slate-600">No one on the bench.</p>
        )}
      </section>
      <section
        aria-labelledby="unavailable-heading"
        className="rounded-xl border border-slate-200 bg-white p-4"
      >
        <h2 id="unavailable-heading" className="text-sm font-semibold text-slate-900">
          Unavailable <span className="font-normal text-slate-600">({unavailable.length})</span>
        </h2>
        {unavailable.length ? (
          <PlayerChips players={unavailable} tone="unavailable" />
        ) : (
          <p className="mt-2 text-sm text-slate-600">Everyone is available.</p>
        )}
      </section>
    </div>
  );
}

/** The formation: the read-only pitch, its notes in quotes, and who is off the pitch. */
function FormationSheet({
  formation,
  players,
  match,
  label,
  notice,
  changes,
}: {
  formation: ShownFormation;
  players: readonly Player[];
  match: Match | null;
  label: string;
  notice: ReactNode;
  /** The change into the period, under the pitch: what the coach reads out at the touchline. */
  changes: ReactNode;
}) {
  const onPitch = useMemo(
    () => formationPitchPlayers(formation, players, match),
    [formation, players, match],
  );
  const { bench, unavailable } = useMemo(
    () => offThePitch(formation, players, match),
    [formation, players, match],
  );
  const notes = formation.notes?.trim();
  return (
    <>
      <Pitch players={onPitch} size="viewer" label={label} className="mt-5" />
      {notice}
      {changes}
      {notes ? (
        <figure className="mt-5 rounded-xl border-l-4 border-green-700 bg-white px-4 py-3 shadow-sm shadow-slate-900/5">
          <blockquote className="text-base whitespace-pre-line text-slate-800 italic">“{notes}”</blockquote>
          <figcaption className="mt-1 text-sm text-slate-600">Notes</figcaption>
        </figure>
      ) : null}
      <OffThePitch bench={bench} unavailable={unavailable} />
    </>
  );
}

/** A period within the match with nothing planned: the pitch's place, dashed, and (for coaches) Plan. */
function BlankPeriod({ period, planHref }: { period: number; planHref: string | null }) {
  return (
    <div
      className={clsx(
        'mt-5 flex aspect-[3/2] flex-col items-center justify-center gap-2 border-2 border-dashed border-slate-300 bg-slate-50 px-6 text-center',
        fullBleed,
      )}
    >
      <h2 className="text-lg font-semibold text-slate-900">No Formation Set for Period {period}</h2>
      <p className="max-w-sm text-sm text-slate-600">Nothing has been planned for this period yet.</p>
      {planHref ? (
        <Link to={planHref} className={buttonClasses({ className: 'mt-2' })}>
          <Plus aria-hidden />
          Plan Period {period}
        </Link>
      ) : null}
    </div>
  );
}

function DashboardLink({ children }: { children: ReactNode }) {
  return (
    <Button asChild>
      <Link to="/">{children}</Link>
    </Button>
  );
}

// ---- Page ----

/**
 * /formation-viewer and /teams/:teamId/formation-viewer (spec 001 §2.3, §4.3): one period of a match
 * as the coach reads it at the touchline, read only: who plays where with the captain marked, the
 * notes, the bench and who is unavailable; the adjacent periods a full page load away. Everyone on the
 * team may view; coaches also get a link to the editor.
 */
export function FormationViewerPage() {
  const { teamId } = useTeamContext();
  const effective = useEffectiveTeamRole();
  // The shared line-up's first words (issue 32); the header reads the same list.
  const teamName = useTeamName();
  useDocumentTitle('Formation Viewer');

  const [searchParams] = useSearchParams();
  const search = searchParams.toString();
  const params = useMemo(() => viewerParamsOf(new URLSearchParams(search)), [search]);
  // Stored for this address or cleared (spec 001 §4.3); with it, no matches or players are read (§7).
  const session = useMemo(() => takeFormationViewerSession(params), [params]);
  const isWide = useMediaQuery('(min-width: 40rem)');

  const formationsQuery = useTeamFormations(teamId);
  const matchesQuery = useFormationMatches(teamId, { enabled: !session });
  const playersQuery = useFormationPlayers(teamId, { enabled: !session });
  const reads = session ? [formationsQuery] : [formationsQuery, matchesQuery, playersQuery];
  const failed = reads.find((query) => query.isError);
  const matches = session ? (session.match ? [session.match] : []) : matchesQuery.data;
  const players = (session ? session.players : playersQuery.data) ?? [];

  const selection = useMemo(
    () =>
      selectViewerFormation({
        params,
        stored: session?.formation ?? null,
        formations: formationsQuery.data ?? [],
        matches: matches ?? [],
      }),
    [params, session, formationsQuery.data, matches],
  );

  // The match's playing time, for the change into the period shown: read only when a period shows a
  // saved formation (a blank period or a draft has no changes to tell), and waited for with the page's
  // reads so the box under the pitch is there from the first draw. Its route starts it when the address
  // names the match (formation-viewer-routes.tsx). A failed read does not hold the page: its box says so.
  const changesMatchId =
    selection.kind === 'period' && selection.formation?.id != null ? selection.match.id : null;
  const timeQuery = useQuery({
    ...matchPlayingTimeQuery(changesMatchId ?? 0),
    enabled: changesMatchId !== null,
  });
  const changes = useMemo(
    () =>
      selection.kind === 'period' && timeQuery.data
        ? viewerChanges(timeQuery.data, selection.period, selection.formation?.id ?? null, players)
        : ({ kind: 'none' } as const),
    [selection, timeQuery.data, players],
  );

  const isLoading =
    effective.isPending ||
    teamName.isPending ||
    (!failed && reads.some((query) => query.isPending)) ||
    (changesMatchId !== null && timeQuery.isPending);
  const isRevealed = useRevealInStages(!isLoading) > 0;
  if (isLoading || !isRevealed) return <FormationViewerSkeleton />;

  let content: ReactNode;
  if (failed && isTeamIdRequired(failed.error)) {
    content = (
      <EmptyState
        icon={Users}
        title="Choose a team first"
        headingLevel="h1"
        description="You are on more than one team. Pick one on the dashboard, then open Matches from its menu."
        action={<DashboardLink>Choose Your Team</DashboardLink>}
      />
    );
  } else if (failed && isNotFound(failed.error)) {
    content = (
      <ErrorState
        title={teamId ? 'Team not found' : 'No team yet'}
        headingLevel="h1"
        description={
          teamId
            ? 'This team does not exist, or you are not a member of it.'
            : "You don't have access to any teams yet. Please contact your administrator to get access."
        }
        action={<DashboardLink>Go to Dashboard</DashboardLink>}
      />
    );
  } else if (failed) {
    content = (
      <ErrorState
        title="Could not load the formation"
        headingLevel="h1"
        description="Check your connection, then try again."
        action={
          <Button
            onClick={() => {
              for (const query of reads) if (query.isError) void query.refetch();
            }}
            isLoading={reads.some((query) => query.isRefetching)}
          >
            <RefreshCw aria-hidden />
            Try Again
          </Button>
        }
      />
    );
  } else if (selection.kind === 'not-found') {
    content = (
      <EmptyState
        icon={SearchX}
        title="Formation not found"
        headingLevel="h1"
        description="It may have been deleted, or the link is out of date."
        action={
          <Button asChild>
            <Link to={backHref(teamId, selection.match?.id ?? null)}>
              <ArrowLeft aria-hidden />
              Back to Matches
            </Link>
          </Button>
        }
      />
    );
  } else if (selection.kind === 'practice') {
    const { formation } = selection;
    content = (
      <>
        <TopBar
          // Back always leads to match planning (spec 001 §2.3); with no match there is none to open.
          back={backHref(teamId, null)}
          edit={
            effective.canEdit && formation.id !== null ? (
              <EditLink href={editorHref(teamId, formation)} label="Edit" />
            ) : null
          }
          periods={null}
        />
        <Heading
          title={formationName(formation)}
          subtitle={`Practice Formation • ${formation.formation}`}
          facts={[
            <>
              <Users className="size-4" aria-hidden />
              {playerCount(formation.playerPositions.length)}
            </>,
          ]}
        />
        <FormationSheet
          formation={formation}
          players={players}
          match={null}
          label={`${formationName(formation)}, ${formation.formation}`}
          notice={null}
          changes={null}
        />
      </>
    );
  } else {
    const { match, period, total, formation, previous, next } = selection;
    const periodButtons = <PeriodButtons previous={previous} next={next} teamId={teamId} />;
    const planHref = effective.canEdit
      ? editorHref(teamId, { id: formation?.id ?? null, matchId: match.id, quarter: period })
      : null;
    const latest = viewerHref(teamId, { matchId: match.id, quarter: period, formationId: null });
    // Share the period's plan as the team sees it (a saved formation: a draft handed over unsaved has no
    // address to send), with its address as Previous and Next write it.
    const share =
      formation?.id != null
        ? periodShareContent({
            teamName: teamName.name,
            match,
            period,
            formation,
            players,
            url: new URL(
              viewerHref(teamId, { matchId: match.id, quarter: period, formationId: formation.id }),
              window.location.href,
            ).href,
          })
        : null;
    content = (
      <>
        <TopBar
          back={backHref(teamId, match.id)}
          edit={
            planHref && formation?.id != null ? (
              <EditLink href={planHref} label={isWide ? 'Edit' : null} />
            ) : null
          }
          periods={periodButtons}
        />
        <Heading
          title={`vs ${opponentName(match)}`}
          subtitle={periodSubtitle(period, total, formation?.formation ?? null)}
          facts={[
            <>
              <CalendarClock className="size-4" aria-hidden />
              {matchWhen(match)}
            </>,
            <>
              <MapPin className="size-4" aria-hidden />
              {match.isHome === 1 ? 'Home' : 'Away'}
            </>,
            formation ? (
              <>
                <Users className="size-4" aria-hidden />
                {playerCount(formation.playerPositions.length)}
              </>
            ) : null,
          ].filter(Boolean)}
        />
        {share ? <ShareLineUp content={share} className="mt-3" /> : null}
        {formation ? (
          <FormationSheet
            formation={formation}
            players={players}
            match={match}
            label={`Period ${period} formation, ${formation.formation}`}
            changes={
              <PeriodChanges
                changes={changes}
                failed={timeQuery.isError}
                onRetry={() => void timeQuery.refetch()}
                isRetrying={timeQuery.isRefetching}
              />
            }
            notice={
              selection.notShown ? (
                <p className="mt-4 flex items-start gap-2 rounded-xl border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
                  <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
                  <span>
                    {NOT_SHOWN_NOTICE[selection.notShown]}{' '}
                    <a href={latest} className="font-semibold underline underline-offset-2">
                      See the team&apos;s plan
                    </a>
                  </span>
                </p>
              ) : null
            }
          />
        ) : (
          <BlankPeriod period={period} planHref={planHref} />
        )}
      </>
    );
  }

  return (
    <PageContainer>
      <div className={VIEWER_COLUMN}>{content}</div>
    </PageContainer>
  );
}

/** The editor on this formation, for coaches; an icon with its name on a phone. */
function EditLink({ href, label }: { href: string; label: string | null }) {
  return (
    <Link
      to={href}
      className={buttonClasses({ variant: 'outline', size: label ? 'md' : 'icon' })}
      aria-label={label ? undefined : 'Edit formation'}
    >
      <Pencil aria-hidden />
      {label}
    </Link>
  );
}
