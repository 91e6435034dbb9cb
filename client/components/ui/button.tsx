import { clsx } from 'clsx';
import { type ButtonHTMLAttributes, Children, cloneElement, isValidElement, type Ref } from 'react';
import { Spinner } from './spinner';

export type ButtonVariant =
  | 'primary'
  | 'secondary'
  | 'outline'
  | 'ghost'
  | 'ghost-brand'
  | 'destructive'
  | 'outline-destructive'
  | 'ghost-destructive'
  | 'inverse'
  | 'link';
export type ButtonSize = 'sm' | 'md' | 'lg' | 'xl' | 'icon' | 'icon-sm';

// A caller's className never sets what these set (colours, height, padding): it would not override
// them but sit beside them, and the stylesheet's order would pick one (decision 041). A look or a size
// the app needs is a variant here.
const base =
  'inline-flex shrink-0 cursor-pointer items-center justify-center gap-2 rounded-lg font-semibold whitespace-nowrap transition-colors select-none ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 ' +
  'disabled:pointer-events-none disabled:opacity-60 aria-disabled:pointer-events-none aria-disabled:opacity-60 ' +
  '[&_svg]:pointer-events-none [&_svg]:shrink-0';

const greenRing = 'focus-visible:outline-green-700';
const variants: Record<ButtonVariant, string> = {
  primary: `bg-green-700 text-white shadow-sm shadow-green-900/20 hover:bg-green-800 active:bg-green-900 ${greenRing}`,
  secondary: `bg-slate-100 text-slate-900 hover:bg-slate-200 active:bg-slate-300 ${greenRing}`,
  outline: `border border-slate-300 bg-white text-slate-900 shadow-xs hover:bg-slate-50 active:bg-slate-100 ${greenRing}`,
  ghost: `text-slate-700 hover:bg-slate-100 hover:text-slate-900 active:bg-slate-200 ${greenRing}`,
  /** A quiet action in the brand's green ("Add Team" in a club's card). */
  'ghost-brand': `text-green-800 hover:bg-slate-100 hover:text-slate-900 active:bg-slate-200 ${greenRing}`,
  destructive: `bg-red-700 text-white shadow-sm shadow-red-900/20 hover:bg-red-800 active:bg-red-900 ${greenRing}`,
  'outline-destructive': `border border-red-200 bg-white text-red-700 shadow-xs hover:bg-red-50 hover:text-red-800 active:bg-slate-100 ${greenRing}`,
  /** Delete or remove beside other actions: a red icon or word, no fill. */
  'ghost-destructive': `text-red-700 hover:bg-red-50 hover:text-red-800 active:bg-slate-200 ${greenRing}`,
  /** White on the landing page's green. */
  inverse:
    'bg-white text-green-900 shadow-lg shadow-black/20 hover:bg-green-50 active:bg-green-100 focus-visible:outline-white',
  link: `text-green-800 underline-offset-4 hover:underline ${greenRing}`,
};

// Every size keeps a 44 px target on touch screens (cold hands at the touchline); `sm` and `icon-sm`
// are only smaller where there is a fine pointer.
const sizes: Record<ButtonSize, string> = {
  sm: 'h-11 px-3 text-sm pointer-fine:h-9 [&_svg]:size-4',
  md: 'h-11 px-4 text-sm [&_svg]:size-4',
  lg: 'h-12 px-6 text-base [&_svg]:size-5',
  /** 56 px: the live screen's buttons, pressed in a hurry with cold hands (issue 32). */
  xl: 'h-14 px-6 text-lg [&_svg]:size-6',
  icon: 'size-11 [&_svg]:size-5',
  'icon-sm': 'size-11 pointer-fine:size-9 [&_svg]:size-5',
};

/** A button's classes, for a link that looks like one; `className` places it (margins, width, flex). */
export function buttonClasses(
  options: { variant?: ButtonVariant; size?: ButtonSize; className?: string } = {},
) {
  return clsx(base, variants[options.variant ?? 'primary'], sizes[options.size ?? 'md'], options.className);
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
  if (asChild) {
    // The child (a link) takes the button's look and props; its classes are the Button's (className),
    // where the test of class conflicts reads them. Radix's Slot did this with ref and handler merging
    // no caller needs, in the JavaScript every page loads first.
    const child = Children.only(children);
    if (!isValidElement<{ className?: string }>(child)) return null;
    return cloneElement(child, { ...props, className: classes });
  }
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
