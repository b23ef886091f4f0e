import type { IrisFound } from '@/lib/shop/face-sample';
import { eyeBoxes, readingOfEye, type EyeBox } from './eye-boxes';
import type { MeshPoint } from './face-sample-from-mesh';
import { MESH_POINTS } from './mesh-points';
import type { FaceInput } from './types';

/**
 * The irises read from the full picture (docs/product.md#pd-measure). Human runs its iris network
 * on eyes cut out of the 192-pixel crop of the face its mesh network sees, so an iris is some 10 of
 * those pixels across whatever the camera's resolution and one reading of its diameter is off by
 * 5–7 %. Here Human's own iris network reads each eye again, cut out of the picture as the camera
 * gave it, from several slightly shifted and scaled boxes in one batch: each reading is one of
 * `readings` per eye, and the ruler is their robust mean (lib/shop/robust-stats.ts).
 */

/** The part of TensorFlow.js (Human's own copy, `human.tf`) the reader uses. */
interface Tensor {
  dispose(): void;
  data(): Promise<Float32Array | Int32Array | Uint8Array>;
}
export interface IrisTf {
  tidy<T>(fn: () => T): T;
  browser: { fromPixels(input: FaceInput): Tensor };
  expandDims(x: Tensor, axis?: number): Tensor;
  div(x: Tensor, y: number): Tensor;
  concat(xs: Tensor[]): Tensor;
  image: {
    cropAndResize(image: Tensor, boxes: number[][], boxInd: number[], size: [number, number]): Tensor;
    flipLeftRight(image: Tensor): Tensor;
  };
}
export interface IrisModel {
  inputs: { shape?: number[] }[];
  execute(input: Tensor): Tensor | Tensor[];
}

/** Each eye's readings from one picture: every box's, in the mesh's right and left (Human's). */
export interface IrisReadings {
  right: IrisFound[];
  left: IrisFound[];
}

/**
 * Reads both irises `readingsPerEye` times each from `input` (the picture the mesh was found on),
 * with one call of the iris network; every tensor made is disposed before it returns.
 */
export async function readIrises(
  tf: IrisTf,
  model: IrisModel,
  input: FaceInput,
  size: { width: number; height: number },
  mesh: readonly MeshPoint[],
  readingsPerEye: number,
): Promise<IrisReadings> {
  const inputPx = model.inputs[0]?.shape?.[2] ?? -1;
  const modelPx = inputPx > 0 ? inputPx : 64;
  const corners = (outer: number, inner: number) =>
    [mesh[outer], mesh[inner]].map((point) => ({ x: point?.[0] ?? NaN, y: point?.[1] ?? NaN })) as [
      { x: number; y: number },
      { x: number; y: number },
    ];
  const right = eyeBoxes(
    corners(MESH_POINTS.right.outerCorner, MESH_POINTS.right.innerCorner),
    readingsPerEye,
    modelPx,
  );
  const left = eyeBoxes(
    corners(MESH_POINTS.left.outerCorner, MESH_POINTS.left.innerCorner),
    readingsPerEye,
    modelPx,
  );
  const normalised = (box: EyeBox) => [
    box.top / size.height,
    box.left / size.width,
    (box.top + box.size) / size.height,
    (box.left + box.size) / size.width,
  ];
  const output = tf.tidy(() => {
    const picture = tf.expandDims(tf.browser.fromPixels(input), 0);
    const crop = (boxes: EyeBox[]) =>
      tf.div(
        tf.image.cropAndResize(
          picture,
          boxes.map(normalised),
          boxes.map(() => 0),
          [modelPx, modelPx],
        ),
        255,
      );
    // every eye mirrored, as Human gives them to the network (its getEyeBox flips both)
    const batch = tf.image.flipLeftRight(tf.concat([crop(left), crop(right)]));
    const result = model.execute(batch);
    return Array.isArray(result) ? (result[0] as Tensor) : result;
  });
  const values = await output.data();
  output.dispose();
  const perBox = values.length / (left.length + right.length);
  const reading = (index: number, box: EyeBox) =>
    readingOfEye(values.subarray(index * perBox, (index + 1) * perBox), box, modelPx, true);
  return {
    left: left.map((box, index) => reading(index, box)),
    right: right.map((box, index) => reading(left.length + index, box)),
  };
}
