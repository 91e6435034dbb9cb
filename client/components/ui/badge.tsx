import type { HTMLAttributes } from 'react';
import { cn } from '../../lib/cn';

export type BadgeVariant = 'neutral' | 'brand' | 'info' | 'warning' | 'danger' | 'outline';

// Dark text on tinted backgrounds: every pair passes WCAG AA at 12 px.
const variants: Record<BadgeVariant, string> = {
  neutral: 'bg-slate-100 text-slate-800 ring-slate-200',
  brand: 'bg-green-50 text-green-800 ring-green-200',
  info: 'bg-sky-50 text-sky-800 ring-sky-200',
  warning: 'bg-amber-50 text-amber-900 ring-amber-200',
  danger: 'bg-red-50 text-red-800 ring-red-200',
  outline: 'bg-white text-slate-700 ring-slate-300',
};

export function Badge({
  variant = 'neutral',
  className,
  ...props
}: HTMLAttributes<HTMLSpanElement> & { variant?: BadgeVariant }) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset',
        variants[variant],
        className,
      )}
      {...props}
    />
  );
}
