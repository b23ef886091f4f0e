import { expect, type Locator } from '@playwright/test';

/**
 * Clicks `target` until `opened` is visible. A click before hydration reaches no handler, so it is
 * tried again; but each try waits twice as long as the one before (1.5 s, 3 s, 6 s, 12 s, …): on a
 * busy machine a link's page or a checkout's call can take longer than a short wait, and clicking a
 * link again while its page is on the way starts the navigation over. A try first looks whether the
 * last one got there, and its click gives up with its wait: the click that worked may have taken the
 * target away (the cart's Checkout, once the payment page shows), and a click with no time limit
 * would wait for it until the test's time ran out.
 */
export async function clickUntilVisible(target: Locator, opened: Locator): Promise<void> {
  let wait = 1_500;
  await expect(async () => {
    if (await opened.isVisible()) return;
    const timeout = wait;
    wait *= 2;
    // a target gone is no failure by itself: what the last click opened may still be drawing
    await target.click({ timeout }).catch(() => undefined);
    await expect(opened).toBeVisible({ timeout });
  }).toPass({ timeout: 45_000, intervals: [0] });
}
