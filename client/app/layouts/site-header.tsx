import { clsx } from 'clsx';
import { LogOut } from 'lucide-react';
import { Link, NavLink, useLocation } from 'react-router';
import { roleBadgeLabel } from '../../../shared/domain/roles';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { LOGIN_PATH } from '../../lib/navigation';
import { logout } from '../../lib/session-end';
import { userDisplayName, userInitials } from '../../lib/user-display';
import { BrandMark } from '../brand-mark';
import { MobileNav } from './mobile-nav';
import { OfflineBanner } from './offline-banner';
import { TeamSwitcher } from './team-switcher';
import { useShellContext } from './use-shell-context';
import { UserAvatar } from './user-avatar';

export function SiteHeader() {
  const { user, teamId, role, items } = useShellContext();
  // The sign-in page is the sign-in button's destination: do not offer it twice there.
  const isSignInPage = useLocation().pathname === '/email-login';
  return (
    // Opaque, without a backdrop blur: a blurred sticky header is painted again at every scrolled frame.
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white print:hidden">
      <div className="mx-auto flex h-16 w-full max-w-7xl items-center gap-3 px-4 sm:px-6">
        <Link
          to="/"
          className="-ml-1 flex min-h-11 shrink-0 items-center gap-2.5 rounded-lg px-1 text-slate-900"
        >
          <BrandMark className="size-8" />
          <span className="text-lg font-bold tracking-tight">Touchline</span>
        </Link>

        {items.length > 0 ? (
          <nav aria-label="Main" className="ml-2 hidden xl:block">
            <ul className="flex items-center gap-1">
              {items.map((item) => (
                <li key={item.id}>
                  <NavLink
                    to={item.to}
                    className={({ isActive }) =>
                      clsx(
                        'inline-flex h-10 items-center rounded-lg px-3 text-sm font-semibold whitespace-nowrap transition-colors',
                        isActive
                          ? 'bg-green-50 text-green-800'
                          : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
                      )
                    }
                  >
                    {item.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}

        {/* The team's name, in a block of its own pushed right: arriving with the teams' answer it grows
            leftwards into free room, and the block after it (the user, the menu) never moves, nor does
            anything when the menu's items arrive. */}
        <div className="ml-auto flex min-w-0">
          {user && teamId && user.role !== 'admin' ? <TeamSwitcher teamId={teamId} /> : null}
        </div>
        <div className="flex items-center gap-2">
          {user ? (
            <>
              {/* The name block is one width whatever it holds, written from the right: the role's
                  badge arriving with a team page, or a longer name, never moves the block, the
                  avatar or Logout (this block is pushed to the right edge, so any growth would). */}
              <div className="hidden items-center gap-3 xl:flex">
                {/* From 2xl only: at 1280 px the menu, this block and the team's switcher did not fit
                    together, and the switcher was cut to "Rive… Ro…". The avatar stays, its title the
                    name; the phone menu and the team's list say the role. */}
                <div className="hidden w-44 min-w-0 text-right leading-tight 2xl:block">
                  <p className="flex items-center justify-end gap-2 text-sm font-semibold text-slate-900">
                    {teamId && role !== 'unknown' ? (
                      <Badge variant="brand">{roleBadgeLabel(role)}</Badge>
                    ) : null}
                    <span className="truncate">{userDisplayName(user)}</span>
                  </p>
                  {userDisplayName(user) !== user.email ? (
                    <p className="truncate text-xs text-slate-600">{user.email}</p>
                  ) : null}
                </div>
                {/* The avatar opens the member's own page; its room around the circle makes a 44 px target
                    and the negative margin keeps the row as it was. */}
                {/* Named by hidden text, not aria-label: the initials are drawn, and a label that does not
                    hold the visible text fails label-in-name (WCAG 2.5.3). */}
                <Link
                  to="/account"
                  className="-m-1 rounded-full p-1 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-green-700"
                >
                  <span className="sr-only">Your account</span>
                  <UserAvatar
                    initials={userInitials(user)}
                    className="size-9"
                    title={userDisplayName(user)}
                  />
                </Link>
                <Button variant="outline" size="sm" onClick={logout}>
                  <LogOut aria-hidden />
                  Logout
                </Button>
              </div>
              <MobileNav user={user} items={items} role={teamId ? role : 'unknown'} />
            </>
          ) : user === null && !isSignInPage ? (
            <Button asChild size="sm">
              <a href={LOGIN_PATH}>Sign In</a>
            </Button>
          ) : null}
        </div>
      </div>
      <OfflineBanner />
    </header>
  );
}
