import { expect, type Locator } from '@playwright/test';

/**
 * Clicks until what the click opens is visible. A click before hydration reaches no handler, so it is
 * tried again; but each try waits twice as long as the one before (1.5 s, 3 s, 6 s, 12 s, …): on a
 * busy machine a link's page or a checkout's call can take longer than a short wait, and clicking a
 * link again while its page is on the way starts the navigation over, so fixed short tries could
 * restart it for ever.
 */
export async function clickUntilVisible(click: () => Promise<void>, opened: Locator): Promise<void> {
  let wait = 1_500;
  await expect(async () => {
    await click();
    const timeout = wait;
    wait *= 2;
    await expect(opened).toBeVisible({ timeout });
  }).toPass({ timeout: 40_000, intervals: [0] });
}
