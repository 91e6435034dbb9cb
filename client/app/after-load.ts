import { onlineManager, type QueryClient } from '@tanstack/react-query';

// What the app starts once the page has loaded (client/main.tsx, decision 070): the changes left waiting
// with no signal are restored and sent, and the built app registers its service worker. Each is fetched
// from here, so the first download names neither of them nor their files.
export function afterLoad(queryClient: QueryClient): void {
  // TanStack takes the app to be online until the browser says it went offline; a page opened with no
  // signal (from the service worker) hears no such event, so it is told here, before a press is made.
  onlineManager.setOnline(navigator.onLine);
  void import('./offline-changes').then((module) => module.keepOfflineChanges(queryClient));
  if (import.meta.env.PROD) void import('./service-worker').then((module) => module.registerServiceWorker());
}
