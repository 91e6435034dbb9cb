import { clsx } from 'clsx';
import type { ReactNode } from 'react';

/** The page's one h1, an optional line under it, and the page's main actions. */
export function PageHeader({
  title,
  description,
  actions,
  eyebrow,
  descriptionClassName,
  isCompact = false,
}: {
  title: string;
  description?: ReactNode;
  /**
   * The description's room, where a page's words differ by role: a coach's and a parent's then take the
   * same height, so the skeleton drawn before the role is known fits either (a parent's league page).
   */
  descriptionClassName?: string;
  actions?: ReactNode;
  /** A small line above the title (the team's name, say). */
  eyebrow?: ReactNode;
  /** The same room below it on a desktop as on a phone, for a page whose first card follows closely. */
  isCompact?: boolean;
}) {
  return (
    <div
      className={clsx(
        'flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between',
        isCompact ? 'mb-6' : 'mb-6 sm:mb-8',
      )}
    >
      <div className="min-w-0">
        {eyebrow ? <div className="mb-1 text-sm font-semibold text-green-800">{eyebrow}</div> : null}
        <h1 className="text-2xl font-bold tracking-tight text-balance text-slate-900 sm:text-3xl">{title}</h1>
        {description ? (
          <div className={clsx('mt-1.5 text-base text-slate-600', descriptionClassName)}>{description}</div>
        ) : null}
      </div>
      {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
    </div>
  );
}
