import { ChevronRight, LogOut, RefreshCw, TriangleAlert } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Button } from '../components/ui/button';
import { PageContainer } from '../components/ui/page-container';
import { LoadingState } from '../components/ui/spinner';
import { logout } from '../lib/session-end';
import { useDocumentTitle } from '../lib/use-document-title';

// Only a loader's 404 Response lands here as a "not found"; unknown paths have their own route.
const NotFoundPage = lazy(() => import('./not-found-page').then((m) => ({ default: m.NotFoundPage })));

function errorDetails(error: unknown): string {
  if (isRouteErrorResponse(error))
    return `${error.status} ${error.statusText}\n${String(error.data ?? '')}`.trim();
  if (error instanceof Error) {
    // Chrome's stack starts with the message; others' do not.
    const stack = error.stack ?? '';
    return stack.includes(error.message) ? stack : `${error.message}\n${stack}`;
  }
  try {
    return JSON.stringify(error, null, 2) ?? String(error);
  } catch {
    return String(error);
  }
}

/** The generic error screen (spec 000 §2) for anything a page throws while rendering or loading. */
export function ErrorScreen({ error }: { error: unknown }) {
  useDocumentTitle('Something went wrong');
  return (
    <PageContainer width="medium" className="flex flex-1 flex-col justify-center">
      <div
        role="alert"
        className="rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm sm:p-10"
      >
        <div className="mx-auto mb-5 flex size-14 items-center justify-center rounded-2xl bg-amber-50 text-amber-700 ring-1 ring-amber-100">
          <TriangleAlert className="size-7" aria-hidden />
        </div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">Something went wrong</h1>
        <p className="mt-2 text-slate-600">The page encountered an error. Please try refreshing.</p>
        <div className="mt-6 flex flex-col justify-center gap-2 sm:flex-row">
          <Button onClick={() => window.location.reload()}>
            <RefreshCw aria-hidden />
            Refresh Page
          </Button>
          <Button variant="outline" onClick={logout}>
            <LogOut aria-hidden />
            Logout and Try Again
          </Button>
        </div>
        <details className="group mt-8 text-left">
          <summary className="inline-flex min-h-11 cursor-pointer list-none items-center gap-1.5 rounded-lg px-2 text-sm font-semibold text-slate-700 hover:text-slate-900 [&::-webkit-details-marker]:hidden">
            <ChevronRight className="size-4 transition-transform group-open:rotate-90" aria-hidden />
            Error details
          </summary>
          <pre className="mt-2 rounded-lg bg-slate-950 p-4 text-xs leading-relaxed whitespace-pre-wrap [overflow-wrap:anywhere] text-slate-100">
            {errorDetails(error)}
          </pre>
        </details>
      </div>
    </PageContainer>
  );
}

/** Router errorElement. `standalone` when the layout itself failed and there is no <main> around it. */
export function RouteErrorPage({ standalone = false }: { standalone?: boolean }) {
  const error = useRouteError();
  const content =
    isRouteErrorResponse(error) && error.status === 404 ? (
      <Suspense fallback={<LoadingState className="min-h-48" />}>
        <NotFoundPage />
      </Suspense>
    ) : (
      <ErrorScreen error={error} />
    );
  if (!standalone) return content;
  return <main className="flex min-h-dvh flex-col bg-slate-50">{content}</main>;
}
