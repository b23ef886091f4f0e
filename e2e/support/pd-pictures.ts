import path from 'node:path';
import sharp from 'sharp';
import type { CardCorners } from '../../lib/shop/face-sample';
import { FACE_DEMO_FOLDER, facePhotoJpeg, type FacePhoto } from './face-pictures';

// The pictures the PD's accuracy is checked and timed on (docs/product.md#pd-measure): one facing
// demo photo as a camera could give it at other sizes, tilted, recompressed, with an ID-1 card held
// to the forehead, and as a steady video whose face drifts a few pixels frame to frame.

/** The 1× photo's width: the facing photos are cut square and given 640 px wide. */
export const PHOTO_PX = 640;

/** The same crop resized by `factor` (0.5× is 320 px wide, 2× is 1,280). */
export function scaledFacePhoto(photo: FacePhoto, factor: number): Promise<Buffer> {
  return facePhotoJpeg(photo, Math.round(PHOTO_PX * factor));
}

/** The 1× photo turned by `degrees` about its centre (clockwise), on grey, cut back to its size. */
export async function tiltedFacePhoto(photo: FacePhoto, degrees: number): Promise<Buffer> {
  const turned = await sharp(await facePhotoJpeg(photo))
    .rotate(degrees, { background: '#7f7f7f' })
    .toBuffer({ resolveWithObject: true });
  const { width, height } = turned.info;
  return sharp(turned.data)
    .extract({
      left: Math.floor((width - PHOTO_PX) / 2),
      top: Math.floor((height - PHOTO_PX) / 2),
      width: PHOTO_PX,
      height: PHOTO_PX,
    })
    .jpeg()
    .toBuffer();
}

/** A JPEG saved again at a low quality, as a messaging app would send it on. */
export function recompressed(jpeg: Buffer, quality = 40): Promise<Buffer> {
  return sharp(jpeg).jpeg({ quality }).toBuffer();
}

/** An ID-1 card's size in millimetres (ISO/IEC 7810), written out here so the check does not read the shop's. */
export const CARD_MM = { width: 85.6, height: 53.98 } as const;

export interface DrawnCard {
  jpeg: Buffer;
  /** The card's corners exactly as drawn, in the picture's pixels. */
  corners: CardCorners;
  /** The card's drawn width in pixels: millimetres per pixel at the card are 85.60 / this. */
  widthPx: number;
}

/**
 * The 1× photo with a plain ID-1 card drawn flat and level on the forehead: `widthPx` wide, its
 * height in ID-1's proportion, centred above the eyes with its lower edge `bottomY` px from the top.
 */
export async function withCard(
  photo: FacePhoto,
  card: { centreX: number; bottomY: number; widthPx: number },
): Promise<DrawnCard> {
  const { centreX, bottomY, widthPx } = card;
  const heightPx = (widthPx * CARD_MM.height) / CARD_MM.width;
  const left = centreX - widthPx / 2;
  const top = bottomY - heightPx;
  // a pale card with a darker stripe, as a bank card's front; drawn at sub-pixel corners
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${PHOTO_PX}" height="${PHOTO_PX}">
    <rect x="${left}" y="${top}" width="${widthPx}" height="${heightPx}" fill="#e9eef4" stroke="#26476b" stroke-width="1"/>
    <rect x="${left}" y="${top + heightPx * 0.55}" width="${widthPx}" height="${heightPx * 0.12}" fill="#26476b"/>
  </svg>`;
  const jpeg = await sharp(await facePhotoJpeg(photo))
    .composite([{ input: Buffer.from(svg), left: 0, top: 0 }])
    .jpeg()
    .toBuffer();
  return {
    jpeg,
    widthPx,
    corners: {
      topLeft: { x: left, y: top },
      topRight: { x: left + widthPx, y: top },
      bottomRight: { x: left + widthPx, y: top + heightPx },
      bottomLeft: { x: left, y: top + heightPx },
    },
  };
}

/**
 * A steady sitter in front of a camera: `count` frames `width` × `height` of one facing photo's
 * crop, each cut a few pixels aside and slightly nearer or further than the last (drifting by up to
 * ±4 px and ±2 % of its size in slow waves), as raw RGB for a video file or JPEGs for a page.
 * `closer` > 1 cuts the crop that much narrower, so the face fills more of the frame.
 */
export async function steadyFaceFrames(
  photo: FacePhoto,
  count: number,
  size: { width: number; height: number } = { width: PHOTO_PX, height: PHOTO_PX },
  closer = 1,
): Promise<{ rgb: Buffer[]; jpeg: Buffer[] }> {
  const source = sharp(path.join(FACE_DEMO_FOLDER, photo.file));
  const { region } = photo;
  const rgb: Buffer[] = [];
  const jpeg: Buffer[] = [];
  for (let index = 0; index < count; index += 1) {
    const wave = (index / count) * 2 * Math.PI;
    const zoom = 1 + 0.02 * Math.sin(wave * 1.5);
    const across = (region.width * zoom) / closer;
    const down = (across * size.height) / size.width;
    const left = Math.round(region.left + (region.width - across) / 2 + 4 * Math.sin(wave));
    const top = Math.round(region.top + (region.height - down) / 2 + 3 * Math.cos(wave * 2));
    const frame = source
      .clone()
      .extract({ left, top, width: Math.round(across), height: Math.round(down) })
      .resize(size.width, size.height);
    rgb.push(await frame.clone().removeAlpha().raw().toBuffer());
    jpeg.push(await frame.clone().jpeg({ quality: 90 }).toBuffer());
  }
  return { rgb, jpeg };
}

/**
 * The card's corners as a shopper would place them on the picture: each coordinate off by up to
 * `offPx` either way, drawn from a seeded sequence so a run can be repeated.
 */
export function placedCorners(corners: CardCorners, seed: number, offPx = 2): CardCorners {
  let state = seed >>> 0;
  const off = () => {
    // mulberry32: a small, well-mixed 32-bit sequence
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return (((t ^ (t >>> 14)) >>> 0) / 4294967296) * 2 * offPx - offPx;
  };
  const moved = (point: { x: number; y: number }) => ({ x: point.x + off(), y: point.y + off() });
  return {
    topLeft: moved(corners.topLeft),
    topRight: moved(corners.topRight),
    bottomRight: moved(corners.bottomRight),
    bottomLeft: moved(corners.bottomLeft),
  };
}

/** The corners each `offPx` outwards (`offPx` < 0: inwards): the card read as large as ±offPx allows. */
export function spreadCorners(corners: CardCorners, offPx: number): CardCorners {
  return {
    topLeft: { x: corners.topLeft.x - offPx, y: corners.topLeft.y - offPx },
    topRight: { x: corners.topRight.x + offPx, y: corners.topRight.y - offPx },
    bottomRight: { x: corners.bottomRight.x + offPx, y: corners.bottomRight.y + offPx },
    bottomLeft: { x: corners.bottomLeft.x - offPx, y: corners.bottomLeft.y + offPx },
  };
}
