import { expect, test, type APIRequestContext, type Page } from './support/test';
import { allCodes, cardCodes, listGoods } from './support/listing-answers';
import { openFilters, showResults } from './support/listing-filters';

// docs/product.md#fit-filters: with a face measurement on the device (local storage oculo.fit,
// docs/product.md#client-state), "Frames that fit me" on /eyeglasses keeps only frames whose total
// width is in the measured range; without one the Fit group offers to measure the face; "Like my
// current pair" narrows the listing to frames sized like the pair typed. The server draws each
// filtered address as it asks (docs/product.md#filtered-links).

interface Measures {
  lensWidthMm: number;
  bridgeMm: number;
  templeMm: number;
  frameWidthMm: number;
}

const MEASURED = { frameWidthMin: 134, frameWidthMax: 137, measuredAt: '2026-12-01T10:00:00.000Z' };

/** A measurement as the product page's HTML says it ("Frame width" → 136), or NaN when it is missing. */
async function pageMeasure(request: APIRequestContext, code: string, label: string): Promise<number> {
  const html = await (await request.get(`/details/${code}`)).text();
  return Number(new RegExp(`<dt>${label}</dt>\\s*<dd>(\\d+) mm</dd>`).exec(html)?.[1] ?? Number.NaN);
}

async function frameOf(request: APIRequestContext, code: string): Promise<Measures> {
  const answer = await request.post('/api/goods/info', { data: { code } });
  return (await answer.json()).data.frame as Measures;
}

async function shownCodes(page: Page): Promise<(string | undefined)[]> {
  return page
    .getByTestId('product-card')
    .evaluateAll((cards) =>
      cards.map(
        (card) => /\/details\/([^/?#]+)/.exec(card.querySelector('a')?.getAttribute('href') ?? '')?.[1],
      ),
    );
}

test('ticking "Frames that fit me" lists only frames whose page gives a total width in the measured range', async ({
  page,
  request,
  isMobile,
}) => {
  await page.addInitScript((measured) => {
    window.localStorage.setItem('oculo.fit', JSON.stringify(measured));
  }, MEASURED);
  await page.goto('/eyeglasses');
  await openFilters(page, isMobile);
  const fit = page.getByTestId('listing-filters').getByRole('group', { name: 'Fit' });
  await expect(fit.getByRole('link', { name: 'Measure my face' })).toHaveCount(0);
  await expect(fit).toContainText('134–137 mm');
  const fitMe = fit.getByRole('checkbox', { name: /Frames that fit me/ });
  await fitMe.check();
  await expect(page).toHaveURL(/[?&]fit=134-137(&|$)/);
  await expect(fitMe).toBeChecked();
  await showResults(page, isMobile);

  const body = { category: 'eyeglasses', filters: { fit: { minMm: 134, maxMm: 137 } } };
  const first = await listGoods(request, { ...body, pageSize: 24 });
  const plain = await listGoods(request, { category: 'eyeglasses', pageSize: 1 });
  expect(first.total).toBeGreaterThan(0);
  expect(first.total).toBeLessThan(plain.total);
  await expect(page.getByTestId('listing-count')).toHaveText(`${first.total} styles`);
  await expect.poll(() => shownCodes(page)).toEqual(first.list.map((card) => card.code));

  // crawlable: the server's HTML of the filtered address holds the same frames
  const html = await (await request.get('/eyeglasses?fit=134-137')).text();
  expect(cardCodes(html)).toEqual(first.list.map((card) => card.code));

  // every frame it keeps, on every page, gives on its own page a total width within the range
  const codes = await allCodes(request, body);
  expect(codes).toHaveLength(first.total);
  for (const code of codes) {
    const width = await pageMeasure(request, code, 'Frame width');
    expect({ code, width, fits: width >= 134 && width <= 137 }).toEqual({ code, width, fits: true });
  }

  // the chip takes the filter off again
  await page.getByTestId('fit-chip').click();
  await expect(page).not.toHaveURL(/fit=/);
  await expect(page.getByTestId('listing-count')).toHaveText(`${plain.total} styles`);
});

test('without a measurement on the device, the Fit group offers to measure the face', async ({
  page,
  isMobile,
}) => {
  await page.goto('/eyeglasses');
  await openFilters(page, isMobile);
  const fit = page.getByTestId('listing-filters').getByRole('group', { name: 'Fit' });
  await expect(fit.getByRole('link', { name: 'Measure my face' })).toHaveAttribute(
    'href',
    '/faq/virtual-try-on',
  );
  await expect(fit.getByRole('checkbox', { name: /Frames that fit me/ })).toHaveCount(0);
});

test('"Like my current pair" narrows the list to frames sized like the pair typed', async ({
  page,
  request,
  isMobile,
}) => {
  // a pair sized like a frame the shop sells, so the list keeps at least that frame
  const [sample] = (await listGoods(request, { category: 'eyeglasses', pageSize: 1 })).list;
  if (!sample) throw new Error('no eyeglasses listed');
  const frame = await frameOf(request, sample.code);
  const pair = { lensWidthMm: frame.lensWidthMm, bridgeMm: frame.bridgeMm, templeMm: frame.templeMm };
  const text = `${pair.lensWidthMm}-${pair.bridgeMm}-${pair.templeMm}`;

  await page.goto('/eyeglasses');
  await openFilters(page, isMobile);
  const plain = await listGoods(request, { category: 'eyeglasses', pageSize: 1 });
  const fit = page.getByTestId('listing-filters').getByRole('group', { name: 'Fit' });
  await expect(fit).toContainText('like 52-18-140');
  await fit.getByRole('spinbutton', { name: 'Lens' }).fill(String(pair.lensWidthMm));
  await fit.getByRole('spinbutton', { name: 'Bridge' }).fill(String(pair.bridgeMm));
  await fit.getByRole('spinbutton', { name: 'Temple' }).fill(String(pair.templeMm));
  await fit.getByRole('button', { name: 'Apply my pair' }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]pair=${text}(&|$)`));
  await showResults(page, isMobile);

  const body = { category: 'eyeglasses', filters: { pair } };
  const first = await listGoods(request, { ...body, pageSize: 24 });
  expect(first.total).toBeGreaterThan(0);
  expect(first.total).toBeLessThan(plain.total);
  await expect(page.getByTestId('listing-count')).toHaveText(
    first.total === 1 ? '1 style' : `${first.total} styles`,
  );
  await expect.poll(() => shownCodes(page)).toEqual(first.list.map((card) => card.code));
  const html = await (await request.get(`/eyeglasses?pair=${text}`)).text();
  expect(cardCodes(html)).toEqual(first.list.map((card) => card.code));
  for (const code of first.list.map((card) => card.code)) {
    const listed = await frameOf(request, code);
    expect({
      code,
      like:
        Math.abs(listed.lensWidthMm - pair.lensWidthMm) <= 2 &&
        Math.abs(listed.bridgeMm - pair.bridgeMm) <= 2 &&
        Math.abs(listed.templeMm - pair.templeMm) <= 5,
    }).toEqual({ code, like: true });
  }
});

test('sizes out of bounds are refused with 422 in the API and ignored in a shared address', async ({
  request,
}) => {
  for (const filters of [
    { fit: { minMm: 140, maxMm: 132 } },
    { pair: { lensWidthMm: 52, bridgeMm: 30, templeMm: 140 } },
  ]) {
    const answer = await request.post('/api/goods/list', { data: { category: 'eyeglasses', filters } });
    expect(answer.status()).toBeLessThan(500);
    expect((await answer.json()).code).toBe(422);
  }
  const plain = await listGoods(request, { category: 'eyeglasses', pageSize: 24 });
  const html = await (await request.get('/eyeglasses?fit=140-132&pair=52-30-140')).text();
  expect(cardCodes(html)).toEqual(plain.list.map((card) => card.code));
});
