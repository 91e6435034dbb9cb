/**
 * Which screens are open now, by key, counted (a screen drawn twice, as by React's strict mode, holds
 * twice): a write refused on its way is told on its own screen while that is open, and by a lasting
 * toast while it is not (the formation editor's saves, the live screen's writes).
 */
export function openScreens<K>() {
  const open = new Map<K, number>();
  return {
    /** Marks the screen of `key` open until the returned function is called. */
    hold(key: K): () => void {
      open.set(key, (open.get(key) ?? 0) + 1);
      return () => {
        const count = (open.get(key) ?? 1) - 1;
        if (count <= 0) open.delete(key);
        else open.set(key, count);
      };
    },
    has: (key: K): boolean => open.has(key),
  };
}
