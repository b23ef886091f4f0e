import * as constants from '@/lib/shop/constants';
import { ADVERTISED_TERMS } from '@/lib/shop/constants';

describe('spec §9: business constants and limits', () => {
  it.each([
    ['HTTP_TIMEOUT_MS', 40000],
    ['HTTP_RETRIES', 1],
    ['LOGIN_COOKIE_DAYS', 2],
    ['FREE_SHIPPING_THRESHOLD_USD_CENTS', 6900],
    ['RETURN_DAYS', 30],
    ['EXTRA_FRAME_DISCOUNT_PERCENT', 50],
    ['PAYPAL_CURRENCY', 'USD'],
    ['LENS_FLOW_DEFAULT_SIZE', 3],
    ['PRESCRIPTION_MISMATCH_THRESHOLD', 3],
    ['DEVICE_ID_LENGTH', 68],
    ['RANDOM_ID_DEFAULT_LENGTH', 15],
    ['DEBOUNCE_MS', 600],
    ['FETCH_MIN_DELAY_MS', 200],
    ['CHUNK_RELOAD_GUARD_MS', 60000],
    ['LAZY_IMAGE', { preloadFactor: 1.3, attempts: 5 }],
    [
      'CROPPER',
      { zoomStart: 0.2, minCrop: 10, maxImageSide: 2000, initialCropPercent: 80, quality: 1, format: 'jpeg' },
    ],
    ['THEME_COLORS', { primary: '#3f51b5', secondary: '#b0bec5', accent: '#8c9eff', error: '#b71c1c' }],
    ['SNACKBAR_TIMEOUT_MS', 5000],
    ['BREAKPOINTS', { mobile: 1264, xs: 600, sm: 960, md: 1280, lg: 1920 }],
    ['LOCALE', 'en'],
  ])('%s is %p', (name, expected) => {
    expect(constants).toHaveProperty([name], expected);
  });
});

describe('spec §2: page title', () => {
  it('is the shop title from the spec', () => {
    expect(constants.PAGE_TITLE).toBe('stylish eyeglasses online and affordable prescription glasses');
  });
});

describe('spec §1: advertised terms', () => {
  it('lists the five terms in the spec order', () => {
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
