import { useSyncExternalStore } from 'react';
import { toast, toastStore } from './toast-store';

/** The toasts on screen and the functions to raise or dismiss one, for components. */
export function useToast() {
  const state = useSyncExternalStore(toastStore.subscribe, toastStore.getState, toastStore.getState);
  return { toasts: state.toasts, toast, dismiss: toastStore.dismiss };
}
