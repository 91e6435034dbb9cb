import { TriangleAlert, Volume2, VolumeX } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Player } from '../../../shared/contracts/squad';
import { changeDueWords, formatCountdown, type LiveClock } from '../../../shared/domain/match-live';
import type { PeriodBoundary } from '../../../shared/domain/playing-time';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '../../components/ui/card';
import { unlockAlertSound } from './change-alert';
import { changeWordsAt, type NextChangeWords, nextChangeHeading } from './match-live-logic';

// The live screen's change card (issue 32, decision 067): the change due now, highlighted while it
// alerts (change-alert.ts), the next one with its countdown and who comes on and off, and the alert's
// sound setting. Coaches and admins only.

function ChangeLines({ words }: { words: NextChangeWords }) {
  switch (words.kind) {
    case 'changes':
      return (
        <>
          <ul className="grid gap-1 text-base text-slate-900">
            {words.lines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          {/* The plan was made before the match: a player it changes may have gone off injured or not
              be here yet. Said where the change is read, not only in the list above. */}
          {words.absent.length > 0 ? (
            <p className="mt-2 flex gap-2 text-sm font-medium text-amber-900">
              <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
              <span>
                Not as planned: {words.absent.join(', ')}. Re-plan from here, or Adjust… to say who actually
                changes.
              </span>
            </p>
          ) : null}
        </>
      );
    case 'not-planned':
      return (
        <p className="text-slate-600">
          No change planned: {words.periods.length === 1 ? 'period' : 'periods'} {words.periods.join(' and ')}{' '}
          {words.periods.length === 1 ? 'has' : 'have'} no line-up yet.
        </p>
      );
    case 'no-change':
      return <p className="text-slate-600">No change planned.</p>;
    case 'none-left':
      return null;
  }
}

/**
 * The change due now (after a lock: "Change due 2 min ago"; highlighted while it alerts) and the next one
 * with its countdown, and the alert's sound setting.
 */
export function NextChangeCard({
  state,
  changes,
  players,
  absent,
  isDueHighlighted,
  withSound,
  onSoundChange,
  children,
}: {
  state: LiveClock;
  /** The plan's change at each boundary, worked out on the phone from the formations it holds. */
  changes: readonly PeriodBoundary[];
  players: readonly Player[];
  /** The players not there now, with why (absentAt): marked in the change that names them. */
  absent: ReadonlyMap<number, string>;
  isDueHighlighted: boolean;
  withSound: boolean;
  onSoundChange: (on: boolean) => void;
  /** The change as made (live-change.tsx): its buttons, and the last one made with Undo. */
  children?: ReactNode;
}) {
  const due = state.dueChange;
  const next = state.nextChange;
  return (
    <Card>
      {due ? (
        <div
          className={
            isDueHighlighted
              ? 'm-3 rounded-xl border-2 border-amber-500 bg-amber-100 p-4 ring-4 ring-amber-300 motion-safe:animate-pulse'
              : 'm-3 rounded-xl border border-amber-300 bg-amber-50 p-4'
          }
          role="status"
        >
          <p className="flex items-center gap-2 text-lg font-bold text-amber-900">
            <TriangleAlert className="size-5" aria-hidden />
            {changeDueWords(due.secondsAgo)}
          </p>
          <p className="mb-2 text-sm text-amber-900">
            At {due.minute}', for period {due.period}
          </p>
          <ChangeLines words={changeWordsAt(due.period, changes, players, absent)} />
        </div>
      ) : null}
      <CardHeader className="pb-3 sm:pb-3">
        <CardTitle>
          {nextChangeHeading(state)}
          {next && state.state === 'running' ? (
            <span className="tabular-nums"> — in {formatCountdown(next.inSeconds)}</span>
          ) : null}
        </CardTitle>
        {next && state.state !== 'running' ? (
          <p className="text-sm text-slate-600">
            In {formatCountdown(next.inSeconds)} of play
            {state.state === 'paused' ? ', once the match resumes' : ''}
          </p>
        ) : null}
      </CardHeader>
      {next ? (
        <CardContent>
          <ChangeLines words={changeWordsAt(next.period, changes, players, absent)} />
        </CardContent>
      ) : null}
      {children}
      <CardFooter className="justify-between">
        <p className="text-sm text-slate-600">At each change: a beep and a vibration.</p>
        {/* The button says what the sound is now; a press turns it the other way (and unlocks it). */}
        {/* 44 px on any screen: a touchline screen is often a tablet or laptop with a touch screen. */}
        <Button
          variant="outline"
          size="md"
          onClick={() => {
            if (!withSound) unlockAlertSound();
            onSoundChange(!withSound);
          }}
        >
          {withSound ? <Volume2 aria-hidden /> : <VolumeX aria-hidden />}
          {withSound ? 'Sound on' : 'Sound off'}
        </Button>
      </CardFooter>
    </Card>
  );
}
