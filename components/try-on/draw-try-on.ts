import type { FramePlacement } from '@/lib/try-on/frame-placement';

/**
 * Paints one picture of the try-on: the face (a photo or the camera's current frame) at its own
 * size, and over it the frame's front view, centred on `placement.centre`, turned by its angle.
 */
export function drawTryOn(
  canvas: HTMLCanvasElement,
  face: CanvasImageSource,
  size: { width: number; height: number },
  frameImage: HTMLImageElement | null,
  placement: FramePlacement | null,
): void {
  if (canvas.width !== size.width) canvas.width = size.width;
  if (canvas.height !== size.height) canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) return;
  context.drawImage(face, 0, 0, size.width, size.height);
  if (!frameImage || !placement) return;
  context.save();
  context.translate(placement.centre.x, placement.centre.y);
  context.rotate((placement.angleDeg * Math.PI) / 180);
  context.drawImage(
    frameImage,
    -placement.width / 2,
    -placement.height / 2,
    placement.width,
    placement.height,
  );
  context.restore();
}

/** The natural size of a face picture. */
export function faceSize(face: HTMLImageElement | HTMLVideoElement): { width: number; height: number } {
  return face instanceof HTMLVideoElement
    ? { width: face.videoWidth, height: face.videoHeight }
    : { width: face.naturalWidth, height: face.naturalHeight };
}

/** The frame's proportions from its front view (the shop draws them 600 × 300). */
export function frameAspect(frameImage: HTMLImageElement | null): number {
  return frameImage && frameImage.naturalWidth > 0 ? frameImage.naturalHeight / frameImage.naturalWidth : 0.5;
}
