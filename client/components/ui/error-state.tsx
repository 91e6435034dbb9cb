import { clsx } from 'clsx';
import { CircleAlert } from 'lucide-react';
import type { ReactNode } from 'react';

/** A failure in place of content, announced at once, with the way out (usually a retry button). */
export function ErrorState({
  title,
  description,
  action,
  headingLevel = 'h2',
  isCompact = false,
  className,
}: {
  title: string;
  description?: ReactNode;
  action?: ReactNode;
  headingLevel?: 'h1' | 'h2' | 'h3';
  /** Less room above and below, inside a card. */
  isCompact?: boolean;
  className?: string;
}) {
  const Heading = headingLevel;
  return (
    <div
      role="alert"
      className={clsx(
        'flex flex-col items-center rounded-2xl border border-red-200 bg-white px-6 text-center',
        isCompact ? 'py-8' : 'py-10',
        className,
      )}
    >
      <div className="mb-4 flex size-12 items-center justify-center rounded-xl bg-red-50 text-red-700 ring-1 ring-red-100">
        <CircleAlert className="size-6" aria-hidden />
      </div>
      <Heading className="text-lg font-semibold text-slate-900">{title}</Heading>
      {description ? <div className="mt-1.5 max-w-md text-sm text-slate-600">{description}</div> : null}
      {action ? <div className="mt-6 flex flex-wrap justify-center gap-2">{action}</div> : null}
    </div>
  );
}
