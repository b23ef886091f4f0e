// After `next build`: takes the root layout's stylesheets off the global error boundary's entry in
// every client reference manifest.
//
// Why: with Turbopack, each manifest lists CSS cumulatively along the layout chain, so the entry of
// app/global-error holds the root layout's whole stylesheet, and Next.js renders it again for the
// boundary ("G" in the RSC payload) without the set of stylesheets the page already carries. With
// `experimental.inlineCss` every page then holds its shared styles three times, not twice (18 KB of
// the home page's 120 KB budget). Upstream: vercel/next.js#98110, fixes proposed
// in #98136 and #98243; delete this step when the shop's Next.js carries one.
//
// Safe because app/global-error.tsx imports no stylesheet: it replaces the root layout and styles
// itself inline. The step refuses to run (failing the build) when that stops being true.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const buildDir = process.argv[2] ?? '.next';
const GLOBAL_ERROR = '[project]/app/global-error';
const ASSIGNMENT = /^(globalThis\.__RSC_MANIFEST\[("[^"]+")\] = )(\{.*\});?\s*$/m;

if (/import\s+[^;]*\.css['"]/.test(readFileSync('app/global-error.tsx', 'utf8'))) {
  console.error('app/global-error.tsx imports a stylesheet: its CSS entry cannot be dropped.');
  process.exit(1);
}

function* manifests(folder) {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) yield* manifests(file);
    else if (entry.name.endsWith('_client-reference-manifest.js')) yield file;
  }
}

let trimmed = 0;
let bytes = 0;
for (const file of manifests(path.join(buildDir, 'server', 'app'))) {
  const text = readFileSync(file, 'utf8');
  const match = ASSIGNMENT.exec(text);
  if (!match) throw new Error(`${file}: not the manifest layout this step knows (did Next.js change it?)`);
  const manifest = JSON.parse(match[3]);
  const styles = manifest.entryCSSFiles?.[GLOBAL_ERROR];
  if (!styles?.length) continue;
  bytes += JSON.stringify(styles).length;
  manifest.entryCSSFiles[GLOBAL_ERROR] = [];
  writeFileSync(file, text.replace(match[0], `${match[1]}${JSON.stringify(manifest)};\n`));
  trimmed++;
}
console.log(
  trimmed
    ? `Global error boundary: root layout styles dropped from ${trimmed} manifests (${Math.round(bytes / 1024)} KB).`
    : 'Global error boundary: no stylesheets listed (Next.js fixed #98110?); nothing to trim.',
);
