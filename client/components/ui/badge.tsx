import { clsx } from 'clsx';
import type { HTMLAttributes } from 'react';

export type BadgeVariant = 'neutral' | 'brand' | 'info' | 'accent' | 'warning' | 'danger' | 'outline';
export type BadgeSize = 'sm' | 'md' | 'lg' | 'xl';

// Dark text on tinted backgrounds: every pair passes WCAG AA at 12 px.
const variants: Record<BadgeVariant, string> = {
  neutral: 'bg-slate-100 text-slate-800 ring-slate-200',
  brand: 'bg-green-50 text-green-800 ring-green-200',
  info: 'bg-sky-50 text-sky-800 ring-sky-200',
  // A second kind of thing beside the brand's (training among the matches), never a state.
  accent: 'bg-indigo-50 text-indigo-800 ring-indigo-200',
  warning: 'bg-amber-50 text-amber-900 ring-amber-200',
  danger: 'bg-red-50 text-red-800 ring-red-200',
  outline: 'bg-white text-slate-700 ring-slate-300',
};

// sm: a tag beside a name; md: a result in a list; lg and xl: the words or the score at the head of a
// match. A caller's className places the badge and never sets what these set (decision 041).
const sizes: Record<BadgeSize, string> = {
  sm: 'px-2.5 py-0.5 text-xs font-semibold',
  md: 'px-2 py-0.5 text-sm font-semibold',
  lg: 'px-3 py-1 text-sm font-semibold',
  xl: 'px-3 py-1 text-xl font-bold',
};

export function Badge({
  variant = 'neutral',
  size = 'sm',
  className,
  ...props
}: HTMLAttributes<HTMLSpanElement> & { variant?: BadgeVariant; size?: BadgeSize }) {
  return (
    <span
      className={clsx(
        'inline-flex items-center gap-1 rounded-full whitespace-nowrap ring-1 ring-inset',
        variants[variant],
        sizes[size],
        className,
      )}
      {...props}
    />
  );
}
