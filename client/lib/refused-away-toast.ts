import { toast } from './toast-store';

// Apart from mutation-toasts.ts, which every page's first JavaScript carries: only the offline queue's
// code (formation saves, live writes) raises this one.

/**
 * A write refused on its way while its own screen was closed (it waited for the signal, and the coach
 * went on): told until dismissed, with Open leading to that screen, where it is shown (decision 070).
 * `path` is asked only when Open is pressed.
 */
export function toastRefusedAway(
  words: { title: string; description: string },
  open: { altText: string; path: () => string },
): void {
  toast({
    ...words,
    variant: 'destructive',
    duration: Number.POSITIVE_INFINITY,
    action: {
      label: 'Open',
      altText: open.altText,
      onClick: () => {
        window.location.href = open.path();
      },
    },
  });
}
