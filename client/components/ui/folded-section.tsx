import { ChevronDown } from 'lucide-react';
import { type ReactNode, useState } from 'react';

/**
 * A long part of a page behind its name, opened and closed by the reader (issue 29: on a phone the
 * squad and the match were 5,000-6,400 px of one column). The browser's own <details>, so it works by
 * keyboard and pointer before any script, and tells assistive technology whether it is open. Closed at
 * first, its content is not made at all until the reader first opens it: building the closed parts'
 * hundreds of elements was a third of the squad page's work on a slow phone (Lighthouse, decision 072).
 * Once opened it stays made (closing keeps its state), as the reader left it while the page is shown.
 * A part whose reads must be in before it is opened (to open with no signal) asks for them above it.
 */
export function FoldedSection({ id, label, children }: { id?: string; label: string; children: ReactNode }) {
  const [isMade, setMade] = useState(false);
  return (
    <details
      id={id}
      className="group"
      onToggle={(event) => {
        if (event.currentTarget.open) setMade(true);
      }}
    >
      {/* Opened by a tap or a key on its name: the content is made in that same task, so it is drawn in
          the frame that opens the part. The toggle event comes in a task of its own after the part has
          opened, behind whatever else the page had queued; drawn that late, the content pushed what
          followed out of view as if by itself. The toggle event stays for the other ways a part opens
          (a jump link, find-in-page). */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: a summary is its details element's own button; Enter and Space on it fire this click */}
      <summary
        onClick={() => setMade(true)}
        className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-3 rounded-2xl border border-slate-200 bg-white px-5 text-lg font-semibold text-slate-900 shadow-sm shadow-slate-900/5 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-green-700 sm:px-6 [&::-webkit-details-marker]:hidden"
      >
        {label}
        <ChevronDown
          className="size-5 shrink-0 text-slate-500 transition-transform duration-200 group-open:rotate-180"
          aria-hidden
        />
      </summary>
      {/* One column no wider than the page: a wide table inside scrolls sideways in its own box. */}
      <div className="mt-3 grid min-w-0 grid-cols-1 gap-4">{isMade ? children : null}</div>
    </details>
  );
}
