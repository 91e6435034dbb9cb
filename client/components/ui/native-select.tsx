import { clsx } from 'clsx';
import { ChevronDown } from 'lucide-react';
import type { Ref, SelectHTMLAttributes } from 'react';
import { fieldControlClasses } from './input';

/**
 * The browser's own select, styled as our fields. For forms with many pickers (a match's opponent and
 * ten clean-sheet slots): it costs nothing to open, a phone shows its own wheel or sheet, and it works
 * with react-hook-form's `register` as any input does. Radix Select (select.tsx) stays for the few places
 * that need rich items. 16 px text so phones do not zoom, 44 px tall for touch.
 */
export function NativeSelect({
  className,
  children,
  ...props
}: SelectHTMLAttributes<HTMLSelectElement> & { ref?: Ref<HTMLSelectElement> }) {
  return (
    <div className={clsx('relative', className)}>
      <select
        className={clsx(fieldControlClasses, 'h-11 cursor-pointer appearance-none truncate pr-9')}
        {...props}
      >
        {children}
      </select>
      <ChevronDown
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-slate-500"
        aria-hidden
      />
    </div>
  );
}
