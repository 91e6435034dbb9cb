import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { useFirstLoadDone } from '../first-load';
import { entryKey, SCROLL_POSITIONS_KEY } from './scroll-keys';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** Every page: skip link, header with navigation (and the offline notice), the page, footer. */
export function AppLayout() {
  const firstLoadDone = useFirstLoadDone();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-white px-4 py-3 font-semibold text-green-800 shadow-lg focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <SiteHeader />
      {/* At least a screen tall, so the footer starts below the fold: drawn beside an empty page and then
          pushed down by the content, it was the whole of the layout shift (CLS 0.5 on a phone). */}
      <main id="main" tabIndex={-1} className="flex min-h-dvh flex-1 flex-col outline-none print:min-h-0">
        {/* A boundary of its own: hydrating a prerendered page (decision 015), React commits the header
            and footer first and the page after, two shorter tasks instead of one long one on a phone.
            No page suspends here (lazy pages load before they render), so the fallback is never seen. */}
        <Suspense fallback={null}>
          <Outlet />
        </Suspense>
      </main>
      {/* The footer too waits for the first load. The scroll put back on a return takes the viewport
          to where, in the skeleton, the footer stood: the browser counts the footer pushed down from
          there by the page as a layout shift, though it was never seen there (0.26 on a desktop). */}
      {firstLoadDone && <SiteFooter />}
      {/* Back, forward and reload come back to where the entry was left (scroll-keys.ts). It puts the
          scroll back as it mounts: mounted again with the page a return waited for (router.tsx), it
          puts it back into the page drawn whole, in the frame the page first shows. Put back only into
          the skeleton, shorter than the page, the scroll stopped at its foot (decision 047). */}
      <ScrollRestoration
        key={firstLoadDone ? 'page' : 'skeleton'}
        getKey={entryKey}
        storageKey={SCROLL_POSITIONS_KEY}
      />
    </div>
  );
}
