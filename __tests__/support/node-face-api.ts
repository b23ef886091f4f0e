import path from 'node:path';
import type { Sharp } from 'sharp';
import type { FaceApiModule } from '@/lib/try-on/face-detection';
import { loadFaceModels } from '@/lib/try-on/face-detection';

// face-api in Node (STACK-NOTES): its WASM build over @tensorflow/tfjs-backend-wasm, which reads
// its binaries from the package folder. The photographs and weights are read from
// node_modules/@vladmandic/face-api, never copied into the repository.

/* eslint-disable @typescript-eslint/no-require-imports -- the Node builds are CommonJS only */
const tf = require('@tensorflow/tfjs') as {
  setBackend(name: string): Promise<boolean>;
  ready(): Promise<void>;
  tensor3d(values: Uint8Array, shape: [number, number, number], dtype: 'int32'): Tensor;
};
const wasm = require('@tensorflow/tfjs-backend-wasm') as { setWasmPaths(prefix: string): void };
const faceapi = require('@vladmandic/face-api/dist/face-api.node-wasm.js') as FaceApiModule;
/* eslint-enable @typescript-eslint/no-require-imports */

interface Tensor {
  dispose(): void;
}

export const FACE_API_FOLDER = path.join(process.cwd(), 'node_modules/@vladmandic/face-api');
export const demoPhoto = (name: string) => path.join(FACE_API_FOLDER, 'demo', name);

let ready: Promise<FaceApiModule> | null = null;

/** face-api with the try-on's two networks loaded, on the WASM backend. */
export function nodeFaceApi(): Promise<FaceApiModule> {
  ready ??= (async () => {
    wasm.setWasmPaths(path.join(process.cwd(), 'node_modules/@tensorflow/tfjs-backend-wasm/dist') + path.sep);
    await tf.setBackend('wasm');
    await tf.ready();
    await loadFaceModels(faceapi, { folder: path.join(FACE_API_FOLDER, 'model') });
    return faceapi;
  })();
  return ready;
}

/** A picture as the RGB tensor face-api takes, with its size. */
export async function pictureTensor(image: Sharp) {
  const { data, info } = await image.removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const tensor = tf.tensor3d(new Uint8Array(data), [info.height, info.width, 3], 'int32');
  return { tensor, width: info.width, height: info.height };
}
