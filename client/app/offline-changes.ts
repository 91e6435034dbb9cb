import { hydrate, type QueryClient } from '@tanstack/react-query';
import { createStore, get, set } from 'idb-keyval';
import { formationWriteKinds, registerFormationWrites } from '../features/formations/formation-saves';
import { keepRefusedLiveWrites } from '../features/matches/live-refused';
import { liveWriteKinds, registerLiveWrites } from '../features/matches/live-writes';
import { keptChanges } from '../lib/kept-changes';
import { markKeptOnPhone } from '../lib/kept-on-phone';
import { markWaitingChanges } from './waiting-changes';

// Changes made with no signal outlive the page (issue 32, decision 070). TanStack pauses a mutation while
// offline; the writes of the kinds registered here (the live screen's presses, goals and undos; the
// formation editor's saves) that have no answer yet are written to IndexedDB with TanStack's own
// dehydrate on every change of the mutation cache (kept-changes.ts), read back when the app next starts,
// and sent (resumePausedMutations) in their queues' order once there is signal. Loaded after the page:
// nothing of it stands before the first paint. Each feature registers its own kinds; features never
// import each other, so they meet here.

const store = createStore('touchline', 'offline-changes');
const KEY = 'waiting';
const KEPT_KINDS = new Set<string>([...liveWriteKinds, ...formationWriteKinds]);

/** Restores the changes left waiting by an earlier page, then keeps the waiting ones as they change. */
export async function keepOfflineChanges(queryClient: QueryClient): Promise<void> {
  registerLiveWrites(queryClient);
  registerFormationWrites(queryClient);
  // Before the restored writes are sent: one refused on its way is kept on the phone until dismissed.
  keepRefusedLiveWrites(queryClient);
  try {
    const saved: unknown = await get(KEY, store);
    if (saved) hydrate(queryClient, saved);
  } catch {
    // IndexedDB refused (private mode, storage cleared): nothing was kept to restore.
  }
  let isSaving = false;
  let again = false;
  // The mutation cache changes several times with every save anywhere in the app; IndexedDB is written
  // only when the unanswered writes differ from what it holds (online, twice a live press: sent, answered).
  let written: string | null = null;
  const save = async () => {
    if (isSaving) {
      again = true;
      return;
    }
    isSaving = true;
    const { state, ids } = keptChanges(queryClient, KEPT_KINDS);
    const text = JSON.stringify(state);
    if (text !== written) {
      await set(KEY, state, store).then(
        () => {
          written = text;
          markWaitingChanges(state.mutations.length > 0);
        },
        () => undefined,
      );
    }
    // Said "saved on this phone" only once IndexedDB has them (a reload before then would lose them).
    if (text === written) markKeptOnPhone(ids);
    isSaving = false;
    if (again) {
      again = false;
      void save();
    }
  };
  queryClient.getMutationCache().subscribe(() => void save());
  void save();
  void queryClient.resumePausedMutations();
}
