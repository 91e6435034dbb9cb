import { clsx } from 'clsx';
import type { InputHTMLAttributes, Ref } from 'react';

/** A field's box, border and states, without its text size (NumberStepper's figure is larger). */
export const fieldFrameClasses =
  'w-full rounded-lg border border-slate-300 bg-white px-3 text-slate-900 shadow-xs transition-colors ' +
  'placeholder:text-slate-500 hover:border-slate-400 ' +
  'focus-visible:border-green-700 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-green-700/30 ' +
  'disabled:cursor-not-allowed disabled:bg-slate-50 disabled:opacity-70 ' +
  'aria-invalid:border-red-600 aria-invalid:focus-visible:outline-red-600/30';

/** A text field's classes: 16 px text, so phones do not zoom in. A caller may narrow it (`max-w-28`). */
export const fieldControlClasses = `${fieldFrameClasses} text-base`;

/**
 * Text input; 16 px text so phones do not zoom in, 44 px tall for touch. It may shrink below its own
 * width (`min-w-0`): a date or time input is wider than half a 375 px phone, and in a column of a
 * grid or row it would otherwise push the page wider than the screen.
 */
export function Input({
  className,
  type = 'text',
  ...props
}: InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> }) {
  return <input type={type} className={clsx(fieldControlClasses, 'h-11 min-w-0', className)} {...props} />;
}
