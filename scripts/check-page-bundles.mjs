// After `next build`: fails when a client chunk of the home, category or product page holds zod
// or asks Intl for a format.
// - zod validates on the server; in the browser it was 38 KB (gzip) on every
//   product and category page, reached through one value import of a contract file. Browser code
//   imports the contract's zod-free files (lib/contract/envelope.ts, formats.ts, ticket-rules.ts,
//   addresses.ts) or types only.
// - Intl (the home page's blocking time): the browser builds its locale data on the first format it
//   is asked for, 160 ms of a product page's main thread at Lighthouse's 4 × CPU for one review
//   date. These pages format with lib/shop/plain-format.ts.
//
// The chunks of a page are those its client reference manifest names (every client component the
// page can render, loaded at once or later) plus the runtime every page loads. A chunk holds zod
// when it carries zod's own class names, which minification keeps because zod passes them as
// strings ($constructor("$ZodError", …)).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const buildDir = process.argv[2] ?? '.next';
// "/" is rewritten to /home, a route of its own (next.config.ts, app/home).
const PAGES = {
  home: 'server/app/home/[[...rest]]/page_client-reference-manifest.js',
  category: 'server/app/(listings)/eyeglasses/page_client-reference-manifest.js',
  'category, page 2 on': 'server/app/(listings)/[type]/page/[page]/page_client-reference-manifest.js',
  product: 'server/app/details/[code]/page_client-reference-manifest.js',
};
const FORBIDDEN = [
  {
    what: 'zod',
    markers: ['"$ZodError"', '"$ZodType"', '"ZodError"'],
    fix: 'Import zod-free contract files (formats.ts, ticket-rules.ts, addresses.ts) or types only.',
  },
  {
    what: 'an Intl format',
    markers: ['Intl.', '.toLocaleString(', '.toLocaleDateString(', '.toLocaleTimeString('],
    fix: 'Format numbers and dates with lib/shop/plain-format.ts.',
  },
];

function manifestChunks(file) {
  const text = readFileSync(path.join(buildDir, file), 'utf8');
  const chunks = new Set();
  for (const [, chunk] of text.matchAll(/"(?:\/_next\/)?(static\/chunks\/[^"]+\.js)"/g)) chunks.add(chunk);
  return chunks;
}

const buildManifest = JSON.parse(readFileSync(path.join(buildDir, 'build-manifest.json'), 'utf8'));
const runtime = [...buildManifest.rootMainFiles, ...buildManifest.polyfillFiles];
const problems = [];
for (const [page, manifest] of Object.entries(PAGES)) {
  if (!existsSync(path.join(buildDir, manifest))) {
    problems.push(`${page}: no client reference manifest at ${manifest} (did the build layout change?)`);
    continue;
  }
  const chunks = new Set([...runtime, ...manifestChunks(manifest)]);
  if (chunks.size <= runtime.length) problems.push(`${page}: the manifest names no chunks of its own`);
  for (const chunk of chunks) {
    const code = readFileSync(path.join(buildDir, chunk), 'utf8');
    for (const { what, markers, fix } of FORBIDDEN) {
      const marker = markers.find((candidate) => code.includes(candidate));
      if (marker) problems.push(`${page}: ${chunk} contains ${what} (${marker}). ${fix}`);
    }
  }
  console.log(`${page}: ${chunks.size} client chunks checked`);
}

if (problems.length > 0) {
  console.error(`The storefront's scripts reach for what they must not:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log('No zod and no Intl format in the home, category or product page bundles.');
