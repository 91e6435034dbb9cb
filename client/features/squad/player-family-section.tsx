import { ChevronDown, Link2, RefreshCw, Unlink } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { Button } from '../../components/ui/button';
import { NativeSelect } from '../../components/ui/native-select';
import { familyAccountLabel, familyReasonText, linkChoiceLabel, splitFamily } from './player-family';
import { useChangeFamilyLink, usePlayerFamily } from './squad-api';

/**
 * A player's family (issue 30), in his Emails dialog: the parent and player accounts that see his
 * minutes (an address above that matches an account's, or a coach's link), each with Unlink, and the
 * team's other parent and player accounts to Link. Coaches and admins only, as the dialog is.
 */
export function PlayerFamilySection({
  playerId,
  playerName,
}: {
  playerId: number | null;
  playerName: string;
}) {
  const family = usePlayerFamily(playerId);
  const change = useChangeFamilyLink(playerId ?? 0);
  const [chosen, setChosen] = useState('');
  const headingId = useId();
  const selectId = useId();
  const { linked, others } = splitFamily(family.data?.members ?? []);
  const isChosenAvailable = others.some((member) => String(member.userId) === chosen);

  let body: ReactNode;
  if (family.isPending) {
    body = <p className="text-sm text-slate-600">Loading family...</p>;
  } else if (family.isError) {
    body = (
      <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-slate-700">
        Could not load the family.
        <Button type="button" variant="outline" size="sm" onClick={() => family.refetch()}>
          <RefreshCw aria-hidden />
          Try Again
        </Button>
      </div>
    );
  } else {
    body = (
      <>
        {linked.length === 0 ? (
          <p className="text-sm text-slate-600">No account is linked yet.</p>
        ) : (
          <ul className="grid gap-1" aria-labelledby={headingId}>
            {linked.map((member) => (
              <li
                key={member.userId}
                className="flex items-center justify-between gap-3 rounded-lg bg-slate-50 py-1 pr-1 pl-3 text-sm"
              >
                <span className="min-w-0">
                  <span className="block font-medium break-words text-slate-900">
                    {familyAccountLabel(member)}
                  </span>
                  <span className="block text-xs text-slate-600">{familyReasonText(member)}</span>
                </span>
                <Button
                  type="button"
                  variant="ghost-destructive"
                  size="sm"
                  aria-label={`Unlink ${familyAccountLabel(member)}`}
                  disabled={change.isPending}
                  onClick={() => change.mutate({ userId: member.userId, linked: false })}
                >
                  <Unlink aria-hidden />
                  Unlink
                </Button>
              </li>
            ))}
          </ul>
        )}
        {others.length === 0 ? (
          <p className="text-sm text-slate-600">No other parent or player account on the team to link.</p>
        ) : (
          <div className="grid gap-2">
            <label htmlFor={selectId} className="text-sm font-medium text-slate-900">
              Link an account
            </label>
            <div className="flex gap-2">
              <NativeSelect
                id={selectId}
                value={isChosenAvailable ? chosen : ''}
                onChange={(event) => setChosen(event.target.value)}
                className="min-w-0 flex-1"
              >
                <option value="">Choose a parent or player</option>
                {others.map((member) => (
                  <option key={member.userId} value={member.userId}>
                    {linkChoiceLabel(member)}
                  </option>
                ))}
              </NativeSelect>
              <Button
                type="button"
                variant="outline"
                disabled={!isChosenAvailable || change.isPending}
                onClick={() =>
                  change.mutate({ userId: Number(chosen), linked: true }, { onSuccess: () => setChosen('') })
                }
              >
                <Link2 aria-hidden />
                Link
              </Button>
            </div>
          </div>
        )}
      </>
    );
  }

  // Folded at first: the dialog opens at its own height and the family, read as it opens, is there by
  // the time the coach unfolds it. Unfolded from the start, its answer grew the phone's bottom sheet
  // upwards after the sheet was on screen (a layout shift of 0.10).
  return (
    <details className="group border-t border-slate-200 pt-2">
      <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-3 rounded-lg text-sm font-semibold text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-green-700 [&::-webkit-details-marker]:hidden">
        <span id={headingId}>Family</span>
        <ChevronDown
          className="size-4 shrink-0 text-slate-500 transition-transform duration-200 group-open:rotate-180"
          aria-hidden
        />
      </summary>
      <div className="grid gap-3 pt-1">
        <p className="text-sm text-slate-600">
          {`The parent and player accounts that see ${playerName}'s minutes. An account whose address is one of these is linked by itself.`}
        </p>
        {body}
      </div>
    </details>
  );
}
