import { LoaderCircle } from 'lucide-react';
import { cn } from '../../lib/cn';

/** A decorative spinner; pair it with visible text, or use LoadingState. */
export function Spinner({ className }: { className?: string }) {
  return (
    <LoaderCircle className={cn('size-5 animate-spin motion-reduce:animate-none', className)} aria-hidden />
  );
}

/** A centred spinner with text, announced to screen readers. */
export function LoadingState({ label = 'Loading...', className }: { label?: string; className?: string }) {
  return (
    <div
      role="status"
      aria-live="polite"
      className={cn('flex min-h-48 flex-col items-center justify-center gap-3 p-8 text-slate-600', className)}
    >
      <Spinner className="size-7 text-green-700" />
      <p className="text-sm font-medium">{label}</p>
    </div>
  );
}
