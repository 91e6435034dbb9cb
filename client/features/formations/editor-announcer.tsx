import { useSyncExternalStore } from 'react';

// A polite live region for what the editor does without a drag (taps, keys, the menu): dnd-kit announces
// the drags itself.

export function createAnnouncer() {
  let message = '';
  const listeners = new Set<() => void>();
  return {
    announce(text: string) {
      // The same words twice in a row are still read: a space makes the text new.
      message = message === text ? `${text} ` : text;
      for (const listener of listeners) listener();
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    get: () => message,
  };
}
export type Announcer = ReturnType<typeof createAnnouncer>;

export function LiveRegion({ announcer }: { announcer: Announcer }) {
  const message = useSyncExternalStore(announcer.subscribe, announcer.get, announcer.get);
  return (
    <p role="status" aria-live="polite" className="sr-only">
      {message}
    </p>
  );
}
