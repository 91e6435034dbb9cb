import { clsx } from 'clsx';
import {
  BookOpen,
  CalendarDays,
  LayoutGrid,
  LogOut,
  type LucideIcon,
  PenSquare,
  ShieldCheck,
  Trophy,
  UserRound,
  Users,
} from 'lucide-react';
import { NavLink } from 'react-router';
import type { User } from '../../../shared/contracts/auth';
import { roleBadgeLabel, type TeamRole } from '../../../shared/domain/roles';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Sheet, SheetContent, SheetTitle } from '../../components/ui/sheet';
import { logout } from '../../lib/session-end';
import { userDisplayName, userInitials } from '../../lib/user-display';
import type { NavItem, NavItemId } from '../nav-config';
import { UserAvatar } from './user-avatar';

// Only this menu shows the items' icons: they load with it, not with every page.
const navIcons: Record<NavItemId, LucideIcon> = {
  squad: Users,
  matches: CalendarDays,
  'formation-editor': PenSquare,
  formations: LayoutGrid,
  league: Trophy,
  'how-to': BookOpen,
  admin: ShieldCheck,
};

export type MobileNavSheetProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  user: User;
  items: Array<NavItem & { to: string }>;
  role: TeamRole | 'unknown';
};

function NavIcon({ id }: { id: NavItemId }) {
  const Icon = navIcons[id];
  return <Icon className="size-5 shrink-0" aria-hidden />;
}

/** The phone menu: who is signed in, the navigation and Logout, in a sheet from the right. */
export function MobileNavSheet({ open, onOpenChange, user, items, role }: MobileNavSheetProps) {
  const name = userDisplayName(user);
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      {/* Closing gives focus back to the menu button, which had it when the sheet opened. */}
      <SheetContent aria-describedby={undefined}>
        <div className="flex h-16 shrink-0 items-center border-b border-slate-200 px-5 pr-16">
          <SheetTitle className="text-base font-semibold text-slate-900">Menu</SheetTitle>
        </div>
        <div className="flex items-center gap-3 border-b border-slate-200 px-5 py-4">
          <UserAvatar initials={userInitials(user)} className="size-10" />
          <div className="min-w-0 leading-tight">
            <p className="truncate text-sm font-semibold text-slate-900">{name}</p>
            {name !== user.email ? <p className="truncate text-sm text-slate-600">{user.email}</p> : null}
            {role !== 'unknown' ? (
              <Badge variant="brand" className="mt-1.5">
                {roleBadgeLabel(role)}
              </Badge>
            ) : null}
          </div>
        </div>
        <div className="border-b border-slate-200 p-3">
          <NavLink
            to="/account"
            onClick={() => onOpenChange(false)}
            className={({ isActive }) =>
              clsx(
                'flex min-h-12 items-center gap-3 rounded-lg px-3 text-base font-semibold transition-colors',
                isActive ? 'bg-green-50 text-green-800' : 'text-slate-800 hover:bg-slate-100',
              )
            }
          >
            <UserRound aria-hidden className="size-5 shrink-0" />
            Your account
          </NavLink>
        </div>
        {items.length > 0 ? (
          <nav aria-label="Main" className="flex-1 overflow-y-auto p-3">
            <ul className="grid gap-1">
              {items.map((item) => (
                <li key={item.id}>
                  <NavLink
                    to={item.to}
                    onClick={() => onOpenChange(false)}
                    className={({ isActive }) =>
                      clsx(
                        'flex min-h-12 items-center gap-3 rounded-lg px-3 text-base font-semibold transition-colors',
                        isActive ? 'bg-green-50 text-green-800' : 'text-slate-800 hover:bg-slate-100',
                      )
                    }
                  >
                    <NavIcon id={item.id} />
                    {item.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        ) : (
          <div className="flex-1" />
        )}
        <div className="border-t border-slate-200 p-4 [padding-bottom:max(1rem,env(safe-area-inset-bottom))]">
          <Button variant="outline" size="lg" className="w-full" onClick={logout}>
            <LogOut aria-hidden />
            Logout
          </Button>
        </div>
      </SheetContent>
    </Sheet>
  );
}
