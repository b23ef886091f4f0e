// The prescription reader's OCR (docs/product.md#prescription-photo-reading): tesseract.js's worker,
// its WebAssembly core and the English LSTM data, served from the shop's own origin (never fetched
// from a CDN: the page's policy allows only the shop, docs/security.md). Copied from the installed
// packages into public/ocr/ before every build and dev start, so they always match the installed
// versions; public/ocr/ is not in git. A file already there with the same size is left alone.
import { copyFileSync, existsSync, mkdirSync, statSync } from 'node:fs';
import path from 'node:path';

const CORE = 'node_modules/tesseract.js-core';

// The worker; the three LSTM-only builds of the core, WebAssembly inlined (the worker picks one by
// what the browser supports: relaxed SIMD, SIMD, plain); the package's smaller English data
// ("best_int", integer LSTM weights: 2.9 MB gzipped against 10.9 MB).
const OCR_ASSETS = [
  ['node_modules/tesseract.js/dist/worker.min.js', 'public/ocr/worker.min.js'],
  ...[
    'tesseract-core-relaxedsimd-lstm.wasm.js',
    'tesseract-core-simd-lstm.wasm.js',
    'tesseract-core-lstm.wasm.js',
  ].map((name) => [path.join(CORE, name), path.join('public/ocr/core', name)]),
  [
    'node_modules/@tesseract.js-data/eng/4.0.0_best_int/eng.traineddata.gz',
    'public/ocr/lang/eng.traineddata.gz',
  ],
];

let copied = 0;
for (const [from, to] of OCR_ASSETS) {
  if (!existsSync(from)) {
    console.error(`The prescription reader needs ${from}: run npm install.`);
    process.exit(1);
  }
  if (existsSync(to) && statSync(to).size === statSync(from).size) continue;
  mkdirSync(path.dirname(to), { recursive: true });
  copyFileSync(from, to);
  copied += 1;
}
if (copied > 0) console.log(`Copied ${copied} prescription reader files into public/ocr/.`);
