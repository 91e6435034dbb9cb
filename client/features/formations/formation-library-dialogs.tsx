import type { Formation } from '../../../shared/contracts/formations';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { formationName } from './formation-viewer-format';

/** The confirmation's state: open or not, and its formation, kept while it animates closed. */
export type RemovalState = { open: boolean; formation: Formation | null };

/**
 * Delete's confirmation (spec 001 §2.4), loaded apart from the page, when the browser is idle (decision
 * 016). Deleting takes the card away at once (formation-library-api.ts), so the dialog closes on the
 * press and the toast says how it went.
 */
export function FormationLibraryDialogs({
  removal,
  label,
  onOpenChange,
  onConfirm,
}: {
  removal: RemovalState;
  /** The match label of the formation being deleted. */
  label: string;
  onOpenChange: (open: boolean) => void;
  onConfirm: (formation: Formation) => void;
}) {
  const { formation } = removal;
  const name = formation ? formationName(formation) : 'this formation';
  return (
    <ConfirmDialog
      open={removal.open}
      onOpenChange={onOpenChange}
      title={`Delete ${name}?`}
      description={
        formation
          ? `${label}, period ${formation.quarter}, ${formation.formation}. It is removed from the library and from match planning. This cannot be undone.`
          : undefined
      }
      confirmLabel="Delete Formation"
      onConfirm={() => {
        if (formation) onConfirm(formation);
      }}
    />
  );
}
