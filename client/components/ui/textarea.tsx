import type { Ref, TextareaHTMLAttributes } from 'react';
import { cn } from '../../lib/cn';
import { fieldControlClasses } from './input';

export function Textarea({
  className,
  ...props
}: TextareaHTMLAttributes<HTMLTextAreaElement> & { ref?: Ref<HTMLTextAreaElement> }) {
  return (
    <textarea className={cn(fieldControlClasses, 'min-h-24 py-2.5 leading-relaxed', className)} {...props} />
  );
}
