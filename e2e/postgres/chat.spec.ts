import type { Browser, BrowserContext } from '@playwright/test';
import { holdConsoleToken, ownerAndStaff } from '../support/console';
import { expectAxeClean, expectNoSidewaysScroll } from '../support/page-checks';
import { registerShopper, signInBrowser } from '../support/shop-data';
import { shopSql } from '../support/shop-database';
import { STAFF_ONLINE_SECONDS } from '@/lib/shop/chat-rules';
import { expect, test, type Page } from '../support/test';

// Live chat (docs/product.md#live-chat, docs/operating.md#live-chat): with nobody on the console's
// chats page a shopper's chat becomes a ticket, in the console's tickets and the shopper's "My
// tickets"; with a member there, a guest and the member chat both ways live, and the shopper keeps
// the message box after answers come in. axe finds nothing on the widget's states nor the page.

test.describe.configure({ mode: 'serial' });

let staffToken = '';

test.beforeAll(async ({ request }) => {
  staffToken = (await ownerAndStaff(request, 'chat')).staff.token;
});

async function openWidget(page: Page) {
  await page.getByTestId('chat-launcher').click();
  await expect(page.getByTestId('chat-widget')).toBeVisible();
}

async function newContext(browser: Browser, baseURL: string | undefined): Promise<BrowserContext> {
  return browser.newContext({ baseURL });
}

test('with nobody online a chat becomes a ticket, in the console and in “My tickets”', async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(60_000 + STAFF_ONLINE_SECONDS * 1000);
  const shopperContext = await newContext(browser, baseURL);
  await signInBrowser(shopperContext, baseURL ?? '', await registerShopper(request, 'chat'));
  const shopper = await shopperContext.newPage();
  await shopper.goto('/about-us');
  await openWidget(shopper);
  await expect(shopper.getByTestId('chat-name')).toHaveCount(0);
  await expectAxeClean(shopper, 'the chat widget’s start form');
  await shopper.getByTestId('chat-first-message').fill('Can I return glasses after 30 days?');
  // another spec on this server may have a console's chats page open (a member online): the
  // shopper sends once it is closed, or once its last beat is older than a member counts online
  await expect
    .poll(
      async () =>
        (
          await shopSql<{ online: number }>(
            `select count(*)::int as online from chat_presence where seen_at > now() - make_interval(secs => $1)`,
            [STAFF_ONLINE_SECONDS],
          )
        )[0]?.online,
      { timeout: (STAFF_ONLINE_SECONDS + 5) * 1000 },
    )
    .toBe(0);
  await shopper.getByTestId('chat-start').click();
  const status = shopper.getByTestId('chat-status');
  await expect(status).toContainText('Nobody from our team is online right now');
  const ticketNumber = /ticket (T-[A-Z0-9]{6})/.exec((await status.textContent()) ?? '')?.[1] ?? '';
  expect(ticketNumber).toMatch(/^T-/);
  await expect(shopper.getByTestId('chat-message')).toBeVisible();
  await expectAxeClean(shopper, 'the chat widget as a ticket');

  await shopper.goto('/centerMain/tickets/my-tickets');
  await expect(shopper.getByTestId('ticket-number').filter({ hasText: ticketNumber })).toBeVisible();

  const consoleContext = await newContext(browser, baseURL);
  const staff = await consoleContext.newPage();
  await holdConsoleToken(staff, baseURL, staffToken);
  await staff.goto(`/admin/tickets?search=${ticketNumber}`);
  await expect(staff.getByText(ticketNumber).first()).toBeVisible();
  await shopperContext.close();
  await consoleContext.close();
});

test('a guest and a member chat both ways live', async ({ browser, baseURL }) => {
  // a name of this run: a retry finds its own chat on the desk
  const guestName = `Grace Hopper ${Date.now().toString(36)}`;
  const consoleContext = await newContext(browser, baseURL);
  const staff = await consoleContext.newPage();
  await holdConsoleToken(staff, baseURL, staffToken);
  await staff.goto('/admin/chats');
  await expect(staff.getByTestId('chats-online')).toContainText('online');

  const shopperContext = await newContext(browser, baseURL);
  const shopper = await shopperContext.newPage();
  await shopper.goto('/about-us');
  await openWidget(shopper);
  await shopper.getByTestId('chat-name').fill(guestName);
  await shopper.getByTestId('chat-email').fill('grace@example.com');
  await shopper.getByTestId('chat-first-message').fill('Hello, do you have round frames?');
  await shopper.getByTestId('chat-start').click();
  await expect(shopper.getByTestId('chat-status')).toContainText('Waiting for a member');
  await expectAxeClean(shopper, 'the chat widget while waiting');

  const row = staff.getByTestId('chats-row').filter({ hasText: guestName });
  await row.getByRole('button').click();
  await expect(staff.getByTestId('chat-page')).toHaveText('/about-us');
  await expect(staff.getByTestId('chat-log')).toContainText('Hello, do you have round frames?');
  await staff.getByTestId('chat-take').click();
  await staff.getByTestId('chat-reply').fill('Yes, plenty: look under Eyeglasses.');
  await staff.getByTestId('chat-reply-send').click();
  await expectAxeClean(staff, '/admin/chats with a chat open');
  await expectNoSidewaysScroll(staff);

  const log = shopper.getByTestId('chat-log');
  await expect(log).toContainText('Yes, plenty: look under Eyeglasses.');
  await expect(shopper.getByTestId('chat-status')).toContainText('You are chatting with');
  await expect(log).toHaveAttribute('aria-live', 'polite');
  // the message box stays after an answer comes in
  await expect(shopper.getByTestId('chat-message')).toBeVisible();
  await expectAxeClean(shopper, 'the chat widget in a live chat');
  await shopper.getByTestId('chat-message').fill('Thanks, I will have a look.');
  await shopper.getByTestId('chat-send').click();
  await expect(staff.getByTestId('chat-log')).toContainText('Thanks, I will have a look.');
  await expect(shopper.getByTestId('chat-message')).toHaveValue('');

  await staff.getByTestId('chat-close').click();
  await expect(shopper.getByTestId('chat-status')).toContainText('This chat is closed');
  await shopperContext.close();
  await consoleContext.close();
});
