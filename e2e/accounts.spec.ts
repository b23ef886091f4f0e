import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { openSignIn } from './checkout-helpers';
import { confirmTokenFor } from './support/account-mail';
import { clickUntilVisible } from './support/click-until-visible';
import { uniqueEmail } from './support/shop-data';
import { expect, test, type Page } from './support/test';

// A shopper's account from end to end: register → the mailed link signs in → edit profile → add and edit an address → save a
// prescription → open a ticket → sign out → every /centerMain URL redirects to "/"; forgot
// password with the code read from the outbox → the new password works, the old one does not.

const OUTBOX = path.join(process.env.E2E_DATA_DIR ?? '.data/e2e', 'outbox');
const PASSWORD = 'first-password-1';
const NEW_PASSWORD = 'second-password-2';

// docs/product.md#account-area: every child of /centerMain
const ACCOUNT_ROUTES = [
  'account',
  'order/after-sales',
  'order/order',
  'order/order-detail',
  'order/template',
  'personalization/wishlist',
  'settings/address',
  'settings/Info',
  'settings/password',
  'settings/prescription',
  'settings/subscription',
  'tickets/my-tickets',
  'tickets/tickets-history',
  'wallet/coupons',
  'wallet/wallet',
];

async function signOut(page: Page): Promise<void> {
  await page.goto('/centerMain/account');
  // signed out, the header's account entry offers to sign in (it is there, named otherwise, before)
  await clickUntilVisible(
    page.getByTestId('sign-out').filter({ visible: true }).first(),
    page.locator('[data-testid="account-entry"][aria-label="Sign in"]').first(),
  );
  await page.waitForURL((url) => url.pathname === '/');
}

/** The reset code of the newest mail to `email` in the server's outbox (no SMTP_URL in the suite). */
async function resetCodeFor(email: string): Promise<string> {
  const until = Date.now() + 10_000;
  while (Date.now() < until) {
    const files = (await readdir(OUTBOX).catch(() => [] as string[])).sort().reverse();
    for (const file of files) {
      const raw = await readFile(path.join(OUTBOX, file), 'utf8');
      const code = /verification code: ([A-Z0-9]{4})/.exec(raw)?.[1];
      if (code && raw.includes(`To: ${email}`)) return code;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no reset mail to ${email}`);
}

test('a shopper registers, keeps their profile, addresses, prescription and tickets, and signs out', async ({
  page,
  isMobile,
}, info) => {
  test.setTimeout(120_000);
  const email = uniqueEmail(info.project.name);
  await page.goto('/');

  await openSignIn(page, isMobile);
  await page.getByTestId('login-tab-register').click();
  await expect(page.getByTestId('register-email')).toBeVisible();
  await page.getByTestId('register-first-name').fill('Maria');
  await page.getByTestId('register-last-name').fill('Keller');
  await page.getByTestId('register-email').fill(email);
  await page.getByTestId('register-password').fill(PASSWORD);
  const registered = Date.now() - 1000;
  await page.getByTestId('register-submit').click();
  // not signed in yet: the link mailed to the address confirms it (docs/security.md#account-enumeration)
  await expect(page.getByTestId('register-sent')).toContainText(`We sent a link to ${email}`);
  await page.goto(`/?confirmEmail=${await confirmTokenFor(email, registered)}`);
  await expect(page.getByText('Your e-mail is confirmed. You are signed in.')).toBeVisible();

  // signed in: the account area opens
  await page.goto('/centerMain/account');
  await expect(page.getByTestId('account-email')).toHaveText(email);
  await expect(page.getByTestId('account-greeting')).toContainText('Maria');

  // profile
  await page.goto('/centerMain/settings/Info');
  await expect(page.getByTestId('profile-last-name')).toHaveValue('Keller');
  await page.getByTestId('profile-last-name').fill('Keller-Smith');
  await page.getByTestId('profile-birthday').fill('04/23/1990');
  await page.getByTestId('profile-save').click();
  await expect(page.getByText(/saved|updated/i).first()).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('profile-last-name')).toHaveValue('Keller-Smith');
  await expect(page.getByTestId('profile-birthday')).toHaveValue('04/23/1990');

  // an address, then an edit of it
  await page.goto('/centerMain/settings/address');
  await clickUntilVisible(page.getByTestId('address-add'), page.getByTestId('address-form'));
  await page.getByTestId('address-firstName').fill('Maria');
  await page.getByTestId('address-lastName').fill('Keller');
  await page.getByTestId('address-countryCode').selectOption('US');
  // the province field becomes a list once the country's provinces have loaded
  await page.locator('select[data-testid="address-province"]').selectOption({ label: 'New York' });
  await page.getByTestId('address-city').fill('Brooklyn');
  await page.getByTestId('address-line1').fill('12 Bedford Ave');
  await page.getByTestId('address-postcode').fill('11211');
  await page.getByTestId('address-phoneCode').selectOption('1');
  await page.getByTestId('address-phone').fill('718 555 0134');
  await page.getByTestId('address-save').click();
  const card = page.getByTestId('address-card');
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('Brooklyn');
  await card.getByTestId('address-edit').click();
  await page.getByTestId('address-city').fill('Queens');
  await page.getByTestId('address-save').click();
  await expect(page.getByTestId('address-card')).toContainText('Queens');
  await page.reload();
  await expect(page.getByTestId('address-card')).toContainText('Queens');

  // a typed prescription
  await page.goto('/centerMain/settings/prescription');
  await clickUntilVisible(page.getByTestId('prescription-add'), page.getByTestId('prescription-form'));
  await page.getByTestId('prescription-name').fill('Distance 2026');
  await page.getByTestId('prescription-od_sph').selectOption({ label: '−2.00' });
  await page.getByTestId('prescription-os_sph').selectOption({ label: '−2.25' });
  await page.getByTestId('prescription-pd').selectOption({ label: '63' });
  await page.getByTestId('prescription-save').click();
  await expect(page.getByTestId('prescription-card')).toContainText('Distance 2026');
  await page.reload();
  await expect(page.getByTestId('prescription-card')).toContainText('2.25');

  // a ticket
  await page.goto('/centerMain/tickets/my-tickets');
  await clickUntilVisible(page.getByTestId('ticket-new'), page.getByTestId('ticket-new-form'));
  await page.getByTestId('ticket-topic').selectOption('prescription');
  await page.getByTestId('ticket-message').fill('Can you check my prescription before my order ships?');
  await page.getByTestId('ticket-send').click();
  await expect(page.getByTestId('ticket-card')).toHaveCount(1);
  await expect(page.getByTestId('ticket-card')).toContainText('Can you check my prescription');

  // sign out: every account page sends the visitor home
  await signOut(page);
  for (const route of ACCOUNT_ROUTES) {
    await page.goto(`/centerMain/${route}`);
    expect(new URL(page.url()).pathname, route).toBe('/');
  }
});

test('forgot password: the mailed code sets a new password; the old one stops working', async ({
  page,
  request,
  isMobile,
}, info) => {
  test.setTimeout(90_000);
  const email = uniqueEmail(`${info.project.name}-reset`);
  const made = await request.post('/api/user/register', {
    data: { email, password: PASSWORD, firstName: 'Ada' },
  });
  expect((await made.json()).code).toBe(200);

  await page.goto('/');
  await openSignIn(page, isMobile);
  await page.getByTestId('forgot-password').click();
  await expect(page.getByTestId('reset-dialog')).toBeVisible();
  await page.getByTestId('reset-email').fill(email);
  await page.getByTestId('reset-send').click();
  await expect(page.getByTestId('reset-code')).toBeVisible();
  await page.getByTestId('reset-code').fill(await resetCodeFor(email));
  await page.getByTestId('reset-password').fill(NEW_PASSWORD);
  await page.getByTestId('reset-submit').click();
  await expect(page.getByTestId('reset-dialog')).toBeHidden();
  await page.goto('/centerMain/account');
  await expect(page.getByTestId('account-email')).toHaveText(email);

  await signOut(page);
  await openSignIn(page, isMobile);
  await page.getByTestId('login-email').fill(email);
  await page.getByTestId('login-password').fill(PASSWORD);
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('login-error')).toContainText('not right');
  await page.getByTestId('login-password').fill(NEW_PASSWORD);
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('login-dialog')).toBeHidden();
  await page.goto('/centerMain/account');
  await expect(page.getByTestId('account-email')).toHaveText(email);
});
