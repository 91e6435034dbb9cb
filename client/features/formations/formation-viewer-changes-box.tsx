import { RefreshCw } from 'lucide-react';
import { Button } from '../../components/ui/button';
import type { ViewerChanges } from './formation-viewer-changes';

/** A box under the pitch, as the bench's (a heading, then its lines). */
const boxClass = 'mt-5 rounded-xl border border-slate-200 bg-white p-4';

/**
 * Who comes on and who goes off at the start of the period (issue 30), in match planning's words. The
 * page waits for the answer before it draws (it is read with the page's own reads), so nothing moves
 * when it comes; should it fail, the box says so and offers to read it again.
 */
export function PeriodChanges({
  changes,
  failed,
  onRetry,
  isRetrying,
}: {
  changes: ViewerChanges;
  failed: boolean;
  onRetry: () => void;
  isRetrying: boolean;
}) {
  if (failed) {
    return (
      <section aria-labelledby="changes-heading" className={boxClass}>
        <h2 id="changes-heading" className="text-sm font-semibold text-slate-900">
          Changes
        </h2>
        <div className="mt-2 flex flex-wrap items-center gap-2 text-sm text-slate-600">
          <p>Changes could not be loaded.</p>
          <Button variant="outline" size="sm" onClick={onRetry} isLoading={isRetrying}>
            <RefreshCw aria-hidden />
            Try Again
          </Button>
        </div>
      </section>
    );
  }
  if (changes.kind === 'none') return null;
  return (
    <section aria-labelledby="changes-heading" className={boxClass}>
      <h2 id="changes-heading" className="text-sm font-semibold text-slate-900 tabular-nums">
        {changes.title}
      </h2>
      {changes.kind === 'changes' ? (
        <>
          <ul className="mt-2 grid gap-1 text-base text-slate-800" aria-labelledby="changes-heading">
            {changes.lines.map((line) => (
              <li key={line} className="break-words">
                {line}
              </li>
            ))}
          </ul>
          {changes.note ? <p className="mt-2 text-sm text-slate-600">{changes.note}</p> : null}
        </>
      ) : (
        <p className="mt-2 text-sm text-slate-600">{changes.text}</p>
      )}
    </section>
  );
}
