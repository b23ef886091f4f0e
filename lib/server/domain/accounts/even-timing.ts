/**
 * Runs `work` and answers no sooner than `ms` after the start, so an answer's timing does not tell
 * whether an e-mail has an account (docs/security.md#account-enumeration). The floor sits well
 * above the slowest branch; mail goes out in the background.
 */
export async function withEvenTiming<T>(ms: number, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    return await work();
  } finally {
    const left = ms - (performance.now() - started);
    if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
  }
}
