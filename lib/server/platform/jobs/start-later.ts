/** A start put off (start-later.ts): what it started, once it has, and a way to call it off. */
export interface StartLater<T> {
  /** What the start gave, or undefined when it has not started (yet, or ever). */
  started(): Promise<T | undefined>;
  /** Calls off a start still waiting, and any try again after a failure. */
  cancel(): void;
}

export interface StartLaterOptions {
  delayMs: number;
  /** After a failed start, the next try comes this much later. */
  retryMs: number;
  onError(error: unknown): void;
}

/**
 * Runs `start` after `delayMs`, and again `retryMs` after each failure until it succeeds or is called
 * off. The job queue starts so (lib/server/flows/start.ts): after the first pages of a restart, and
 * again after a database that was away comes back.
 */
export function startLater<T>(start: () => Promise<T>, options: StartLaterOptions): StartLater<T> {
  let cancelled = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<T | undefined> = Promise.resolve(undefined);
  const schedule = (delay: number) => {
    timer = setTimeout(() => {
      timer = undefined;
      running = start().catch((error: unknown) => {
        options.onError(error);
        if (!cancelled) schedule(options.retryMs);
        return undefined;
      });
    }, delay);
  };
  schedule(options.delayMs);
  return {
    started: () => running,
    cancel() {
      cancelled = true;
      clearTimeout(timer);
    },
  };
}
