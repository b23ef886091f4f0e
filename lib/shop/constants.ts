// Business constants and limits of the shop. Every value here is named by the spec; change the spec first.

// spec §9: HTTP client limits
export const HTTP_TIMEOUT_MS = 40_000;
export const HTTP_RETRIES = 1;

// spec §9: the login cookie lives 2 days
export const LOGIN_COOKIE_DAYS = 2;

// spec §9: free shipping from $69 on US orders (money is kept in integer US cents)
export const FREE_SHIPPING_THRESHOLD_USD_CENTS = 6_900;
// spec §9: 30-day returns
export const RETURN_DAYS = 30;
// spec §9: second and further frames 50% off
export const EXTRA_FRAME_DISCOUNT_PERCENT = 50;
/** The offer's name wherever a line or a total shows what it took off (docs/product.md#line-breakdown). */
export const SECOND_FRAME_OFFER = `Second frame ${EXTRA_FRAME_DISCOUNT_PERCENT}% off`;
// spec §9: PayPal currency
export const PAYPAL_CURRENCY = 'USD';

// spec §9: lens flow default size 3 steps
export const LENS_FLOW_DEFAULT_SIZE = 3;
// spec §9: prescription mismatch threshold 3
export const PRESCRIPTION_MISMATCH_THRESHOLD = 3;

// spec §9: local device id length 68
export const DEVICE_ID_LENGTH = 68;
// spec §9: random id helper default length 15
export const RANDOM_ID_DEFAULT_LENGTH = 15;

// spec §9: debounce default 600 ms; fetch minimum delay 200 ms
export const DEBOUNCE_MS = 600;
export const FETCH_MIN_DELAY_MS = 200;

// spec §9: chunk-reload guard 60 seconds
export const CHUNK_RELOAD_GUARD_MS = 60_000;

// spec §9: lazy images, preload factor 1.3, 5 attempts
export const LAZY_IMAGE = { preloadFactor: 1.3, attempts: 5 } as const;

// spec §9 and §5: image cropper
export const CROPPER = {
  zoomStart: 0.2,
  minCrop: 10,
  maxImageSide: 2000,
  initialCropPercent: 80,
  quality: 1,
  format: 'jpeg',
} as const;

// spec §9: theme colours
export const THEME_COLORS = {
  primary: '#3f51b5',
  secondary: '#b0bec5',
  accent: '#8c9eff',
  error: '#b71c1c',
} as const;

// spec §9: snackbar default timeout
export const SNACKBAR_TIMEOUT_MS = 5_000;

// spec §9: locale en
export const LOCALE = 'en';

// spec §2: the page title
export const PAGE_TITLE = 'stylish eyeglasses online and affordable prescription glasses';

export type AdvertisedTermKey =
  'free-shipping' | 'extra-frame-discount' | 'returns' | 'designer-collections' | 'customer-care';

export interface AdvertisedTerm {
  key: AdvertisedTermKey;
  title: string;
  detail: string;
}

const freeShippingDollars = FREE_SHIPPING_THRESHOLD_USD_CENTS / 100;

// spec §1: the five advertised terms, in the spec's order
export const ADVERTISED_TERMS: readonly AdvertisedTerm[] = [
  {
    key: 'free-shipping',
    title: 'Free US shipping',
    detail: `Free standard shipping on US orders of $${freeShippingDollars} or more.`,
  },
  {
    key: 'extra-frame-discount',
    title: `Buy one, get ${EXTRA_FRAME_DISCOUNT_PERCENT}% off`,
    detail: `Buy one frame and get all other frames in the same order ${EXTRA_FRAME_DISCOUNT_PERCENT}% off.`,
  },
  {
    key: 'returns',
    title: `${RETURN_DAYS}-day returns`,
    detail: `${RETURN_DAYS}-day return and exchange on every order.`,
  },
  {
    key: 'designer-collections',
    title: 'Designer collections',
    detail: 'Designer collections of eyeglasses and sunglasses at affordable prices.',
  },
  {
    key: 'customer-care',
    title: '24/7 customer care',
    detail: '24/7 live customer care whenever you need help.',
  },
];
