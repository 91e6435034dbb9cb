import { useState } from 'react';
import type { OppositionTeam } from '../../../shared/contracts/league';
import type { Match } from '../../../shared/contracts/matches';
import type { Player } from '../../../shared/contracts/squad';
import type { FormationShape } from '../../../shared/domain/formation-shapes';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { MatchFormDialog } from './match-form-dialog';
import { opponentLabel } from './match-format';
import { useDeleteMatch } from './matches-api';
import { RotationDialog } from './rotation-dialog';
import { TimingDialog } from './timing-dialog';

/** Which dialog is open, and for which match (kept while it animates closed so its text stays). */
export type MatchDialogState =
  | { name: 'none'; match: Match | null }
  | { name: 'add'; match: null }
  /** 'result': the match form opened on our score (the main button of a match whose result is due). */
  | { name: 'edit' | 'result' | 'timing' | 'delete'; match: Match }
  /** "Plan fair rotation" from `fromPeriod` (1, or a period card's "Re-plan from here"), starting at `shape`. */
  | { name: 'rotation'; match: Match; fromPeriod: number; shape: FormationShape | null };

/**
 * Match planning's dialogs and their writes (add, edit, timing, remove a match, plan a fair rotation), loaded apart from the
 * page: with them come react-hook-form and the zod contracts, which showing the matches does not need
 * (decision 016).
 */
export function MatchDialogs({
  state,
  onClose,
  onSaved,
  onDeleted,
  opposition,
  players,
  teamId,
}: {
  state: MatchDialogState;
  onClose: () => void;
  onSaved: (match: Match) => void;
  onDeleted: (matchId: number) => void;
  opposition: readonly OppositionTeam[];
  players: readonly Player[];
  teamId: string | null;
}) {
  const remove = useDeleteMatch(teamId);
  const closeUnless = (isOpen: boolean) => {
    if (!isOpen) onClose();
  };
  const isForm = state.name === 'add' || state.name === 'edit' || state.name === 'result';
  // The rotation dialog's match, period and shape stay while it animates closed, as the others' match does.
  // (React's pattern for state that follows a prop: set during render, drawn again before commit.)
  const [rotation, setRotation] = useState<Extract<MatchDialogState, { name: 'rotation' }> | null>(null);
  if (state.name === 'rotation' && state !== rotation) setRotation(state);
  return (
    <>
      <MatchFormDialog
        open={isForm}
        onOpenChange={closeUnless}
        match={state.name === 'edit' || state.name === 'result' ? state.match : null}
        startsAtScore={state.name === 'result'}
        opposition={opposition}
        players={players}
        teamId={teamId}
        onSaved={onSaved}
      />
      {state.match ? (
        <TimingDialog
          open={state.name === 'timing'}
          onOpenChange={closeUnless}
          match={state.match}
          teamId={teamId}
        />
      ) : null}
      {rotation ? (
        <RotationDialog
          open={state.name === 'rotation'}
          onOpenChange={closeUnless}
          match={rotation.match}
          players={players}
          fromPeriod={rotation.fromPeriod}
          shape={rotation.shape}
          teamId={teamId}
        />
      ) : null}
      <ConfirmDialog
        open={state.name === 'delete'}
        onOpenChange={closeUnless}
        title={state.match ? `Delete the match against ${opponentLabel(state.match)}?` : 'Delete match?'}
        description="Its score, goals, roles, availability and the formations planned for it go too. This cannot be undone."
        confirmLabel="Delete Match"
        pendingLabel="Deleting..."
        isPending={remove.isPending}
        onConfirm={() => {
          const match = state.match;
          if (!match) return;
          remove.mutate(match.id, {
            onSuccess: () => {
              onDeleted(match.id);
              onClose();
            },
            onError: onClose,
          });
        }}
      />
    </>
  );
}
