import type { InputHTMLAttributes, Ref } from 'react';
import { cn } from '../../lib/cn';

export const fieldControlClasses =
  'w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 shadow-xs transition-colors ' +
  'placeholder:text-slate-500 hover:border-slate-400 ' +
  'focus-visible:border-green-700 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-green-700/30 ' +
  'disabled:cursor-not-allowed disabled:bg-slate-50 disabled:opacity-70 ' +
  'aria-invalid:border-red-600 aria-invalid:focus-visible:outline-red-600/30';

/** Text input; 16 px text so phones do not zoom in, 44 px tall for touch. */
export function Input({
  className,
  type = 'text',
  ...props
}: InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> }) {
  return <input type={type} className={cn(fieldControlClasses, 'h-11', className)} {...props} />;
}
