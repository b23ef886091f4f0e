// The security headers every answer carries: pages, API answers, images and
// static files. next.config.ts sends them on every path; proxy.ts replaces the page policy with a
// nonce policy on the pages that render per request (below). No zod, no Node APIs: the proxy
// runs this too.

/**
 * Pages rendered per request (ƒ in the build's route list): the account area, the lens wizard,
 * the payment pages, search and the operator console. They hold what an injected script would be after (the token,
 * passwords, prescriptions, payment), so they get a per-request nonce and 'strict-dynamic'
 * (Next.js puts the nonce on its own scripts when the request carries the policy). Pages built
 * once and served from the cache (home, listings, products, content, cart) cannot carry a
 * per-request nonce, and their inline RSC payload differs per page, so their policy allows
 * inline scripts; they take no input into their HTML beyond what React escapes.
 */
export const NONCE_PAGE_MATCHER = [
  '/centerMain/:path*',
  '/payment',
  '/payment-success',
  '/search/:path*',
  '/details/:code/lenses',
  // the operator console opens every customer's orders, prescriptions and wallet
  '/admin/:path*',
];

// Hosts the payment providers' browser scripts need (PayPal's and Stripe's CSP guides): PayPal's
// SDK, buttons (frames) and images; Stripe.js, its frames and its API.
const PAYPAL = ['https://*.paypal.com', 'https://*.paypalobjects.com'];
const STRIPE_SCRIPTS = ['https://js.stripe.com', 'https://*.js.stripe.com'];
const STRIPE_FRAMES = [...STRIPE_SCRIPTS, 'https://hooks.stripe.com'];
const STRIPE_API = ['https://api.stripe.com'];

export interface PolicyOptions {
  /** A per-request nonce: the page's scripts must carry it (plus what they load). */
  nonce?: string;
  /** `next dev`: React's development build evaluates code for its error overlay. */
  development?: boolean;
  /** The site is served over https: plain-http subresources are upgraded. */
  https?: boolean;
  /** Other origins the browser calls (NEXT_PUBLIC_API_BASE, NEXT_PUBLIC_IP_LOOKUP_URL, the PayPal SDK). */
  connectOrigins?: readonly string[];
  /** Other origins scripts and images load from (a configured PayPal SDK or image address). */
  scriptOrigins?: readonly string[];
}

/** The origin of an http(s) address, or null for anything else (a relative or empty value). */
export function originOf(address: string | undefined): string | null {
  if (!address?.trim()) return null;
  try {
    const url = new URL(address);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null;
  } catch {
    return null;
  }
}

export function contentSecurityPolicy(options: PolicyOptions = {}): string {
  const { nonce, development = false, https = false, connectOrigins = [], scriptOrigins = [] } = options;
  // 'strict-dynamic' lets the nonced scripts load the rest (chunks, PayPal's and Stripe's SDKs);
  // browsers that know it ignore the https: and 'unsafe-inline' fallbacks for older ones.
  const scripts = nonce
    ? [`'nonce-${nonce}'`, "'strict-dynamic'", 'https:', "'unsafe-inline'"]
    : ["'self'", "'unsafe-inline'", ...new Set([...scriptOrigins, ...PAYPAL, ...STRIPE_SCRIPTS])];
  // The try-on's face detector and the fit's face landmarks (tfjs-backend-wasm, its binaries from the
  // shop's public/try-on/ and public/face/) and the prescription reader (tesseract.js-core, in its
  // worker) compile WebAssembly: 'wasm-unsafe-eval' allows that and no JavaScript eval.
  scripts.push("'wasm-unsafe-eval'");
  if (development) scripts.push("'unsafe-eval'");
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', ...scripts],
    // React's style attributes and Next's inlined CSS.
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:', 'blob:', ...new Set(scriptOrigins), ...PAYPAL, 'https://*.stripe.com'],
    ['font-src', "'self'", 'data:'],
    // blob: and data: are the try-on's own pictures (a photo or a captured frame, read back with fetch).
    ['connect-src', "'self'", 'blob:', 'data:', ...new Set(connectOrigins), ...PAYPAL, ...STRIPE_API],
    ['frame-src', ...PAYPAL, ...STRIPE_FRAMES],
    ['media-src', "'self'", 'blob:'],
    // The prescription reader's worker is the shop's own /ocr/worker.min.js
    // (docs/product.md#prescription-photo-reading); its answer carries this policy too, so it loads
    // its core (script-src) and English data (connect-src) from the shop alone.
    ['worker-src', "'self'", 'blob:'],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ];
  if (https) directives.push(['upgrade-insecure-requests']);
  return directives.map((directive) => directive.join(' ')).join('; ');
}

export interface HeaderOptions {
  /** SITE_URL: HSTS is sent only when the shop is served over https. */
  siteUrl?: string;
}

/** The headers besides the content security policy, for every answer. */
export function securityHeaders(options: HeaderOptions = {}): { key: string; value: string }[] {
  const headers = [
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    // frame-ancestors 'none' in the policy; X-Frame-Options for browsers that predate it.
    { key: 'X-Frame-Options', value: 'DENY' },
    // The try-on asks for the camera on the shop's own pages; nothing embedded may.
    {
      key: 'Permissions-Policy',
      value: 'camera=(self), microphone=(), geolocation=(), payment=(self), usb=(), browsing-topics=()',
    },
  ];
  if (isHttps(options.siteUrl)) {
    headers.push({ key: 'Strict-Transport-Security', value: 'max-age=31536000; includeSubDomains' });
  }
  return headers;
}

export function isHttps(siteUrl: string | undefined): boolean {
  return originOf(siteUrl)?.startsWith('https:') ?? false;
}

type Environment = Readonly<Record<string, string | undefined>>;

/**
 * The policy's settings from the environment: the build's mode, SITE_URL's scheme and the public
 * addresses the browser reaches outside the shop (NEXT_PUBLIC_* values are inlined at build, so the
 * proxy sees the same ones as next.config.ts).
 */
export function policyOptions(env: Environment): PolicyOptions {
  const origins = [
    env.NEXT_PUBLIC_API_BASE,
    env.NEXT_PUBLIC_IMAGE_BASE,
    env.NEXT_PUBLIC_IP_LOOKUP_URL,
    env.NEXT_PUBLIC_PAYPAL_SDK_DEV,
    env.NEXT_PUBLIC_PAYPAL_SDK_PROD,
  ].flatMap((address) => originOf(address) ?? []);
  return {
    development: env.NODE_ENV === 'development',
    https: isHttps(env.SITE_URL),
    connectOrigins: origins,
    scriptOrigins: origins,
  };
}
