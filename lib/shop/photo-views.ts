import { MIN_SAMPLES } from './pd-measure';

// A photo measured like a steady camera (docs/product.md#pd-measure): the landmarks read one
// picture differently when it is enlarged or moved by a few pixels (a pixel of the face crop the
// mesh and iris networks see is several of the photo's), so the photo is read as views, each
// cut a little differently, as a camera's frames of a face held still differ. The views are cut from
// the photo's canonical picture (lib/shop/photo-canonical.ts), not from the photo as given. Each view is a frame
// through the same gate, ruler and median as the camera's.

/** One view: the share of the photo's width and height it shows, and where its centre sits. */
export interface PhotoView {
  /** 0.94–0.98: the view shows this share of the photo, enlarged back to the photo's size. */
  share: number;
  /** The view's centre off the photo's, as a share of its width and of its height (±1 %). */
  offsetX: number;
  offsetY: number;
}

/**
 * How many views a photo is read as: the 30 a PD needs would do, but the median of 60 halves the
 * views' own spread between two readings of one photo at other sizes (docs/product.md#pd-accuracy),
 * and 60 take some 3.5 s here.
 */
export const PHOTO_VIEW_COUNT = 60;

/** How much of the photo the views show, and how far they move: about ±2 % in size, ±6 px at 640. */
export const PHOTO_VIEW_SHARE = { middle: 0.96, swing: 0.02 } as const;
export const PHOTO_VIEW_OFFSET = 0.01;

/**
 * `count` views of a photo, the same every time: the size and place swing slowly as a face held
 * still before a camera does (at least the 30 frames a PD needs).
 */
export function photoViews(count: number = MIN_SAMPLES): PhotoView[] {
  return Array.from({ length: count }, (_, index) => {
    const wave = (index / count) * 2 * Math.PI;
    return {
      share: PHOTO_VIEW_SHARE.middle + PHOTO_VIEW_SHARE.swing * Math.sin(wave * 1.5),
      offsetX: PHOTO_VIEW_OFFSET * Math.sin(wave),
      offsetY: PHOTO_VIEW_OFFSET * Math.cos(wave * 2),
    };
  });
}

/** Where a view cuts the photo: its top-left corner and size, in the photo's pixels. */
export function viewRegion(view: PhotoView, width: number, height: number) {
  const across = width * view.share;
  const down = height * view.share;
  return {
    left: (width - across) / 2 + view.offsetX * width,
    top: (height - down) / 2 + view.offsetY * height,
    width: across,
    height: down,
  };
}
