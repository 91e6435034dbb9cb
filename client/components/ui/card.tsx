import { clsx } from 'clsx';
import type { HTMLAttributes } from 'react';

type DivProps = HTMLAttributes<HTMLDivElement>;

// A caller's className places a part or adds to it, and never sets what the part sets (its padding,
// its layout): the two would sit side by side and the stylesheet's order would pick one (decision 041).
const headerLayouts = {
  /** A title over its description. */
  stack: 'flex-col gap-1.5',
  /** Several blocks under each other (a match's title, result and actions). */
  blocks: 'flex-col gap-3',
  /** The title on the left, its action on the right; the action wraps under it on a phone. */
  row: 'flex-row flex-wrap items-start justify-between gap-x-4 gap-y-3',
} as const;

const contentInsets = {
  normal: 'px-5 pb-5 sm:px-6 sm:pb-6',
  /** A board or a table that needs a phone's whole width. */
  compact: 'px-3 pb-5 sm:px-6 sm:pb-6',
  /** A list whose rows have their own padding (links with 44 px targets). */
  list: 'px-2 pb-5 sm:px-3 sm:pb-6',
} as const;

export function Card({ className, ...props }: DivProps) {
  return (
    <div
      className={clsx(
        'rounded-2xl border border-slate-200 bg-white text-slate-900 shadow-sm shadow-slate-900/5',
        className,
      )}
      {...props}
    />
  );
}

export function CardHeader({
  layout = 'stack',
  className,
  ...props
}: DivProps & { layout?: keyof typeof headerLayouts }) {
  return <div className={clsx('flex p-5 sm:p-6', headerLayouts[layout], className)} {...props} />;
}

/** A card's heading. Pick the level that fits the page outline (h2 under the page's h1, by default). */
export function CardTitle({
  as: Heading = 'h2',
  className,
  ...props
}: HTMLAttributes<HTMLHeadingElement> & { as?: 'h2' | 'h3' | 'h4' }) {
  return (
    <Heading className={clsx('text-lg leading-tight font-semibold tracking-tight', className)} {...props} />
  );
}

export function CardDescription({ className, ...props }: HTMLAttributes<HTMLParagraphElement>) {
  return <p className={clsx('text-sm text-slate-600', className)} {...props} />;
}

export function CardContent({
  inset = 'normal',
  className,
  ...props
}: DivProps & { inset?: keyof typeof contentInsets }) {
  return <div className={clsx(contentInsets[inset], className)} {...props} />;
}

export function CardFooter({ className, ...props }: DivProps) {
  return (
    <div
      className={clsx('flex items-center gap-3 border-t border-slate-100 px-5 py-4 sm:px-6', className)}
      {...props}
    />
  );
}
