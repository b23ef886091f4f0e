// The files the browser loads from the shop's own origin that come from installed packages (never
// fetched from elsewhere: the page's policy allows only the shop, docs/security.md and
// docs/product.md#privacy): the try-on's detector weights and TensorFlow's WebAssembly builds
// (public/try-on/), and the prescription reader's tesseract.js worker, core and English data
// (public/ocr/, docs/product.md#prescription-photo-reading); the fit's face mesh and iris networks
// and the same WebAssembly builds (public/face/, docs/product.md#fit). Copied before every build, dev start
// and `npm start`, so they always match the installed versions; none of the folders is in git. A file
// already there with the same size is left alone, so a rebuild is not triggered by the same bytes.
import { copyFileSync, existsSync, mkdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const FACE_API_MODELS = 'node_modules/@vladmandic/face-api/model';
const TFJS_WASM = 'node_modules/@tensorflow/tfjs-backend-wasm/dist';
const OCR_CORE = 'node_modules/tesseract.js-core';
const HUMAN = 'node_modules/@vladmandic/human';
const TFJS_WASM_FILES = [
  'tfjs-backend-wasm.wasm',
  'tfjs-backend-wasm-simd.wasm',
  'tfjs-backend-wasm-threaded-simd.wasm',
];

/** What needs each group, for the message when a package is missing; [from, to] pairs. */
const SERVED_ASSETS = {
  // the tiny face detector and the tiny 68-point landmarks (lib/try-on/face-detection.ts), and the
  // three builds of the WASM backend (plain, SIMD, threaded SIMD; the browser picks one)
  'The try-on': [
    ...[
      'tiny_face_detector_model-weights_manifest.json',
      'tiny_face_detector_model.bin',
      'face_landmark_68_tiny_model-weights_manifest.json',
      'face_landmark_68_tiny_model.bin',
    ].map((name) => [path.join(FACE_API_MODELS, name), path.join('public/try-on/models', name)]),
    ...TFJS_WASM_FILES.map((name) => [path.join(TFJS_WASM, name), path.join('public/try-on/wasm', name)]),
  ],
  // Human's face detector, face mesh and iris networks (lib/client/face-landmarks/assets.ts) and the
  // WASM builds for the TensorFlow.js that Human bundles (checked below to be the installed one's)
  'The face measurements': [
    ...['blazeface', 'facemesh', 'iris'].flatMap((name) =>
      [`${name}.json`, `${name}.bin`].map((file) => [
        path.join(HUMAN, 'models', file),
        path.join('public/face/models', file),
      ]),
    ),
    ...TFJS_WASM_FILES.map((name) => [path.join(TFJS_WASM, name), path.join('public/face/wasm', name)]),
  ],
  // the worker; the three LSTM-only builds of the core, WebAssembly inlined (the worker picks one by
  // what the browser supports: relaxed SIMD, SIMD, plain); the package's smaller English data
  // ("best_int", integer LSTM weights: 2.9 MB gzipped against 10.9 MB)
  'The prescription reader': [
    ['node_modules/tesseract.js/dist/worker.min.js', 'public/ocr/worker.min.js'],
    ...[
      'tesseract-core-relaxedsimd-lstm.wasm.js',
      'tesseract-core-simd-lstm.wasm.js',
      'tesseract-core-lstm.wasm.js',
    ].map((name) => [path.join(OCR_CORE, name), path.join('public/ocr/core', name)]),
    [
      'node_modules/@tesseract.js-data/eng/4.0.0_best_int/eng.traineddata.gz',
      'public/ocr/lang/eng.traineddata.gz',
    ],
  ],
};

// A WASM binary of another TensorFlow.js version than the JavaScript that loads it fails at run
// time in the shopper's browser: stop the build instead. Human's dist/tfjs.version.js names the
// version of each TensorFlow.js part it bundles.
const wasmVersion = JSON.parse(readFileSync(path.join(TFJS_WASM, '../package.json'), 'utf8')).version;
const humanVersions = existsSync(HUMAN)
  ? new Set(readFileSync(path.join(HUMAN, 'dist/tfjs.version.js'), 'utf8').match(/\d+\.\d+\.\d+/g))
  : new Set([wasmVersion]);
if (humanVersions.size !== 1 || !humanVersions.has(wasmVersion)) {
  console.error(
    `Human bundles TensorFlow.js ${[...humanVersions].join(', ')}; @tensorflow/tfjs-backend-wasm is ${wasmVersion}: install the same version.`,
  );
  process.exit(1);
}

let copied = 0;
for (const [what, assets] of Object.entries(SERVED_ASSETS)) {
  for (const [from, to] of assets) {
    if (!existsSync(from)) {
      console.error(`${what} needs ${from}: run npm install.`);
      process.exit(1);
    }
    if (existsSync(to) && statSync(to).size === statSync(from).size) continue;
    mkdirSync(path.dirname(to), { recursive: true });
    copyFileSync(from, to);
    copied += 1;
  }
}
if (copied > 0) console.log(`Copied ${copied} files the browser loads from the shop into public/.`);
