import type { RouteObject } from 'react-router';

/**
 * /answer/:token, public: the page a reminder e-mail's buttons open (decision 059), signed in or not.
 * Its own chunk. Not prerendered: its content is the link's, read when it is opened.
 */
export const answerLinkRoutes: RouteObject[] = [
  {
    path: 'answer/:token',
    lazy: async () => ({ Component: (await import('./answer-link-page')).AnswerLinkPage }),
  },
];
