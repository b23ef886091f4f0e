import sharp from 'sharp';
import { expectAxeClean, expectNoSidewaysScroll } from '../support/page-checks';
import { apiData, holdConsoleToken, ownerAndStaff } from '../support/console';
import { expect, test } from '../support/test';

// docs/operating.md#store-settings: the owner names the shop in the console and sees it saved; the
// page is readable with every assistive technology axe checks for, and fits the screen, at a
// desktop's, a tablet's and a phone's width.

test.describe.configure({ mode: 'serial' });

let ownerToken = '';
let staffToken = '';
let before: Record<string, string> = {};

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

test.beforeAll(async ({ request }) => {
  const { owner, staff } = await ownerAndStaff(request, 'settings');
  ownerToken = owner.token;
  staffToken = staff.token;
  const answer = await request.get('/api/admin/settings/get', { headers: bearer(ownerToken) });
  const view = (await answer.json()) as {
    data: { settings: Record<string, string>; publicUrlSetting: string };
  };
  before = { ...view.data.settings, publicUrl: view.data.publicUrlSetting };
});

// the other tests on this server read the shop's name in mail and pages: it is given back, and
// the logo and the returns policy go back to the defaults
test.afterAll(async ({ request }) => {
  await apiData(request, '/api/admin/settings/update', before, bearer(ownerToken));
  await apiData(request, '/api/admin/settings/logoRemove', {}, bearer(ownerToken));
  await apiData(
    request,
    '/api/admin/settings/policySave',
    { kind: 'returns', markdown: '' },
    bearer(ownerToken),
  );
});

test('the owner changes the shop’s name and sees it saved', async ({ page, baseURL }) => {
  await holdConsoleToken(page, baseURL, ownerToken);
  await page.goto('/admin/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(page.getByTestId('console-nav-settings')).toHaveAttribute('aria-current', 'page');

  // this server runs in production with no SITE_URL: the owner is told where links point
  const warning = page.getByTestId('console-public-url-warning');
  await expect(warning).toHaveText(
    'Links in mails point to http://localhost:3000: set the public URL in Settings. Open Settings',
  );

  const name = page.getByLabel('Shop name');
  await expect(name).toHaveValue(before.shopName ?? '');
  // a mistake is said next to its field, and the field is marked
  await page.getByLabel('Public URL').fill('shop.example.com');
  await page.getByTestId('settings-submit').click();
  await expect(page.getByLabel('Public URL')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Give the full address, such as https://shop.example.com.')).toBeVisible();
  await page.getByLabel('Public URL').fill(before.publicUrl ?? '');

  await name.fill('Brillenhaus Berger');
  await page.getByTestId('settings-submit').click();
  await expect(page.getByTestId('settings-saved')).toHaveText(
    'Settings saved. The shop’s pages, mails and links use them from now on.',
  );
  await page.reload();
  await expect(page.getByLabel('Shop name')).toHaveValue('Brillenhaus Berger');
  await expect(warning).toBeVisible();

  // a public URL on a real host ends the warning
  await page.getByLabel('Public URL').fill('https://brillenhaus.example');
  await page.getByTestId('settings-submit').click();
  await expect(page.getByTestId('settings-saved')).toBeVisible();
  await expect(warning).toHaveCount(0);
});

test('the shop’s pages follow the name at once: title, og:site_name, header and footer', async ({
  page,
  baseURL,
  request,
}) => {
  // drawn and kept in the page cache with the name before
  await page.goto('/contact-us');
  await expect(page).toHaveTitle(/ \| .+ – stylish eyeglasses online/);
  await apiData(
    request,
    '/api/admin/settings/update',
    { ...before, shopName: 'Brillenhaus Berger', supportPhone: '+49 30 1234567' },
    bearer(ownerToken),
  );
  await holdConsoleToken(page, baseURL, ownerToken);
  await page.goto('/contact-us');
  await expect(page).toHaveTitle(
    'Contact us | Brillenhaus Berger – stylish eyeglasses online and affordable prescription glasses',
  );
  await expect(page.locator('meta[property="og:site_name"]')).toHaveAttribute(
    'content',
    'Brillenhaus Berger',
  );
  await expect(page.locator('header [data-testid="logo"]')).toHaveAccessibleName('Brillenhaus Berger home');
  await expect(page.getByText('© Brillenhaus Berger. All rights reserved.')).toBeVisible();
  // the shop's own words say the name too (docs/operating.md#store-brand)
  await expect(page.getByRole('navigation', { name: 'Footer: Your Brillenhaus Berger' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Why choose Brillenhaus Berger' }).first()).toBeAttached();
  // the owner's contact details on the contact page
  await expect(page.getByTestId('contact-phone')).toHaveText('+49 30 1234567');
  await expect(page.getByTestId('contact-phone')).toHaveAttribute('href', 'tel:+49301234567');
  // and the console is the shop's console
  await page.goto('/admin');
  await expect(page).toHaveTitle(/ · Brillenhaus Berger console$/);
  await expect(page.getByRole('link', { name: 'Brillenhaus Berger console' })).toBeVisible();
});

test('the owner edits the returns policy, and the public page shows it', async ({ page, baseURL }) => {
  await page.goto('/policies/returns');
  await expect(page.getByRole('heading', { level: 1, name: 'Returns and exchanges' })).toBeVisible();
  await expect(page.getByTestId('policy-text')).toContainText('within 30 days of its delivery');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/policies\/returns$/);

  await holdConsoleToken(page, baseURL, ownerToken);
  await page.goto('/admin/settings');
  await page.getByLabel('Policy page', { exact: true }).selectOption('returns');
  await expect(page.getByLabel('Text (Markdown)')).toHaveValue(/default text/);
  await page
    .getByLabel('Text (Markdown)')
    .fill('## Sixty days\n\nBring your glasses back within **60 days** of delivery.');
  await page.getByTestId('policy-submit').click();
  await expect(page.getByTestId('policy-saved')).toHaveText(
    'Returns and exchanges saved. Shoppers read it now.',
  );

  await page.goto('/policies/returns');
  await expect(page.getByRole('heading', { level: 2, name: 'Sixty days' })).toBeVisible();
  await expect(page.getByTestId('policy-text')).toContainText('within 60 days of delivery');
  await expect(page.getByTestId('policy-text')).not.toContainText('default text');
  // linked from every page's footer
  await expect(
    page.getByTestId('footer-policies').getByRole('link', { name: 'Returns and exchanges' }),
  ).toHaveAttribute('href', '/policies/returns');
});

test('the owner uploads a logo, and the shop’s header shows it', async ({ page, baseURL }) => {
  const logo = await sharp({ create: { width: 640, height: 200, channels: 3, background: '#2f6f73' } })
    .png()
    .toBuffer();
  await holdConsoleToken(page, baseURL, ownerToken);
  await page.goto('/admin/settings');
  await page.getByTestId('logo-submit').click();
  await expect(page.getByText('Choose an image file (JPEG, PNG or WebP).')).toBeVisible();
  await page
    .getByTestId('logo-file')
    .setInputFiles({ name: 'tiny.png', mimeType: 'image/png', buffer: Buffer.from('not a png') });
  await page.getByTestId('logo-submit').click();
  await expect(
    page.getByText('This file is not a JPEG, PNG or WebP image. Upload a photo in one of those formats.'),
  ).toBeVisible();
  await page
    .getByTestId('logo-file')
    .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: logo });
  await page.getByTestId('logo-submit').click();
  await expect(page.getByTestId('logo-saved')).toHaveText('Logo saved. The shop shows it now.');
  await expect(page.getByTestId('logo-current').locator('img')).toBeVisible();

  await page.goto('/contact-us');
  const picture = page.locator('header [data-testid="logo-picture"]');
  await expect(picture).toBeVisible();
  await expect(picture).toHaveAttribute('src', /^\/media\/images\/[0-9a-f]{32}\?w=320$/);
  // the picture loaded (a stored size the image route serves)
  expect(await picture.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
});

for (const width of [1440, 768, 390]) {
  test(`the shipping policy and the header with a logo at ${width} px: axe finds nothing, nothing scrolls sideways`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/policies/shipping');
    await expect(page.getByTestId('policy-text').locator('table')).toBeVisible();
    await expectAxeClean(page, `/policies/shipping at ${width} px`);
    await expectNoSidewaysScroll(page);
  });
}

test('a staff member gets no Settings link, and the page is not theirs', async ({
  page,
  baseURL,
  request,
}) => {
  await holdConsoleToken(page, baseURL, staffToken);
  await apiData(request, '/api/admin/settings/update', before, bearer(ownerToken));
  await page.goto('/admin');
  await expect(page.getByTestId('console-nav-dashboard')).toBeVisible();
  await expect(page.getByTestId('console-nav-settings')).toHaveCount(0);
  // only the owner, who can set the public URL, is told it is missing
  await expect(page.getByTestId('console-public-url-warning')).toHaveCount(0);
  await page.goto('/admin/settings');
  await expect(page.getByTestId('settings-form')).toHaveCount(0);
});

for (const width of [1440, 768, 390]) {
  test(`the settings page at ${width} px: axe finds nothing, and nothing scrolls sideways`, async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await holdConsoleToken(page, baseURL, ownerToken);
    await page.goto('/admin/settings');
    await expect(page.getByTestId('settings-form')).toBeVisible();
    await expectAxeClean(page, `/admin/settings at ${width} px`);
    await expectNoSidewaysScroll(page);
    // with every field's message shown too
    for (const label of ['Shop name', 'Support e-mail', 'Mail sender name', 'Mail sender address']) {
      await page.getByLabel(label).fill('');
    }
    await page.getByLabel('Time zone').fill('Nowhere/Atlantis_With_A_Long_Name');
    await page
      .getByLabel('Public URL')
      .fill('https://a-very-long-host-name-for-a-shop.example.com/with/a/path');
    await page.getByTestId('settings-submit').click();
    await expect(page.getByText('Enter the shop’s name.')).toBeVisible();
    await expectAxeClean(page, `/admin/settings at ${width} px`);
    await expectNoSidewaysScroll(page);
  });
}
