import { clsx } from 'clsx';
import type { HTMLAttributes } from 'react';

const widths = { narrow: 'max-w-md', medium: 'max-w-3xl', wide: 'max-w-7xl' } as const;

/** The page's horizontal frame: the same gutters on every page, phone to desktop. */
export function PageContainer({
  width = 'wide',
  className,
  ...props
}: HTMLAttributes<HTMLDivElement> & { width?: keyof typeof widths }) {
  return (
    <div className={clsx('mx-auto w-full px-4 py-6 sm:px-6 sm:py-10', widths[width], className)} {...props} />
  );
}
