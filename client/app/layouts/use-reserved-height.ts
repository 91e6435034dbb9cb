import { useQueryClient } from '@tanstack/react-query';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigation } from 'react-router';

const STORAGE_KEY = 'touchline-page-heights';
/** The heights of the page's drawn-when-near blocks (`data-near`), per history entry. */
const BLOCKS_KEY = 'touchline-block-heights';
const BLOCKS_STYLE_ID = 'kept-block-heights';
const MAX_ENTRIES = 30;
const CHECK_MS = 100;
/** Quiet checks in a row (routes loaded, no read in flight, no skeleton) before the page is taken as drawn. */
const QUIET_CHECKS = 3;
/** A page still loading after this long gives its room back anyway. */
const GIVE_UP_MS = 10_000;

type Heights = Record<string, number>;

function readSaved<T>(key: string): Record<string, T> {
  try {
    const saved = JSON.parse(sessionStorage.getItem(key) ?? '{}') as unknown;
    return saved && typeof saved === 'object' ? (saved as Record<string, T>) : {};
  } catch {
    return {};
  }
}

const readHeights = () => readSaved<number>(STORAGE_KEY);

/** Puts `value` under `key` as the newest entry, dropping the oldest beyond MAX_ENTRIES. */
function saveEntry<T>(storageKey: string, key: string, value: T): void {
  const saved = readSaved<T>(storageKey);
  delete saved[key];
  saved[key] = value;
  const keys = Object.keys(saved);
  for (const old of keys.slice(0, Math.max(0, keys.length - MAX_ENTRIES))) delete saved[old];
  try {
    sessionStorage.setItem(storageKey, JSON.stringify(saved));
  } catch {
    // Storage full or refused: the next reload simply keeps nothing.
  }
}

function isReturn(): boolean {
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return navigation?.type === 'reload' || navigation?.type === 'back_forward';
}

/**
 * The history entry and address: the first entry's key is 'default' whatever page it holds. The
 * scroll positions ScrollRestoration keeps (app-layout.tsx) go by it too: keyed by 'default' alone, a
 * page opened afresh in a tab was scrolled to where the tab's previous page had been left, and its
 * footer, in view beside the skeleton, was pushed away as the page arrived.
 */
export function entryKey(location: { key: string; pathname: string; search: string }): string {
  return `${location.key} ${location.pathname}${location.search}`;
}

/** Where ScrollRestoration keeps its positions (sessionStorage). */
export const SCROLL_POSITIONS_KEY = 'touchline-scroll-positions';

/**
 * An address opened afresh starts at the top, as its height is not reserved (below): the position a
 * previous visit to the same address left under this entry's key is dropped before ScrollRestoration
 * reads it. Runs once, at start-up (main.tsx), before the first render.
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

/**
 * A returning page's drawn-when-near blocks stand, until drawn, as tall as they were when the entry was
 * left, by a style sheet of their keys (`data-near`) made before the first render. Runs once, at
 * start-up (main.tsx).
 *
 * Why: the page's kept height (below) is only right if what is above the restored scroll is as tall as
 * it was. A block the browser had drawn before the reload (a player card, the statistics) is back as a
 * placeholder of a typical height until it is drawn again; the sum differed by 76 px on a phone's
 * squad, and the block in view, drawn a frame after the scroll was put back, moved the footer by that
 * much (decision 035).
 */
export function keepBlockHeightsOfReturn(location: { key: string; pathname: string; search: string }): void {
  if (!isReturn()) return;
  const blocks = readSaved<Heights>(BLOCKS_KEY)[entryKey(location)];
  if (!blocks || typeof blocks !== 'object') return;
  const rules = Object.entries(blocks)
    .filter(([, height]) => typeof height === 'number' && height > 0 && height < 100_000)
    .map(([key, height]) => `[data-near="${CSS.escape(key)}"]{--near-height:${height}px}`);
  if (rules.length === 0) return;
  const style = document.createElement('style');
  style.id = BLOCKS_STYLE_ID;
  // Unlayered, so it outranks the blocks' own (layered) utility classes.
  style.textContent = rules.join('\n');
  document.head.append(style);
}

/** The drawn-when-near blocks of the page now, by key, at the height they have. */
function measureBlocks(): Heights {
  const blocks: Heights = {};
  for (const element of document.querySelectorAll<HTMLElement>('#main [data-near]')) {
    const key = element.dataset.near;
    const height = element.getBoundingClientRect().height;
    if (key && height > 0) blocks[key] = Math.round(height * 100) / 100;
  }
  return blocks;
}

/**
 * The height the page had when this history entry was last left, held as the shell's minimum height
 * while a reloaded (or re-opened) page fetches what it shows (decision 027).
 *
 * Why: a reload puts the scroll back where it was as soon as the route is in, while the page is still a
 * skeleton shorter than the page was. The browser could only scroll as far as the skeleton reached, so
 * the footer stood in view, and the content arriving pushed it away: a layout shift of 0.3-0.5 on a
 * phone. With the old height kept, the scroll lands where it was and the content fills the room.
 */
export function useReservedHeight(shell: RefObject<HTMLElement | null>): number | undefined {
  const location = useLocation();
  // The layout draws only once the router is in, so its navigation being idle means nothing is read.
  const navigationState = useNavigation().state;
  const queryClient = useQueryClient();
  const [firstKey] = useState(() => entryKey(location));
  const [reserved, setReserved] = useState<number | undefined>(() => {
    // Only a reload or a step back or forward comes back to where it was; an address opened afresh
    // starts at the top, whatever the same address held before (its history entry is 'default' too).
    if (!isReturn()) return undefined;
    const height = readHeights()[firstKey];
    return typeof height === 'number' && height > 0 ? height : undefined;
  });
  const current = useRef({ key: firstKey, navigationState });
  current.current = { key: entryKey(location), navigationState };

  useEffect(() => {
    const save = () => {
      const height = shell.current?.offsetHeight;
      if (!height) return;
      saveEntry(STORAGE_KEY, current.current.key, height);
      saveEntry(BLOCKS_KEY, current.current.key, measureBlocks());
    };
    window.addEventListener('pagehide', save);
    return () => window.removeEventListener('pagehide', save);
  }, [shell]);

  const isElsewhere = entryKey(location) !== firstKey;
  // The kept block heights are this entry's: another page's blocks of the same keys (another team's
  // squad) start from their own typical heights.
  useEffect(() => {
    if (isElsewhere) document.getElementById(BLOCKS_STYLE_ID)?.remove();
  }, [isElsewhere]);
  useEffect(() => {
    if (reserved === undefined) return;
    // Another page: its own height decides.
    if (isElsewhere) {
      setReserved(undefined);
      return;
    }
    const startedAt = Date.now();
    let quiet = 0;
    const release = () => setReserved(undefined);
    const inputs = ['pointerdown', 'keydown'] as const;
    const releaseOnInput = () => {
      for (const type of inputs) window.addEventListener(type, release, { capture: true, once: true });
    };
    const timer = window.setInterval(() => {
      // Drawn: the routes are in, nothing is being read, and no skeleton stands in the page (a part of
      // it loading its code, as the formation editor's workspace does, shows one).
      const isSettled =
        current.current.navigationState === 'idle' &&
        queryClient.isFetching() === 0 &&
        document.querySelector('#main [aria-busy="true"] > [role="status"]') === null;
      quiet = isSettled ? quiet + 1 : 0;
      if (quiet < QUIET_CHECKS && Date.now() - startedAt <= GIVE_UP_MS) return;
      window.clearInterval(timer);
      // The page's own height, read with the room taken away and given back in the same task, so it is
      // never drawn that way. As tall as the room: nothing moves when it goes. Shorter (the page holds
      // less than when it was left): the footer would rise under the reader, so the room stays until
      // they next press or type, when a change is theirs.
      const element = shell.current;
      let natural = 0;
      if (element) {
        // Laid out shorter for the reading, the page's scroll is cut to fit it, and stays cut when the
        // room is given back: put it back (seen on a desktop reload at the squad's foot, its last two
        // parts still to be drawn: the view jumped 2,250 px up).
        const { scrollX, scrollY } = window;
        const kept = element.style.minHeight;
        element.style.minHeight = '';
        natural = element.offsetHeight;
        element.style.minHeight = kept;
        if (window.scrollY !== scrollY) window.scrollTo(scrollX, scrollY);
      }
      if (natural >= reserved - 1) release();
      else releaseOnInput();
    }, CHECK_MS);
    return () => {
      window.clearInterval(timer);
      for (const type of inputs) window.removeEventListener(type, release, { capture: true });
    };
  }, [reserved, isElsewhere, queryClient, shell]);

  return isElsewhere ? undefined : reserved;
}
