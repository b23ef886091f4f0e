import { pageTitle } from '@/components/app/page-title';
import { initialCrop, outputSize, zoomedBy } from '@/components/ui/photo-crop-geometry';
import { resetApiClient, timeoutMs } from '@/lib/api/config';
import { shouldReloadForChunkError } from '@/lib/client/chunk-reload';
import { canRequestAfterSales } from '@/lib/shop/after-sales';
import { advertisedTerms } from '@/lib/shop/advertised-terms';
import { FREE_SHIPPING_THRESHOLD_USD_CENTS } from '@/lib/shop/constants';
import { canRetry, preloadMargin } from '@/lib/shop/image-retry';
import { initialLensFlow, nextButtonLabel } from '@/lib/shop/lens-flow';
import { DEFAULT_FRAME_OFFER, percentOf } from '@/lib/shop/frame-offer';
import { OrderStatus } from '@/lib/shop/order-status';
import { checkPrescriptionTable } from '@/lib/shop/prescription-check';
import { createDeviceId, randomId } from '@/lib/shop/random-id';
import { shippingFee } from '@/lib/shop/shipping';
import { defaultMethodsOf } from '../../support/default-shipping';
import { debounce, withMinimumDelay } from '@/lib/shop/timing';

// The business values of docs/product.md#constants, each seen through the behaviour that uses it (a
// test that only restated the constant could not fail). The behaviours have fuller tests next to
// them; this table is their checklist. The login cookie's 2 days: client/persisted-login.test and
// api/page-session.test; one retry: client/api/retry-and-timeout.test; PayPal in USD:
// components/checkout/paypal-sdk-address.test; the snackbar's 5 s: components/shell/snackbar.test;
// theme colour and locale: components/shell/root-layout.test. BREAKPOINTS are mirrored by hand in
// app/globals.css and used by no code.

const DAY_MS = 24 * 60 * 60 * 1000;
const PAID_AT = new Date('2025-06-01T10:00:00Z');
const chunkError = new Error('Loading chunk 42 failed.');

/** How many times `fn` ran after `ms` of quiet following one debounced call. */
function debouncedRunsAfter(ms: number): number {
  jest.useFakeTimers();
  try {
    const fn = jest.fn();
    debounce(fn)();
    jest.advanceTimersByTime(ms);
    return fn.mock.calls.length;
  } finally {
    jest.useRealTimers();
  }
}

/** Whether a fast fetch wrapped in the minimum delay has settled after `ms`. */
async function minimumDelaySettledAfter(ms: number): Promise<boolean> {
  jest.useFakeTimers();
  try {
    let settled = false;
    void withMinimumDelay(Promise.resolve('fast')).then(() => (settled = true));
    await jest.advanceTimersByTimeAsync(ms);
    return settled;
  } finally {
    jest.useRealTimers();
  }
}

describe('docs/product.md#constants: business values and limits, through their behaviour', () => {
  afterEach(() => resetApiClient());

  it.each<[string, () => unknown, unknown]>([
    ['HTTP timeout: the API client waits 40 s for an answer', () => timeoutMs(), 40_000],
    [
      'free shipping from $69: US standard shipping at $68.99 and at $69.00',
      () => [
        shippingFee(defaultMethodsOf('US'), 'standard', 6_899),
        shippingFee(defaultMethodsOf('US'), 'standard', 6_900),
      ],
      [595, 0],
    ],
    [
      '30-day returns: a request on the last moment of day 30 after delivery, and 1 ms later',
      () => [
        canRequestAfterSales(
          OrderStatus.Shipped,
          { paidAt: PAID_AT, deliveredAt: PAID_AT },
          new Date(PAID_AT.getTime() + 30 * DAY_MS),
          false,
        ),
        canRequestAfterSales(
          OrderStatus.Shipped,
          { paidAt: PAID_AT, deliveredAt: PAID_AT },
          new Date(PAID_AT.getTime() + 30 * DAY_MS + 1),
          false,
        ),
      ],
      [true, false],
    ],
    [
      'other frames 50% off: a $49.99 frame costs $25.00',
      () => percentOf(4_999, DEFAULT_FRAME_OFFER.percent),
      2_500,
    ],
    [
      'lens flow of 3 steps by default: the third step adds to the cart',
      () => [2, 3].map((currentStep) => nextButtonLabel({ ...initialLensFlow('eyeglasses'), currentStep })),
      ['Next', 'Add to Cart'],
    ],
    [
      'prescription mismatch from 3: spheres 2.75 and 3 apart',
      () => [
        checkPrescriptionTable({ od_sph: 3.75, od_cyl: 0, os_sph: 1, os_cyl: 0 }).sph,
        checkPrescriptionTable({ od_sph: 4, od_cyl: 0, os_sph: 1, os_cyl: 0 }).sph,
      ],
      [false, true],
    ],
    ['device id of 68 characters', () => createDeviceId().length, 68],
    ['random id of 15 characters by default', () => randomId().length, 15],
    [
      'debounce of 600 ms: runs after 599 ms and after 600 ms',
      () => [599, 600].map(debouncedRunsAfter),
      [0, 1],
    ],
    [
      'chunk-reload guard of 60 s: a chunk error 59.999 s and 60 s after the last reload',
      () => [59_999, 60_000].map((ago) => shouldReloadForChunkError(chunkError, 1_000_000 - ago, 1_000_000)),
      [false, true],
    ],
    [
      'lazy images, 5 attempts: another after the 4th failure, none after the 5th',
      () => [3, 4].map((n) => canRetry(n)),
      [true, false],
    ],
    [
      'lazy images, preload factor 1.3: loading starts 30% of a screen early',
      () => preloadMargin(),
      '0px 0px 30% 0px',
    ],
    ['cropper, at most 2000 px a side', () => outputSize(4_000, 3_000), { width: 2_000, height: 1_500 }],
    ['cropper, zoom 0.2 a click', () => zoomedBy(1, 1), 1.2],
    [
      'cropper, initial crop of 80%, centred',
      () => initialCrop({ width: 400, height: 300 }),
      { unit: '%', x: 10, y: 10, width: 80, height: 80 },
    ],
    [
      'page title: a page’s own name, then the shop and its title',
      () => pageTitle('Sunglasses'),
      'Sunglasses | Oculo – stylish eyeglasses online and affordable prescription glasses',
    ],
  ])('%s', (_behaviour, observe, expected) => {
    expect(observe()).toEqual(expected);
  });

  it('fetch minimum delay of 200 ms: a fast answer is held until 200 ms have passed', async () => {
    expect(await minimumDelaySettledAfter(199)).toBe(false);
    expect(await minimumDelaySettledAfter(200)).toBe(true);
  });
});

describe('docs/product.md#the-shop: advertised terms', () => {
  const ADVERTISED_TERMS = advertisedTerms(DEFAULT_FRAME_OFFER, FREE_SHIPPING_THRESHOLD_USD_CENTS);

  it('lists the five terms in their advertised order', () => {
    expect(ADVERTISED_TERMS.map((term) => term.key)).toEqual([
      'free-shipping',
      'extra-frame-discount',
      'returns',
      'designer-collections',
      'customer-care',
    ]);
  });

  it.each([
    ['free-shipping', /\$69 or more/],
    ['extra-frame-discount', /50% off/],
    ['returns', /30-day return and exchange/],
    ['designer-collections', /Designer collections/],
    ['customer-care', /24\/7 live customer care/],
  ])('%s states %p', (key, wording) => {
    const term = ADVERTISED_TERMS.find((candidate) => candidate.key === key);
    expect(term?.title).toEqual(expect.any(String));
    expect(term?.detail).toMatch(wording);
  });
});
