// Code 3 (docs/product.md#errors): the tip "Login status has expired." must be seen, but the logout
// that follows it reloads the page, which would wipe a tip queued before it. The tip is kept in
// this tab's session storage across the reload and shown once the new page starts.

/** Where a tip waits for the next page load, per tab. */
export const TIP_AFTER_RELOAD_KEY = 'oculo:tipAfterReload';

/** Keeps a tip to show after the coming reload. */
export function carryTipAcrossReload(message: string): void {
  try {
    window.sessionStorage.setItem(TIP_AFTER_RELOAD_KEY, message);
  } catch {
    // storage unavailable (privacy mode): the tip shown before the reload is all there is
  }
}

/** The tip carried across the reload, if any; it is taken once (a second call finds none). */
export function takeTipCarriedAcrossReload(): string | null {
  try {
    const message = window.sessionStorage.getItem(TIP_AFTER_RELOAD_KEY);
    if (message !== null) window.sessionStorage.removeItem(TIP_AFTER_RELOAD_KEY);
    return message?.trim() ? message : null;
  } catch {
    return null;
  }
}
