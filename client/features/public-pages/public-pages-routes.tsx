import type { RouteObject } from 'react-router';

/** The public information pages and the help page, each in its own chunk. */
export const publicPageRoutes: RouteObject[] = [
  { path: 'about', lazy: async () => ({ Component: (await import('./about-page')).AboutPage }) },
  { path: 'privacy', lazy: async () => ({ Component: (await import('./privacy-page')).PrivacyPage }) },
  { path: 'terms', lazy: async () => ({ Component: (await import('./terms-page')).TermsPage }) },
  { path: 'cookies', lazy: async () => ({ Component: (await import('./cookies-page')).CookiesPage }) },
  {
    path: 'data-protection',
    lazy: async () => ({ Component: (await import('./data-protection-page')).DataProtectionPage }),
  },
  { path: 'help', lazy: async () => ({ Component: (await import('./help-page')).HelpPage }) },
];
