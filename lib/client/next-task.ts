/**
 * Resolves in a later task of the page's event loop. Start-up work that follows hydration awaits it
 * between steps, so that each step is a short task of its own: one long task holding them all kept
 * a phone's first tap waiting (Lighthouse's blocking time).
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
