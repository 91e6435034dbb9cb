import { useId, useState } from 'react';
import type { TrainingScope } from '../../../shared/contracts/training';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../components/ui/dialog';
import { useOnOpening } from '../../lib/use-on-opening';

// "Only this session" or "This and the following sessions" (issue 31, decision 060), as a calendar app
// asks of a repeating event: in the Edit form, and before a series' session is cancelled, put back on or
// deleted. Asked only when the session has later sessions in its series; a one-off asks nothing.

const CHOICES: ReadonlyArray<readonly [TrainingScope, string]> = [
  ['this', 'Only this session'],
  ['following', 'This and the following sessions'],
];

/** `3 more after this one`: how many later sessions the second choice reaches, said under it. */
const moreWords = (following: number) => `${following} more after this one`;

/** The two choices as radio buttons, each a 44 px row named by its visible words. */
export function TrainingScopeChoice({
  value,
  onChange,
  followingInSeries,
  legend = 'Which sessions?',
  hint,
  disabled = false,
}: {
  value: TrainingScope;
  onChange: (scope: TrainingScope) => void;
  /** The later sessions of the series (at least one, or the question is not asked). */
  followingInSeries: number;
  legend?: string;
  /** Said under the choices when "following" is chosen. */
  hint?: string;
  disabled?: boolean;
}) {
  const name = useId();
  return (
    <fieldset className="grid gap-2" disabled={disabled}>
      <legend className="mb-2 text-sm font-medium text-slate-900">{legend}</legend>
      {CHOICES.map(([scope, label]) => (
        <label
          key={scope}
          className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-slate-300 px-3 py-2 text-base text-slate-900 has-[:checked]:border-indigo-700 has-[:checked]:bg-indigo-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-indigo-700/40"
        >
          <input
            type="radio"
            name={name}
            value={scope}
            checked={value === scope}
            onChange={() => onChange(scope)}
            className="size-5 shrink-0 cursor-pointer appearance-none rounded-full border-2 border-slate-400 bg-white checked:border-indigo-700 checked:bg-indigo-700 checked:ring-2 checked:ring-white checked:ring-inset focus-visible:outline-none"
          />
          <span className="min-w-0 break-words">
            {label}
            {scope === 'following' ? (
              <span className="block text-sm text-slate-600">{moreWords(followingInSeries)}</span>
            ) : null}
          </span>
        </label>
      ))}
      {hint && value === 'following' ? <p className="text-sm text-slate-600">{hint}</p> : null}
    </fieldset>
  );
}

/**
 * The question before a series' session is cancelled, put back on or deleted: the two choices, "Only
 * this session" first and chosen, then Cancel (focused first, as a confirm dialog's is) and the action.
 * Closed by the caller once the write succeeded, as ConfirmDialog is.
 */
export function TrainingScopeDialog({
  open,
  onOpenChange,
  title,
  description,
  followingInSeries,
  confirmLabel,
  pendingLabel,
  dismissLabel = 'Cancel',
  isDestructive = false,
  isPending = false,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  followingInSeries: number;
  confirmLabel: string;
  pendingLabel: string;
  /** The button that closes it unanswered ("Go back" where "Cancel" would read as cancelling a session). */
  dismissLabel?: string;
  isDestructive?: boolean;
  isPending?: boolean;
  onConfirm: (scope: TrainingScope) => void;
}) {
  const [scope, setScope] = useState<TrainingScope>('this');
  useOnOpening(open, () => setScope('this'));
  const setOpen = (next: boolean) => {
    if (!isPending) onOpenChange(next);
  };
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogContent role="alertdialog" hideClose width="md" isClosedByPressOutside={false}>
        <div className="grid gap-2">
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </div>
        <TrainingScopeChoice
          value={scope}
          onChange={setScope}
          followingInSeries={followingInSeries}
          disabled={isPending}
        />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" disabled={isPending} onClick={() => setOpen(false)} data-autofocus="">
            {dismissLabel}
          </Button>
          <Button
            variant={isDestructive ? 'destructive' : 'primary'}
            isLoading={isPending}
            onClick={() => onConfirm(scope)}
          >
            {isPending ? pendingLabel : confirmLabel}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
