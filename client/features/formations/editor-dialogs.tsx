import { memo } from 'react';
import type { Formation } from '../../../shared/contracts/formations';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog';

// The editor's dialogs, loaded apart from the page when the browser is idle (decision 016): Load
// Template, the question before a shape moves players already on the pitch, and the one before leaving
// with changes not saved.

export type TemplateOption = {
  formation: Formation;
  /** "vs Riverside Rooks · P2", or "Practice formation". */
  context: string;
};

/**
 * Spec 001 §4.2: a saved formation to copy from; each entry's notes clamped to two lines. Memoised: the
 * editor redraws on every move of a player, and the list of a season's formations need not.
 */
export const TemplateDialog = memo(function TemplateDialog({
  open,
  onOpenChange,
  options,
  onLoad,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  options: readonly TemplateOption[];
  onLoad: (formation: Formation) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent width="xl">
        <DialogHeader>
          <DialogTitle>Load Template</DialogTitle>
          <DialogDescription>
            Copy a saved formation&apos;s name, shape, notes and players into this one. The match and period
            stay as they are.
          </DialogDescription>
        </DialogHeader>
        {options.length === 0 ? (
          <p className="rounded-xl border border-dashed border-slate-300 p-6 text-center text-sm text-slate-600">
            No saved formations yet. Save one, and it can start the next.
          </p>
        ) : (
          <ul
            className="-mx-1 grid max-h-[60dvh] gap-2 overflow-y-auto px-1 py-1"
            aria-label="Saved formations"
          >
            {options.map(({ formation, context }) => (
              <li key={formation.id}>
                <button
                  type="button"
                  onClick={() => onLoad(formation)}
                  className="grid w-full gap-1 rounded-xl border border-slate-200 bg-white p-3 text-left hover:border-green-600 hover:bg-green-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-green-700"
                >
                  <span className="flex items-center justify-between gap-2">
                    <span className="truncate font-semibold text-slate-900">
                      {formation.name?.trim() || 'Unnamed'}
                    </span>
                    <span className="shrink-0 rounded-md bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700">
                      {formation.formation}
                    </span>
                  </span>
                  <span className="text-sm text-slate-600">
                    {context} · {formation.playerPositions.length} on the pitch
                  </span>
                  {formation.notes ? (
                    <span className="line-clamp-2 text-sm text-slate-700">{formation.notes}</span>
                  ) : null}
                </button>
              </li>
            ))}
          </ul>
        )}
      </DialogContent>
    </Dialog>
  );
});

/** A shape chosen with players on the pitch: move them into it, or leave them where they are. */
export const ArrangeDialog = memo(function ArrangeDialog({
  open,
  onOpenChange,
  shape,
  onPitch,
  onArrange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  shape: string;
  onPitch: number;
  onArrange: () => void;
}) {
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Arrange the players in ${shape}?`}
      description={`The ${onPitch === 1 ? 'player' : `${onPitch} players`} on the pitch move to the places of a ${shape}, and available players fill the places left, up to eleven. You can adjust them afterwards.`}
      confirmLabel="Arrange Players"
      cancelLabel="Keep Positions"
      isDestructive={false}
      onConfirm={onArrange}
    />
  );
});

/** Leaving the editor with changes not saved (spec: ask first). */
export const LeaveDialog = memo(function LeaveDialog({
  open,
  onStay,
  onLeave,
}: {
  open: boolean;
  onStay: () => void;
  onLeave: () => void;
}) {
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onStay();
      }}
      title="Leave without saving?"
      description="This formation has changes that are not saved. If you leave, they are discarded."
      confirmLabel="Discard and Leave"
      cancelLabel="Stay"
      onConfirm={onLeave}
    />
  );
});
