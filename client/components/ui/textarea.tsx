import { clsx } from 'clsx';
import type { Ref, TextareaHTMLAttributes } from 'react';
import { fieldControlClasses } from './input';

export function Textarea({
  className,
  ...props
}: TextareaHTMLAttributes<HTMLTextAreaElement> & { ref?: Ref<HTMLTextAreaElement> }) {
  return (
    <textarea
      className={clsx(fieldControlClasses, 'min-h-24 py-2.5 leading-relaxed', className)}
      {...props}
    />
  );
}
