import { clsx } from 'clsx';
import { LoaderCircle } from 'lucide-react';

/** A decorative spinner; pair it with visible text, or use LoadingState. Its size is the caller's (`size-4`). */
export function Spinner({ className }: { className: string }) {
  return <LoaderCircle className={clsx('animate-spin motion-reduce:animate-none', className)} aria-hidden />;
}

/** A centred spinner with text, announced to screen readers. Its height is the caller's (`min-h-48`). */
export function LoadingState({ label = 'Loading...', className }: { label?: string; className: string }) {
  return (
    <div
      role="status"
      aria-live="polite"
      className={clsx('flex flex-col items-center justify-center gap-3 p-8 text-slate-600', className)}
    >
      <Spinner className="size-7 text-green-700" />
      <p className="text-sm font-medium">{label}</p>
    </div>
  );
}
