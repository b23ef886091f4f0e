import { firstProductCode, registerShopper, signInBrowser } from './support/shop-data';
import { expect, test, type APIRequestContext } from './support/test';

// Over real HTTP on the production build: the security headers on a page, an API answer and an
// image, and the nonce policy on a page rendered per request. (Every browser test also fails when
// the policy refuses something the shop does: e2e/support/test.ts.)

const EVERY_ANSWER = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
};

async function headersOf(request: APIRequestContext, path: string, init?: { data: unknown }) {
  const response = init ? await request.post(path, init) : await request.get(path);
  expect(response.status(), path).toBeLessThan(400);
  return response.headers();
}

test('a product page, an API answer and a catalog image carry the security headers', async ({ request }) => {
  const code = await firstProductCode(request);
  const page = await headersOf(request, `/details/${code}`);
  const api = await headersOf(request, '/api/goods/list', { data: { pageSize: 1 } });
  const html = await (await request.get(`/details/${code}`)).text();
  const image = /\/media\/[^"?\s]+\.svg/.exec(html)?.[0] ?? '';
  const picture = await headersOf(request, image);
  for (const headers of [page, api, picture]) {
    expect(headers).toMatchObject(EVERY_ANSWER);
    expect(headers['permissions-policy']).toContain('camera=(self)');
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    // SITE_URL is http here: no HSTS (it would pin a plain-http shop to https)
    expect(headers['strict-transport-security']).toBeUndefined();
  }
  expect(page['content-security-policy']).toContain("object-src 'none'");
  expect(picture['content-security-policy']).toContain('sandbox');
});

test('the payment page gets a fresh nonce, and every script on it carries that nonce', async ({
  request,
}) => {
  const nonces: string[] = [];
  for (let visit = 0; visit < 2; visit++) {
    const response = await request.get('/payment');
    const nonce = /'nonce-([^']+)'/.exec(response.headers()['content-security-policy'] ?? '')?.[1] ?? '';
    expect(nonce).not.toBe('');
    const scripts = (await response.text()).match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) expect(script).toContain(`nonce="${nonce}"`);
    nonces.push(nonce);
  }
  expect(nonces[0]).not.toBe(nonces[1]);
});

test('a signed-in account page cannot be framed and runs under its nonce policy', async ({
  page,
  request,
  baseURL,
}) => {
  await signInBrowser(page.context(), baseURL ?? '', await registerShopper(request, 'csp'));
  const response = await page.goto('/centerMain/account');
  expect(new URL(page.url()).pathname).toBe('/centerMain/account');
  expect(response?.headers()['x-frame-options']).toBe('DENY');
  expect(response?.headers()['content-security-policy']).toMatch(/frame-ancestors 'none'.*|'nonce-/);
  expect(response?.headers()['content-security-policy']).toContain("'strict-dynamic'");
  // hydrated under the policy: the account page's own data arrived through its scripts
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('the build’s scripts carry nosniff only, not the page headers', async ({ request }) => {
  const html = await (await request.get('/')).text();
  const script = /<script src="(\/_next\/static\/[^"]+\.js)"/.exec(html)?.[1] ?? '';
  const headers = await headersOf(request, script);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['content-security-policy']).toBeUndefined();
  expect(headers['permissions-policy']).toBeUndefined();
});

test('the face models and WebAssembly are the shop’s own, and pages may fetch from nowhere else but payments', async ({
  request,
}) => {
  // docs/security.md#on-device-measuring
  for (const file of [
    '/face/models/iris.json',
    '/face/models/iris.bin',
    '/face/wasm/tfjs-backend-wasm-simd.wasm',
  ]) {
    const headers = await headersOf(request, file);
    expect(headers['x-content-type-options'], file).toBe('nosniff');
  }
  const policy = (await headersOf(request, '/'))['content-security-policy'] ?? '';
  const sources = (name: string) =>
    policy
      .split('; ')
      .find((directive) => directive.startsWith(`${name} `))
      ?.split(' ')
      .slice(1);
  const payments = ['https://*.paypal.com', 'https://*.paypalobjects.com'];
  expect(sources('connect-src')).toEqual(["'self'", 'blob:', 'data:', ...payments, 'https://api.stripe.com']);
  expect(sources('script-src')).toEqual([
    "'self'",
    "'unsafe-inline'",
    ...payments,
    'https://js.stripe.com',
    'https://*.js.stripe.com',
    "'wasm-unsafe-eval'",
  ]);
});
