import { clsx } from 'clsx';
import { ArrowDown, ArrowUp, GripVertical, X } from 'lucide-react';
import { type ComponentType, type CSSProperties, type HTMLAttributes, memo, type Ref } from 'react';
import type { Player } from '../../../shared/contracts/squad';
import { type SquadRoleType, squadRoleLabels } from '../../../shared/domain/squad-roles';
import { Button } from '../../components/ui/button';
import { playerLabel } from './match-day-logic';
import { PlayerTag } from './match-day-parts';

// A coach's rows of one set-piece list, one list drawn the same with or without drag and drop: the page
// draws it at once, and match-role-sortable.tsx (dnd-kit, loaded when the browser is idle) wraps the same
// list in its context, with rows that can be dragged, without moving a pixel.

/** What a coach's presses ask for; stable across renders, so unchanged lists and rows are not redrawn. */
export type RoleActions = {
  add: (roleType: SquadRoleType, playerId: number) => void;
  remove: (roleType: SquadRoleType, playerId: number) => void;
  step: (roleType: SquadRoleType, playerId: number, direction: 'up' | 'down') => void;
  move: (roleType: SquadRoleType, from: number, to: number) => void;
};

export const lowerLabel = (roleType: SquadRoleType) => squadRoleLabels[roleType].toLowerCase();

/** What drag and drop adds to a row: its node, its handle's events and where it is being dragged. */
export type RowDrag = {
  setNodeRef: Ref<HTMLLIElement>;
  setActivatorNodeRef: Ref<HTMLButtonElement>;
  handleProps: HTMLAttributes<HTMLButtonElement>;
  style: CSSProperties;
  isDragging: boolean;
};

export type TakerRowProps = {
  roleType: SquadRoleType;
  player: Player;
  index: number;
  count: number;
  actions: RoleActions;
  /** After Remove: focus goes to the list's heading, as the row (and its button) is gone. */
  onRemoved: () => void;
};

/** One taker: a handle to drag (or pick up with Space), the position, and the buttons. */
export const TakerRow = memo(function TakerRow({
  roleType,
  player,
  index,
  count,
  actions,
  onRemoved,
  drag,
}: TakerRowProps & { drag?: RowDrag }) {
  const label = playerLabel(player);
  const list = lowerLabel(roleType);
  const isFirst = index === 0;
  const isLast = index === count - 1;
  return (
    <li
      ref={drag?.setNodeRef}
      style={drag?.style}
      className={clsx(
        'relative flex min-h-11 min-w-0 items-center gap-0.5 rounded-lg py-0.5 pr-0.5',
        drag?.isDragging
          ? 'z-10 bg-white shadow-lg ring-2 ring-green-600'
          : 'bg-green-50 ring-1 ring-green-100',
      )}
    >
      {/* The position stands outside the handle: the handle's visible text is the player, which its name
          contains (WCAG 2.5.3, label in name); its name says the position. */}
      <span className="w-5 shrink-0 text-right text-sm font-semibold text-slate-600 tabular-nums" aria-hidden>
        {index + 1}
      </span>
      {/* The handle is the row's name: a wide target for a finger (held briefly, so a swipe still scrolls). */}
      <button
        type="button"
        ref={drag?.setActivatorNodeRef}
        {...drag?.handleProps}
        aria-label={`Reorder ${label}, position ${index + 1} of ${count} in ${list}`}
        className="flex min-h-11 min-w-0 flex-1 cursor-grab touch-manipulation items-center gap-1.5 rounded-lg pl-1 text-left select-none [-webkit-touch-callout:none] active:cursor-grabbing"
      >
        <GripVertical className="size-4 shrink-0 text-slate-500" aria-hidden />
        <PlayerTag player={player} />
      </button>
      {/* aria-disabled, not disabled: the button keeps focus when its row reaches the end. */}
      <Button
        variant="ghost"
        size="icon-sm"
        aria-label={`Move ${label} up in ${list}`}
        aria-disabled={isFirst || undefined}
        onClick={() => (isFirst ? undefined : actions.step(roleType, player.id, 'up'))}
      >
        <ArrowUp aria-hidden />
      </Button>
      <Button
        variant="ghost"
        size="icon-sm"
        aria-label={`Move ${label} down in ${list}`}
        aria-disabled={isLast || undefined}
        onClick={() => (isLast ? undefined : actions.step(roleType, player.id, 'down'))}
      >
        <ArrowDown aria-hidden />
      </Button>
      <Button
        variant="ghost-destructive"
        size="icon-sm"
        aria-label={`Remove ${label} from ${list}`}
        onClick={() => {
          onRemoved();
          actions.remove(roleType, player.id);
        }}
      >
        <X aria-hidden />
      </Button>
    </li>
  );
});

/** The takers of one list. */
export type TakerListProps = {
  roleType: SquadRoleType;
  headingId: string;
  /** The visible takers' ids, in order. */
  ids: readonly number[];
  takers: readonly Player[];
  actions: RoleActions;
  onRemoved: () => void;
};

/**
 * The list's rows: the buttons work from the first render; drag and drop (match-role-sortable.tsx) draws
 * this same list with its own `Row`, a TakerRow that can be dragged.
 */
export function TakerList({
  roleType,
  headingId,
  takers,
  actions,
  onRemoved,
  Row = TakerRow,
}: TakerListProps & { Row?: ComponentType<TakerRowProps> }) {
  return (
    <ol className="mt-2 grid grid-cols-1 gap-1" aria-labelledby={headingId}>
      {takers.map((player, index) => (
        <Row
          key={player.id}
          roleType={roleType}
          player={player}
          index={index}
          count={takers.length}
          actions={actions}
          onRemoved={onRemoved}
        />
      ))}
    </ol>
  );
}
