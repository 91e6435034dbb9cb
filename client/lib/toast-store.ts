// Toasts live in a tiny store outside React so that non-React code (the query cache, the unauthorized
// handling) can raise them. The UI kit's <Toaster> renders whatever is here. The store sits in lib, not in
// the UI kit, so that lib never imports the UI kit (the kit imports lib, never the other way round).

export type ToastVariant = 'default' | 'success' | 'destructive';

export type ToastInput = {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds; the provider's 5000 ms when absent. */
  duration?: number;
  action?: { label: string; altText: string; onClick: () => void };
};

export type ToastItem = ToastInput & { id: string; open: boolean };

export type ToastState = {
  toasts: ToastItem[];
  /**
   * Set by a final toast: the page is about to navigate away (signed out, session expired), and no later
   * toast may replace the one that says why.
   */
  isFinal: boolean;
};

export type ToastAction =
  | { type: 'add'; toast: ToastItem; final: boolean }
  | { type: 'dismiss'; id: string }
  | { type: 'remove'; id: string };

/** Spec 000 §9: at most one toast is visible. */
export const TOAST_LIMIT = 1;
/** Long enough for the close animation before the item leaves the DOM. */
export const TOAST_REMOVE_DELAY_MS = 300;

export const initialToastState: ToastState = { toasts: [], isFinal: false };

export function toastReducer(state: ToastState, action: ToastAction): ToastState {
  switch (action.type) {
    case 'add':
      if (state.isFinal) return state;
      return {
        toasts: [action.toast, ...state.toasts].slice(0, TOAST_LIMIT),
        isFinal: action.final,
      };
    case 'dismiss':
      return {
        ...state,
        toasts: state.toasts.map((t) => (t.id === action.id ? { ...t, open: false } : t)),
      };
    case 'remove':
      return { ...state, toasts: state.toasts.filter((t) => t.id !== action.id) };
  }
}

export type ToastHandle = { id: string; dismiss: () => void };

export function createToastStore() {
  let state = initialToastState;
  let counter = 0;
  const listeners = new Set<() => void>();
  const shown = new Set<string>();
  const waitingForShown = new Map<string, Array<() => void>>();

  const dispatch = (action: ToastAction) => {
    const next = toastReducer(state, action);
    if (next === state) return;
    state = next;
    for (const listener of listeners) listener();
  };

  const dismiss = (id: string) => {
    dispatch({ type: 'dismiss', id });
    setTimeout(() => dispatch({ type: 'remove', id }), TOAST_REMOVE_DELAY_MS);
  };

  /**
   * Shows a toast, replacing the one on screen. With `final`, it also refuses every later toast: use it
   * just before leaving the page.
   */
  const toast = (input: ToastInput, options: { final?: boolean } = {}): ToastHandle => {
    counter += 1;
    const id = `toast-${counter}`;
    dispatch({ type: 'add', toast: { ...input, id, open: true }, final: options.final ?? false });
    return { id, dismiss: () => dismiss(id) };
  };

  /** Called by the toaster once it has drawn the toast `id`. */
  const markShown = (id: string) => {
    shown.add(id);
    for (const resolve of waitingForShown.get(id) ?? []) resolve();
    waitingForShown.delete(id);
  };

  /**
   * Resolves once the toaster has drawn toast `id`, or after `timeoutMs` if it never does (its code
   * could not load): a toast read before the page leaves must have been on screen first.
   */
  const whenShown = (id: string, timeoutMs: number) =>
    new Promise<void>((resolve) => {
      if (shown.has(id)) {
        resolve();
        return;
      }
      const timer = setTimeout(resolve, timeoutMs);
      waitingForShown.set(id, [
        ...(waitingForShown.get(id) ?? []),
        () => {
          clearTimeout(timer);
          resolve();
        },
      ]);
    });

  return {
    toast,
    dismiss,
    markShown,
    whenShown,
    getState: () => state,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

export type ToastStore = ReturnType<typeof createToastStore>;

/** The app's one toast store. */
export const toastStore = createToastStore();

/** Raise a toast from anywhere, React or not. */
export const toast = toastStore.toast;
