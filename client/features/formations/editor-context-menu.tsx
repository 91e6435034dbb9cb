import { ArrowDownToLine, Ban } from 'lucide-react';
import { type KeyboardEvent, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { Place } from './editor-placement';

// The menu a right-click (a long press on a touch screen, Shift+F10 or the menu key) opens on a player
// (spec 001 §2.2): 'Move to Bench' and 'Mark Unavailable'. A small ARIA menu: focus on its first item,
// arrows to move, Enter to choose, Escape or Tab to close; any press elsewhere closes it (and still does
// what it pressed).

export type MenuState = {
  playerId: number;
  label: string;
  place: Place;
  x: number;
  y: number;
  /** Where focus goes back when the menu closes without a choice. */
  opener: HTMLElement | null;
};

export type MenuChoice = 'bench' | 'unavailable';

const WIDTH = 208;
const MARGIN = 8;

export function EditorContextMenu({
  menu,
  onChoose,
  onClose,
}: {
  menu: MenuState;
  onChoose: (playerId: number, choice: MenuChoice) => void;
  onClose: (options: { restoreFocus: boolean }) => void;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const items = [
    {
      choice: 'bench' as const,
      label: 'Move to Bench',
      icon: ArrowDownToLine,
      hidden: menu.place === 'bench',
    },
    {
      choice: 'unavailable' as const,
      label: 'Mark Unavailable',
      icon: Ban,
      hidden: menu.place === 'unavailable',
    },
  ].filter((item) => !item.hidden);

  // Kept on screen: moved left or up when the point is near the right or bottom edge.
  const [position, setPosition] = useState({ left: menu.x, top: menu.y });
  useLayoutEffect(() => {
    const height = ref.current?.offsetHeight ?? 96;
    setPosition({
      left: Math.max(MARGIN, Math.min(menu.x, window.innerWidth - WIDTH - MARGIN)),
      top: Math.max(MARGIN, Math.min(menu.y, window.innerHeight - height - MARGIN)),
    });
    ref.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus({ preventScroll: true });
  }, [menu.x, menu.y]);

  // Any press outside closes it. Capture: before the press does its own work.
  useEffect(() => {
    const onPointerDown = (event: PointerEvent) => {
      if (ref.current && event.target instanceof Node && ref.current.contains(event.target)) return;
      onClose({ restoreFocus: false });
    };
    document.addEventListener('pointerdown', onPointerDown, true);
    return () => document.removeEventListener('pointerdown', onPointerDown, true);
  }, [onClose]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const buttons = [...(ref.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
    const at = buttons.indexOf(document.activeElement as HTMLElement);
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onClose({ restoreFocus: true });
    } else if (event.key === 'Tab') {
      event.preventDefault();
      onClose({ restoreFocus: true });
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      buttons[(at + step + buttons.length) % buttons.length]?.focus();
    } else if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      (event.key === 'Home' ? buttons[0] : buttons.at(-1))?.focus();
    }
  };

  return (
    <div
      ref={ref}
      role="menu"
      aria-label={`Move ${menu.label}`}
      tabIndex={-1}
      onKeyDown={onKeyDown}
      onContextMenu={(event) => event.preventDefault()}
      className="fixed z-40 grid gap-0.5 rounded-xl border border-slate-200 bg-white p-1 shadow-xl shadow-slate-900/15"
      style={{ left: position.left, top: position.top, width: WIDTH }}
    >
      <p aria-hidden="true" className="truncate px-3 pt-1.5 pb-1 text-xs font-semibold text-slate-600">
        {menu.label}
      </p>
      {items.map(({ choice, label, icon: Icon }) => (
        <button
          key={choice}
          type="button"
          role="menuitem"
          tabIndex={-1}
          onClick={() => onChoose(menu.playerId, choice)}
          className="flex h-11 items-center gap-2 rounded-lg px-3 text-left text-sm font-medium text-slate-900 outline-none hover:bg-slate-100 focus-visible:bg-slate-100 focus-visible:ring-2 focus-visible:ring-green-700 pointer-fine:h-9"
        >
          <Icon className="size-4 text-slate-600" aria-hidden />
          {label}
        </button>
      ))}
    </div>
  );
}
