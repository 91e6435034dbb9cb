import * as LabelPrimitive from '@radix-ui/react-label';
import { clsx } from 'clsx';
import type { ComponentProps } from 'react';

export function Label({ className, ...props }: ComponentProps<typeof LabelPrimitive.Root>) {
  return (
    <LabelPrimitive.Root
      className={clsx('text-sm leading-none font-medium text-slate-900 peer-disabled:opacity-70', className)}
      {...props}
    />
  );
}
