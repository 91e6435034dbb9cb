import { Ban, CalendarClock, MapPin, Pencil, RotateCcw, StickyNote, Trash2, UsersRound } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Player } from '../../../shared/contracts/squad';
import type { TrainingEvent } from '../../../shared/contracts/training';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardHeader } from '../../components/ui/card';
import { eventIdOfTraining, useEventAnswers } from './availability-api';
import { EventAnswersCard } from './event-answers-card';
import { useSetTrainingCancelled } from './training-api';
import { trainingWhen } from './training-rows';

export type TrainingDetailActions = {
  onEdit: (session: TrainingEvent) => void;
  onDelete: (session: TrainingEvent) => void;
  /** A series' session: the dialog asking whether to cancel (or put back on) this one or the following too. */
  onCancelSeries: (session: TrainingEvent) => void;
};

/**
 * Cancel session / Put back on: one press, undone by the other, so no question first; except in a
 * series with sessions after this one, where the page's dialog asks "this" or "this and the following".
 */
function CancelButton({
  session,
  teamId,
  onCancelSeries,
}: {
  session: TrainingEvent;
  teamId: string;
  onCancelSeries: (session: TrainingEvent) => void;
}) {
  const setCancelled = useSetTrainingCancelled(teamId);
  // Drawn at the press (useSetTrainingCancelled): a second press meanwhile is let go, not sent stale.
  const toggle = () => {
    if (setCancelled.isPending) return;
    if (session.followingInSeries > 0) {
      onCancelSeries(session);
      return;
    }
    setCancelled.mutate({ session, cancelled: !session.isCancelled });
  };
  return session.isCancelled ? (
    <Button variant="outline" onClick={toggle}>
      <RotateCcw aria-hidden />
      Put back on
    </Button>
  ) : (
    <Button variant="outline" onClick={toggle}>
      <Ban aria-hidden />
      Cancel session
    </Button>
  );
}

/**
 * A training session where a match's plan shows (issue 31): when, where, the coaches' notes (the
 * server sends families none), Edit, Cancel session or Put back on, Delete; under it the families'
 * answers, the same card as a match's. Parents and players read it and answer for their own children.
 */
export function TrainingDetail({
  session,
  players,
  canEdit,
  teamId,
  now,
  actions,
  footer,
}: {
  session: TrainingEvent;
  players: readonly Player[];
  canEdit: boolean;
  /** The team the events were read for: a session's writes need it. */
  teamId: string;
  now: Date;
  /** Coaches and admins: the dialogs the page opens. Null for parents and players. */
  actions: TrainingDetailActions | null;
  footer?: ReactNode;
}) {
  const when = trainingWhen(session, now);
  const eventId = eventIdOfTraining(session.id);
  // The footer (a phone's "Back to all matches") waits for the answers, whose card then grows to its
  // height: drawn before, it would be pushed down the screen when they land.
  const answers = useEventAnswers(eventId);
  return (
    <>
      <section aria-labelledby="selected-match-heading" className="grid min-w-0 gap-4">
        <Card>
          {/* Training's own colour, as its row in the list has it. */}
          <div aria-hidden className="h-1.5 rounded-t-2xl bg-indigo-600" />
          <CardHeader layout="blocks">
            <div className="flex flex-wrap items-start justify-between gap-3">
              <div className="min-w-0">
                {/* The id the page scrolls to and focuses when something is chosen (one at a time). */}
                <h2
                  id="selected-match-heading"
                  tabIndex={-1}
                  className="text-xl font-bold tracking-tight text-slate-900 focus:outline-none sm:text-2xl"
                >
                  Training
                </h2>
                <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
                  <span className="inline-flex items-center gap-1.5">
                    <CalendarClock className="size-4" aria-hidden />
                    {when}
                  </span>
                  {session.meetTime ? (
                    <span className="inline-flex items-center gap-1.5">
                      <UsersRound className="size-4" aria-hidden />
                      Meet at {session.meetTime}
                    </span>
                  ) : null}
                  <span className="inline-flex min-w-0 items-center gap-1.5 break-words">
                    <MapPin className="size-4 shrink-0" aria-hidden />
                    {session.place}
                  </span>
                </p>
              </div>
              {session.isCancelled ? (
                <Badge variant="neutral">Cancelled</Badge>
              ) : (
                <Badge variant="accent">Training</Badge>
              )}
            </div>
            {session.isCancelled ? (
              <p className="text-sm text-slate-700">
                This session is cancelled. It stays listed, and in families' calendars as cancelled.
              </p>
            ) : null}
            {canEdit && session.notes ? (
              <div className="grid gap-1 text-sm">
                <h3 className="inline-flex items-center gap-1.5 font-semibold text-slate-900">
                  <StickyNote className="size-4" aria-hidden />
                  Notes (coaches only)
                </h3>
                <p className="whitespace-pre-line break-words text-slate-700">{session.notes}</p>
              </div>
            ) : null}
            {actions ? (
              <div className="flex flex-wrap gap-2">
                <Button variant="outline" onClick={() => actions.onEdit(session)}>
                  <Pencil aria-hidden />
                  Edit
                  <span className="sr-only"> training on {when}</span>
                </Button>
                <CancelButton session={session} teamId={teamId} onCancelSeries={actions.onCancelSeries} />
                <Button variant="ghost-destructive" onClick={() => actions.onDelete(session)}>
                  <Trash2 aria-hidden />
                  Delete
                  <span className="sr-only"> training on {when}</span>
                </Button>
              </div>
            ) : null}
          </CardHeader>
        </Card>
        <EventAnswersCard eventId={eventId} players={players} canEdit={canEdit} teamId={teamId} />
      </section>
      {answers.isPending ? null : footer}
    </>
  );
}
