import {
  Component,
  type ComponentType,
  createContext,
  type JSX,
  lazy,
  type ReactNode,
  Suspense,
  startTransition,
  useContext,
  useEffect,
  useState,
} from 'react';
import { nextTask } from '../../lib/next-task';
import { whenIdle } from '../../lib/when-idle';

// Code a page needs only after a press (a dialog and its form) or not for its first screen (the
// toaster, drag and drop) loads on demand, one way everywhere (decision 048): React.lazy, drawn inside
// <OnDemand> (Suspense and a boundary for a failed download), and fetched ahead when the browser is idle
// after the page has drawn (useLoadWhenIdle), so a press finds it there.

/** A download of code on demand that failed (no signal): what <OnDemand> shows as its failure. */
export class CodeLoadError extends Error {
  constructor(cause: unknown) {
    super('Could not load code on demand', { cause });
    this.name = 'CodeLoadError';
  }
}

export type OnDemandComponent<P> = ((props: P) => JSX.Element) & {
  /** Fetches and runs the component's module ahead: the browser keeps it, and the first render finds it. */
  preload: () => Promise<unknown>;
};

/**
 * Which try at downloading the code inside an <OnDemand> this is: each <OnDemand> drawn anew, and each of
 * its retries (Try Again, a new press), is a try of its own, and only then does a component whose
 * download failed download again.
 */
const Attempt = createContext(0);
let attempts = 0;
const nextAttempt = () => {
  attempts += 1;
  return attempts;
};

/**
 * React.lazy of a module's named export (`load` resolves to the component). Once the code is here (from
 * `preload` or an earlier render), the lazy component is handed a thenable already settled, which React
 * reads at once: its first render, a press's, draws it in the same task, where a promise would show the
 * fallback for a frame and then hold the content back for React's 300 ms throttle of revealed
 * boundaries. React.lazy keeps a failed load for good, so after a failure the next try of its
 * <OnDemand> (Try Again, the next press) draws a fresh lazy component, which downloads again. Not any
 * other render: React renders a failed part once more by itself, and each of those would have downloaded
 * again, without end while there is no signal.
 */
export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>): OnDemandComponent<P> {
  let loaded: ComponentType<P> | null = null;
  const preload = () =>
    load().then((component) => {
      loaded = component;
      return component;
    });
  type Entry = { component: ComponentType<P>; attempt: number | null; hasFailed: boolean };
  const fresh = (attempt: number | null): Entry => {
    const entry: Entry = {
      attempt,
      hasFailed: false,
      component: lazy(() => {
        // React.lazy takes any thenable (react.dev/reference/react/lazy); its types say Promise.
        if (loaded) return settled({ default: loaded });
        return preload().then(
          (component) => ({ default: component }),
          (error: unknown) => {
            entry.hasFailed = true;
            throw new CodeLoadError(error);
          },
        );
      }),
    };
    return entry;
  };
  let current = fresh(null);
  // biome-ignore lint/correctness/noComponentHookFactories: made once per module-level component, as React.lazy's are
  function OnDemandComponent(props: P) {
    const attempt = useContext(Attempt);
    current.attempt ??= attempt;
    if (current.hasFailed && current.attempt !== attempt) current = fresh(attempt);
    const Current = current.component;
    return <Current {...props} />;
  }
  return Object.assign(OnDemandComponent, { preload });
}

/**
 * The handlers for a control that opens code loaded only on a press (a dialog nothing fetches ahead):
 * the pointer coming onto it, a press beginning or focus fetch the code, so the click that follows
 * usually finds it here and draws it at once; when it does not, the press waits for it (DialogsOnDemand).
 * A failed fetch is left for the press, which asks again and says so.
 */
export function fetchOnIntent(component: { preload: () => Promise<unknown> }) {
  const fetch = () => void component.preload().catch(() => undefined);
  return { onPointerEnter: fetch, onPointerDown: fetch, onFocus: fetch };
}

/**
 * A thenable that has its value already: `then` calls back at once. React.lazy takes any thenable
 * (react.dev/reference/react/lazy) though its types ask for a Promise, and reads this one in the render
 * that asks for it.
 */
function settled<T>(value: T): Promise<T> {
  const thenable = {
    // biome-ignore lint/suspicious/noThenProperty: a thenable on purpose, for React.lazy to read at once
    then(onFulfilled: (value: T) => unknown) {
      onFulfilled(value);
    },
  };
  return thenable as unknown as Promise<T>;
}

/**
 * False until the browser is first idle after the page has drawn (requestIdleCallback, a timer where
 * there is none) and `loads` have then run, one after another and each in a task of its own (building
 * zod's schemas, a feature's contracts and its dialogs together held a slow phone for 119 ms); then
 * true, set as a transition, so what it mounts is drawn in slices that leave the main thread free and a
 * press meanwhile is not kept waiting. Nothing is asked while `enabled` is false (nothing on the screen
 * can need the code). A failure leaves it false: a press that needs the code asks again, and says so if
 * it cannot. `loads` is a module-level array.
 */
export function useLoadWhenIdle(
  loads: ReadonlyArray<() => Promise<unknown>>,
  { enabled = true }: { enabled?: boolean } = {},
): boolean {
  const [isLoaded, setLoaded] = useState(false);
  useEffect(() => {
    if (isLoaded || !enabled) return;
    let isCancelled = false;
    const run = async () => {
      for (const [index, load] of loads.entries()) {
        if (index > 0) await nextTask();
        await load();
      }
    };
    const cancel = whenIdle(() => {
      run().then(
        () => {
          if (!isCancelled) startTransition(() => setLoaded(true));
        },
        () => undefined,
      );
    });
    return () => {
      isCancelled = true;
      cancel();
    };
  }, [isLoaded, enabled, loads]);
  return isLoaded;
}

type BoundaryProps = {
  children: ReactNode;
  failure: (retry: () => void) => ReactNode;
  resetKey: unknown;
};

/** Shows `failure` in place of code that could not be downloaded; any other error goes further up. */
class LoadFailureBoundary extends Component<BoundaryProps, { error: unknown; attempt: number }> {
  override state: { error: unknown; attempt: number } = { error: null, attempt: nextAttempt() };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidUpdate(previous: BoundaryProps) {
    if (this.state.error !== null && previous.resetKey !== this.props.resetKey) this.retry();
  }

  retry = () => this.setState({ error: null, attempt: nextAttempt() });

  override render() {
    const { error, attempt } = this.state;
    if (error === null) return <Attempt.Provider value={attempt}>{this.props.children}</Attempt.Provider>;
    // A fault in the code itself is not a download to try again: the app's own boundary shows it.
    if (!(error instanceof CodeLoadError)) throw error;
    return this.props.failure(this.retry);
  }
}

/**
 * Where code loaded on demand is drawn: `fallback` while it downloads ("Opening..." where a
 * dialog was asked for, nothing where nothing is seen), `failure` if it cannot be downloaded, with a
 * `retry`. A change of `resetKey` (the next press) tries again too.
 */
export function OnDemand({
  fallback = null,
  failure = () => null,
  resetKey,
  children,
}: {
  fallback?: ReactNode;
  failure?: (retry: () => void) => ReactNode;
  resetKey?: unknown;
  children: ReactNode;
}) {
  return (
    <LoadFailureBoundary failure={failure} resetKey={resetKey}>
      <Suspense fallback={fallback}>{children}</Suspense>
    </LoadFailureBoundary>
  );
}
