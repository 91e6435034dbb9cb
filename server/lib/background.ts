type Logger = { error: (obj: object, msg: string) => void };

/**
 * Work started after a response was sent (e-mails, mostly). Shutdown and tests wait for it with idle(),
 * so nothing is cut off half way and no test has to sleep.
 */
export function createBackgroundTasks(logger: Logger) {
  const pending = new Set<Promise<void>>();
  return {
    run(name: string, task: () => Promise<void>): void {
      const promise = task()
        .catch((error: unknown) => logger.error({ err: error, task: name }, 'background task failed'))
        .finally(() => pending.delete(promise));
      pending.add(promise);
    },
    async idle(): Promise<void> {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
  };
}

export type BackgroundTasks = ReturnType<typeof createBackgroundTasks>;
