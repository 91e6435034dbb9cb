import { clsx } from 'clsx';
import type { HTMLAttributes, TdHTMLAttributes, ThHTMLAttributes } from 'react';

/**
 * Table primitives. The wrapper scrolls sideways on a phone instead of squeezing columns; give the table
 * a <TableCaption> (visually hidden if need be) so it has a name.
 *
 * A caller's className adds to a part and never sets what the part sets (decision 041): a cell's
 * alignment and room are its props. Cells take their text colour from the table and their vertical
 * alignment from their row (middle, as the browser has it; a row's `align-top` sets it for its cells),
 * so a cell or a row says only where it differs.
 */
export function Table({ className, ...props }: HTMLAttributes<HTMLTableElement>) {
  return (
    <div className="relative w-full overflow-x-auto rounded-xl border border-slate-200 bg-white">
      <table
        className={clsx('w-full caption-bottom border-collapse text-sm text-slate-800', className)}
        {...props}
      />
    </div>
  );
}

/** The header and its one row: give it the TableHeads. */
export function TableHeader({ className, children, ...props }: HTMLAttributes<HTMLTableSectionElement>) {
  return (
    <thead className={clsx('bg-slate-50', className)} {...props}>
      <tr className="border-b border-slate-200">{children}</tr>
    </thead>
  );
}

export function TableBody({ className, ...props }: HTMLAttributes<HTMLTableSectionElement>) {
  return <tbody className={clsx('[&_tr:last-child]:border-0', className)} {...props} />;
}

export function TableFooter({ className, ...props }: HTMLAttributes<HTMLTableSectionElement>) {
  return (
    <tfoot className={clsx('border-t border-slate-200 bg-slate-50 font-medium', className)} {...props} />
  );
}

/** A row of the body: it lights up under the pointer. */
export function TableRow({ className, ...props }: HTMLAttributes<HTMLTableRowElement>) {
  return (
    <tr
      className={clsx('border-b border-slate-100 transition-colors hover:bg-slate-50/70', className)}
      {...props}
    />
  );
}

type CellAlign = 'left' | 'right';
const aligns: Record<CellAlign, string> = { left: 'text-left', right: 'text-right' };

// normal; compact, where a phone must fit many columns (the squad's statistics).
const headInsets = { normal: 'px-4', compact: 'px-0.5 sm:px-2' } as const;

export function TableHead({
  scope = 'col',
  align = 'left',
  inset = 'normal',
  className,
  ...props
}: ThHTMLAttributes<HTMLTableCellElement> & { align?: CellAlign; inset?: keyof typeof headInsets }) {
  return (
    <th
      scope={scope}
      className={clsx(
        'h-11 align-middle text-xs font-semibold tracking-wide whitespace-nowrap text-slate-600 uppercase',
        aligns[align],
        headInsets[inset],
        className,
      )}
      {...props}
    />
  );
}

// normal; compact, where a phone must fit many columns; buttons, for a cell of 44 px buttons, which
// bring their own room.
const cellInsets = { normal: 'px-4 py-3', compact: 'px-1.5 py-3 sm:px-4', buttons: 'px-4 py-2' } as const;

export function TableCell({
  align = 'left',
  inset = 'normal',
  className,
  ...props
}: TdHTMLAttributes<HTMLTableCellElement> & { align?: CellAlign; inset?: keyof typeof cellInsets }) {
  return <td className={clsx(aligns[align], cellInsets[inset], className)} {...props} />;
}

export function TableCaption({ className, ...props }: HTMLAttributes<HTMLTableCaptionElement>) {
  return <caption className={clsx('mt-3 text-sm text-slate-600', className)} {...props} />;
}
