import { clsx } from 'clsx';
import { Check } from 'lucide-react';
import type { InputHTMLAttributes } from 'react';

/**
 * A 24 px box inside a 44 px hit area. Name it with a <Label htmlFor> or aria-label.
 *
 * The browser's own checkbox, drawn over: the squad board shows 80 of them, and Radix's version read
 * each box's computed style as it mounted, 100 ms of a throttled phone's first render (decision 016).
 * Controlled: the box shows `checked`, whatever was pressed, until the owner changes it.
 */
export function Checkbox({
  checked,
  onCheckedChange,
  className,
  ...props
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'checked' | 'onChange'> & {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
}) {
  return (
    <span className={clsx('relative inline-flex size-6 shrink-0', className)}>
      <input
        type="checkbox"
        checked={checked}
        onChange={(event) => onCheckedChange(event.target.checked)}
        // The input is the 44 px target, invisible; the box under it is what people see, focus ring included.
        className="peer absolute -inset-2.5 z-10 size-11 cursor-pointer appearance-none rounded-lg outline-none disabled:cursor-not-allowed"
        {...props}
      />
      <span
        aria-hidden
        className={clsx(
          'flex size-6 items-center justify-center rounded-md border-2 border-slate-400 bg-white text-white transition-colors',
          'peer-hover:border-slate-500 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-green-700',
          'peer-checked:border-green-700 peer-checked:bg-green-700 peer-disabled:opacity-50',
        )}
      >
        {checked ? <Check className="size-4" strokeWidth={3} /> : null}
      </span>
    </span>
  );
}
