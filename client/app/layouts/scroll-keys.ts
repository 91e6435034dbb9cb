// Where React Router's <ScrollRestoration> (app-layout.tsx) keeps the scroll of each history entry, for a
// step back or forward and a reload (decision 047).

/** Where ScrollRestoration keeps its positions (sessionStorage). */
export const SCROLL_POSITIONS_KEY = 'touchline-scroll-positions';

/**
 * The history entry and address: the first entry of a tab is keyed 'default' whatever page it holds.
 * Keyed by 'default' alone, a page opened afresh in a tab was scrolled to where the tab's previous page
 * had been left, and its footer, in view beside the skeleton, was pushed away as the page arrived.
 */
export function entryKey(location: { key: string; pathname: string; search: string }): string {
  return `${location.key} ${location.pathname}${location.search}`;
}

/**
 * An address opened afresh (typed, or a link into the app) starts at the top, even when a previous
 * visit to the same address in this tab left a position under the same 'default' key: that position is
 * dropped before ScrollRestoration reads it. Only a reload or a step back or forward (the navigation
 * timing's `type`) comes back to where it was. Runs once, at start-up (main.tsx), before the first render.
 */
export function forgetScrollOfFreshEntry(location: { key: string; pathname: string; search: string }): void {
  if (isReturn()) return;
  try {
    const saved = JSON.parse(sessionStorage.getItem(SCROLL_POSITIONS_KEY) ?? '{}') as Record<string, number>;
    const key = entryKey(location);
    if (!(key in saved)) return;
    delete saved[key];
    sessionStorage.setItem(SCROLL_POSITIONS_KEY, JSON.stringify(saved));
  } catch {
    // Unreadable or refused storage: ScrollRestoration finds nothing to restore either.
  }
}

/** This document was loaded by a reload or a step back or forward (the navigation timing's `type`). */
export function isReturn(): boolean {
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return navigation?.type === 'reload' || navigation?.type === 'back_forward';
}
