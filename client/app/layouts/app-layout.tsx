import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { entryKey, SCROLL_POSITIONS_KEY } from './scroll-keys';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** Every page: skip link, header with navigation (and the offline notice), the page, footer. */
export function AppLayout() {
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
      <main id="main" tabIndex={-1} className="flex min-h-dvh flex-1 flex-col outline-none">
        {/* A boundary of its own: hydrating a prerendered page (decision 015), React commits the header
            and footer first and the page after, two shorter tasks instead of one long one on a phone.
            No page suspends here (lazy pages load before they render), so the fallback is never seen. */}
        <Suspense fallback={null}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
      {/* Back, forward and reload come back to where the entry was left (scroll-keys.ts). */}
      <ScrollRestoration getKey={entryKey} storageKey={SCROLL_POSITIONS_KEY} />
    </div>
  );
}
