import { clsx } from 'clsx';

/** Initials in a circle, its size the caller's (`size-9`). Decorative: the name is always written next to it. */
export function UserAvatar({ initials, className }: { initials: string; className: string }) {
  return (
    <span
      aria-hidden
      className={clsx(
        'inline-flex shrink-0 items-center justify-center rounded-full bg-green-100 text-xs font-bold text-green-900 ring-1 ring-green-200',
        className,
      )}
    >
      {initials}
    </span>
  );
}
