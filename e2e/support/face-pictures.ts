import { writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

// Face photographs for the try-on's browser suite and benchmark, cut at run time from face-api's
// demo photographs in node_modules (read from there, never copied into the repository).

export const FACE_DEMO_FOLDER = path.join(process.cwd(), 'node_modules/@vladmandic/face-api/demo');

/** One person from the demo's group photo sample6.jpg (1920 × 1537), with room around the face. */
const PORTRAIT = { file: 'sample6.jpg', region: { left: 468, top: 220, width: 590, height: 590 } } as const;

/**
 * The faces of the demo photographs that look at the camera (Human's yaw within 10°), each
 * cut square with room around it: the photos the face measurements are checked and timed on
 * (e2e/face-landmarks.spec.ts, bench/face-landmarks.ts).
 */
export const FACING_PHOTOS = [
  { name: 'sample3, left', file: 'sample3.jpg', region: { left: 407, top: 187, width: 578, height: 578 } },
  { name: 'sample5, middle', file: 'sample5.jpg', region: { left: 950, top: 76, width: 510, height: 510 } },
  { name: 'sample5, front', file: 'sample5.jpg', region: { left: 168, top: 736, width: 592, height: 592 } },
  { name: 'sample6, middle', file: 'sample6.jpg', region: { left: 971, top: 170, width: 589, height: 589 } },
] as const;

export type FacePhoto = (typeof FACING_PHOTOS)[number];

/** A JPEG of one of the facing photos, `width` pixels wide. */
export function facePhotoJpeg(photo: FacePhoto, width = 640): Promise<Buffer> {
  return sharp(path.join(FACE_DEMO_FOLDER, photo.file))
    .extract(photo.region)
    .resize({ width })
    .jpeg()
    .toBuffer();
}

/** A JPEG of one face, `width` pixels wide. */
export function portraitJpeg(width = 640): Promise<Buffer> {
  return sharp(path.join(FACE_DEMO_FOLDER, PORTRAIT.file))
    .extract(PORTRAIT.region)
    .resize({ width })
    .jpeg()
    .toBuffer();
}

/** A JPEG without a face: a plain wall with a soft shadow. */
export function faceless(width = 640): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${width}"><defs><radialGradient id="g"><stop offset="0" stop-color="#e8dccb"/><stop offset="1" stop-color="#b9a98f"/></radialGradient></defs><rect width="100%" height="100%" fill="url(#g)"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg().toBuffer();
}

/**
 * A Y4M video file of the portrait on a 640 × 480 canvas, for Chromium's fake camera
 * (--use-file-for-fake-video-capture). Each frame moves the face a little to the right and back,
 * so the try-on has to follow it. 4:2:0 YUV from the RGB pixels (BT.601, as Y4M players read it).
 */
export async function writePortraitVideo(file: string, frames = 30): Promise<void> {
  const width = 640;
  const height = 480;
  const face = await sharp(await portraitJpeg(400))
    .raw()
    .toBuffer();
  const rgbFrames: Buffer[] = [];
  for (let index = 0; index < frames; index += 1) {
    const shift = Math.round(60 * Math.sin((index / frames) * 2 * Math.PI));
    const rgb = await sharp({ create: { width, height, channels: 3, background: '#c8c2b8' } })
      .composite([{ input: face, raw: { width: 400, height: 400, channels: 3 }, left: 120 + shift, top: 40 }])
      .removeAlpha() // composite answers RGBA; the conversion below reads three bytes a pixel
      .raw()
      .toBuffer();
    rgbFrames.push(rgb);
  }
  writeY4mVideo(file, rgbFrames, { width, height });
}

/**
 * A Y4M video file of raw RGB frames (three bytes a pixel), 15 frames a second, for Chromium's
 * fake camera, which plays it in a loop.
 */
export function writeY4mVideo(
  file: string,
  rgbFrames: readonly Buffer[],
  size: { width: number; height: number },
): void {
  const { width, height } = size;
  const parts: Buffer[] = [Buffer.from(`YUV4MPEG2 W${width} H${height} F15:1 Ip A1:1 C420jpeg\n`)];
  for (const rgb of rgbFrames) parts.push(Buffer.from('FRAME\n'), toI420(rgb, width, height));
  writeFileSync(file, Buffer.concat(parts));
}

export function toI420(rgb: Buffer, width: number, height: number): Buffer {
  const y = Buffer.alloc(width * height);
  const u = Buffer.alloc((width / 2) * (height / 2));
  const v = Buffer.alloc((width / 2) * (height / 2));
  const at = (x: number, row: number, channel: number) => rgb[(row * width + x) * 3 + channel] ?? 0;
  for (let row = 0; row < height; row += 1) {
    for (let x = 0; x < width; x += 1) {
      const [r, g, b] = [at(x, row, 0), at(x, row, 1), at(x, row, 2)];
      y[row * width + x] = Math.round(0.299 * r + 0.587 * g + 0.114 * b);
      if (row % 2 === 0 && x % 2 === 0) {
        const index = (row / 2) * (width / 2) + x / 2;
        u[index] = Math.max(0, Math.min(255, Math.round(128 - 0.168736 * r - 0.331264 * g + 0.5 * b)));
        v[index] = Math.max(0, Math.min(255, Math.round(128 + 0.5 * r - 0.418688 * g - 0.081312 * b)));
      }
    }
  }
  return Buffer.concat([y, u, v]);
}
