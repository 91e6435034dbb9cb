import { useIsMutating, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, CirclePause, CirclePlay, Flag } from 'lucide-react';
import { useEffect, useEffectEvent, useId, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { matchOfAddress } from '../../../shared/contracts/first-reads';
import type { Formation } from '../../../shared/contracts/formations';
import type { MatchLiveAnswer } from '../../../shared/contracts/match-live';
import type { Match } from '../../../shared/contracts/matches';
import type { Player } from '../../../shared/contracts/squad';
import {
  formatClock,
  type LiveClock,
  type LiveEventKind,
  liveClock,
} from '../../../shared/domain/match-live';
import { periodChanges } from '../../../shared/domain/playing-time';
import { ukDate } from '../../../shared/domain/uk-time';
import { Button, buttonClasses } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { ErrorState } from '../../components/ui/error-state';
import { PageContainer } from '../../components/ui/page-container';
import { ApiError } from '../../lib/api';
import { useEffectiveTeamRole } from '../../lib/effective-team-role';
import { failureWords } from '../../lib/failure-words';
import { toastFailure } from '../../lib/mutation-toasts';
import { resendKeptWrite } from '../../lib/query-client';
import { useTeamContext } from '../../lib/team-context';
import { teamPagePath } from '../../lib/team-path';
import { holdUpdates } from '../../lib/update-hold';
import { useDocumentTitle } from '../../lib/use-document-title';
import { unlockAlertSound, useAlertSound, useChangeAlert } from './change-alert';
import { LiveAvailability, useLiveRecords } from './live-availability';
import { absentAt } from './live-availability-logic';
import { LiveChange } from './live-change';
import { actualOnPitch } from './live-change-logic';
import { LiveGoalList } from './live-goal-list';
import { LiveGoals } from './live-goals';
import { forgetLiveMatch, holdLiveScreenOpen } from './live-refused';
import { saveLiveSnapshot } from './live-snapshot';
import { LiveNotSaved, LiveSyncStatus } from './live-sync-status';
import {
  drawUndrawn,
  isLiveWriteOf,
  LIVE_WRITE_GC_TIME,
  livePressKey,
  liveScope,
  readAgainAfterLiveWrite,
  sendLivePress,
  useLiveWritesWaiting,
  useUndrawnLiveWrites,
} from './live-writes';
import { opponentLabel, playerLabel } from './match-format';
import {
  clockMinuteWords,
  isAfterMatchDay,
  isBeforeMatchDay,
  liveStateWords,
  periodWords,
  playersOnPitch,
  scoreSides,
} from './match-live-logic';
import { matchLiveKey, matchLiveQuery } from './match-live-queries';
import { MatchLiveSkeleton } from './match-live-skeleton';
import { useMatches, useMatchPlayers, useTeamFormations } from './matches-hooks';
import { NextChangeCard } from './next-change-card';
import { useWakeLock } from './use-wake-lock';

// Live mode (issue 32, decision 067): the big-button screen of a match for its coaches and admins, and
// the same screen without buttons for its families. Everything it shows is worked out from the stored
// presses and the server's time as the phone knows it (its clock plus the offset measured on each read),
// by liveClock: the display looks at the time twice a second and is redrawn when the second of play
// changes, but no tick is ever counted, so the minute is right after a lock, a switch to another app or a
// reload.

/** How often the families' view asks again while it is shown (TanStack stops when the page is hidden). */
const FAMILY_POLL_MS = 5000;
/** A coach's screen asks less often: his own presses change it, but another coach may press too. */
const COACH_POLL_MS = 15_000;
/** How often the display looks at the time: twice a second, so a second never shows late by more than half of one. */
const REDRAW_MS = 500;

/** The live read; `isSaved`: with no signal, the state this phone saved last (live-snapshot.ts). */
type LiveData = MatchLiveAnswer & { offsetMs: number; isSaved?: boolean };

/**
 * The server's time now as the phone knows it (read, never counted), looked at every REDRAW_MS and taken
 * only when `shownOf` of it differs from that of the time last taken: the screen is redrawn when what it
 * shows changes (the second of play), not twice a second whatever (a redraw of the whole screen each time
 * held a slow phone's main thread for about a fifth of every second at 4x CPU, in the way of the coach's
 * taps). What the screen shows between two takes depends on the stored presses, not on the time: a time
 * taken before a press reads as that press (liveClock counts no running time before a start or resume).
 */
function useServerNow(offsetMs: number, clock: () => number, shownOf: (now: Date) => string): Date {
  const [now, setNow] = useState(() => new Date(clock() + offsetMs));
  const taken = useRef(now);
  const shown = useEffectEvent(shownOf);
  useEffect(() => {
    const look = () => {
      const next = new Date(clock() + offsetMs);
      if (shown(next) === shown(taken.current)) return;
      taken.current = next;
      setNow(next);
    };
    look();
    const timer = window.setInterval(look, REDRAW_MS);
    return () => window.clearInterval(timer);
  }, [offsetMs, clock]);
  return now;
}

const phoneClock = () => Date.now();

/** The live screen's route: reads the match, the squad, the formations and the live presses. */
export function MatchLivePage() {
  const { teamId } = useTeamContext();
  const effective = useEffectiveTeamRole();
  const [search] = useSearchParams();
  const matchId = matchOfAddress(search);
  useDocumentTitle('Live match');
  const matches = useMatches(teamId);
  const players = useMatchPlayers(teamId);
  const formations = useTeamFormations(teamId);
  const isPressing = useIsMutating({ predicate: isLiveWriteOf(matchId ?? 0) }) > 0;
  const undrawn = useUndrawnLiveWrites(matchId ?? 0);
  const live = useQuery({
    ...matchLiveQuery(matchId ?? 0),
    enabled: matchId !== null,
    // A poll answered while a press is on its way would draw the screen without it for a moment; so
    // would a read as the signal returns with presses waiting (the queue's last write reads it again).
    refetchInterval: isPressing ? false : effective.canEdit ? COACH_POLL_MS : FAMILY_POLL_MS,
    refetchOnReconnect: !isPressing,
  });

  // Back from a lock or another app: ask again at once (another coach may have pressed meanwhile).
  // Not with presses on their way: the last of them reads it again.
  const { refetch } = live;
  const queryClient = useQueryClient();
  useEffect(() => {
    const onShow = () => {
      if (document.visibilityState !== 'visible' || matchId === null) return;
      if (queryClient.isMutating({ predicate: isLiveWriteOf(matchId) }) > 0) return;
      void refetch();
    };
    document.addEventListener('visibilitychange', onShow);
    return () => document.removeEventListener('visibilitychange', onShow);
  }, [refetch, matchId, queryClient]);
  // Open, the screen lists a refused write at its foot; closed, a lasting toast tells it (live-refused.ts).
  useEffect(() => (matchId === null ? undefined : holdLiveScreenOpen(matchId)), [matchId]);
  // The server knows no such match of ours (deleted from another phone): what this phone kept of it goes.
  const isGone = live.error instanceof ApiError && live.error.status === 404;
  useEffect(() => {
    if (isGone && matchId !== null) forgetLiveMatch(matchId);
  }, [isGone, matchId]);

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
          description="Open live mode from a match in Match Planning."
          action={back}
        />
      </PageContainer>
    );
  }
  const match = matches.data?.find((m) => m.id === matchId);
  // A read that failed with nothing to show holds the page; a poll that failed keeps the last answer,
  // and the clock goes on from it (the screen says the signal dropped).
  const failed = [matches, live, players, formations].some((read) => read.isError && read.data === undefined);
  if (failed || (matches.data && !match)) {
    const isMissing = (matches.data && !match) || isGone;
    return (
      <PageContainer width="narrow">
        <ErrorState
          headingLevel="h1"
          title={isMissing ? 'Match not found' : 'Could not load the live match'}
          description={
            isMissing
              ? 'This match is not one of your team’s, or it was removed.'
              : 'Check your signal and try again.'
          }
          action={
            isMissing ? (
              back
            ) : (
              <Button
                onClick={() => {
                  void matches.refetch();
                  void live.refetch();
                  void players.refetch();
                  void formations.refetch();
                }}
              >
                Try Again
              </Button>
            )
          }
        />
      </PageContainer>
    );
  }
  if (!match || !live.data || !players.data || !formations.data || effective.isPending) {
    return <MatchLiveSkeleton />;
  }
  return (
    <MatchLiveView
      match={match}
      // The state saved on the phone (no signal) was saved as drawn, these writes on it already.
      live={live.data.isSaved ? live.data : drawUndrawn(live.data, undrawn, match)}
      players={players.data}
      formations={formations.data}
      isStale={live.isError || live.data.isSaved === true}
      canEdit={effective.canEdit}
      planningPath={planning}
    />
  );
}

/** The screen itself, from its data; `clock` is the phone's (a test gives its own). */
export function MatchLiveView({
  match,
  live,
  players,
  formations,
  isStale = false,
  canEdit,
  planningPath,
  clock = phoneClock,
}: {
  match: Match;
  live: LiveData;
  players: readonly Player[];
  formations: readonly Formation[];
  /** The last read of the presses failed: what shows is from the one before. */
  isStale?: boolean;
  canEdit: boolean;
  planningPath: string;
  clock?: () => number;
}) {
  // Taken anew when the second of play or the day changes (the Start button waits for match day).
  const now = useServerNow(
    live.offsetMs,
    clock,
    (at) => `${liveClock(live.events, match, at).elapsedSeconds} ${ukDate(at)}`,
  );
  const state = liveClock(live.events, match, now);
  // A match left running after its day (playCountsUntil) is not under way: its clock stands at the
  // instant it counts as ended, and only End is offered.
  const isUnderway =
    (state.state === 'running' || state.state === 'paused') && state.leftRunningUntil === null;
  // Once for the whole screen: its buttons, sheets and status line each follow it.
  const isWaiting = useLiveWritesWaiting(match.id);
  // The parts a match under way adds (goals, late and injured, the change buttons) are drawn in the frame
  // that answers the press starting it. Put off to a render of their own (useDeferredValue), the clock
  // answered Start sooner (196 against 251 ms at 4x CPU, bench/live-ui.bench.ts) but the screen was whole
  // only after 402 ms, and up to 750 ms on a slower phone: the cards pushed below then counted as the page
  // moving by itself (a layout shift of 0.04 the journeys saw on CI).
  useWakeLock(isUnderway);
  // A new app version waits while the match is under way: taking it reloads the page (decision 070).
  useEffect(() => (isUnderway ? holdUpdates() : undefined), [isUnderway]);
  // Saved on every change (a press drawn at once included) and as the page is hidden: opened again with
  // no signal, the screen goes on from it (decision 070).
  useEffect(() => {
    const { isSaved: _isSaved, ...state } = live;
    const save = () => saveLiveSnapshot(match.id, state);
    save();
    const onHide = () => {
      if (document.visibilityState === 'hidden') save();
    };
    document.addEventListener('visibilitychange', onHide);
    return () => document.removeEventListener('visibilitychange', onHide);
  }, [live, match.id]);
  const [withSound, setWithSound] = useAlertSound();
  // Families get no alert: the changes are the coaches' to make.
  // A change already made for the period due is not due any more: no alert, no "Change due" block.
  const due = state.dueChange;
  const dueChange = due && !live.changes.some((change) => change.period === due.period) ? due : null;
  const isDueHighlighted = useChangeAlert(canEdit ? dueChange : null, canEdit && withSound);
  const opponent = opponentLabel(match);
  const [home, away] = scoreSides({ isHome: match.isHome === 1, opponent }, live);
  const hasScore = home.goals !== '–' || away.goals !== '–';
  // The plan's change at each boundary, from the formations the screen already holds: no read of its
  // own, so the card is whole in the first draw (a read landing later moved what is below it) and works
  // with no signal. Worked out once per plan, not on each redraw of the clock.
  const changes = periodChanges(match, formations, players);
  const onPitchPeriod = state.period ?? 1;
  // Who is actually on (the line-up and the changes made); the plan's period when period 1 has none.
  const actual = actualOnPitch(formations, match.id, live.changes, players);
  const onPitch = actual ?? playersOnPitch(formations, match.id, onPitchPeriod, players);
  // Who is not there now (injured, left, or not arrived yet): marked on the pitch and in the change.
  const records = useLiveRecords(match, players, canEdit && isUnderway);
  const absent = absentAt(records, state.elapsedSeconds);

  return (
    <PageContainer width="narrow">
      <div className="mb-4 flex items-center justify-between gap-3">
        <h1 className="min-w-0 text-xl font-bold tracking-tight text-slate-900">
          {canEdit ? 'Live mode' : 'Live'}: vs {opponent}
        </h1>
        <Link to={planningPath} className={buttonClasses({ variant: 'ghost', size: 'sm' })}>
          <ArrowLeft aria-hidden />
          Match Planning
        </Link>
      </div>
      {/* One column no wider than the screen: the goals' line (one line, scrolled sideways) would
          otherwise widen it to the line's length, and the whole screen with it. */}
      <div className="grid grid-cols-1 gap-4">
        <Card>
          <CardContent inset="compact" className="pt-4">
            <p className="grid grid-cols-[1fr_auto_1fr] items-center gap-3 text-center">
              <span className="sr-only">Score: </span>
              {/* A long name wraps rather than being cut ("Fairview Falc…"): a phone's third of the card
                  is narrow, and the board is where a parent reads who is playing. */}
              <span className="min-w-0 text-base font-semibold text-balance break-words text-slate-700">
                {home.name}
              </span>
              {/* No result entered yet: "v", not a row of dashes that reads like a broken score. Both in
                  one cell, the one not shown hidden: the column is as wide for "v" as for the first
                  score, so a score arriving by itself (a family's poll, a goal kept on the phone drawn
                  after a reload) does not narrow the names beside it and move the cards below. */}
              <span className="grid items-center *:col-start-1 *:row-start-1">
                <span className={`text-2xl font-semibold text-slate-600 ${hasScore ? 'invisible' : ''}`}>
                  v
                </span>
                <span
                  className={`text-4xl font-bold tabular-nums text-slate-900 ${hasScore ? '' : 'invisible'}`}
                >
                  {hasScore ? `${home.goals} – ${away.goals}` : '0 – 0'}
                </span>
              </span>
              <span className="min-w-0 text-base font-semibold text-balance break-words text-slate-700">
                {away.name}
              </span>
            </p>
            {/* The goals so far with their minutes, ours and against, for families too. */}
            <LiveGoalList matchId={match.id} score={[live.homeScore, live.awayScore]} players={players} />
          </CardContent>
        </Card>

        <ClockCard state={state} />

        {/* One line whatever the signal, so nothing below moves when it goes or comes back. With none,
            the clock goes on from the last update (the stored presses), and catches up after. */}
        {canEdit ? <LiveSyncStatus matchId={match.id} isStale={isStale} isWaiting={isWaiting} /> : null}
        {canEdit ? (
          <LiveButtons
            match={match}
            live={live}
            state={state}
            clock={clock}
            now={now}
            isWaiting={isWaiting}
          />
        ) : (
          <p className={`text-center text-sm ${isStale ? 'text-amber-900' : 'text-slate-600'}`} role="status">
            {isStale ? 'No signal: showing the last update.' : 'Updates by itself every few seconds.'}
          </p>
        )}

        {/* Goals while the clock runs or waits in a break; after full time, match planning's goals card. */}
        {canEdit && isUnderway ? (
          <LiveGoals
            match={match}
            state={state}
            players={players}
            onPitch={onPitch}
            opponent={opponent}
            isWaiting={isWaiting}
          />
        ) : null}
        {canEdit && isUnderway ? (
          <LiveAvailability
            match={match}
            state={state}
            players={players}
            formations={formations}
            isWaiting={isWaiting}
            records={records}
          />
        ) : null}

        {canEdit && state.state !== 'ended' && state.leftRunningUntil === null ? (
          <NextChangeCard
            state={{ ...state, dueChange }}
            changes={changes}
            players={players}
            absent={absent}
            isDueHighlighted={isDueHighlighted}
            withSound={withSound}
            onSoundChange={setWithSound}
          >
            {isUnderway ? (
              <LiveChange
                match={match}
                live={live}
                state={state}
                formations={formations}
                players={players}
                onPitch={actual}
                clock={clock}
                isWaiting={isWaiting}
                absent={absent}
              />
            ) : null}
          </NextChangeCard>
        ) : null}

        <Card>
          <CardHeader className="pb-3 sm:pb-3">
            <CardTitle>{state.state === 'not-started' ? 'Starting line-up' : 'On the pitch'}</CardTitle>
          </CardHeader>
          <CardContent>
            {onPitch === null ? (
              <p className="text-slate-600">No line-up planned for period {onPitchPeriod}.</p>
            ) : onPitch.length === 0 ? (
              <p className="text-slate-600">Nobody is placed on the pitch in period {onPitchPeriod}.</p>
            ) : (
              <ul className="grid gap-1 text-base text-slate-900">
                {onPitch.map((player) => (
                  <li key={player.id}>
                    {playerLabel(player)}
                    {absent.has(player.id) ? (
                      <span className="font-medium text-amber-900">: {absent.get(player.id)}</span>
                    ) : null}
                  </li>
                ))}
              </ul>
            )}
          </CardContent>
        </Card>
        {canEdit ? <LiveNotSaved matchId={match.id} /> : null}
      </div>
    </PageContainer>
  );
}

function ClockCard({ state }: { state: LiveClock }) {
  return (
    <Card>
      <CardContent className="pt-5 text-center">
        {/* The clock itself is not announced (it would speak every second); the state and the period are. */}
        <p className="text-7xl font-bold tracking-tight tabular-nums text-slate-900">
          <span className="sr-only">Match clock </span>
          {formatClock(state.elapsedSeconds)}
        </p>
        <p className="mt-2 text-lg font-semibold text-slate-800" aria-live="polite">
          {periodWords(state)} · {liveStateWords(state)}
        </p>
        {state.period !== null && state.state !== 'ended' && state.leftRunningUntil === null ? (
          <p className="mt-1 text-sm text-slate-600">{clockMinuteWords(state)}</p>
        ) : null}
      </CardContent>
    </Card>
  );
}

/** Start, pause for the break, resume, end (with a confirm step): each press stored with its own id. */
function LiveButtons({
  match,
  live,
  state,
  clock,
  now,
  isWaiting,
}: {
  match: Match;
  live: LiveData;
  state: LiveClock;
  clock: () => number;
  now: Date;
  /** The match's writes wait for the signal (useLiveWritesWaiting): a press then holds no button. */
  isWaiting: boolean;
}) {
  const queryClient = useQueryClient();
  const key = matchLiveKey(match.id);
  const [isConfirmingEnd, setConfirmingEnd] = useState(false);
  const confirmId = useId();
  const confirmRef = useRef<HTMLParagraphElement>(null);
  const press = useMutation({
    mutationKey: livePressKey(match.id),
    // One queue per match: presses made without signal wait, in order, and go when it returns; kept
    // over a reload (decision 070).
    scope: liveScope(match.id),
    mutationFn: sendLivePress,
    retry: resendKeptWrite,
    gcTime: LIVE_WRITE_GC_TIME,
    onMutate: async ({ event }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<LiveData>(key);
      queryClient.setQueryData<LiveData>(key, (old) =>
        old ? { ...old, events: [...old.events, event] } : old,
      );
      return { before };
    },
    // Failed after its retries: put back. Refused (the server answered): left as drawn until the read
    // again after the queue (onSettled) draws what the server has; put back first, the board would step
    // back and then forward again where another coach made the same press meanwhile. Both said in words.
    onError: (error, _variables, context) => {
      if (context?.before && !(error instanceof ApiError)) queryClient.setQueryData(key, context.before);
      toastFailure(error, failureWords(error, 'The press was not recorded. Try again.'));
    },
    onSettled: () => readAgainAfterLiveWrite(queryClient, match.id, 'live-press'),
  });
  useEffect(() => {
    if (isConfirmingEnd) confirmRef.current?.focus();
  }, [isConfirmingEnd]);

  // Dated in the server's time as the phone knows it, so the clock every phone draws agrees; or at `at`.
  const send = (kind: LiveEventKind, at = new Date(clock() + live.offsetMs)) => {
    setConfirmingEnd(false);
    // The tap that starts or resumes play lets the change alert's beep sound later (browsers need one).
    if (kind === 'start' || kind === 'resume') unlockAlertSound();
    press.mutate({ matchId: match.id, event: { id: crypto.randomUUID(), kind, at: at.toISOString() } });
  };
  // A press waiting for the signal does not hold the buttons: the next one waits behind it.
  const isBusy = press.isPending && !isWaiting;

  if (state.state === 'ended') {
    return (
      <p className="text-center text-base font-semibold text-slate-800">Full time: the clock has stopped.</p>
    );
  }
  if (state.leftRunningUntil !== null) {
    // Dated where the clock stands (full time), or at the last press if one came later: the server takes
    // no press dated before the last. What counts is the same either way.
    const lastPress = live.events.at(-1)?.at;
    const endAt = new Date(
      Math.max(state.leftRunningUntil.getTime(), lastPress === undefined ? 0 : Date.parse(lastPress)),
    );
    return (
      <section className="grid gap-3 rounded-2xl border border-amber-200 bg-amber-50 p-4">
        <p className="text-base text-amber-950">
          <span className="font-semibold">This match was never ended.</span> Its day has passed, so it counts
          as ended at {formatClock(state.elapsedSeconds)} played: the clock and everyone’s playing time stop
          there.
        </p>
        <Button variant="primary" size="xl" onClick={() => send('end', endAt)} disabled={isBusy}>
          <Flag aria-hidden />
          End the match
        </Button>
      </section>
    );
  }
  if (state.state === 'not-started' && isBeforeMatchDay(match.matchDate, now)) {
    return (
      <p className="text-center text-base text-slate-700">
        Live mode opens on the day of the match: come back then to start the clock.
      </p>
    );
  }
  if (state.state === 'not-started' && isAfterMatchDay(match.matchDate, now)) {
    return (
      <p className="text-center text-base text-slate-700">
        This match’s day has passed and live mode was not used: enter its result in Match Planning.
      </p>
    );
  }
  if (isConfirmingEnd) {
    return (
      <section
        aria-labelledby={confirmId}
        className="grid gap-3 rounded-2xl border border-red-200 bg-red-50 p-4"
      >
        <p id={confirmId} ref={confirmRef} tabIndex={-1} className="text-lg font-semibold text-red-900">
          End the match now? The clock stops for good.
        </p>
        <Button variant="destructive" size="xl" onClick={() => send('end')} disabled={isBusy}>
          <Flag aria-hidden />
          Yes, end the match
        </Button>
        <Button variant="outline" size="xl" onClick={() => setConfirmingEnd(false)}>
          Keep playing
        </Button>
      </section>
    );
  }
  // Start, Pause and Resume are one button that changes its words: the press redraws it in place, where
  // taking the pressed button out of the page and putting another in cost the Start tap 16 ms at 4x CPU.
  const main =
    state.state === 'not-started'
      ? { kind: 'start' as const, words: 'Start match', Icon: CirclePlay, variant: 'primary' as const }
      : state.state === 'running'
        ? {
            kind: 'pause' as const,
            words: 'Pause for the break',
            Icon: CirclePause,
            variant: 'secondary' as const,
          }
        : state.state === 'paused'
          ? { kind: 'resume' as const, words: 'Resume', Icon: CirclePlay, variant: 'primary' as const }
          : null;
  return (
    <div className="grid gap-3">
      {main ? (
        <Button variant={main.variant} size="xl" onClick={() => send(main.kind)} disabled={isBusy}>
          <main.Icon aria-hidden />
          {main.words}
        </Button>
      ) : null}
      {state.state === 'running' || state.state === 'paused' ? (
        <Button
          variant="outline-destructive"
          size="xl"
          onClick={() => setConfirmingEnd(true)}
          disabled={isBusy}
        >
          <Flag aria-hidden />
          End match
        </Button>
      ) : null}
    </div>
  );
}
