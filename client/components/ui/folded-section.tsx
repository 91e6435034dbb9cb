import { ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';

/**
 * A long part of a page behind its name, opened and closed by the reader (issue 29: on a phone the
 * squad and the match were 5,000-6,400 px of one column). The browser's own <details>, so it works by
 * keyboard and pointer before any script, tells assistive technology whether it is open, and lays out
 * nothing of a closed part. Its content stays in the page (its reads go out, find-in-page opens it).
 * Closed at first; it stays as the reader left it while the page is shown.
 */
export function FoldedSection({ label, children }: { label: string; children: ReactNode }) {
  return (
    <details className="group">
      <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-3 rounded-2xl border border-slate-200 bg-white px-5 text-lg font-semibold text-slate-900 shadow-sm shadow-slate-900/5 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-green-700 sm:px-6 [&::-webkit-details-marker]:hidden">
        {label}
        <ChevronDown
          className="size-5 shrink-0 text-slate-500 transition-transform duration-200 group-open:rotate-180"
          aria-hidden
        />
      </summary>
      {/* One column no wider than the page: a wide table inside scrolls sideways in its own box. */}
      <div className="mt-3 grid min-w-0 grid-cols-1 gap-4">{children}</div>
    </details>
  );
}
