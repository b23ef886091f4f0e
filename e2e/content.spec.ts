import { expect, test, type APIRequestContext } from './support/test';

// The content and help pages (docs/product.md#routes "faq/:articles?", "about-us", "/contact-us",
// "why choose us", "/control"), over real HTTP on the production build.

interface FaqArticle {
  slug: string;
  title: string;
  paragraphs: string[];
}

/** The first help article, read through the API the way an integrator would. */
async function firstArticle(request: APIRequestContext): Promise<FaqArticle> {
  const list = await (await request.post('/api/question/list', { data: { pageSize: 1 } })).json();
  const slug: string = list.data.list[0].slug;
  const info = await (await request.post('/api/question/info', { data: { slug } })).json();
  return info.data as FaqArticle;
}

/** Text as React writes it into HTML. */
function htmlText(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');
}

test('the FAQ index leads to an article with related links and valid JSON-LD, and back', async ({ page }) => {
  await page.goto('/faq');
  await expect(page.getByRole('heading', { level: 1, name: 'Help and FAQ' })).toBeVisible();
  const link = page.getByTestId('faq-article-link').first();
  const title = ((await link.textContent()) ?? '').trim();
  await link.click();

  await expect(page).toHaveURL(/\/faq\/[a-z0-9-]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(breadcrumb.getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', '/faq');
  await expect(page.getByTestId('faq-article-body').locator('p').first()).toBeVisible();
  const related = page.getByTestId('faq-related').getByRole('link');
  await expect(related.first()).toHaveAttribute('href', /^\/faq\/[a-z0-9-]+$/);

  const structured = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
    (text) => JSON.parse(text) as { '@type': string; mainEntity?: { name: string }[] },
  );
  expect(structured.find((data) => data['@type'] === 'FAQPage')?.mainEntity?.[0]?.name).toBe(title);
  expect(structured.some((data) => data['@type'] === 'BreadcrumbList')).toBe(true);

  await page.goBack();
  await expect(page).toHaveURL(/\/faq$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Help and FAQ' })).toBeVisible();
});

test('the FAQ search finds articles as the shopper types', async ({ page }) => {
  await page.goto('/faq');
  const input = page.getByTestId('faq-search-input');
  // typed before the island hydrates, a keyword would not search: type again until it does
  await expect(async () => {
    await input.fill('');
    await input.fill('return');
    await expect(page.getByTestId('faq-search-results').getByRole('link').first()).toBeVisible({
      timeout: 3000,
    });
  }).toPass({ timeout: 20_000 });
  await expect(page.getByTestId('faq-search-status')).toContainText('“return”');
});

test('without JavaScript, an FAQ article holds its title, paragraphs and canonical address', async ({
  request,
}) => {
  const article = await firstArticle(request);
  const response = await request.get(`/faq/${article.slug}`);
  expect(response.status()).toBe(200);
  const html = await response.text();
  // booleans, not toContain: a failure should not print the whole page
  expect(html.includes(`>${htmlText(article.title)}</h1>`), 'title as the h1').toBe(true);
  article.paragraphs.forEach((paragraph, index) => {
    expect(html.includes(`<p>${htmlText(paragraph)}</p>`), `paragraph ${index + 1}`).toBe(true);
  });
  expect(
    html.includes(`<link rel="canonical" href="http://localhost:3000/faq/${article.slug}"`),
    'canonical',
  ).toBe(true);

  const index = await (await request.get('/faq')).text();
  expect(index.includes(`href="/faq/${article.slug}"`), 'the index links the article').toBe(true);
});

test('an unknown FAQ article, or a deeper address, is the 404 page', async ({ page }) => {
  for (const path of ['/faq/unknown', '/faq/free-shipping/more']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByText('This page could not be found')).toBeVisible();
  }
});

test('/about-us and /why-choose-oculo tell the story and the terms', async ({ page }) => {
  await page.goto('/about-us');
  // docs/product.md#routes: the page's name, then the shop's name and its title
  await expect(page).toHaveTitle(
    'About us | Oculo – stylish eyeglasses online and affordable prescription glasses',
  );
  await expect(page.getByRole('heading', { level: 1, name: 'About Oculo' })).toBeVisible();
  await expect(page.getByTestId('shop-promises')).toContainText('$69');

  await page.goto('/why-choose-oculo');
  await expect(page).toHaveTitle(
    'Why choose Oculo | Oculo – stylish eyeglasses online and affordable prescription glasses',
  );
  await expect(page.getByRole('heading', { level: 1, name: 'Why choose Oculo' })).toBeVisible();
  const reasons = page.getByTestId('why-reasons');
  await expect(reasons.getByRole('heading', { name: 'Every prescription checked' })).toBeVisible();
  await expect(reasons).toContainText('50% off');
  await expect(reasons).toContainText('30-day returns');
  await expect(
    page.getByTestId('why-choose-oculo').getByRole('link', { name: 'Eyeglasses' }),
  ).toHaveAttribute('href', '/eyeglasses');
});

test('/contact-us: sending an empty form marks the missing fields', async ({ page }) => {
  await page.goto('/contact-us');
  const form = page.getByTestId('contact-form');
  await form.getByRole('button', { name: 'Send message' }).click();

  const name = form.getByRole('textbox', { name: 'Your name' });
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(name).toBeFocused();
  await expect(form.getByText('Enter your name.')).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'E-mail' })).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByRole('combobox', { name: 'What is it about?' })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await expect(form.getByRole('textbox', { name: 'Your message' })).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByTestId('contact-success')).toBeEmpty();
});

test('/contact-us: a guest message gets a ticket number', async ({ page }, testInfo) => {
  await page.goto('/contact-us');
  const form = page.getByTestId('contact-form');
  // the send button is enabled once the form's script runs; typing before that would be lost
  await expect(form.getByRole('button', { name: 'Send message' })).toBeEnabled();
  await form.getByRole('textbox', { name: 'Your name' }).fill('Grace Hopper');
  await form
    .getByRole('textbox', { name: 'E-mail' })
    .fill(`guest-${testInfo.project.name}-${Date.now()}@example.com`);
  await form
    .getByRole('combobox', { name: 'What is it about?' })
    .selectOption({ label: 'A frame or accessory' });
  await form
    .getByRole('textbox', { name: 'Your message' })
    .fill('Do you make the Harbour frame in a wider size?');
  await expect(page.getByTestId('contact-message-count')).toHaveText('46 of 4,000 characters');
  await form.getByRole('button', { name: 'Send message' }).click();

  await expect(page.getByTestId('contact-success')).toContainText(
    /Thanks — your ticket number is T-[A-Z0-9]+/,
  );
  await expect(form.getByRole('textbox', { name: 'Your name' })).toHaveValue('');
});

test('/control/language switches the currency, and a listing shows the new symbol', async ({ page }) => {
  await page.goto('/control/language');
  await expect(page.getByTestId('language-note')).toContainText('English');
  const pound = page.getByTestId('currency-option-GBP');
  // a click before hydration would not reach the store: click until the header select follows
  await expect(async () => {
    await pound.check();
    await expect(page.getByTestId('currency-select')).toHaveValue('4', { timeout: 1000 });
  }).toPass({ timeout: 20_000 });

  await page.goto('/eyeglasses');
  await expect(page.getByTestId('product-card').first()).toContainText('£');
});

test('/control is the phone menu as pages, kept out of search results', async ({ page }) => {
  await page.goto('/control');
  await expect(page.getByRole('heading', { level: 1, name: 'Menu' })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await page.getByTestId('control-page').getByRole('link', { name: 'Eyeglasses' }).click();

  await expect(page).toHaveURL(/\/control\/eyeglasses$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Eyeglasses' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Round', exact: true })).toHaveAttribute(
    'href',
    '/eyeglasses?shape=round',
  );
  await expect(page.getByTestId('control-back')).toHaveAttribute('href', '/control');

  const missing = await page.goto('/control/not-a-category');
  expect(missing?.status()).toBe(404);
});
