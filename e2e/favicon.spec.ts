import { expect, test } from './support/test';

// Browsers ask for /favicon.ico on every fresh page load, whatever the page links: it answers the
// shop's icon, as an ICO file, and the page names an icon that loads too.

test('/favicon.ico answers the shop’s icon, and the page’s icons load', async ({ page, request }) => {
  const answer = await request.get('/favicon.ico');
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)/);
  const bytes = await answer.body();
  // an ICO file: reserved 0, type 1 (icon), at least one image, its first image a PNG
  expect(bytes.readUInt16LE(0)).toBe(0);
  expect(bytes.readUInt16LE(2)).toBe(1);
  const images = bytes.readUInt16LE(4);
  expect(images).toBeGreaterThan(0);
  const first = bytes.readUInt32LE(6 + 12);
  expect(bytes.subarray(first, first + 8)).toEqual(
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  );
  const sizes = Array.from({ length: images }, (_, at) => bytes.readUInt8(6 + 16 * at) || 256);
  expect(sizes).toEqual(expect.arrayContaining([16, 32]));

  const missing: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400) missing.push(`${response.status()} ${response.url()}`);
  });
  await page.goto('/');
  const icons = await page
    .locator('link[rel~="icon"]')
    .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
  expect(icons.some((href) => new URL(href).pathname === '/favicon.ico')).toBe(true);
  for (const href of icons) expect((await request.get(href)).status(), href).toBe(200);
  expect(missing).toEqual([]);
});
