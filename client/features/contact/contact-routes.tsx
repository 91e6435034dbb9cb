import type { RouteObject } from 'react-router';

/** /contact, public: anyone can write to us, signed in or not. Its own chunk, with the form code. */
export const contactRoutes: RouteObject[] = [
  {
    path: 'contact',
    lazy: async () => ({ Component: (await import('./contact-page')).ContactPage }),
  },
];
