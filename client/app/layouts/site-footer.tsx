import { Mail } from 'lucide-react';
import { Link } from 'react-router';
import { useContactEmail } from '../../lib/site-config';
import { BrandMark } from '../brand-mark';

const footerLinks = [
  { to: '/about', label: 'About Us' },
  { to: '/contact', label: 'Contact' },
  { to: '/help', label: 'Help & FAQ' },
  { to: '/privacy', label: 'Privacy Policy' },
  { to: '/terms', label: 'Terms of Service' },
  { to: '/cookies', label: 'Cookie Policy' },
  { to: '/data-protection', label: 'Data Protection' },
] as const;

const linkClasses =
  'inline-flex min-h-11 items-center rounded text-sm text-slate-700 hover:text-green-800 hover:underline underline-offset-4';

export function SiteFooter() {
  const contactEmail = useContactEmail();
  return (
    <footer className="border-t border-slate-200 bg-white print:hidden">
      <div className="mx-auto grid w-full max-w-7xl gap-6 px-4 py-8 sm:px-6 md:grid-cols-[1fr_auto] md:items-start">
        <div className="grid gap-3">
          <div className="flex items-center gap-2 text-slate-900">
            <BrandMark className="size-6" />
            <span className="font-bold tracking-tight">Touchline</span>
          </div>
          <p className="max-w-sm text-sm text-slate-600">Team management for grassroots football clubs.</p>
          <p className="text-sm text-slate-700">
            {contactEmail ? (
              <a href={`mailto:${contactEmail}`} className={`${linkClasses} gap-2`}>
                <Mail className="size-4 text-slate-500" aria-hidden />
                {contactEmail}
              </a>
            ) : (
              <Link to="/contact" className={`${linkClasses} gap-2`}>
                <Mail className="size-4 text-slate-500" aria-hidden />
                Get in touch
              </Link>
            )}
          </p>
        </div>
        <nav aria-label="Footer">
          <ul className="grid grid-cols-2 gap-x-8 sm:grid-cols-3 md:grid-cols-2 lg:grid-cols-3">
            {footerLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={linkClasses}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="border-t border-slate-100">
        <p className="mx-auto w-full max-w-7xl px-4 py-4 text-xs text-slate-600 sm:px-6">
          © {new Date().getFullYear()} Touchline
        </p>
      </div>
    </footer>
  );
}
