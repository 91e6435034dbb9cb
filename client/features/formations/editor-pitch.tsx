import { useDroppable } from '@dnd-kit/core';
import { clsx } from 'clsx';
import { type MouseEvent, memo, type ReactNode, type RefObject, useLayoutEffect } from 'react';
import { Pitch, type PitchPlayer } from '../../components/pitch/pitch';
import { editorPitchWidth } from './editor-layout';

// The editor's pitch: the Pitch with the editor's tokens, as wide as the page allows, and its surface as
// dnd-kit's drop target.

export const EditorPitch = memo(function EditorPitch({
  players,
  label,
  renderToken,
  surfaceRef,
  onSurfaceClick,
  ringRef,
}: {
  players: readonly PitchPlayer[];
  label: string;
  renderToken: (player: PitchPlayer, token: ReactNode) => ReactNode;
  surfaceRef: RefObject<HTMLDivElement | null>;
  onSurfaceClick: (event: MouseEvent<HTMLDivElement>) => void;
  ringRef: RefObject<HTMLDivElement | null>;
}) {
  return (
    <div className={clsx('relative', editorPitchWidth)}>
      <Pitch
        players={players}
        size="editor"
        // Brought into view, it stops clear of the save bar.
        className="scroll-mb-[calc(var(--save-bar)+1.5rem)]"
        label={label}
        renderToken={renderToken}
        ref={surfaceRef}
        surfaceProps={{ onClick: onSurfaceClick }}
      />
      {/* The ring that shows a drop would land on the pitch: an element of its own, so showing it
          restyles nothing else (the pitch is a size container: a change of its own style would have
          the browser restyle and lay out every token in it, as a player is picked up). */}
      <div
        ref={ringRef}
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 rounded-xl opacity-0 ring-4 ring-green-500/60 transition-opacity data-[over]:opacity-100"
      />
    </div>
  );
});

/**
 * The pitch's surface as dnd-kit's drop target, apart from the Pitch: the drag state changes several
 * times as a player is picked up, and only this (which draws nothing) hears it; the pitch, its markings
 * and its tokens stay as they are. Being over it shows the ring (data-over).
 */
export function PitchDropTarget({
  surfaceRef,
  ringRef,
}: {
  surfaceRef: RefObject<HTMLDivElement | null>;
  ringRef: RefObject<HTMLDivElement | null>;
}) {
  const { setNodeRef, isOver } = useDroppable({ id: 'pitch' });
  useLayoutEffect(() => {
    setNodeRef(surfaceRef.current);
  }, [setNodeRef, surfaceRef]);
  useLayoutEffect(() => {
    ringRef.current?.toggleAttribute('data-over', isOver);
  }, [isOver, ringRef]);
  return null;
}
