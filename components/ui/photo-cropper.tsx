'use client';

import { useRef, useState, type ReactNode } from 'react';
import ReactCrop, { type Crop } from 'react-image-crop';
import 'react-image-crop/dist/ReactCrop.css';
import { BlobImage } from '@/components/ui/blob-image';
import { croppedJpeg, initialCrop, ZOOM, zoomedBy } from '@/components/ui/photo-crop-geometry';
import { CROPPER } from '@/lib/shop/constants';
import styles from './photo-cropper.module.css';

// The shop's one photo cropper (docs/product.md#constants: minimum crop 10, initial auto-crop 80
// percent, zoom coefficient 0.2, jpeg at quality 1, at most 2000 px a side): the prescription photo
// of the lens flow and the face photo of the virtual try-on. It only crops; what happens to the
// JPEG (an upload, a face search) is the parent's.

export interface PhotoCropperProps {
  /** Object URL (or any URL) of the picked photo. */
  src: string;
  /** Accessible name of the photo being cropped, e.g. "Your prescription photo, to crop". */
  alt: string;
  /** Label of the confirm button, e.g. "Use this photo". */
  confirmLabel: string;
  /** Shown on the confirm button while `busy`. */
  busyLabel?: string;
  busy?: boolean;
  /** Prefix of the test ids: `${testIdPrefix}-zoom-out`, `-zoom-in`, `-use`. */
  testIdPrefix: string;
  /** The cropped JPEG. May be async; the cropper does not catch its errors. */
  onCropped: (jpeg: Blob) => void | Promise<void>;
  /** The browser could not draw the cropped JPEG (no 2D canvas, no JPEG encoder). */
  onCropFailed: (error: unknown) => void;
  /** The photo could not be decoded by the browser. */
  onUnreadable: () => void;
  /** Optional extra content under the tools (e.g. a progress line). */
  children?: ReactNode;
}

/**
 * Shows the photo with a crop frame (80 percent at first), zoom − / + and the confirm button.
 * A new `src` starts again from the whole photo. On confirm the cropped JPEG goes to `onCropped`.
 * If the browser cannot draw it (no 2D canvas, no JPEG) `onCropped` is not called, the button is
 * usable again and `onCropFailed` hears why, so the parent can say so. An error of `onCropped` itself
 * is the parent's to handle.
 */
export function PhotoCropper({
  src,
  alt,
  confirmLabel,
  busyLabel,
  busy = false,
  testIdPrefix,
  onCropped,
  onCropFailed,
  onUnreadable,
  children,
}: PhotoCropperProps) {
  const [crop, setCrop] = useState<Crop>();
  const [zoom, setZoom] = useState<number>(ZOOM.min);
  // drawing the JPEG takes a moment on a large photo: no second click meanwhile
  const [cropping, setCropping] = useState(false);
  const [shownSrc, setShownSrc] = useState(src);
  const imageRef = useRef<HTMLImageElement>(null);

  // another photo: its own crop (set when it loads) and the whole of it in view
  if (shownSrc !== src) {
    setShownSrc(src);
    setCrop(undefined);
    setZoom(ZOOM.min);
  }

  const working = busy || cropping;

  const confirm = async () => {
    const image = imageRef.current;
    if (!image || !crop) return;
    setCropping(true);
    let jpeg: Blob | null = null;
    try {
      jpeg = await croppedJpeg(image, crop, zoom);
    } catch (error) {
      onCropFailed(error);
    } finally {
      setCropping(false);
    }
    if (jpeg) await onCropped(jpeg);
  };

  return (
    <div className={styles.cropper} aria-busy={working}>
      <div className={styles.stage}>
        <ReactCrop
          crop={crop}
          onChange={(_pixels, percent) => setCrop(percent)}
          minWidth={CROPPER.minCrop}
          minHeight={CROPPER.minCrop}
          keepSelection
          ruleOfThirds
          disabled={working}
        >
          <BlobImage
            ref={imageRef}
            src={src}
            alt={alt}
            className={styles.image}
            style={{ transform: `scale(${zoom})` }}
            onLoad={(event) => setCrop(initialCrop(event.currentTarget))}
            onError={onUnreadable}
          />
        </ReactCrop>
      </div>
      <div className={styles.tools}>
        <button
          type="button"
          className={styles.zoom}
          onClick={() => setZoom((current) => zoomedBy(current, -1))}
          disabled={working || zoom <= ZOOM.min}
          aria-label="Zoom out"
          data-testid={`${testIdPrefix}-zoom-out`}
        >
          −
        </button>
        <span className={styles.zoomValue} aria-live="polite">
          {Math.round(zoom * 100)}%
        </span>
        <button
          type="button"
          className={styles.zoom}
          onClick={() => setZoom((current) => zoomedBy(current, 1))}
          disabled={working || zoom >= ZOOM.max}
          aria-label="Zoom in"
          data-testid={`${testIdPrefix}-zoom-in`}
        >
          +
        </button>
        <button
          type="button"
          className="button"
          onClick={() => void confirm()}
          disabled={working || !crop}
          data-testid={`${testIdPrefix}-use`}
        >
          {busy && busyLabel ? busyLabel : confirmLabel}
        </button>
      </div>
      {children}
    </div>
  );
}
