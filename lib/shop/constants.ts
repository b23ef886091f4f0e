// Business constants and limits of the shop. Every value here is in docs/product.md#constants;
// change the docs first.

// HTTP client limits
export const HTTP_TIMEOUT_MS = 40_000;
export const HTTP_RETRIES = 1;

// the login cookie lives 2 days
export const LOGIN_COOKIE_DAYS = 2;

// free shipping from $69 on US orders (money is kept in integer US cents)
export const FREE_SHIPPING_THRESHOLD_USD_CENTS = 6_900;
// 30-day returns, counted from delivery (docs/product.md#returns-from-delivery)
export const RETURN_DAYS = 30;
// an order with no delivery date counts its 30 days from this day after payment
export const PRESUMED_DELIVERY_DAYS = 15;
// a prescription sent after ordering (docs/product.md#prescription-later): the order waits 14 days
// from payment, with reminders on days 2, 5 and 10; an operator extends the wait by 1 to 30 days
export const PRESCRIPTION_WAIT_DAYS = 14;
export const PRESCRIPTION_REMINDER_DAYS: readonly number[] = [2, 5, 10];
export const PRESCRIPTION_WAIT_EXTENSION_MAX_DAYS = 30;
// second and further frames 50% off
export const EXTRA_FRAME_DISCOUNT_PERCENT = 50;
// PayPal currency
export const PAYPAL_CURRENCY = 'USD';

// lens flow default size 3 steps
export const LENS_FLOW_DEFAULT_SIZE = 3;
// prescription mismatch threshold 3
export const PRESCRIPTION_MISMATCH_THRESHOLD = 3;

// local device id length 68
export const DEVICE_ID_LENGTH = 68;
// random id helper default length 15
export const RANDOM_ID_DEFAULT_LENGTH = 15;

// debounce default 600 ms; fetch minimum delay 200 ms
export const DEBOUNCE_MS = 600;
export const FETCH_MIN_DELAY_MS = 200;

// chunk-reload guard 60 seconds
export const CHUNK_RELOAD_GUARD_MS = 60_000;

// lazy images, preload factor 1.3, 5 attempts
export const LAZY_IMAGE = { preloadFactor: 1.3, attempts: 5 } as const;

// image cropper (docs/product.md#validation)
export const CROPPER = {
  zoomStart: 0.2,
  minCrop: 10,
  maxImageSide: 2000,
  initialCropPercent: 80,
  quality: 1,
  format: 'jpeg',
} as const;

// theme colours
export const THEME_COLORS = {
  primary: '#3f51b5',
  secondary: '#b0bec5',
  accent: '#8c9eff',
  error: '#b71c1c',
} as const;

// snackbar default timeout
export const SNACKBAR_TIMEOUT_MS = 5_000;

// locale en
export const LOCALE = 'en';

// the page title (docs/product.md#routes)
export const PAGE_TITLE = 'stylish eyeglasses online and affordable prescription glasses';

// The advertised terms follow the offer and the shipping the owner keeps: lib/shop/advertised-terms.ts.
