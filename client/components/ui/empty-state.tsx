import { clsx } from 'clsx';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/** "Nothing here yet": an icon, a title, a sentence and, usually, the action that fixes it. */
export function EmptyState({
  icon: Icon,
  title,
  description,
  action,
  headingLevel = 'h2',
  isCompact = false,
  className,
}: {
  icon?: LucideIcon;
  title: string;
  description?: ReactNode;
  action?: ReactNode;
  headingLevel?: 'h1' | 'h2' | 'h3';
  /** Less room above and below, inside a card or beside a list. */
  isCompact?: boolean;
  className?: string;
}) {
  const Heading = headingLevel;
  return (
    <div
      className={clsx(
        'flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-white px-6 text-center',
        isCompact ? 'py-8' : 'py-12',
        className,
      )}
    >
      {Icon ? (
        <div className="mb-4 flex size-12 items-center justify-center rounded-xl bg-green-50 text-green-700 ring-1 ring-green-100">
          <Icon className="size-6" aria-hidden />
        </div>
      ) : null}
      <Heading className="text-base font-semibold text-slate-900">{title}</Heading>
      {description ? <div className="mt-1.5 max-w-md text-sm text-slate-600">{description}</div> : null}
      {action ? <div className="mt-6">{action}</div> : null}
    </div>
  );
}
