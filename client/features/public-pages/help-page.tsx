import { MessageSquare } from 'lucide-react';
import { Link } from 'react-router';
import { SUPPORT_REPLY_HOURS } from '../../../shared/domain/figures';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '../../components/ui/accordion';
import { buttonClasses } from '../../components/ui/button';
import { PageContainer } from '../../components/ui/page-container';
import { PageHeader } from '../../components/ui/page-header';
import { useDocumentTitle } from '../../lib/use-document-title';
import { faqGroups } from './faq-items';

// Answers are written as plain paragraphs, lists and links; give them the prose look here.
const answerClasses =
  'space-y-3 [&_a]:font-medium [&_a]:text-green-800 [&_a]:underline [&_a]:underline-offset-2 [&_li]:ml-5 [&_ul]:list-disc [&_ul]:space-y-1';

/** /help (spec 001 §2.7): the FAQ, one accordion per topic, and the way to a person when it falls short. */
export function HelpPage() {
  useDocumentTitle('Help & FAQ');
  return (
    <PageContainer width="medium">
      <PageHeader
        title="Help & FAQ"
        description="Quick answers about signing in, teams, squads and your data."
        isCompact
      />

      <nav aria-label="Topics" className="mb-8">
        <ul className="flex flex-wrap gap-2">
          {faqGroups.map((group) => (
            <li key={group.id}>
              <a
                href={`#${group.id}`}
                className="inline-flex min-h-11 items-center rounded-full border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-800 shadow-xs hover:border-green-300 hover:bg-green-50 hover:text-green-900"
              >
                {group.heading}
              </a>
            </li>
          ))}
        </ul>
      </nav>

      <div className="grid gap-8">
        {faqGroups.map((group) => (
          <section
            key={group.id}
            id={group.id}
            aria-labelledby={`${group.id}-heading`}
            className="scroll-mt-20"
          >
            <h2
              id={`${group.id}-heading`}
              className="mb-3 text-xl font-semibold tracking-tight text-slate-900"
            >
              {group.heading}
            </h2>
            <Accordion className="rounded-2xl border border-slate-200 bg-white px-4 shadow-sm shadow-slate-900/5 sm:px-6 [&>*:last-child]:border-b-0">
              {group.items.map((item) => (
                <AccordionItem key={item.question}>
                  <AccordionTrigger headingLevel="h3">{item.question}</AccordionTrigger>
                  <AccordionContent className={answerClasses}>{item.answer}</AccordionContent>
                </AccordionItem>
              ))}
            </Accordion>
          </section>
        ))}
      </div>

      <section
        aria-labelledby="still-stuck-heading"
        className="mt-10 flex flex-col gap-4 rounded-2xl border border-green-200 bg-green-50 p-5 sm:flex-row sm:items-center sm:justify-between sm:p-6"
      >
        <div>
          <h2 id="still-stuck-heading" className="text-lg font-semibold text-slate-900">
            Still stuck?
          </h2>
          <p className="mt-1 text-slate-700">
            Send us a message and we&apos;ll reply within {SUPPORT_REPLY_HOURS} hours.
          </p>
        </div>
        <Link to="/contact" className={buttonClasses({ className: 'w-full sm:w-auto' })}>
          <MessageSquare aria-hidden />
          Contact Support
        </Link>
      </section>
    </PageContainer>
  );
}
