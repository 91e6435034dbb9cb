import './styles.css';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { followFirstLoad } from './app/first-load';
import { forgetScrollOfFreshEntry } from './app/layouts/scroll-keys';
import { appQueryClient, Providers } from './app/providers';
import { createAppRouter } from './app/router';
import { assumeSignedOut } from './features/auth/use-auth';
import { inNextTask } from './lib/next-task';
import { ShellHintContext } from './lib/shell-hint';
import { userQuery } from './lib/user-query';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// #root holds markup in a public page the build prerendered, which the server sends only to a browser
// without a session cookie (decision 015): it was drawn signed out, and is hydrated so. A signed-in
// page's shell (data-shell: its header and skeleton, decision 065) is only a picture of the first render:
// the app draws over it, as it would into an empty #root, with the words for a coach or a parent when
// the server chose a shell by the caller's role (data-shell="edit" or "read").
const isPrerendered = !root.hasAttribute('data-shell') && root.firstElementChild !== null;
// The router's loaders start reads in the same client (decision 016).
const queryClient = appQueryClient;
// Every page's header needs the user: ask now, while the page's own module is still on its way.
if (!isPrerendered) void queryClient.prefetchQuery(userQuery);

function start(container: HTMLElement) {
  const router = createAppRouter();
  const firstLoad = followFirstLoad(router);
  // The router puts the scroll back once the page is drawn (app-layout.tsx); until then the browser
  // must not put it back itself, into the skeleton, on a reload.
  history.scrollRestoration = 'manual';
  // Before ScrollRestoration reads the saved positions.
  forgetScrollOfFreshEntry(router.state.location);
  if (isPrerendered) assumeSignedOut(queryClient);
  const shell = container.dataset.shell;
  const app = (
    <StrictMode>
      <Providers queryClient={queryClient}>
        <ShellHintContext value={shell ? { path: location.pathname, canEdit: shell === 'edit' } : null}>
          <RouterProvider router={router} />
        </ShellHintContext>
      </Providers>
    </StrictMode>
  );
  if (isPrerendered) {
    // The page's lazy route module must be in before the first render, or that render (a loading
    // state) would not match the prerendered markup. As a transition, hydration yields to the browser
    // every few milliseconds instead of holding the main thread for the whole page: the text is already
    // on screen.
    void firstLoad.then(() => startTransition(() => void hydrateRoot(container, app)));
  } else {
    // The first render (the header and the page's skeleton) as a transition too: React builds it in
    // slices of a few milliseconds, so the main thread is never held for the whole tree on a slow phone
    // (a 64 ms task on this machine, a quarter of a second at 4x CPU), and the reads started above are
    // answered in between. The root (its listeners for every event type) is made in a task after the
    // router's, which it would otherwise lengthen by a sixth.
    inNextTask(() => startTransition(() => createRoot(container).render(app)));
  }
}

// The modules above ran in this task; the router (its route tree, its loaders starting the page's
// first reads) is built in the next (a message, see next-task.ts), so a slow phone's main thread is
// held for shorter stretches rather than one long one. The user's read has already gone out.
inNextTask(() => start(root));

// Once the page has loaded (decision 070): the changes left waiting with no signal, and the installed
// app's worker. None of it stands before the page.
window.addEventListener('load', () => void import('./app/after-load').then((m) => m.afterLoad(queryClient)), {
  once: true,
});
