import { clsx } from 'clsx';
import { ChevronDown } from 'lucide-react';
import type { DetailsHTMLAttributes, HTMLAttributes, ReactNode } from 'react';

// Native <details>: a question opens before any script has run (the help page is prerendered), the
// browser tells assistive technology it is expanded or collapsed, and hydrating the page measures
// nothing. Radix Accordion measured every closed answer as it mounted, a forced layout each: about
// 250 ms of the help page's hydration on a 4x slower CPU.

/** A list of questions; each opens on its own. */
export function Accordion({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={className} {...props} />;
}

export function AccordionItem({ className, ...props }: DetailsHTMLAttributes<HTMLDetailsElement>) {
  return <details className={clsx('group border-b border-slate-200', className)} {...props} />;
}

/** The question. `headingLevel` keeps the page outline right: h3 under a section's h2 by default. */
export function AccordionTrigger({
  className,
  children,
  headingLevel = 'h3',
}: {
  className?: string;
  children: ReactNode;
  headingLevel?: 'h2' | 'h3' | 'h4';
}) {
  const Heading = headingLevel;
  return (
    <summary
      className={clsx(
        'flex min-h-12 cursor-pointer list-none items-center justify-between gap-4 py-3 text-left text-slate-900 [&::-webkit-details-marker]:hidden',
        'hover:text-green-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-green-700',
        className,
      )}
    >
      <Heading className="text-base font-semibold">{children}</Heading>
      <ChevronDown
        className="size-5 shrink-0 text-slate-500 transition-transform duration-200 group-open:rotate-180"
        aria-hidden
      />
    </summary>
  );
}

/** The answer, shown while its item is open. */
export function AccordionContent({ className, children }: { className?: string; children: ReactNode }) {
  return <div className={clsx('pb-4 leading-relaxed text-slate-700', className)}>{children}</div>;
}
