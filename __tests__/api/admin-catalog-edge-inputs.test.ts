import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { callRoute, post } from '../support/call-route';
import { createOperator, type TestOperator } from '../support/operators';
import { SAMPLE_FRAME } from '../support/sample-frame';

// Inputs at the edge of what the console's calls take answer a clear field message in the envelope,
// never a 500 (docs/architecture.md#api-envelope: bad input gets a clear error).

type Fields = { fields: Record<string, string> };

let catalog: TestOperator;

beforeAll(async () => {
  catalog = await createOperator('catalog');
});

const freshCode = () => `T${randomBytes(4).toString('hex').toUpperCase()}`;

function frameDraft(changes: Record<string, unknown> = {}) {
  const code = freshCode();
  return {
    code,
    name: `Edge frame ${code}`,
    type: 'eyeglasses',
    accessoryKind: null,
    summary: 'A frame of the edge-input test.',
    description: 'A frame of the edge-input test.',
    priceCents: 4900,
    flashSalePriceCents: null,
    flashSaleEndsAt: null,
    isNewArrival: false,
    isBestSeller: false,
    searchWords: '',
    frame: { ...SAMPLE_FRAME, faceShapes: [] },
    variants: [
      {
        sku: `${code}-BLK`,
        colorName: 'Black',
        colorFamily: 'black',
        colorHex: '#111111',
        lensTintHex: null,
        stock: 1,
        lowStockThreshold: 1,
      },
    ],
    ...changes,
  };
}

describe('dates outside the years the database keeps', () => {
  // z.iso.datetime alone takes year 0, which PostgreSQL refuses: the call answered 500.
  const YEAR_ZERO = '0000-01-01T00:00:00Z';
  const DATE_MESSAGE = 'Give a date between the years 1970 and 9999.';

  it('a product whose sale ends in year 0 is refused on the field', async () => {
    const answer = await post<Fields>(
      '/api/admin/products/create',
      frameDraft({ flashSalePriceCents: 3900, flashSaleEndsAt: YEAR_ZERO }),
      catalog.headers,
    );
    expect(answer.status).toBe(200);
    expect(answer.body.code).toBe(422);
    expect(answer.body.data.fields).toMatchObject({ flashSaleEndsAt: DATE_MESSAGE });
  });

  it('a coupon starting in year 0 is refused on the field', async () => {
    const answer = await post<Fields>(
      '/api/admin/coupons/create',
      {
        code: freshCode(),
        title: 'Edge coupon',
        kind: 'amount',
        value: 500,
        startsAt: YEAR_ZERO,
        endsAt: new Date(Date.now() + 86_400_000).toISOString(),
      },
      catalog.headers,
    );
    expect(answer.body.code).toBe(422);
    expect(answer.body.data.fields).toMatchObject({ startsAt: DATE_MESSAGE });
  });

  it('a banner starting in year 0 is refused on the field, before its image is stored', async () => {
    const picture = await sharp({ create: { width: 1600, height: 640, channels: 3, background: '#2f6f73' } })
      .png()
      .toBuffer();
    const form = new FormData();
    const fields = {
      title: 'Edge banner',
      ctaLabel: 'Shop',
      href: '/eyeglasses',
      imageAlt: 'A plain colour',
      startsAt: YEAR_ZERO,
    };
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append('file', new File([new Uint8Array(picture)], 'banner.png', { type: 'image/png' }));
    const answer = await callRoute<Fields>('POST', '/api/admin/content/bannerSave', {
      body: form,
      headers: catalog.headers,
    });
    expect(answer.body.code).toBe(422);
    expect(answer.body.data.fields).toMatchObject({ startsAt: DATE_MESSAGE });
  });

  it('the last day of year 9999 is still taken', async () => {
    const answer = await post(
      '/api/admin/products/create',
      frameDraft({ flashSalePriceCents: 3900, flashSaleEndsAt: '9999-12-31T23:59:59Z' }),
      catalog.headers,
    );
    expect(answer.body.code).toBe(200);
  });
});
