import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { CalendarClock, Send } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import type { AnswerLinkView } from '../../../shared/contracts/answer-links';
import * as availabilityRoutes from '../../../shared/contracts/availability-routes';
import * as availabilityWriteRoutes from '../../../shared/contracts/availability-write-routes';
import { Button, buttonClasses } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { Checkbox } from '../../components/ui/checkbox';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { PageContainer } from '../../components/ui/page-container';
import { Bone, SkeletonRegion } from '../../components/ui/skeleton';
import { Textarea } from '../../components/ui/textarea';
import { ANSWER_LABELS, ANSWERS, NOTE_MAX } from '../../lib/answer-labels';
import { ApiError, callApi } from '../../lib/api';
import { arrivalTimeValue, arrivalToSend } from '../../lib/arrival-words';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useHydrated } from '../../lib/use-hydrated';
import {
  type Answer,
  answerFromQuery,
  currentAnswerWords,
  fixtureWords,
  lockedWords,
  meetWords,
  noteToSend,
  questionWords,
  savedMessage,
  whenWords,
} from './answer-link-words';

// The answer page of a reminder's buttons (issue 31, decision 059). Opening it changes nothing: mail
// scanners open every link, so the button's answer is only preselected here, and only "Send answer"
// saves it. The token in the address is the only key; no sign-in.

const queryKey = (token: string) => ['answer-link', token] as const;

/** The server's words for a refused link or answer, or ours when it could not be reached. */
function refusalWords(error: unknown): string {
  if (error instanceof ApiError && error.serverMessage) return error.serverMessage;
  return 'We could not reach Touchline. Check your connection and try again.';
}

function isGone(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

function LinkNotValid({ message }: { message: string }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>This link no longer works</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <p role="alert">{message}</p>
        <p>
          Answer links stop working after the match or training session, or when the player is no longer on
          the team. You can still answer after signing in.
        </p>
        <Link to="/email-login" className={buttonClasses({ variant: 'primary', size: 'lg' })}>
          Sign in to answer
        </Link>
      </CardContent>
    </Card>
  );
}

function AnswerChoice({
  answer,
  isChosen,
  name,
  disabled,
  onChoose,
}: {
  answer: Answer;
  isChosen: boolean;
  name: string;
  disabled: boolean;
  onChoose: (answer: Answer) => void;
}) {
  // A native radio: one tab stop for the group, arrow keys between answers, read out as "1 of 3".
  return (
    <label
      className={clsx(
        'flex min-h-14 items-center justify-center rounded-xl border-2 px-4 text-lg font-semibold transition-colors',
        'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-green-700',
        isChosen
          ? 'border-green-700 bg-green-700 text-white'
          : 'border-slate-300 bg-white text-slate-900 hover:border-slate-400 hover:bg-slate-50',
        disabled ? 'cursor-not-allowed opacity-60' : 'cursor-pointer',
      )}
    >
      <input
        type="radio"
        name={name}
        value={answer}
        checked={isChosen}
        disabled={disabled}
        onChange={() => onChoose(answer)}
        className="sr-only"
      />
      {ANSWER_LABELS[answer]}
    </label>
  );
}

function AnswerForm({ token, view }: { token: string; view: AnswerLinkView }) {
  const location = useLocation();
  const queryClient = useQueryClient();
  const isHydrated = useHydrated();
  const groupName = useId();
  // The e-mail's button preselects its answer; without one, the answer already given.
  const [chosen, setChosen] = useState<Answer | null>(() => answerFromQuery(location.search) ?? view.answer);
  const [note, setNote] = useState(view.note ?? '');
  const [isLate, setLate] = useState(view.arrivesAt !== null);
  const [time, setTime] = useState(arrivalTimeValue(view.arrivesAt));
  const [problem, setProblem] = useState<string | null>(null);
  const lateId = useId();
  const [saved, setSaved] = useState<string | null>(null);
  const statusRef = useRef<HTMLDivElement>(null);

  const send = useMutation({
    mutationFn: (body: { answer: Answer; note: string | null; arrivesAt: string | null }) =>
      callApi(availabilityWriteRoutes.answerByLink, { params: { token }, body }),
    onSuccess: (next) => {
      queryClient.setQueryData(queryKey(token), next);
      setSaved(savedMessage(next));
    },
    onError: (error) => {
      // Closed meanwhile, or the link went: read it again so the page says so.
      if (error instanceof ApiError && (error.status === 409 || error.status === 404)) {
        void queryClient.invalidateQueries({ queryKey: queryKey(token) });
      }
    },
  });

  // The result is announced (role=status / alert) and focused, so a screen reader and a keyboard land on it.
  useEffect(() => {
    if (saved || send.isError) statusRef.current?.focus();
  }, [saved, send.isError]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!chosen) return;
    setSaved(null);
    const arrival = arrivalToSend(chosen, isLate, time);
    if (!arrival.ok) {
      setProblem(arrival.problem);
      return;
    }
    setProblem(null);
    send.mutate({ answer: chosen, note: noteToSend(note), arrivesAt: arrival.arrivesAt });
  };

  if (view.isLocked) {
    return (
      <div className="grid gap-3">
        <p className="font-medium">{currentAnswerWords(view)}</p>
        <p role="status" className="rounded-lg bg-amber-50 p-4 text-amber-900">
          {lockedWords(view)}
        </p>
      </div>
    );
  }

  return (
    <form onSubmit={onSubmit} className="grid gap-5" noValidate>
      <p className="text-slate-700">{currentAnswerWords(view)}</p>
      <fieldset className="grid gap-3">
        <legend className="mb-2 text-base font-semibold">Choose an answer</legend>
        {/* One under another at every width: the card is narrow on a computer too, and "Unavailable" in
            large type does not fit a third of it. */}
        <div className="grid gap-3">
          {ANSWERS.map((answer) => (
            <AnswerChoice
              key={answer}
              answer={answer}
              name={groupName}
              isChosen={chosen === answer}
              disabled={send.isPending}
              onChoose={(next) => {
                setChosen(next);
                setSaved(null);
              }}
            />
          ))}
        </div>
      </fieldset>
      {/* A late arrival is for a player who comes: not offered with Unavailable (issue 31). */}
      {chosen !== 'unavailable' ? (
        <div className="grid gap-2">
          <div className="flex min-h-11 items-center gap-3">
            <Checkbox
              id={lateId}
              checked={isLate}
              onCheckedChange={(next) => {
                setLate(next);
                setSaved(null);
              }}
            />
            <label htmlFor={lateId} className="cursor-pointer font-medium">
              Arrives late
            </label>
          </div>
          {isLate ? (
            <FormField label="Arrives at (UK time)">
              <Input
                type="time"
                value={time}
                onChange={(event) => {
                  setTime(event.target.value);
                  setSaved(null);
                }}
              />
            </FormField>
          ) : null}
        </div>
      ) : null}
      <FormField label="Note for the coach (optional)" hint={`At most ${NOTE_MAX} characters.`}>
        <Textarea
          rows={3}
          maxLength={NOTE_MAX}
          value={note}
          placeholder="For example: arrives at half-time"
          onChange={(event) => {
            setNote(event.target.value);
            setSaved(null);
          }}
        />
      </FormField>
      {/* Until the app runs, the browser would send the form itself as a GET: the button waits. */}
      <Button
        type="submit"
        size="lg"
        className="w-full sm:w-auto sm:justify-self-start"
        disabled={!isHydrated || !chosen}
        isLoading={send.isPending}
      >
        <Send aria-hidden="true" />
        Send answer
      </Button>
      <div ref={statusRef} tabIndex={-1} className="outline-none">
        {saved && (
          <p role="status" className="rounded-lg bg-green-50 p-4 font-medium text-green-900">
            {saved}
          </p>
        )}
        {problem && (
          <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-900">
            {problem}
          </p>
        )}
        {send.isError && (
          <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-900">
            {refusalWords(send.error)}
          </p>
        )}
      </div>
    </form>
  );
}

export function AnswerLinkPage() {
  const { token = '' } = useParams();
  const link = useQuery({
    queryKey: queryKey(token),
    queryFn: ({ signal }) => callApi(availabilityRoutes.getAnswerLink, { params: { token }, signal }),
    // A 404 stays a 404; a read again on focus would only show the same match.
    retry: (count, error) => !isGone(error) && count < 2,
    refetchOnWindowFocus: false,
  });
  const view = link.data;
  useDocumentTitle(view ? questionWords(view) : 'Answer');

  return (
    <PageContainer width="narrow" className="grid gap-4">
      {link.isPending && (
        <SkeletonRegion label="Loading...">
          <Card>
            <CardContent className="grid gap-3 pt-5">
              <Bone className="h-8 w-2/3 rounded-md" />
              <Bone className="h-5 w-1/2 rounded-md" />
              <Bone className="h-14 w-full rounded-xl" />
            </CardContent>
          </Card>
        </SkeletonRegion>
      )}
      {link.isError && isGone(link.error) && <LinkNotValid message={refusalWords(link.error)} />}
      {link.isError && !isGone(link.error) && (
        <Card>
          <CardContent className="grid gap-4 pt-5">
            <p role="alert">{refusalWords(link.error)}</p>
            <Button variant="outline" onClick={() => void link.refetch()}>
              Try again
            </Button>
          </CardContent>
        </Card>
      )}
      {view && (
        <Card>
          <CardHeader>
            <h1 className="text-2xl font-bold tracking-tight">{questionWords(view)}</h1>
            <p className="text-slate-700">
              {view.teamName} · shirt {view.player.shirtNumber}
            </p>
          </CardHeader>
          <CardContent className="grid gap-5">
            <div className="flex items-start gap-3 rounded-lg bg-slate-50 p-4">
              <CalendarClock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-green-800" />
              <div>
                <p className="font-semibold">{fixtureWords(view)}</p>
                <p className="text-slate-700">{whenWords(view)}</p>
                {view.meetTime && <p className="font-medium text-slate-900">{meetWords(view)}</p>}
                {view.isPostponed && <p className="font-medium text-amber-900">This match is postponed.</p>}
                {view.isCancelled && (
                  <p className="font-medium text-amber-900">
                    This session is cancelled. The coach may put it back on, so you can still answer.
                  </p>
                )}
              </div>
            </div>
            <AnswerForm token={token} view={view} />
          </CardContent>
        </Card>
      )}
    </PageContainer>
  );
}
