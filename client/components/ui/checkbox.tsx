import * as CheckboxPrimitive from '@radix-ui/react-checkbox';
import { Check } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

/**
 * A 24 px box inside a 44 px hit area. Name it with a <Label htmlFor> or aria-label.
 */
export function Checkbox({ className, ...props }: ComponentProps<typeof CheckboxPrimitive.Root>) {
  return (
    <CheckboxPrimitive.Root
      className={cn(
        'peer relative inline-flex size-6 shrink-0 cursor-pointer items-center justify-center rounded-md border-2 border-slate-400 bg-white transition-colors',
        "before:absolute before:-inset-2.5 before:content-['']",
        'hover:border-slate-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-green-700',
        'data-[state=checked]:border-green-700 data-[state=checked]:bg-green-700 data-[state=checked]:text-white',
        'disabled:cursor-not-allowed disabled:opacity-50',
        className,
      )}
      {...props}
    >
      <CheckboxPrimitive.Indicator>
        <Check className="size-4" strokeWidth={3} aria-hidden />
      </CheckboxPrimitive.Indicator>
    </CheckboxPrimitive.Root>
  );
}
