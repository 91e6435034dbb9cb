import { ChevronDown, CircleAlert, CircleCheck, FileUp, History } from 'lucide-react';
import { type ChangeEvent, type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { type PendingTeamChoice, useSyncStatus } from '../lib/fixtures-sync';
import {
  fullTimeNameText,
  SAVED_PAGE_TYPES,
  savedFileProblem,
  savedPageTextProblem,
  syncOutcomeView,
} from '../lib/fixtures-sync-format';
import { useIsOnline } from '../lib/use-is-online';
import { Button } from './ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from './ui/dialog';
import { FormField } from './ui/form-field';
import { Spinner } from './ui/spinner';
import { Textarea } from './ui/textarea';

// The parts of the FA Full-Time sync that Team Settings (/admin) and the league screen's dialog for a
// team's club admins both show: the last outcome, and the import of a saved page. Here rather than in a
// feature (features never import each other); the data and the wording are in client/lib
// (fixtures-sync*.ts). The URL field and Save & Sync stay with each dialog's own form.

/** The last sync's outcome under the URL (GET /api/teams/:teamId/sync-fa), read when the dialog opens. */
export function SyncOutcome({ teamId }: { teamId: string }) {
  const status = useSyncStatus(teamId);
  const box = 'grid gap-1 rounded-lg border border-slate-200 bg-slate-50 px-3 py-2.5 text-sm';
  if (status.isPending) {
    return (
      <div className={box}>
        <p className="flex items-center gap-2 text-slate-600">
          <Spinner className="size-4" />
          Checking the last sync...
        </p>
      </div>
    );
  }
  if (status.isError) {
    return (
      <div className={box}>
        <p className="text-slate-700">Could not read the last sync. Close this and open it again to retry.</p>
      </div>
    );
  }
  const view = syncOutcomeView(status.data);
  const icon = {
    never: <History className="mt-0.5 size-4 shrink-0 text-slate-500" aria-hidden />,
    running: <Spinner className="mt-0.5 size-4 shrink-0 text-green-700" />,
    success: <CircleCheck className="mt-0.5 size-4 shrink-0 text-green-700" aria-hidden />,
    failure: <CircleAlert className="mt-0.5 size-4 shrink-0 text-red-700" aria-hidden />,
  }[view.tone];
  return (
    <div className={box} data-testid="sync-outcome">
      <p
        className={
          view.tone === 'failure'
            ? 'flex items-start gap-2 font-medium break-words text-red-800'
            : 'flex items-start gap-2 font-medium break-words text-slate-900'
        }
      >
        {icon}
        <span className="min-w-0">{view.headline}</span>
      </p>
      {[...view.notes, view.trigger, view.lastSuccess, view.daily]
        .filter((line): line is string => line !== null)
        .map((line) => (
          <p key={line} className="pl-6 text-slate-600">
            {line}
          </p>
        ))}
    </div>
  );
}

/**
 * "Import saved page": when Full-Time refuses the server (its CDN often does), the admin saves the team's
 * page in the browser, or copies its source, and sends that instead (`onImport`, the dialog's
 * POST .../sync-fa/import). The file is checked here first: a saved web page, not empty, at most 2 MB.
 * Collapsed until asked for, so the dialog stays short on a phone.
 */
export function ImportSavedPage({
  open,
  onOpenChange,
  onImport,
  isImporting,
  disabled,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Sends the page's HTML (checked here first). */
  onImport: (html: string) => void;
  isImporting: boolean;
  /** Something else (a sync, a save) is under way. */
  disabled: boolean;
}) {
  const fileInput = useRef<HTMLInputElement>(null);
  const pasteInput = useRef<HTMLTextAreaElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | undefined>();
  const [pasteError, setPasteError] = useState<string | undefined>();
  const howToId = useId();
  const summaryRef = useRef<HTMLElement>(null);
  // Opened from elsewhere (the "Import saved page" action on a refused sync's toast): bring it into view
  // and put the keyboard there. A press on its own summary already has both.
  useEffect(() => {
    const summary = summaryRef.current;
    if (!open || !summary || summary.parentElement?.contains(document.activeElement)) return;
    summary.focus();
    summary.scrollIntoView({ block: 'nearest' });
  }, [open]);

  // One source at a time: choosing a file clears the pasted text, and pasting clears the file.
  const onFileChange = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.currentTarget.files?.[0] ?? null;
    setFile(chosen);
    setFileError(chosen ? (savedFileProblem(chosen) ?? undefined) : undefined);
    setPasteError(undefined);
    if (chosen && pasteInput.current) pasteInput.current.value = '';
  };
  const onPaste = () => {
    setPasteError(undefined);
    if (!file) return;
    setFile(null);
    setFileError(undefined);
    if (fileInput.current) fileInput.current.value = '';
  };

  const importNow = async () => {
    let html: string;
    if (file) {
      const problem = savedFileProblem(file);
      if (problem) {
        setFileError(problem);
        return;
      }
      try {
        html = await file.text();
      } catch {
        setFileError('Could not read that file. Choose it again.');
        return;
      }
    } else {
      html = pasteInput.current?.value ?? '';
    }
    const problem = savedPageTextProblem(html);
    if (problem) {
      // Nothing chosen or pasted: said at the file, the first way offered.
      if (file || html.trim() === '') setFileError(problem);
      else setPasteError(problem);
      return;
    }
    onImport(html);
  };

  return (
    <details
      className="group rounded-xl border border-slate-200 px-3"
      open={open}
      onToggle={(event) => onOpenChange(event.currentTarget.open)}
    >
      <summary
        ref={summaryRef}
        className="flex min-h-11 cursor-pointer list-none items-center gap-2 text-sm font-semibold text-slate-900 [&::-webkit-details-marker]:hidden"
      >
        <FileUp className="size-4 text-slate-600" aria-hidden />
        <span className="flex-1">Import saved page</span>
        <ChevronDown
          className="size-4 text-slate-500 transition-transform group-open:rotate-180"
          aria-hidden
        />
      </summary>
      <div className="grid gap-3 pb-3">
        <p id={howToId} className="text-sm text-slate-600">
          If Full-Time refuses the sync, bring its page in yourself. On the team's Full-Time page, use your
          browser's Save page as… (Web page, HTML only), then choose the file here.
        </p>
        <FormField label="Saved page (.html, at most 2 MB)" error={fileError}>
          <input
            ref={fileInput}
            type="file"
            accept={`${SAVED_PAGE_TYPES},text/html`}
            aria-describedby={howToId}
            onChange={onFileChange}
            className="block w-full min-w-0 text-sm text-slate-700 file:mr-3 file:h-11 file:cursor-pointer file:rounded-lg file:border file:border-solid file:border-slate-300 file:bg-white file:px-3 file:text-sm file:font-semibold file:text-slate-900 hover:file:bg-slate-50"
          />
        </FormField>
        <FormField
          label="Or paste the page source"
          hint="Open the page's source (Ctrl+U on a computer), select all, copy, and paste it here."
          error={pasteError}
        >
          <Textarea ref={pasteInput} rows={2} spellCheck={false} onInput={onPaste} />
        </FormField>
        <Button
          variant="outline"
          className="sm:justify-self-start"
          isLoading={isImporting}
          disabled={disabled}
          onClick={() => void importNow()}
        >
          {isImporting ? 'Importing...' : 'Import page'}
        </Button>
      </div>
    </details>
  );
}

/**
 * The team's name on Full-Time as an admin picked it (GET .../sync-fa), with "Choose again": the next
 * sync or import then forgets it (sends ''), and asks again if Touchline's name is not on the page.
 * Nothing when no name was picked.
 */
export function FullTimeTeamName({
  teamId,
  isForgotten,
  onForgottenChange,
  disabled,
}: {
  teamId: string;
  isForgotten: boolean;
  onForgottenChange: (isForgotten: boolean) => void;
  disabled: boolean;
}) {
  const status = useSyncStatus(teamId);
  const name = status.data?.fullTimeTeamName ?? null;
  const text = fullTimeNameText(name);
  if (!text) return null;
  return (
    <div className="flex items-center justify-between gap-3 rounded-lg border border-slate-200 px-3 py-1.5 text-sm">
      <p className="min-w-0 break-words text-slate-900" data-testid="fulltime-team-name">
        {isForgotten ? `The next sync forgets the Full-Time name ${name}.` : text}
      </p>
      <Button variant="outline" size="sm" disabled={disabled} onClick={() => onForgottenChange(!isForgotten)}>
        {isForgotten ? 'Keep it' : 'Choose again'}
      </Button>
    </div>
  );
}

/**
 * The answer to a sync or import that found none of the page's fixtures under the team's name (422
 * FULLTIME_TEAM_NOT_FOUND): the page's team names as a radio list to pick ours from, then "Use this
 * team" sends the same sync or import again with it. A dialog over the dialog that asked, so nothing in
 * that one moves when the answer comes; drawn whole at once (not as FormDialog's fields after its
 * frame), so the sheet does not grow under the thumb as the list arrives.
 */
export function FullTimeTeamPicker({
  choice,
  teamName,
  isSending,
  onChoose,
  onCancel,
}: {
  choice: PendingTeamChoice | null;
  /** Touchline's name of the team, for the question; null when the screen does not know it. */
  teamName: string | null;
  isSending: boolean;
  onChoose: (fullTimeTeamName: string) => void;
  onCancel: () => void;
}) {
  const isOnline = useIsOnline();
  const [picked, setPicked] = useState<string | null>(null);
  // A new list (or the same one asked again) starts with nothing picked: state adjusted while rendering.
  const [shownChoice, setShownChoice] = useState(choice);
  if (choice !== shownChoice) {
    setShownChoice(choice);
    setPicked(null);
  }
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (picked) onChoose(picked);
  };
  // While the request runs the answer decides: the dialog cannot be closed.
  const setOpen = (open: boolean) => {
    if (!open && !isSending) onCancel();
  };
  const pendingLabel = choice?.request.kind === 'import' ? 'Importing...' : 'Syncing...';
  return (
    <Dialog open={choice !== null} onOpenChange={setOpen}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Choose your team on Full-Time</DialogTitle>
          {/* The server's sentence names the team twice more than the question does: this says what to do. */}
          <DialogDescription>
            Full-Time names the team differently. Pick it from the teams on the page: later syncs use it too.
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={onSubmit} className="grid gap-4">
          <fieldset className="grid gap-2">
            <legend className="mb-2 text-sm font-medium text-slate-900">
              {teamName ? `Which team on Full-Time is ${teamName}?` : 'Which team on Full-Time is yours?'}
            </legend>
            {(choice?.teamNames ?? []).map((name) => (
              <label
                key={name}
                className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-slate-300 px-3 py-2 text-base text-slate-900 has-[:checked]:border-green-700 has-[:checked]:bg-green-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-green-700/40"
              >
                <input
                  type="radio"
                  name="fulltime-team"
                  value={name}
                  checked={picked === name}
                  onChange={() => setPicked(name)}
                  className="size-5 shrink-0 cursor-pointer appearance-none rounded-full border-2 border-slate-400 bg-white checked:border-green-700 checked:bg-green-700 checked:ring-2 checked:ring-white checked:ring-inset focus-visible:outline-none"
                />
                <span className="min-w-0 break-words">{name}</span>
              </label>
            ))}
          </fieldset>
          <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
            <Button variant="outline" disabled={isSending} onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" isLoading={isSending} disabled={isSending || picked === null}>
              {isSending ? (isOnline ? pendingLabel : 'Waiting for signal...') : 'Use this team'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
