import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  type Modifier,
  MouseSensor,
  TouchSensor,
  type UniqueIdentifier,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useCallback, useMemo } from 'react';
import type { Player } from '../../../shared/contracts/squad';
import { playerLabel } from './match-day-logic';
import {
  lowerLabel,
  type RowDrag,
  TakerList,
  type TakerListProps,
  TakerRow,
  type TakerRowProps,
} from './match-role-rows';

// Drag and drop for a coach's set-piece lists (dnd-kit): pointer, touch (held a moment, so a swipe still
// scrolls) and keyboard (Space, arrows, Space), told in plain English. Loaded apart from the page when the
// browser is idle, for editors only (decision 016); the rows look the same before and after.

/** Drags move up and down only. */
const verticalOnly: Modifier = ({ transform }) => ({ ...transform, x: 0 });

function SortableTakerRow(props: TakerRowProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: props.player.id });
  const drag: RowDrag = {
    setNodeRef,
    setActivatorNodeRef,
    handleProps: { ...attributes, ...listeners },
    style: { transform: CSS.Translate.toString(transform), transition },
    isDragging,
  };
  return <TakerRow {...props} drag={drag} />;
}

export function SortableTakerList({ roleType, headingId, ids, takers, actions, onRemoved }: TakerListProps) {
  const list = lowerLabel(roleType);
  const items = useMemo(() => [...ids], [ids]);
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 4 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  // "Picked up 7 Sam Jones, position 1 of 3 in penalties." and so on, in the list's own words.
  const accessibility = useMemo(() => {
    const byId = new Map<number, Player>(takers.map((player) => [player.id, player]));
    const nameOf = (id: UniqueIdentifier) => {
      const player = byId.get(Number(id));
      return player ? playerLabel(player) : 'The player';
    };
    const positionOf = (id: UniqueIdentifier) => ids.indexOf(Number(id)) + 1;
    const of = `of ${ids.length} in ${list}`;
    // Where the player was last said to be: the first "over" after picking up is his own place, and
    // saying so would talk over "Picked up".
    let lastOver: UniqueIdentifier | null = null;
    const announcements: Announcements = {
      onDragStart: ({ active }) => {
        lastOver = active.id;
        return `Picked up ${nameOf(active.id)}, position ${positionOf(active.id)} ${of}.`;
      },
      onDragOver: ({ active, over }) => {
        const at = over?.id ?? null;
        if (at === lastOver) return undefined;
        lastOver = at;
        return at === null
          ? `${nameOf(active.id)} is no longer over the list.`
          : `${nameOf(active.id)} moved to position ${positionOf(at)} ${of}.`;
      },
      onDragEnd: ({ active, over }) =>
        over
          ? `${nameOf(active.id)} dropped at position ${positionOf(over.id)} ${of}.`
          : `${nameOf(active.id)} dropped. Back at position ${positionOf(active.id)} ${of}.`,
      onDragCancel: ({ active }) =>
        `Moving cancelled. ${nameOf(active.id)} is back at position ${positionOf(active.id)} ${of}.`,
    };
    return {
      announcements,
      screenReaderInstructions: {
        draggable:
          'To move a player, press Space or Enter to pick them up, the up and down arrow keys to move, then Space or Enter to drop, or Escape to cancel.',
      },
    };
  }, [ids, takers, list]);

  const onDragEnd = useCallback(
    ({ active, over }: DragEndEvent) => {
      if (!over || active.id === over.id) return;
      const from = ids.indexOf(Number(active.id));
      const to = ids.indexOf(Number(over.id));
      if (from !== -1 && to !== -1) actions.move(roleType, from, to);
    },
    [ids, actions, roleType],
  );

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      modifiers={[verticalOnly]}
      accessibility={accessibility}
      onDragEnd={onDragEnd}
    >
      <SortableContext items={items} strategy={verticalListSortingStrategy}>
        <TakerList
          roleType={roleType}
          headingId={headingId}
          ids={ids}
          takers={takers}
          actions={actions}
          onRemoved={onRemoved}
          Row={SortableTakerRow}
        />
      </SortableContext>
    </DndContext>
  );
}
