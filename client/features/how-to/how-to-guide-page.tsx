import { Link, useParams } from 'react-router';
import { Badge } from '../../components/ui/badge';
import { teamPagePath } from '../../lib/team-path';
import { useDocumentTitle } from '../../lib/use-document-title';
import { guideSteps } from './guide-steps';

/** The tutorial for signed-in users. Links go to the team's own pages when a team is in context. */
export function HowToGuidePage() {
  useDocumentTitle('How-To Guide');
  const { teamId } = useParams();
  const steps = guideSteps;

  return (
    <article className="mx-auto w-full max-w-3xl px-4 py-8 sm:py-12">
      <header className="mb-8">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">How-To Guide</h1>
        <p className="mt-3 text-lg leading-relaxed text-slate-700">
          Everything a coach needs to run a team in Touchline, step by step. About ten minutes to read. Steps
          about a page link to it
          {steps.some((step) => step.comingSoon)
            ? '; steps marked Coming soon describe screens that are not built yet.'
            : '.'}
        </p>
      </header>
      <nav aria-label="Guide steps" className="mb-10 rounded-xl border border-slate-200 bg-slate-50 p-4">
        <ol className="grid list-decimal gap-1 pl-5 sm:grid-cols-2">
          {steps.map((step) => (
            <li key={step.id}>
              <a className="text-green-800 underline-offset-2 hover:underline" href={`#${step.id}`}>
                {step.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <ol className="space-y-8">
        {steps.map((step, index) => (
          <li
            key={step.id}
            id={step.id}
            className="scroll-mt-20 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
          >
            <h2 className="flex items-center gap-3 text-xl font-semibold text-slate-900">
              <span
                aria-hidden="true"
                className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-green-700 text-sm font-bold text-white"
              >
                {index + 1}
              </span>
              {step.title}
              {step.comingSoon ? <Badge variant="warning">Coming soon</Badge> : null}
            </h2>
            <div className="mt-3 space-y-3 leading-relaxed text-slate-700">{step.body}</div>
            {step.path && step.linkLabel ? (
              <p className="mt-4">
                <Link
                  to={teamPagePath(teamId ?? null, step.path)}
                  className="inline-flex min-h-11 items-center rounded-lg px-1 font-medium text-green-800 underline underline-offset-2"
                >
                  {step.linkLabel} →
                </Link>
              </p>
            ) : null}
          </li>
        ))}
      </ol>
    </article>
  );
}
