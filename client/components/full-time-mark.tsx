import { clsx } from 'clsx';

/**
 * The small mark of a match the FA Full-Time sync brought in (it has a Full-Time fixture id): "Full-Time",
 * read out as "from Full-Time". Match planning's list and the league screen's summaries both show it, so
 * it lives here rather than in either feature.
 */
export function FullTimeMark({ className }: { className?: string }) {
  return (
    <span
      title="From FA Full-Time"
      className={clsx(
        'shrink-0 rounded border border-slate-300 px-1 text-[0.6875rem] leading-4 font-medium text-slate-600',
        className,
      )}
    >
      <span className="sr-only">from </span>Full-Time
    </span>
  );
}
