// After `next build`: fails when a client chunk of the home, category or product page holds zod
// (issue 18 point 4). zod validates on the server; in the browser it was 38 KB (gzip) on every
// product and category page, reached through one value import of a contract file. Browser code
// imports the contract's zod-free files (lib/contract/envelope.ts, formats.ts, ticket-rules.ts,
// addresses.ts) or types only.
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
  category: 'server/app/[type]/page_client-reference-manifest.js',
  'category, page 2 on': 'server/app/[type]/page/[page]/page_client-reference-manifest.js',
  product: 'server/app/details/[code]/page_client-reference-manifest.js',
};
const ZOD_MARKERS = ['"$ZodError"', '"$ZodType"', '"ZodError"'];

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
    const marker = ZOD_MARKERS.find((candidate) => code.includes(candidate));
    if (marker) problems.push(`${page}: ${chunk} contains zod (${marker})`);
  }
  console.log(`${page}: ${chunks.size} client chunks checked`);
}

if (problems.length > 0) {
  console.error(`zod reached the browser:\n  ${problems.join('\n  ')}`);
  console.error('Import zod-free contract files (formats.ts, ticket-rules.ts, addresses.ts) or types only.');
  process.exit(1);
}
console.log('No zod in the home, category or product page bundles.');
