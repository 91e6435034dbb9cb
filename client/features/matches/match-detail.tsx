import { usePrefetchQuery } from '@tanstack/react-query';
import {
  CalendarClock,
  ClipboardList,
  Clock,
  CloudDownload,
  MapPin,
  MessageSquareText,
  Pencil,
  Radio,
  Shuffle,
  Trash2,
  Users,
} from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import type { Formation } from '../../../shared/contracts/formations';
import type { Match } from '../../../shared/contracts/matches';
import type { Player } from '../../../shared/contracts/squad';
import { formationForPeriod } from '../../../shared/domain/formation-for-period';
import { periodsOf, substitutionsOf } from '../../../shared/domain/match-periods';
import { isPastMatch, matchStatus } from '../../../shared/domain/match-status';
import { CupBadge } from '../../components/cup-badge';
import { ResultBadge } from '../../components/result-badge';
import { Badge } from '../../components/ui/badge';
import { Button, buttonClasses } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { FoldedSection } from '../../components/ui/folded-section';
import { matchResultLabel, resultCodeLabel, venueLabel } from '../../lib/match-result-labels';
import { useStagesAfterMount } from '../../lib/use-reveal';
import { eventIdOfMatch, useMatchAnswers } from './availability-api';
import { EventAnswersCard } from './event-answers-card';
import { GoalScorersCard } from './goal-scorers-card';
import { GoalsCard } from './goals-card';
import { goalsAgainstQuery, goalsQuery } from './goals-queries';
import { AvailabilityCard } from './match-availability-card';
import { CaptainCard } from './match-captain-card';
import {
  matchWhenWithMeet,
  opponentLabel,
  playerLabel,
  playersWhoPlayed,
  reportPlayersWording,
  teamSheetHref,
} from './match-format';
import { MatchStatusBadge } from './match-list-panel';
import { isMatchDay, liveLinkOf } from './match-live-logic';
import { MatchSquadRolesCard } from './match-squad-roles-card';
import { PeriodCards } from './period-cards';
import { PeriodChangeList, PlayingTimePanel } from './playing-time-panel';

export type MatchDetailActions = {
  /** The match form; `{ atScore: true }` opens it on our score, for a result that is due. */
  onEdit: (match: Match, options?: { atScore: boolean }) => void;
  onTiming: (match: Match) => void;
  onDelete: (match: Match) => void;
  /** "Plan fair rotation" (issue 30), from period 1 or from a period card's "Re-plan from here". */
  onPlanRotation: (match: Match, fromPeriod?: number) => void;
};

/** The match at the top of the right panel: who, when, where, its status and score, and Edit. */
function MatchSummary({
  match,
  now,
  actions,
  liveLink,
  sheetHref,
}: {
  match: Match;
  now: Date;
  actions: MatchDetailActions | null;
  /** Live mode for coaches, "Follow live" for families on the match's day (issue 32); null: none. */
  liveLink: { label: string; href: string } | null;
  /** The match's printable team sheet (issue 32), for everyone on the team. */
  sheetHref: string;
}) {
  const result = matchResultLabel(match);
  // Abandoned or void: no result, said in words where the result would be.
  const noResult = result ? null : resultCodeLabel(match);
  const status = matchStatus(match, now);
  // One green button, for what the coach most likely came to do: live mode on the match's day; the
  // result (Edit) once the day has gone by without one. Live mode stays, quieter, on the other days.
  const isLiveTheMain = isMatchDay(match.matchDate, now);
  return (
    <Card>
      <CardHeader layout="blocks">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <h2
              id="selected-match-heading"
              tabIndex={-1}
              className="text-xl font-bold tracking-tight text-slate-900 focus:outline-none sm:text-2xl"
            >
              vs {opponentLabel(match)}
            </h2>
            <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
              <span className="inline-flex items-center gap-1.5">
                <CalendarClock className="size-4" aria-hidden />
                {matchWhenWithMeet(match)}
              </span>
              <span className="inline-flex items-center gap-1.5">
                <MapPin className="size-4" aria-hidden />
                {venueLabel(match)}
              </span>
              {match.faFixtureId !== null ? (
                <span className="inline-flex items-center gap-1.5">
                  <CloudDownload className="size-4" aria-hidden />
                  From Full-Time
                </span>
              ) : null}
            </p>
            {match.isCup ? <CupBadge competition={match.competition} className="mt-2" /> : null}
          </div>
          <MatchStatusBadge status={status} />
        </div>
        {/* The result's line is there, at its height, before the result is: entering it (the answer
            maybe a second after Save on a slow phone) fills it instead of pushing Edit and the cards
            down. */}
        {result ? (
          <p className="flex min-h-9 flex-wrap items-center gap-2 text-base text-slate-700">
            <ResultBadge result={result} size="xl" />
            {/* A result with a code is a walkover: a win or a loss Full-Time gave without goals. */}
            {match.resultCode !== null ? <span>No score</span> : null}
          </p>
        ) : noResult ? (
          <p className="flex min-h-9 flex-wrap items-center gap-2 text-base text-slate-700">
            <Badge variant="neutral" size="lg">
              {noResult}
            </Badge>
            <span>No score</span>
          </p>
        ) : (
          <p className="flex min-h-9 items-center gap-2 text-base text-slate-600">
            <span aria-hidden className="text-2xl font-bold text-slate-300">
              –
            </span>
            <span>No score yet</span>
          </p>
        )}
        <div className="flex flex-wrap gap-2">
          {liveLink ? (
            <Link
              to={liveLink.href}
              className={buttonClasses({ variant: isLiveTheMain ? 'primary' : 'outline' })}
            >
              <Radio aria-hidden />
              {liveLink.label}
              <span className="sr-only"> against {opponentLabel(match)}</span>
            </Link>
          ) : null}
          <Link to={sheetHref} className={buttonClasses({ variant: 'outline' })}>
            <ClipboardList aria-hidden />
            Team sheet
            <span className="sr-only"> against {opponentLabel(match)}</span>
          </Link>
          {actions ? (
            <MatchEditButtons match={match} actions={actions} isResultDue={status === 'Overdue'} />
          ) : null}
        </div>
      </CardHeader>
    </Card>
  );
}

function MatchEditButtons({
  match,
  actions,
  isResultDue,
}: {
  match: Match;
  actions: MatchDetailActions;
  /**
   * The match's day has gone by with no result: the main button says what is left to do, "Enter result",
   * and opens the match form on our score.
   */
  isResultDue: boolean;
}) {
  return (
    <>
      {isResultDue ? (
        <Button variant="primary" onClick={() => actions.onEdit(match, { atScore: true })}>
          <Pencil aria-hidden />
          Enter result
          <span className="sr-only"> of the match against {opponentLabel(match)}</span>
        </Button>
      ) : (
        <Button variant="outline" onClick={() => actions.onEdit(match)}>
          <Pencil aria-hidden />
          Edit
          <span className="sr-only"> match against {opponentLabel(match)}</span>
        </Button>
      )}
      <Button variant="ghost-destructive" onClick={() => actions.onDelete(match)}>
        <Trash2 aria-hidden />
        Delete
        <span className="sr-only"> match against {opponentLabel(match)}</span>
      </Button>
    </>
  );
}

/** Spec 001 §2.5's substitution timing box: length, periods and substitutions, then a card per period. */
function TimingSection({
  match,
  formations,
  players,
  canEdit,
  teamId,
  actions,
}: {
  match: Match;
  formations: readonly Formation[];
  players: readonly Player[];
  canEdit: boolean;
  teamId: string | null;
  actions: MatchDetailActions | null;
}) {
  const periods = periodsOf(match);
  // One meaning (issue 30): the changes between the periods shown, never a number stored apart from them.
  const substitutions = substitutionsOf(match);
  return (
    <Card>
      <CardHeader>
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <CardTitle id="timing-heading">Periods &amp; Substitutions</CardTitle>
            <CardDescription>
              <span className="inline-flex items-center gap-1.5">
                <Clock className="size-4" aria-hidden />
                {match.matchLength} minutes ·{' '}
                {periods.length === 1 ? '1 period' : `${periods.length} periods`} ·{' '}
                {substitutions === 1 ? '1 substitution' : `${substitutions} substitutions`}
              </span>
            </CardDescription>
          </div>
          {actions ? (
            <div className="flex flex-wrap gap-2">
              <Button variant="outline" onClick={() => actions.onTiming(match)}>
                <Clock aria-hidden />
                Edit Timing
              </Button>
              <Button variant="outline" onClick={() => actions.onPlanRotation(match)}>
                <Shuffle aria-hidden />
                Plan fair rotation
              </Button>
            </div>
          ) : null}
        </div>
      </CardHeader>
      <CardContent>
        <PeriodCards
          match={match}
          formations={formations}
          players={players}
          canEdit={canEdit}
          teamId={teamId}
        />
        <div className="mt-4">
          <PeriodChangeList matchId={match.id} periods={periods.length} />
        </div>
      </CardContent>
    </Card>
  );
}

/**
 * The extra match panel (spec 001 §2.5, content ours): the result, the coach's comments and the players
 * who played, read from the formations of the match's periods; for a match not played (yet), the
 * players those formations plan (reportPlayersWording).
 */
function MatchReport({
  match,
  formations,
  players,
  now,
}: {
  match: Match;
  formations: readonly Formation[];
  players: readonly Player[];
  now: Date;
}) {
  const shown = periodsOf(match).flatMap((period) => {
    const formation = formationForPeriod(formations, match.id, period.number);
    return formation ? [formation] : [];
  });
  const played = playersWhoPlayed(shown, players);
  const result = matchResultLabel(match);
  const noResult = result ? null : resultCodeLabel(match);
  const wording = reportPlayersWording(match, now);
  return (
    <Card>
      <CardHeader>
        <CardTitle id="match-report-heading">Match Report</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div>
          <h3 className="text-sm font-semibold text-slate-900">Result</h3>
          {/* One height with or without a result, so entering one moves nothing below. */}
          <p className="mt-1 flex min-h-6 items-center text-sm text-slate-700">
            {result ? (
              <ResultBadge result={result} size="md" />
            ) : noResult ? (
              `${noResult}: no result`
            ) : (
              'Not played yet.'
            )}
          </p>
        </div>
        <div>
          <h3 className="flex items-center gap-1.5 text-sm font-semibold text-slate-900">
            <MessageSquareText className="size-4 text-slate-500" aria-hidden />
            Comments
          </h3>
          <p className="mt-1 text-sm whitespace-pre-line text-slate-700">
            {match.comments ?? 'No comments.'}
          </p>
        </div>
        <div>
          <h3 className="flex items-center gap-1.5 text-sm font-semibold text-slate-900">
            <Users className="size-4 text-slate-500" aria-hidden />
            {wording.heading}{' '}
            {played.length > 0 ? <span className="font-normal">({played.length})</span> : null}
          </h3>
          {played.length === 0 ? (
            <p className="mt-1 text-sm text-slate-700">{wording.empty}</p>
          ) : (
            <ul className="mt-2 flex flex-wrap gap-1.5">
              {played.map((player) => (
                <li key={player.id} className="rounded-full bg-slate-100 px-2.5 py-1 text-sm text-slate-800">
                  {playerLabel(player)}
                </li>
              ))}
            </ul>
          )}
        </div>
      </CardContent>
    </Card>
  );
}

/**
 * The selected match (spec 001 §2.5): its summary, the timing box with a card per period, the captain
 * and availability; then, each behind its name, the squad roles, the goals and the match report.
 */
export function MatchDetail({
  match,
  formations,
  players,
  canEdit,
  teamId,
  now,
  actions,
  footer,
}: {
  match: Match;
  formations: readonly Formation[];
  players: readonly Player[];
  canEdit: boolean;
  teamId: string | null;
  now: Date;
  actions: MatchDetailActions | null;
  /** Below the match, once all of it is drawn (it would otherwise be pushed down by each stage). */
  footer?: ReactNode;
}) {
  // Drawn in stages (what the match is, its periods, the captain and availability, then the names of the
  // folded parts and the footer): at once, a played match's cards were one task of a second on a 4x slower CPU.
  // The container is at least a screen tall meanwhile (match-planning-page.tsx), so the later stages
  // do not push anything in view.
  // The answers (issue 31) stand right under a match to come, and after the captain and availability
  // of a played one, at a height only their read knows (a family's rows, a deadline, the counts, the
  // names of the silent): the cards after them wait for that read, so they
  // are not pushed down when it lands. The page draws this afresh for each match chosen (its key), so
  // each match waits for its own answers; a read paused without signal is not waited for (the card keeps
  // its loading shape until the signal is back). The stages wait with it and then go on one at a time: jumping to the last stage
  // drew every card in one task (the matches page's blocking time went from 123 to 513 ms at 4x CPU).
  // Played matches keep their answers, closed: what families said stays to be read back, and the card
  // does not vanish from under the coach when a result moves the match to Past.
  const answers = useMatchAnswers(match.id);
  const [isHeldForAnswers, setHeldForAnswers] = useState(true);
  if (isHeldForAnswers && !(answers.isPending && answers.fetchStatus === 'fetching'))
    setHeldForAnswers(false);
  const stage = useStagesAfterMount(4, isHeldForAnswers);
  // The Goals part is made only when first opened (FoldedSection); its two reads go out with the page
  // all the same, so it opens drawn, with or without signal.
  usePrefetchQuery(goalsQuery(match.id));
  usePrefetchQuery(goalsAgainstQuery(match.id));
  const isPlayed = isPastMatch(match, now);
  // Where the answers stand is settled as the match is opened, not on each draw: a result entered for
  // yesterday's match while it is shown (a save that makes it played) moved the card from under the
  // match to below the plan, and everything between them jumped up by its height in front of the coach.
  const [isPlayedWhenOpened] = useState(isPlayed);
  const answersCard = (
    <EventAnswersCard
      eventId={eventIdOfMatch(match.id)}
      match={match}
      players={players}
      canEdit={canEdit}
      teamId={teamId}
      isPlayed={isPlayed}
    />
  );
  return (
    <>
      <section aria-labelledby="selected-match-heading" className="grid min-w-0 gap-4">
        <MatchSummary
          match={match}
          now={now}
          actions={actions}
          liveLink={liveLinkOf(match, canEdit, teamId, now)}
          sheetHref={teamSheetHref(teamId, match.id)}
        />
        {/* The answers (issue 31) right under the match before it is played: what a parent opens the page
            for. Once played, below the periods, the captain and availability: the plan and the result
            come first, and what families said is read back further down. Its loading shape holds its
            place either way (event-answers-card.tsx), and the cards after it wait for its read. */}
        {stage >= 2 && !isPlayedWhenOpened ? answersCard : null}
        {stage >= 2 ? (
          <TimingSection
            match={match}
            formations={formations}
            players={players}
            canEdit={canEdit}
            teamId={teamId}
            actions={actions}
          />
        ) : null}
        {stage >= 3 ? (
          <div className="grid min-w-0 gap-4 xl:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] xl:items-start">
            <CaptainCard match={match} players={players} canEdit={canEdit} teamId={teamId} />
            <AvailabilityCard match={match} players={players} canEdit={canEdit} teamId={teamId} />
          </div>
        ) : null}
        {stage >= 3 && isPlayedWhenOpened ? answersCard : null}
        {/* The long parts, closed until the coach opens one (issue 29): on a phone they made the match
            5,000 px long, and the first screen is for what a coach needs before kick-off. Drawn when
            scrolled near once open (styles.css, draw-when-near). */}
        {stage >= 4 ? (
          <FoldedSection label="Playing Time">
            <div data-near="match-playing-time" className="draw-when-near [--near-height:30rem]">
              <PlayingTimePanel matchId={match.id} players={players} />
            </div>
          </FoldedSection>
        ) : null}
        {stage >= 4 ? (
          <FoldedSection label="Squad Roles">
            <div data-near="match-roles" className="draw-when-near [--near-height:33rem]">
              <MatchSquadRolesCard match={match} players={players} canEdit={canEdit} teamId={teamId} />
            </div>
          </FoldedSection>
        ) : null}
        {stage >= 4 ? (
          <>
            <FoldedSection label="Goals">
              <div data-near="match-scorers" className="draw-when-near [--near-height:35rem]">
                <GoalScorersCard match={match} players={players} canEdit={canEdit} teamId={teamId} />
              </div>
              <div data-near="match-goals" className="draw-when-near [--near-height:12rem]">
                <GoalsCard match={match} players={players} canEdit={canEdit} teamId={teamId} />
              </div>
            </FoldedSection>
            <FoldedSection label="Match Report">
              <div data-near="match-report" className="draw-when-near [--near-height:17rem]">
                <MatchReport match={match} formations={formations} players={players} now={now} />
              </div>
            </FoldedSection>
          </>
        ) : null}
      </section>
      {stage >= 4 ? footer : null}
    </>
  );
}
