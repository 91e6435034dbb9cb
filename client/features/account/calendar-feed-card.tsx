import { CalendarPlus, Check, Copy } from 'lucide-react';
import { useId, useState } from 'react';
import type { CalendarFeedCreated } from '../../../shared/contracts/calendar-feed';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { toast } from '../../lib/toast-store';
import { useCalendarFeedStatus, useCreateCalendarFeed, useDeleteCalendarFeed } from './calendar-feed-api';

// The calendar feed card (issue 31, decision 056). The link is shown only right after it is made: the
// server keeps only a fingerprint of it, so a lost link is replaced, never shown again.

export function CalendarFeedCard() {
  const status = useCalendarFeedStatus();
  const [created, setCreated] = useState<CalendarFeedCreated | null>(null);
  const [isCopied, setIsCopied] = useState(false);
  const [asking, setAsking] = useState<'replace' | 'turn-off' | null>(null);
  const linkId = useId();

  const create = useCreateCalendarFeed((feed) => {
    setCreated(feed);
    setIsCopied(false);
    setAsking(null);
  });
  const turnOff = useDeleteCalendarFeed(() => {
    setCreated(null);
    setAsking(null);
  });

  const copy = async (url: string) => {
    try {
      // Missing outside a secure context or in old browsers: a failure to report, not a crash.
      if (!navigator.clipboard) throw new Error('Clipboard unavailable');
      await navigator.clipboard.writeText(url);
      setIsCopied(true);
      toast({ title: 'Copied', description: 'Calendar link copied', variant: 'success' });
    } catch {
      toast({
        title: 'Error',
        description: 'Could not copy the link: select it and copy it',
        variant: 'destructive',
      });
    }
  };

  // Drawn as the press asks, not when the answer comes: on a weak signal the answer lands after the half
  // second in which a page may move under a press, and the card grew or shrank by itself (a layout
  // shift of 0.05 on a phone with writes answered after 700 ms). The link's box stands while it is made,
  // and goes while the link is turned off (back if that fails).
  const isTurningOff = turnOff.isPending;
  const isOn = !isTurningOff && status.data?.isOn === true;
  const shown = isTurningOff ? null : create.isPending ? 'making' : created;

  return (
    <Card>
      <CardHeader>
        <CardTitle>Calendar feed</CardTitle>
        <CardDescription>
          Put your teams' matches in the calendar on your phone or computer (Apple, Google or Outlook). It
          shows each match's opponent, home or away, the venue and the kick-off time, and updates by itself
          when a match moves or is postponed. It never shows notes or other families' details.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {status.isPending ? (
          <p role="status" className="text-sm text-slate-600">
            Checking your calendar link...
          </p>
        ) : status.isError ? (
          <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-slate-700">
            Could not check your calendar link.
            <Button variant="outline" size="sm" onClick={() => status.refetch()}>
              Try Again
            </Button>
          </div>
        ) : null}

        {shown ? (
          <div className="grid gap-3 rounded-xl border border-green-200 bg-green-50 p-4">
            <label htmlFor={linkId} className="text-sm font-semibold text-slate-900">
              Your calendar link
            </label>
            <input
              id={linkId}
              readOnly
              value={shown === 'making' ? '' : shown.httpsUrl}
              placeholder="Making your link..."
              onFocus={(event) => event.currentTarget.select()}
              className="h-11 w-full min-w-0 rounded-lg border border-slate-300 bg-white px-3 font-mono text-sm text-slate-900 placeholder:font-sans placeholder:text-slate-600"
            />
            <p className="text-sm text-slate-700">
              Copy it now: for your privacy it is shown only this once. Anyone with this link can see your
              teams' fixtures, so keep it to yourself.
            </p>
            <div className="flex flex-col gap-2 sm:flex-row">
              {shown === 'making' ? (
                <Button disabled>
                  <CalendarPlus aria-hidden />
                  Add to calendar
                </Button>
              ) : (
                <Button asChild>
                  <a href={shown.webcalUrl}>
                    <CalendarPlus aria-hidden />
                    Add to calendar
                  </a>
                </Button>
              )}
              <Button
                variant="outline"
                disabled={shown === 'making'}
                onClick={() => shown !== 'making' && copy(shown.httpsUrl)}
              >
                {isCopied ? <Check aria-hidden /> : <Copy aria-hidden />}
                {isCopied ? 'Copied' : 'Copy link'}
              </Button>
            </div>
          </div>
        ) : isOn ? (
          <p className="text-sm text-slate-700">
            Your calendar link is on. If you have lost it, or think someone else has it, replace it: the old
            link stops working.
          </p>
        ) : status.isSuccess ? (
          <p className="text-sm text-slate-700">You have no calendar link yet.</p>
        ) : null}

        {/* Both sets of buttons share one cell, the one not offered hidden: the row is as tall with one
            button as with two (stacked on a phone), so turning the link on or off moves nothing below. */}
        {status.isSuccess ? (
          <div className="grid *:col-start-1 *:row-start-1">
            <div className={`flex flex-col gap-2 sm:flex-row ${isOn ? '' : 'invisible'}`}>
              <Button variant="outline" disabled={create.isPending} onClick={() => setAsking('replace')}>
                Replace link
              </Button>
              <Button
                variant="outline-destructive"
                disabled={create.isPending}
                onClick={() => setAsking('turn-off')}
              >
                Turn off
              </Button>
            </div>
            <div className={`flex flex-col gap-2 sm:flex-row ${isOn ? 'invisible' : ''}`}>
              <Button isLoading={create.isPending} onClick={() => create.mutate()}>
                <CalendarPlus aria-hidden />
                Create calendar link
              </Button>
            </div>
          </div>
        ) : null}
      </CardContent>

      <ConfirmDialog
        open={asking === 'replace'}
        onOpenChange={(open) => setAsking(open ? 'replace' : null)}
        title="Replace your calendar link?"
        description="The old link stops working at once: calendars using it stop updating until you add the new one."
        confirmLabel="Replace link"
        pendingLabel="Replacing..."
        isPending={create.isPending}
        onConfirm={() => create.mutate()}
      />
      <ConfirmDialog
        open={asking === 'turn-off'}
        onOpenChange={(open) => setAsking(open ? 'turn-off' : null)}
        title="Turn off your calendar link?"
        description="The link stops working at once and calendars using it stop updating. You can make a new one later."
        confirmLabel="Turn off"
        pendingLabel="Turning off..."
        isPending={turnOff.isPending}
        onConfirm={() => turnOff.mutate()}
      />
    </Card>
  );
}
