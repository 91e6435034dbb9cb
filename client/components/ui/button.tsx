import { type ButtonHTMLAttributes, cloneElement, isValidElement, type Ref } from 'react';
import { cn } from '../../lib/cn';
import { Spinner } from './spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'destructive' | 'link';
export type ButtonSize = 'sm' | 'md' | 'lg' | 'icon';

const base =
  'inline-flex shrink-0 cursor-pointer items-center justify-center gap-2 rounded-lg font-semibold whitespace-nowrap transition-colors select-none ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-green-700 ' +
  'disabled:pointer-events-none disabled:opacity-60 aria-disabled:pointer-events-none aria-disabled:opacity-60 ' +
  '[&_svg]:pointer-events-none [&_svg]:shrink-0';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-green-700 text-white shadow-sm shadow-green-900/20 hover:bg-green-800 active:bg-green-900',
  secondary: 'bg-slate-100 text-slate-900 hover:bg-slate-200 active:bg-slate-300',
  outline: 'border border-slate-300 bg-white text-slate-900 shadow-xs hover:bg-slate-50 active:bg-slate-100',
  ghost: 'text-slate-700 hover:bg-slate-100 hover:text-slate-900 active:bg-slate-200',
  destructive: 'bg-red-700 text-white shadow-sm shadow-red-900/20 hover:bg-red-800 active:bg-red-900',
  link: 'text-green-800 underline-offset-4 hover:underline',
};

// Every size keeps a 44 px target on touch screens (cold hands at the touchline); `sm` is only smaller
// where there is a fine pointer.
const sizes: Record<ButtonSize, string> = {
  sm: 'h-11 px-3 text-sm pointer-fine:h-9 [&_svg]:size-4',
  md: 'h-11 px-4 text-sm [&_svg]:size-4',
  lg: 'h-12 px-6 text-base [&_svg]:size-5',
  icon: 'size-11 [&_svg]:size-5',
};

export function buttonClasses(
  options: { variant?: ButtonVariant; size?: ButtonSize; className?: string } = {},
) {
  return cn(base, variants[options.variant ?? 'primary'], sizes[options.size ?? 'md'], options.className);
}

type Props = Record<string, unknown>;

/**
 * The button's props given to its single child (a Link), as Radix's Slot does for this one use: the
 * child's own props win, class names are joined and handlers both run, the child's first. Written here
 * rather than importing @radix-ui/react-slot: the button is in the JavaScript every page loads first.
 */
function asChildElement(children: ButtonHTMLAttributes<HTMLButtonElement>['children'], slot: Props) {
  if (!isValidElement<Props>(children)) return null;
  const own = children.props;
  const merged: Props = { ...slot, ...own, className: cn(slot.className as string, own.className as string) };
  for (const [key, value] of Object.entries(slot)) {
    const mine = own[key];
    if (/^on[A-Z]/.test(key) && typeof value === 'function' && typeof mine === 'function') {
      merged[key] = (...args: unknown[]) => {
        mine(...args);
        value(...args);
      };
    }
  }
  return cloneElement(children, merged);
}

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Render the single child (a link, say) with the button's look instead of a <button>. */
  asChild?: boolean;
  /** Shows a spinner and disables the button; keep the label saying what is happening ("Sending..."). */
  isLoading?: boolean;
  ref?: Ref<HTMLButtonElement>;
};

export function Button({
  variant,
  size,
  asChild = false,
  isLoading = false,
  className,
  type,
  disabled,
  children,
  ...props
}: ButtonProps) {
  const classes = buttonClasses({ variant, size, className });
  if (asChild) return asChildElement(children, { ...props, className: classes });
  return (
    <button
      type={type ?? 'button'}
      className={classes}
      disabled={disabled || isLoading}
      aria-busy={isLoading || undefined}
      {...props}
    >
      {isLoading ? <Spinner className="size-4" /> : null}
      {children}
    </button>
  );
}
