import { addMemberByCommand, consoleToken, signInOnPage, staffEmail, totpCode } from '../support/console';
import { expect, test, type Page } from '../support/test';

// The operator console on a fresh PostgreSQL database. The first owner comes from
// `npm run operator`, chooses a password with the printed link, adds the second factor with an
// authenticator app (its codes computed here from the key the page shows), adds a member, and
// reads every action back in the audit log.

test.describe.configure({ mode: 'serial' });

const OWNER = staffEmail('owner');
const OWNER_PASSWORD = 'a long owner passphrase';
const MEMBER = staffEmail('staff');
const MEMBER_PASSWORD = 'another long passphrase';
let ownerToken = '';
let memberLink = '';

async function asOwner(page: Page, baseURL: string | undefined): Promise<void> {
  if (!ownerToken) throw new Error('the owner has not signed in yet');
  await page.context().addCookies([{ name: 'oculo_operator', value: ownerToken, url: baseURL ?? '' }]);
}

async function choosePassword(page: Page, path: string, password: string): Promise<void> {
  await page.goto(path);
  await page.getByTestId('new-password-password').fill(password);
  await page.getByTestId('new-password-repeat').fill(password);
  await page.getByTestId('set-password-submit').click();
  await expect(page).toHaveURL(/\/admin\/sign-in\?welcome=1$/);
  await expect(page.getByText('Your password is set. Sign in with it now.')).toBeVisible();
}

test('the first owner: link from the command, password, second factor, then a code', async ({ page }) => {
  const link = await addMemberByCommand(OWNER, 'owner');
  await page.goto(link);
  await expect(page.getByTestId('set-password-email')).toHaveText(OWNER);
  // too short, then two that differ: said before anything is sent
  await page.getByTestId('new-password-password').fill('short');
  await page.getByTestId('set-password-submit').click();
  await expect(page.getByText('Choose a password of at least 12 characters.')).toBeVisible();
  await page.getByTestId('new-password-password').fill(OWNER_PASSWORD);
  await page.getByTestId('new-password-repeat').fill(`${OWNER_PASSWORD}!`);
  await page.getByTestId('set-password-submit').click();
  await expect(page.getByText('The two passwords do not match.')).toBeVisible();
  await choosePassword(page, link, OWNER_PASSWORD);
  // the link works once
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'This link no longer works' })).toBeVisible();

  await page.goto('/admin/sign-in');
  await signInOnPage(page, OWNER, OWNER_PASSWORD);
  // an owner without a second factor adds one: the QR code and the key as text
  await expect(page.getByTestId('sign-in-enrol-step')).toBeVisible();
  await expect(page.getByRole('img', { name: /QR code/ })).toBeVisible();
  const secret = (await page.getByTestId('sign-in-secret').getAttribute('data-secret')) ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await expect(page.getByTestId('sign-in-secret')).toHaveText(secret.replace(/(.{4})(?=.)/g, '$1 '));
  await page.getByTestId('sign-in-code').fill('000000');
  await page.getByTestId('sign-in-submit').click();
  await expect(page.getByTestId('sign-in-error')).toContainText('That code is not right');
  await page.getByTestId('sign-in-code').fill(totpCode(secret));
  await page.getByTestId('sign-in-submit').click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByTestId('console-operator')).toContainText(OWNER);
  const nav = page.getByRole('navigation', { name: 'Console' });
  await expect(nav.getByRole('link')).toHaveText([
    'Dashboard',
    'Orders',
    'After-sales',
    // the unread badge counts the tickets other tests on this database opened
    /^Tickets(\d+ unread)?$/,
    'Live chats',
    'Customers',
    'Reports',
    'Products',
    'Lens options',
    'Lens rules',
    'Coupons',
    'Promotions',
    'Content',
    'Search synonyms',
    'Reviews',
    'Staff',
    'Audit log',
    'Shipping',
    'Taxes',
    'Settings',
  ]);
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');

  // signed out, the next sign-in asks for a code (a new one: each is good once)
  await page.getByTestId('console-sign-out').click();
  await expect(page).toHaveURL(/\/admin\/sign-in$/);
  await page.goto('/admin/staff');
  await expect(page).toHaveURL(/\/admin\/sign-in\?next=%2Fadmin%2Fstaff$/);
  await signInOnPage(page, OWNER, OWNER_PASSWORD, secret, 1);
  await expect(page).toHaveURL(/\/admin\/staff$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Staff' })).toBeVisible();
  ownerToken = await consoleToken(page);
});

test('the owner adds a member, who gets a one-time link', async ({ page, baseURL }) => {
  await asOwner(page, baseURL);
  await page.goto('/admin/staff');
  await page.getByTestId('staff-add-email').fill(MEMBER);
  await page.getByTestId('staff-add-name').fill('Sam Rivera');
  await page.getByTestId('staff-add-role').selectOption('staff');
  await page.getByTestId('staff-add-submit').click();
  const link = page.getByTestId('one-time-link-value');
  await expect(link).toHaveValue(/\/admin\/set-password\?token=/);
  memberLink = new URL(await link.inputValue()).search;
  const table = page.getByRole('table', { name: 'Members of the staff' });
  await expect(table.getByRole('row', { name: new RegExp(MEMBER) })).toContainText(
    'Invited: no password yet',
  );

  // adding the same e-mail again is refused in words
  await page.getByTestId('staff-add-email').fill(MEMBER);
  await page.getByTestId('staff-add-submit').click();
  await expect(page.getByTestId('staff-add-error')).toHaveText(`${MEMBER} is already a member of the staff.`);
});

test('the member chooses a password and sees only what the staff role opens', async ({ page }) => {
  await choosePassword(page, `/admin/set-password${memberLink}`, MEMBER_PASSWORD);
  await signInOnPage(page, MEMBER, MEMBER_PASSWORD);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Console' }).getByRole('link')).toHaveText([
    'Dashboard',
    'Orders',
    'After-sales',
    /^Tickets(\d+ unread)?$/,
    'Live chats',
    'Customers',
    'Reports',
  ]);
  await page.goto('/admin/audit');
  await expect(page).toHaveURL(/\/admin\?denied=1$/);
  await expect(
    page.getByRole('alert').filter({ hasText: 'Your role does not open that part of the console.' }),
  ).toBeVisible();
});

test('the owner changes the member’s role in a dialog that keeps the keyboard inside', async ({
  page,
  baseURL,
}) => {
  await asOwner(page, baseURL);
  await page.goto('/admin/staff');
  const manage = page.getByTestId(`staff-manage-${MEMBER}`);
  await manage.click();
  const dialog = page.getByRole('dialog', { name: 'Manage Sam Rivera' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('staff-role-select')).toBeFocused();
  // Tab wraps around inside the dialog
  for (let i = 0; i < 8; i += 1) await page.keyboard.press('Tab');
  expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(manage).toBeFocused();

  await manage.click();
  await dialog.getByTestId('staff-role-select').selectOption('catalog');
  await dialog.getByTestId('staff-role-save').click();
  await expect(dialog.getByTestId('staff-member-message')).toHaveText(
    `${MEMBER} is now catalog. Their open sessions ended.`,
  );
  await dialog.getByTestId('staff-reset').click();
  await dialog.getByTestId('staff-reset-confirm').click();
  await expect(dialog.getByTestId('one-time-link-value')).toHaveValue(/\/admin\/set-password\?token=/);
  await dialog.getByTestId('staff-member-dialog-close').click();
  await expect(
    page.getByRole('table', { name: 'Members of the staff' }).getByRole('row', { name: new RegExp(MEMBER) }),
  ).toContainText('catalog');
});

test('the audit log lists each action with its actor, and filters', async ({ page, baseURL }) => {
  await asOwner(page, baseURL);
  const log = page.getByRole('table', { name: 'Audit log' });
  // the line of `action` on the member `email`, the log filtered to them (specs running beside
  // this one write lines of their own, enough to push these past the first page); its "Who" cell
  // names the actor
  const line = async (action: string, email: string) => {
    await page.goto(`/admin/audit?action=${action}&objectId=${encodeURIComponent(email)}`);
    return log
      .getByRole('row')
      .filter({ hasText: action })
      .filter({ hasText: `staff ${email}` });
  };
  await expect((await line('staff.add', OWNER)).getByRole('cell').nth(1)).toContainText('command line');
  await expect((await line('staff.add', MEMBER)).getByRole('cell').nth(1)).toContainText(OWNER);
  await expect((await line('staff.sign-in', MEMBER)).getByRole('cell').nth(1)).toContainText(MEMBER);
  await expect((await line('staff.reset-access', MEMBER)).getByRole('cell').nth(1)).toContainText(OWNER);
  const roleChange = await line('staff.update', MEMBER);
  await expect(roleChange).toContainText('role staff → catalog');
  await expect(roleChange.getByRole('cell').nth(1)).toContainText(OWNER);

  // the before and after of the role change, field by field
  await roleChange.getByText(/field/).click();
  const roleRow = roleChange.getByRole('row').filter({ hasText: 'role' });
  await expect(roleRow.getByRole('cell')).toHaveText(['staff', 'catalog']);

  await page.goto('/admin/audit');
  await page.getByLabel('Action').selectOption('staff.add');
  await page.getByLabel('Who').selectOption(OWNER);
  await page.getByTestId('filters-apply').click();
  await expect(page).toHaveURL(/action=staff.add/);
  await expect(log.getByRole('row')).toHaveCount(2);
  await expect(page.getByTestId('pager-summary')).toHaveText('1 entry');

  await page.getByLabel('From').fill('2001-01-01');
  await page.getByLabel('To').fill('2001-01-02');
  await page.getByTestId('filters-apply').click();
  await expect(page.getByRole('status').filter({ hasText: 'No actions match these filters.' })).toBeVisible();
});
