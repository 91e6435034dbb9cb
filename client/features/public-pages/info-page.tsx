import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../lib/use-document-title';

/** When the policies (privacy, terms, cookies, data protection) last changed; change it with their text. */
export const POLICIES_UPDATED = '22 November 2026';

export type InfoSection = { id: string; heading: string; body: ReactNode };

/** The shared frame of the information pages: a title, a short summary, a table of contents, sections. */
export function InfoPage(props: {
  title: string;
  summary: ReactNode;
  updated?: string;
  sections: InfoSection[];
  children?: ReactNode;
}) {
  useDocumentTitle(props.title);
  return (
    <article className="mx-auto w-full max-w-3xl px-4 py-8 sm:py-12">
      <header className="mb-8">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{props.title}</h1>
        <div className="mt-3 text-lg leading-relaxed text-slate-700">{props.summary}</div>
        {props.updated ? <p className="mt-2 text-sm text-slate-600">Last updated {props.updated}</p> : null}
      </header>
      {props.sections.length > 3 ? (
        <nav aria-label="On this page" className="mb-10 rounded-xl border border-slate-200 bg-slate-50 p-4">
          <h2 className="text-sm font-semibold uppercase tracking-wide text-slate-600">On this page</h2>
          <ul className="mt-2 grid gap-1 sm:grid-cols-2">
            {props.sections.map((section) => (
              <li key={section.id}>
                <a className="text-green-800 underline-offset-2 hover:underline" href={`#${section.id}`}>
                  {section.heading}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <div className="space-y-10">
        {props.sections.map((section) => (
          <section
            key={section.id}
            id={section.id}
            aria-labelledby={`${section.id}-heading`}
            className="scroll-mt-20"
          >
            <h2 id={`${section.id}-heading`} className="mb-3 text-xl font-semibold text-slate-900">
              {section.heading}
            </h2>
            <div className="space-y-3 leading-relaxed text-slate-700 [&_a]:text-green-800 [&_a]:underline [&_li]:ml-5 [&_ul]:list-disc [&_ul]:space-y-1">
              {section.body}
            </div>
          </section>
        ))}
      </div>
      {props.children}
    </article>
  );
}
