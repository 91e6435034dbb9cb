import { cn } from '../../lib/cn';

/** Initials in a circle. Decorative: the name is always written next to it. */
export function UserAvatar({ initials, className }: { initials: string; className?: string }) {
  return (
    <span
      aria-hidden
      className={cn(
        'inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-green-100 text-xs font-bold text-green-900 ring-1 ring-green-200',
        className,
      )}
    >
      {initials}
    </span>
  );
}
