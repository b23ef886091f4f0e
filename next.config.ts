import path from 'node:path';
import type { NextConfig } from 'next';
import { contentSecurityPolicy, policyOptions, securityHeaders } from './lib/guards/security-headers';
import { parsePublicConfig } from './lib/server/platform/public-config';
import { LISTINGS } from './lib/shop/listings';

// A build with a wrong NEXT_PUBLIC_* value fails here, naming it: Next inlines them into the
// bundles, so the server's own check at start would come too late for the browser's copy.
parsePublicConfig(process.env);

// Every answer (pages, API, images, static files) carries these; proxy.ts
// gives the pages rendered per request a nonce policy instead of this one.
const pagePolicy = contentSecurityPolicy(policyOptions(process.env));

// Listing paths without their slash: eyeglasses|sunglasses|…|product.
const listingSlugs = LISTINGS.map((listing) => listing.href.slice(1)).join('|');

const NOSNIFF = { key: 'X-Content-Type-Options', value: 'nosniff' };
const MEDIA_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox; frame-ancestors 'none'";

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // For bench/main-thread.ts only: the browser's chunks with their source maps, so a long task's
  // frames read as files and functions. Off by default (the maps double the build's static files).
  productionBrowserSourceMaps: process.env.OCULO_BROWSER_SOURCE_MAPS === '1',
  // Next.js hashes every cached page's whole HTML in JavaScript (FNV-1a, a loop over each character)
  // on every request to make its ETag: the one per-request cost that grows with the page, so a product
  // or listing page served from the page cache ran well below a small static page (bench:pages).
  // Pages are short-lived (s-maxage 5) and browsers do not keep them, so a 304 saved little.
  generateEtags: false,
  async headers() {
    return [
      // The build's scripts and styles only need nosniff: the policy, framing and feature rules
      // act on documents, and sent with every chunk they were ~900 bytes a script on the wire
      // (bench/page-javascript.ts).
      { source: '/_next/static/:path*', headers: [NOSNIFF] },
      {
        source: '/((?!_next/static/).*)',
        headers: [
          ...securityHeaders({ siteUrl: process.env.SITE_URL }),
          { key: 'Content-Security-Policy', value: pagePolicy },
        ],
      },
      {
        // The operator console (docs/operating.md#console): out of every index, its redirects and
        // answers included, whatever a page's own metadata says.
        source: '/admin/:path*',
        headers: [{ key: 'X-Robots-Tag', value: 'noindex, nofollow' }],
      },
      {
        // The catalog's SVG drawings: shown as images, never run as documents.
        source: '/media/:path*',
        headers: [{ key: 'Content-Security-Policy', value: MEDIA_POLICY }],
      },
    ];
  },
  // Rendered pages live in each server's memory and are dropped the moment the database reports a
  // change to what they show (docs/architecture.md#caching; lib/server/platform/page-cache).
  cacheHandler: path.resolve('lib/server/platform/page-cache/page-cache-handler.mjs'),
  // scripts/serve.mjs compresses instead, with the same middleware, and sends a cached page in the
  // gzip the page cache keeps rather than compressing it again per visit (compressed-answers.mjs).
  compress: false,
  experimental: {
    // A route's code is loaded on its first visit, not every route's at start: loading all ~300
    // kept the server from its first answers for about a second of every restart and held ~30 MiB
    // idle that a shop's routes may never need (docs/operating.md#restart).
    preloadEntriesOnStart: false,
    // The shop's CSS is small (about 10 KB): inlined, the first paint needs no further round
    // trip, which is what phones on slow networks feel most (bench/pages.ts, Lighthouse).
    inlineCss: true,
    // Inlined CSS costs no request, only bytes in every page (twice: the HTML and its RSC payload):
    // group it by route so a page carries its own styles, not the cart's and the account's
    // (Turbopack merged them into the product page's 52 KB chunk).
    cssChunking: { type: 'graph', requestCost: 1000 },
  },
  reactStrictMode: true,
  // Loaded by Node.js from node_modules, not bundled. PGlite loads its WASM and data files from its
  // own package folder at run time. The others are the server's big libraries: bundled, Turbopack
  // copied them into each group of routes (13 near-identical 1.3 MB chunks for the API routes, 46
  // copies of zod with the pages), and V8 keeps every copy's source: about 60 MiB of the server's
  // memory (bench:shoppers, BENCHMARKS.md). Required from node_modules, each is loaded once.
  serverExternalPackages: [
    '@electric-sql/pglite',
    'pino',
    'stripe',
    'ioredis',
    'nodemailer',
    'rate-limiter-flexible',
    'qrcode',
    'zod',
    'csv-parse',
    'csv-stringify',
    'otpauth',
    // one registry per process: scripts/serve.mjs answers /metrics from the copy the routes count in
    'prom-client',
    // loaded only when traces are on (docs/operating.md#traces)
    '@opentelemetry/sdk-trace-node',
    '@opentelemetry/exporter-trace-otlp-http',
    '@opentelemetry/instrumentation',
    '@opentelemetry/instrumentation-pg',
  ],
  images: {
    // The seeded catalog's images are SVG drawings the shop generates (/media/…). Uploaded photos are
    // stored re-encoded in their widths and served by /media/images; their srcSet comes from
    // getImageProps with the shop's own loader (lib/server/platform/images), never from this optimiser.
    dangerouslyAllowSVG: true,
    contentDispositionType: 'inline',
    contentSecurityPolicy: MEDIA_POLICY,
  },
  // The build never opens the database, so every page that shows catalog data is a dynamic
  // segment, rendered on its first visit and then served from the page cache
  // (docs/architecture.md#caching). These rewrites give the home page and listing pages 2, 3 … such a segment
  // while shoppers and crawlers keep the public addresses; the internal ones redirect back.
  async redirects() {
    return [
      { source: '/home', destination: '/', permanent: true },
      { source: `/:type(${listingSlugs})/page/:page`, destination: '/:type?page=:page', permanent: true },
      // docs/product.md#routes: the payment route's two leftover variants, 'index copy' and 'index
      // copy 2', lead to the one checkout; the query (snapshot or order) goes along. Matched as the
      // browser sends them.
      { source: '/payment/index%20copy', destination: '/payment', permanent: false },
      { source: '/payment/index%20copy%202', destination: '/payment', permanent: false },
    ];
  },
  async rewrites() {
    return {
      beforeFiles: [
        { source: '/', destination: '/home' },
        {
          source: `/:type(${listingSlugs})`,
          has: [{ type: 'query', key: 'page', value: '(?<page>[2-9]|[1-9]\\d{1,3}|10000)' }],
          destination: '/:type/page/:page',
        },
      ],
    };
  },
};

export default nextConfig;
