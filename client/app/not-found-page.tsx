import { ArrowLeft, House, Info, LifeBuoy, MessageSquare } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../components/ui/button';
import { PageContainer } from '../components/ui/page-container';
import { useDocumentTitle } from '../lib/use-document-title';

const destinations = [
  { to: '/', label: 'Home', icon: House },
  { to: '/about', label: 'About Us', icon: Info },
  { to: '/contact', label: 'Contact Support', icon: MessageSquare },
  { to: '/help', label: 'Help & FAQ', icon: LifeBuoy },
] as const;

/** Any unknown path (spec 000 §2). */
export function NotFoundPage() {
  useDocumentTitle('Page Not Found');
  return (
    <PageContainer width="medium" className="flex flex-1 flex-col justify-center">
      <div className="text-center">
        <p className="text-sm font-bold tracking-widest text-green-800 uppercase">Error 404</p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl">
          Page not found
        </h1>
        <p className="mx-auto mt-3 max-w-md text-base text-slate-600">
          This page is off the pitch. It may have moved, or the address may be mistyped.
        </p>
      </div>
      <ul className="mt-8 grid gap-3 sm:grid-cols-2">
        {destinations.map(({ to, label, icon: Icon }) => (
          <li key={to}>
            <Link
              to={to}
              className="flex min-h-14 items-center gap-3 rounded-xl border border-slate-200 bg-white px-4 font-semibold text-slate-900 shadow-sm transition-colors hover:border-green-300 hover:bg-green-50/50"
            >
              <Icon className="size-5 text-green-700" aria-hidden />
              {label}
            </Link>
          </li>
        ))}
      </ul>
      <div className="mt-6 flex justify-center">
        <Button variant="ghost" onClick={() => window.history.back()}>
          <ArrowLeft aria-hidden />
          Go Back
        </Button>
      </div>
    </PageContainer>
  );
}
