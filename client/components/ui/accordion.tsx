import * as AccordionPrimitive from '@radix-ui/react-accordion';
import { ChevronDown } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

export const Accordion = AccordionPrimitive.Root;

export function AccordionItem({ className, ...props }: ComponentProps<typeof AccordionPrimitive.Item>) {
  return <AccordionPrimitive.Item className={cn('border-b border-slate-200', className)} {...props} />;
}

/** `headingLevel` keeps the page outline right: h3 under a section's h2 by default. */
export function AccordionTrigger({
  className,
  children,
  headingLevel = 'h3',
  ...props
}: ComponentProps<typeof AccordionPrimitive.Trigger> & { headingLevel?: 'h2' | 'h3' | 'h4' }) {
  const Heading = headingLevel;
  return (
    <AccordionPrimitive.Header asChild>
      <Heading className="flex">
        <AccordionPrimitive.Trigger
          className={cn(
            'group flex min-h-12 flex-1 cursor-pointer items-center justify-between gap-4 py-3 text-left text-base font-semibold text-slate-900',
            'hover:text-green-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-green-700',
            className,
          )}
          {...props}
        >
          {children}
          <ChevronDown
            className="size-5 shrink-0 text-slate-500 transition-transform duration-200 group-data-[state=open]:rotate-180"
            aria-hidden
          />
        </AccordionPrimitive.Trigger>
      </Heading>
    </AccordionPrimitive.Header>
  );
}

export function AccordionContent({
  className,
  children,
  ...props
}: ComponentProps<typeof AccordionPrimitive.Content>) {
  return (
    <AccordionPrimitive.Content className="accordion-content overflow-hidden" {...props}>
      <div className={cn('pb-4 leading-relaxed text-slate-700', className)}>{children}</div>
    </AccordionPrimitive.Content>
  );
}
