import { Workbox } from 'workbox-window';
import { toast } from '../lib/toast-store';
import { isUpdateHeld, onUpdateHoldChange } from '../lib/update-hold';

// The installed app's worker (issue 32, decision 070): registered once the page has loaded, through
// Workbox's window library, which tells when a new version has installed and is waiting. The waiting
// version is offered, never forced: "Reload" takes it (the worker is told to take over, then the page
// reloads). While a live match is on screen (update-hold.ts) the offer waits, so nothing reloads the
// page during a match; it is made when the match ends or the coach leaves the live screen.

let offered = false;

function offerUpdate(workbox: Workbox) {
  if (offered || isUpdateHeld()) return;
  offered = true;
  toast({
    title: 'A new version of Touchline is ready',
    description: 'Reload to use it. Nothing you have saved is lost.',
    duration: Number.POSITIVE_INFINITY,
    action: {
      label: 'Reload',
      altText: 'Reload to use the new version of Touchline',
      onClick: () => {
        workbox.addEventListener('controlling', () => window.location.reload());
        workbox.messageSkipWaiting();
      },
    },
  });
}

/** Registers /sw.js (built by vite-plugin-pwa) and offers a waiting update. */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const workbox = new Workbox('/sw.js', { scope: '/' });
  let waiting = false;
  workbox.addEventListener('waiting', () => {
    waiting = true;
    offerUpdate(workbox);
  });
  onUpdateHoldChange(() => {
    if (waiting) offerUpdate(workbox);
  });
  void workbox.register().catch(() => undefined);
}
