import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Printer, RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { matchOfAddress } from '../../../shared/contracts/first-reads';
import type { Formation } from '../../../shared/contracts/formations';
import type { Match, MatchPlayingTimeAnswer } from '../../../shared/contracts/matches';
import type { Player } from '../../../shared/contracts/squad';
import {
  type LineUp,
  periodHeading,
  type SheetPeriod,
  setPieceTakersOf,
  sheetName,
  sheetPeriodsOf,
  sheetPlayerText,
} from '../../../shared/domain/team-sheet';
import { Button, buttonClasses } from '../../components/ui/button';
import { ErrorState } from '../../components/ui/error-state';
import { PageContainer } from '../../components/ui/page-container';
import { isNotFound, isTeamIdRequired } from '../../lib/api-checks';
import { useEffectiveTeamRole } from '../../lib/effective-team-role';
import { matchDayAndTime, TIME_TBC } from '../../lib/match-dates';
import { venueLabel } from '../../lib/match-result-labels';
import { useTeamContext } from '../../lib/team-context';
import { teamPagePath } from '../../lib/team-path';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useTeamName } from '../../lib/use-team-name';
import { DATE_TBD } from './match-constants';
import { opponentLabel } from './match-format';
import { useMatches, useMatchPlayers, useTeamFormations } from './matches-hooks';
import { playingTimeQuery } from './playing-time-queries';
import { TeamSheetSkeleton } from './team-sheet-skeleton';

// The team sheet (issue 32, decision 067): a match's line-up for every period, the changes and their
// minutes, the captain and the set-piece takers, to read on a phone or print on A4 (the print rules at
// the end of client/styles.css; the app's header and footer and this page's buttons are `print:hidden`).
// Everyone on the team reads it, as the formation viewer: what it shows is what the viewer and match
// planning show a family (the line-ups, the captain, the set-piece lists); a family's change list names
// only its own players when the team keeps the squad's minutes to the coaches (the playing-time answer's
// `scope`). Nothing a coach keeps to himself (a player's coaching notes, parents' e-mails) is on it.

/** Black on paper: the screen's greys print as black. */
const INK = 'text-slate-900 print:text-black';
const SOFT_INK = 'text-slate-700 print:text-black';

/** The team sheet's route: the match (?match=), the squad, the formations and the match's changes. */
export function TeamSheetPage() {
  const { teamId } = useTeamContext();
  const effective = useEffectiveTeamRole();
  const [search] = useSearchParams();
  const matchId = matchOfAddress(search);
  useDocumentTitle('Team sheet');
  const matches = useMatches(teamId);
  const players = useMatchPlayers(teamId);
  const formations = useTeamFormations(teamId);
  const changes = useQuery({ ...playingTimeQuery(matchId ?? 0), enabled: matchId !== null });
  // The team's name for the sheet's top line (none for a platform admin).
  const teamName = useTeamName();

  const planning = teamPagePath(teamId, 'match-planning');
  const back = (
    <Link to={planning} className={buttonClasses({ variant: 'outline' })}>
      <ArrowLeft aria-hidden />
      Back to Match Planning
    </Link>
  );
  if (matchId === null) {
    return (
      <PageContainer width="narrow">
        <ErrorState
          headingLevel="h1"
          title="No match chosen"
          description="Open the team sheet from a match in Match Planning."
          action={back}
        />
      </PageContainer>
    );
  }
  const match = matches.data?.find((m) => m.id === matchId);
  const failed = [matches, players, formations].find((read) => read.isError)?.error;
  if (failed !== undefined && isTeamIdRequired(failed)) {
    return (
      <PageContainer width="narrow">
        <ErrorState
          headingLevel="h1"
          title="Choose a team first"
          description="You are on more than one team. Pick one on the dashboard, then open Matches from its menu."
          action={
            <Link to="/" className={buttonClasses()}>
              Choose Your Team
            </Link>
          }
        />
      </PageContainer>
    );
  }
  const isMissing =
    (matches.data && !match) || (failed !== undefined && isNotFound(failed)) || isNotFound(changes.error);
  if (failed !== undefined || isMissing) {
    return (
      <PageContainer width="narrow">
        <ErrorState
          headingLevel="h1"
          title={isMissing ? 'Match not found' : 'Could not load the team sheet'}
          description={
            isMissing
              ? 'This match is not one of your team’s, or it was removed.'
              : 'Check your connection, then try again.'
          }
          action={
            isMissing ? (
              back
            ) : (
              <Button
                onClick={() => {
                  for (const read of [matches, players, formations]) if (read.isError) void read.refetch();
                }}
              >
                <RefreshCw aria-hidden />
                Try Again
              </Button>
            )
          }
        />
      </PageContainer>
    );
  }
  // The changes are waited for with the rest (the route started them), so the sheet is drawn whole; a
  // failed read of them does not hold it: their section says so.
  if (
    !match ||
    !players.data ||
    !formations.data ||
    effective.isPending ||
    changes.isPending ||
    teamName.isPending
  ) {
    return <TeamSheetSkeleton />;
  }
  return (
    <TeamSheetView
      match={match}
      players={players.data}
      formations={formations.data}
      changes={changes.data}
      onRetryChanges={() => void changes.refetch()}
      teamName={teamName.name}
      backPath={`${planning}?matchId=${match.id}`}
    />
  );
}

/** The sheet itself, from its data (a test draws it without the reads). */
export function TeamSheetView({
  match,
  players,
  formations,
  changes,
  onRetryChanges,
  teamName,
  backPath,
}: {
  match: Match;
  players: readonly Player[];
  formations: readonly Formation[];
  /** The match's playing-time answer (its changes); undefined when it could not be read. */
  changes: MatchPlayingTimeAnswer | undefined;
  onRetryChanges: () => void;
  teamName: string | null;
  backPath: string;
}) {
  const periods = sheetPeriodsOf(match, formations, players);
  const takers = setPieceTakersOf(match, players);
  const opponent = opponentLabel(match);
  const when = matchDayAndTime(match);
  const captain =
    match.captainPlayerId === null || match.unavailablePlayerIds.includes(match.captainPlayerId)
      ? undefined
      : players.find((player) => player.id === match.captainPlayerId);
  const facts: [string, string][] = [
    ['Date', when?.day ?? DATE_TBD],
    ['Kick-off', when?.time ?? TIME_TBC],
    ...(match.meetTime && when && !match.isTimeTbc ? [['Meet', match.meetTime] as [string, string]] : []),
    ['Venue', venueLabel(match)],
    ...(match.isCup ? [['Competition', match.competition ?? 'Cup'] as [string, string]] : []),
    [
      'Captain',
      captain ? sheetPlayerText({ ...captain, name: sheetName(captain), isCaptain: false }) : 'Not chosen',
    ],
  ];

  return (
    <PageContainer width="medium" className="print:max-w-none print:p-0">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3 print:hidden">
        <Link to={backPath} className={buttonClasses({ variant: 'outline' })}>
          <ArrowLeft aria-hidden />
          Back to match
        </Link>
        <Button variant="outline" onClick={() => window.print()}>
          <Printer aria-hidden />
          Print
        </Button>
      </div>
      <header className="border-b border-slate-300 pb-3 print:border-black">
        {teamName ? <p className={`text-sm font-medium ${SOFT_INK}`}>{teamName}</p> : null}
        <h1 className={`text-2xl font-bold tracking-tight text-balance print:text-[16pt] ${INK}`}>
          Team sheet: vs {opponent}
        </h1>
        <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm sm:grid-cols-[auto_1fr_auto_1fr] print:grid-cols-[auto_1fr_auto_1fr] print:text-[9pt]">
          {facts.map(([term, value]) => (
            <div key={term} className="contents">
              <dt className={`font-semibold ${INK}`}>{term}</dt>
              <dd className={SOFT_INK}>{value}</dd>
            </div>
          ))}
        </dl>
      </header>

      <div className="mt-4 grid gap-4 sm:grid-cols-2 print:mt-3 print:grid-cols-2 print:gap-3">
        {periods.map((period) => (
          <PeriodBlock key={period.number} period={period} />
        ))}
      </div>

      <div className="mt-4 grid gap-4 sm:grid-cols-2 print:mt-3 print:grid-cols-2 print:gap-3">
        <SheetBlock headingId="sheet-changes" heading="Changes">
          <ChangeList changes={changes} onRetry={onRetryChanges} />
        </SheetBlock>
        <SheetBlock headingId="sheet-set-pieces" heading="Set pieces">
          <dl className="grid gap-1.5">
            {takers.map((role) => (
              <div key={role.role}>
                <dt className={`font-semibold ${INK}`}>{role.label}</dt>
                <dd className={SOFT_INK}>
                  {role.takers.length ? (
                    <ol className="list-inside list-decimal">
                      {role.takers.map((taker) => (
                        <li key={taker.id}>{sheetPlayerText(taker)}</li>
                      ))}
                    </ol>
                  ) : (
                    'None set'
                  )}
                </dd>
              </div>
            ))}
          </dl>
        </SheetBlock>
      </div>
    </PageContainer>
  );
}

/** A block of the sheet, never split across printed pages. */
function SheetBlock({
  headingId,
  heading,
  children,
}: {
  headingId: string;
  heading: ReactNode;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={headingId}
      className="break-inside-avoid rounded-xl border border-slate-200 bg-white p-4 text-sm print:rounded-none print:border-black print:p-2 print:text-[9pt]"
    >
      <h2 id={headingId} className={`mb-2 text-base font-semibold print:mb-1 print:text-[10.5pt] ${INK}`}>
        {heading}
      </h2>
      {children}
    </section>
  );
}

function PeriodBlock({ period }: { period: SheetPeriod }) {
  const heading = periodHeading(period);
  return (
    <SheetBlock
      headingId={`sheet-period-${period.number}`}
      heading={
        <>
          {heading}
          {period.shape ? <span className="font-normal"> · {period.shape}</span> : null}
        </>
      }
    >
      {period.lineUp ? (
        <LineUpTable lineUp={period.lineUp} caption={`${heading} line-up`} />
      ) : (
        <p className={SOFT_INK}>No line-up planned for this period.</p>
      )}
    </SheetBlock>
  );
}

function LineUpTable({ lineUp, caption }: { lineUp: LineUp; caption: string }) {
  return (
    <>
      {lineUp.onPitch.length ? (
        <table className="w-full border-collapse text-left">
          <caption className="sr-only">{caption}</caption>
          <thead>
            <tr
              className={`border-b border-slate-200 text-xs print:border-black print:text-[8pt] ${SOFT_INK}`}
            >
              <th scope="col" className="w-12 py-1 font-semibold">
                Pos
              </th>
              <th scope="col" className="w-10 py-1 font-semibold">
                No.
              </th>
              <th scope="col" className="py-1 font-semibold">
                Name
              </th>
            </tr>
          </thead>
          <tbody>
            {lineUp.onPitch.map((place) => (
              <tr key={place.id} className={`border-b border-slate-100 last:border-0 print:border-0 ${INK}`}>
                <td className="py-1 font-semibold print:py-0">{place.position}</td>
                <td className="py-1 tabular-nums print:py-0">{place.shirtNumber ?? ''}</td>
                <td className="py-1 print:py-0">
                  {place.name}
                  {place.isCaptain ? <span className="font-semibold"> (C)</span> : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className={SOFT_INK}>Nobody is placed on the pitch.</p>
      )}
      <p className={`mt-2 print:mt-1 ${SOFT_INK}`}>
        <span className={`font-semibold ${INK}`}>Bench: </span>
        {lineUp.bench.length ? lineUp.bench.map(sheetPlayerText).join(', ') : 'None'}
      </p>
      {lineUp.unavailable.length ? (
        <p className={SOFT_INK}>
          <span className={`font-semibold ${INK}`}>Unavailable: </span>
          {lineUp.unavailable.map(sheetPlayerText).join(', ')}
        </p>
      ) : null}
    </>
  );
}

/**
 * Each boundary between periods as match planning writes it ("15': 12 on for 3"); a family reading only
 * its own players' changes is told so.
 */
function ChangeList({
  changes,
  onRetry,
}: {
  changes: MatchPlayingTimeAnswer | undefined;
  onRetry: () => void;
}) {
  if (!changes) {
    return (
      <div className="grid gap-2">
        <p className={SOFT_INK}>The changes could not be loaded.</p>
        <Button variant="outline" size="sm" className="justify-self-start print:hidden" onClick={onRetry}>
          <RefreshCw aria-hidden />
          Try Again
        </Button>
      </div>
    );
  }
  if (changes.changes.length === 0) return <p className={SOFT_INK}>One period: no changes.</p>;
  return (
    <>
      <ul className={`grid gap-1 ${INK}`}>
        {changes.changes.map((boundary) => (
          <li key={boundary.after}>{boundary.text}</li>
        ))}
      </ul>
      {changes.scope === 'family' ? (
        <p className={`mt-2 ${SOFT_INK}`}>Only your family's players are listed.</p>
      ) : null}
    </>
  );
}
