import { Menu } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import type { User } from '../../../shared/contracts/auth';
import type { TeamRole } from '../../../shared/domain/roles';
import { Button } from '../../components/ui/button';
import { whenIdle } from '../../lib/when-idle';
import type { NavItem } from '../nav-config';

// The sheet and its icons are not part of the first paint: it loads when the
// browser is idle, or at the latest when the menu button is touched.
const loadSheet = () => import('./mobile-nav-sheet');
const MobileNavSheet = lazy(() => loadSheet().then((m) => ({ default: m.MobileNavSheet })));

/** Below the desktop breakpoint the menu, the user and Logout live in a sheet behind one button. */
export function MobileNav({
  user,
  items,
  role,
}: {
  user: User;
  items: Array<NavItem & { to: string }>;
  role: TeamRole | 'unknown';
}) {
  const [open, setOpen] = useState(false);
  const [hasOpened, setHasOpened] = useState(false);

  useEffect(() => whenIdle(() => void loadSheet()), []);

  return (
    <>
      <Button
        variant="ghost"
        size="icon"
        className="xl:hidden"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerDown={() => void loadSheet()}
        onClick={() => {
          setHasOpened(true);
          setOpen(true);
        }}
      >
        <Menu aria-hidden />
      </Button>
      {hasOpened ? (
        <Suspense fallback={null}>
          <MobileNavSheet open={open} onOpenChange={setOpen} user={user} items={items} role={role} />
        </Suspense>
      ) : null}
    </>
  );
}
