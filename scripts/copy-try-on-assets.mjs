// The try-on's detector weights and TensorFlow's WebAssembly binaries, served from the shop's own
// origin (never fetched from elsewhere: docs/product.md#privacy). Copied from the installed
// packages into public/try-on/ before every build and dev start, so they always match the installed
// face-api and tfjs versions; public/try-on/ is not in git. A file already there with the same size
// is left alone, so a rebuild is not triggered by copying the same bytes again.
import { copyFileSync, existsSync, mkdirSync, statSync } from 'node:fs';
import path from 'node:path';

const FACE_API_MODELS = 'node_modules/@vladmandic/face-api/model';
const TFJS_WASM = 'node_modules/@tensorflow/tfjs-backend-wasm/dist';

// The tiny face detector and the tiny 68-point landmarks (lib/try-on/face-detection.ts), and
// the three builds of the WASM backend (plain, SIMD, threaded SIMD; the browser picks one).
const ASSETS = [
  ...[
    'tiny_face_detector_model-weights_manifest.json',
    'tiny_face_detector_model.bin',
    'face_landmark_68_tiny_model-weights_manifest.json',
    'face_landmark_68_tiny_model.bin',
  ].map((name) => [path.join(FACE_API_MODELS, name), path.join('public/try-on/models', name)]),
  ...['tfjs-backend-wasm.wasm', 'tfjs-backend-wasm-simd.wasm', 'tfjs-backend-wasm-threaded-simd.wasm'].map(
    (name) => [path.join(TFJS_WASM, name), path.join('public/try-on/wasm', name)],
  ),
];

let copied = 0;
for (const [from, to] of ASSETS) {
  if (!existsSync(from)) {
    console.error(`The try-on needs ${from}: run npm install.`);
    process.exit(1);
  }
  if (existsSync(to) && statSync(to).size === statSync(from).size) continue;
  mkdirSync(path.dirname(to), { recursive: true });
  copyFileSync(from, to);
  copied += 1;
}
if (copied > 0) console.log(`Copied ${copied} try-on files into public/try-on/.`);
