import { ShieldAlert } from 'lucide-react';
import { Link, Outlet } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { PageContainer } from '../../components/ui/page-container';
import { useTeamContext } from '../../lib/team-context';
import { useDocumentTitle } from '../../lib/use-document-title';

function AccessDenied() {
  useDocumentTitle('Access Denied');
  return (
    <PageContainer width="medium" className="flex flex-1 flex-col items-center justify-center text-center">
      <div className="mb-5 flex size-14 items-center justify-center rounded-2xl bg-red-50 text-red-700 ring-1 ring-red-100">
        <ShieldAlert className="size-7" aria-hidden />
      </div>
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">Access Denied</h1>
      <p className="mt-2 text-slate-600">You don't have admin privileges to access this page.</p>
      <Link to="/" className={buttonClasses({ className: 'mt-6' })}>
        Go to Dashboard
      </Link>
    </PageContainer>
  );
}

/** /admin and anything else for platform admins only (spec 001 §2.6). */
export function RequirePlatformAdmin() {
  const { user } = useTeamContext();
  return user.role === 'admin' ? <Outlet /> : <AccessDenied />;
}
