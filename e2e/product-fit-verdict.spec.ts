import { expect, test, type APIRequestContext, type Page } from './support/test';

// docs/product.md#face-fit: with a face measurement on the device (local storage oculo.fit,
// docs/product.md#client-state) a frame's page says beside its measurements whether the frame fits
// ("Fits you", "Narrow for you", "Wide for you", with the range), and so does every frame's card in a
// listing. Without one nothing is said, and the server's HTML never says it: pages are cached and the
// same for everyone.

const MEASURED = {
  frameWidthMin: 134,
  frameWidthMax: 140,
  faceWidthMm: 136,
  measuredAt: '2026-12-01T10:00:00.000Z',
};
const RANGE_TEXT = 'your face fits frames 134–140 mm';

interface Card {
  code: string;
  type: string;
  frameWidthMm: number | null;
}

async function eyeglassesCards(request: APIRequestContext): Promise<Card[]> {
  const answer = await request.post('/api/goods/list', { data: { category: 'eyeglasses', pageSize: 60 } });
  return (await answer.json()).data.list as Card[];
}

const wordsFor = (width: number) =>
  width < MEASURED.frameWidthMin
    ? 'Narrow for you'
    : width > MEASURED.frameWidthMax
      ? 'Wide for you'
      : 'Fits you';

async function measureOnDevice(page: Page): Promise<void> {
  await page.addInitScript((measured) => {
    window.localStorage.setItem('oculo.fit', JSON.stringify(measured));
  }, MEASURED);
}

/** A frame of the listing whose total width the test asks for. */
function frameWhere(cards: Card[], wanted: (width: number) => boolean): Card {
  const card = cards.find((candidate) => candidate.frameWidthMm !== null && wanted(candidate.frameWidthMm));
  if (!card) throw new Error('the seeded catalog has no such frame');
  return card;
}

test('a frame’s page says whether it fits the measured face: fits, narrow and wide', async ({
  page,
  request,
}) => {
  const cards = await eyeglassesCards(request);
  const frames = [
    { card: frameWhere(cards, (width) => width >= 134 && width <= 140), words: 'Fits you', fit: 'fits' },
    { card: frameWhere(cards, (width) => width < 134), words: 'Narrow for you', fit: 'narrow' },
    { card: frameWhere(cards, (width) => width > 140), words: 'Wide for you', fit: 'wide' },
  ];
  await measureOnDevice(page);
  for (const { card, words, fit } of frames) {
    await page.goto(`/details/${card.code}`);
    const measurements = page.getByTestId('frame-measurements');
    await expect(measurements).toContainText(`Frame width${card.frameWidthMm} mm`);
    const verdict = measurements.getByTestId('fit-verdict');
    await expect(verdict).toHaveText(`${words} · ${RANGE_TEXT}`);
    await expect(verdict).toHaveAttribute('data-fit', fit);
  }
});

test('the listing’s cards say whether each frame fits', async ({ page, request }) => {
  await measureOnDevice(page);
  await page.goto('/eyeglasses');
  await expect(page.getByTestId('listing-results')).toHaveAttribute('data-ready', 'true');
  const cards = new Map((await eyeglassesCards(request)).map((card) => [card.code, card]));
  const shown = await page.getByTestId('product-card').evaluateAll((elements) =>
    elements.map((element) => ({
      code: /\/details\/([^/?#]+)/.exec(element.querySelector('a')?.getAttribute('href') ?? '')?.[1] ?? '',
      verdict: element.querySelector('[data-testid="fit-verdict"]')?.textContent ?? null,
    })),
  );
  expect(shown.length).toBeGreaterThan(0);
  const expected = shown.map(({ code }) => {
    const width = cards.get(code)?.frameWidthMm;
    return { code, verdict: width == null ? 'no width' : wordsFor(width) };
  });
  expect(shown).toEqual(expected);
  // the seeded listing's first page has frames of each kind, so the check above sees all three
  expect(new Set(shown.map((card) => card.verdict))).toEqual(
    new Set(['Fits you', 'Narrow for you', 'Wide for you']),
  );
});

test('without a measurement nothing is said, until one is taken', async ({ page, request }) => {
  const [card] = await eyeglassesCards(request);
  if (!card) throw new Error('no eyeglasses');
  await page.goto(`/details/${card.code}`);
  await page.waitForLoadState('networkidle');
  await expect(page.getByTestId('frame-measurements')).toBeVisible();
  await expect(page.getByTestId('fit-verdict')).toHaveCount(0);

  await page.goto('/eyeglasses');
  await expect(page.getByTestId('listing-results')).toHaveAttribute('data-ready', 'true');
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  await expect(page.getByTestId('fit-verdict')).toHaveCount(0);

  // the page was live all along: a measurement taken in another tab shows at once
  await page.evaluate((measured) => {
    window.localStorage.setItem('oculo.fit', JSON.stringify(measured));
    window.dispatchEvent(new StorageEvent('storage', { key: 'oculo.fit' }));
  }, MEASURED);
  await expect(page.getByTestId('fit-verdict').first()).toBeVisible();
});

test('the server’s HTML of a frame’s page and a listing says no verdict', async ({ request }) => {
  const [card] = await eyeglassesCards(request);
  if (!card) throw new Error('no eyeglasses');
  for (const [address, drawn] of [
    [`/details/${card.code}`, '<dt>Frame width</dt>'],
    ['/eyeglasses', 'data-testid="product-card"'],
  ] as const) {
    const html = await (await request.get(address)).text();
    // the server drew the page's frames, and no verdict with them
    expect(html).toContain(drawn);
    expect(html).not.toContain('data-testid="fit-verdict"');
    expect(html).not.toMatch(/Fits you|Narrow for you|Wide for you/);
  }
});
