import { clsx } from 'clsx';

/**
 * Initials in a circle, its size the caller's (`size-9`). Hidden from assistive technology: the name is
 * written next to it, or (the header between xl and 2xl) in its `title` for a pointer's hover.
 */
export function UserAvatar({
  initials,
  className,
  title,
}: {
  initials: string;
  className: string;
  title?: string;
}) {
  return (
    <span
      aria-hidden
      title={title}
      className={clsx(
        'inline-flex shrink-0 items-center justify-center rounded-full bg-green-100 text-xs font-bold text-green-900 ring-1 ring-green-200',
        className,
      )}
    >
      {initials}
    </span>
  );
}
