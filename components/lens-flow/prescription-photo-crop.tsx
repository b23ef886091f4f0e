'use client';

import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import ReactCrop, { centerCrop, convertToPixelCrop, type Crop, type PixelCrop } from 'react-image-crop';
import 'react-image-crop/dist/ReactCrop.css';
import { BlobImage } from '@/components/ui/blob-image';
import { fieldErrorsOf, isApiError, postForm } from '@/lib/api';
import type { CallOutput } from '@/lib/contract/call';
import { processUploadAddress } from '@/lib/contract/addresses';
import type { processUploadCall } from '@/lib/contract/calls/process';
import { CROPPER } from '@/lib/shop/constants';
import styles from './prescription-photo-crop.module.css';

// A photo of the prescription for the lens flow (DESIGN §4 "Lens flow"): picked, cropped to the
// optician's form (spec §5, §9 cropper: minimum crop 10, initial auto-crop 80 percent, zoom
// coefficient 0.2, jpeg at quality 1, at most 2000 px a side) and sent to /api/process/upload,
// which answers the handle the prescription choice carries.

/** The picture types the upload takes (recognised again by content on the server). */
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** spec §9: zoom coefficient starts at 0.2; each click changes the scale by it, from 1 (whole photo) to 3. */
export const ZOOM = { min: 1, max: 3, step: CROPPER.zoomStart } as const;

export const PHOTO_MESSAGES = {
  type: 'Choose a JPEG, PNG or WebP picture of your prescription.',
  unreadable: 'This file could not be opened as a picture. Please choose a JPEG, PNG or WebP photo.',
  prepare: 'The photo could not be prepared for sending. Please try again or choose another one.',
  upload: 'The photo could not be sent. Please try again.',
} as const;

export interface Size {
  width: number;
  height: number;
}
export interface Rect extends Size {
  x: number;
  y: number;
}

/** spec §9: the output keeps its shape with its longest side at most `maxSide` (never enlarged). */
export function outputSize(width: number, height: number, maxSide: number = CROPPER.maxImageSide): Size {
  const scale = Math.min(1, maxSide / Math.max(width, height));
  return {
    width: Math.min(maxSide, Math.max(1, Math.round(width * scale))),
    height: Math.min(maxSide, Math.max(1, Math.round(height * scale))),
  };
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/**
 * The part of the photo (natural pixels) under a crop drawn on the shown image, zoomed by a CSS
 * scale around its centre: a shown point p is the image's point centre + (p − centre) / zoom.
 */
export function cropSource(crop: PixelCrop, shown: Size, natural: Size, zoom: number): Rect {
  const ratioX = natural.width / shown.width;
  const ratioY = natural.height / shown.height;
  const unzoom = (point: number, centre: number) => centre + (point - centre) / zoom;
  const left = clamp(unzoom(crop.x, shown.width / 2) * ratioX, 0, natural.width);
  const top = clamp(unzoom(crop.y, shown.height / 2) * ratioY, 0, natural.height);
  const right = clamp(unzoom(crop.x + crop.width, shown.width / 2) * ratioX, 0, natural.width);
  const bottom = clamp(unzoom(crop.y + crop.height, shown.height / 2) * ratioY, 0, natural.height);
  return { x: left, y: top, width: right - left, height: bottom - top };
}

/** spec §9: the initial auto-crop covers 80 percent of the photo, centred. */
export function initialCrop(shown: Size): Crop {
  const percent = CROPPER.initialCropPercent;
  return centerCrop({ unit: '%', width: percent, height: percent }, shown.width, shown.height);
}

/** The zoom after one click in (+1) or out (−1), in tenths so repeated clicks do not drift. */
export function zoomedBy(zoom: number, direction: 1 | -1): number {
  return clamp(Math.round((zoom + direction * ZOOM.step) * 10) / 10, ZOOM.min, ZOOM.max);
}

/** Draws the cropped part as a JPEG (spec §9: format jpeg, quality 1, longest side ≤ 2000). */
function croppedJpeg(image: HTMLImageElement, crop: Crop, zoom: number): Promise<Blob> {
  const shown = { width: image.width, height: image.height };
  const natural = { width: image.naturalWidth, height: image.naturalHeight };
  const source = cropSource(convertToPixelCrop(crop, shown.width, shown.height), shown, natural, zoom);
  const size = outputSize(source.width, source.height);
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) return Promise.reject(new Error('No 2D canvas for the prescription photo.'));
  // a JPEG has no transparency: a PNG's clear parts become white, not black
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, size.width, size.height);
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, source.x, source.y, source.width, source.height, 0, 0, size.width, size.height);
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The canvas gave no JPEG.'))),
      `image/${CROPPER.format}`,
      CROPPER.quality,
    );
  });
}

/** The server's word on a refused upload (422 "not a picture", 413 too large), or a plain retry. */
function uploadMessage(error: unknown): string {
  if (!isApiError(error)) return PHOTO_MESSAGES.prepare;
  return fieldErrorsOf(error)?.file ?? (error.message || PHOTO_MESSAGES.upload);
}

type Upload = CallOutput<typeof processUploadCall>;

export interface PrescriptionPhotoCropProps {
  idPrefix: string;
  /** The handle of the photo sent so far, if any. */
  upload: string | null;
  onUploaded: (upload: string) => void;
}

/** Picks a photo of the prescription, crops it and sends it; tells the step the upload's handle. */
export function PrescriptionPhotoCrop({ idPrefix, upload, onUploaded }: PrescriptionPhotoCropProps) {
  const [picked, setPicked] = useState<string | null>(null);
  const [crop, setCrop] = useState<Crop>();
  const [zoom, setZoom] = useState<number>(ZOOM.min);
  const [sending, setSending] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const imageRef = useRef<HTMLImageElement>(null);
  const inputId = `${idPrefix}-photo`;
  const messageId = `${inputId}-error`;

  // the picked photo stays in the browser as an object URL until it is cropped and sent
  useEffect(() => (picked ? () => URL.revokeObjectURL(picked) : undefined), [picked]);

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    setMessage(null);
    setCrop(undefined);
    setZoom(ZOOM.min);
    if (!file) return;
    if (!(PHOTO_TYPES as readonly string[]).includes(file.type)) {
      event.target.value = '';
      setPicked(null);
      setMessage(PHOTO_MESSAGES.type);
      return;
    }
    setPicked(URL.createObjectURL(file));
  };

  const send = async () => {
    const image = imageRef.current;
    if (!image || !crop) return;
    setSending(true);
    setMessage(null);
    try {
      const blob = await croppedJpeg(image, crop, zoom);
      const file = new File([blob], 'prescription.jpg', { type: blob.type || 'image/jpeg' });
      const answer = await postForm<Upload>(processUploadAddress.path, { file }, { tip: false });
      setPicked(null);
      onUploaded(answer.upload);
    } catch (error) {
      setMessage(uploadMessage(error));
    } finally {
      setSending(false);
    }
  };

  return (
    <div className={styles.photo}>
      {upload && !picked ? (
        <p className={styles.uploaded} data-testid="rx-photo-uploaded">
          Your photo is sent. Our opticians will read the values from it. You can choose another photo to
          replace it.
        </p>
      ) : null}
      <div className={styles.field}>
        <label htmlFor={inputId} className={styles.label}>
          {upload ? 'Choose another photo' : 'Photo of your prescription'}
        </label>
        <input
          id={inputId}
          type="file"
          accept={PHOTO_TYPES.join(',')}
          onChange={pick}
          disabled={sending}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? `${messageId} ${inputId}-hint` : `${inputId}-hint`}
          data-testid="rx-photo-input"
        />
        <p id={`${inputId}-hint`} className={styles.hint}>
          A clear JPEG, PNG or WebP picture of the whole form. You can crop it before sending; we keep it
          private.
        </p>
      </div>

      {picked ? (
        <div className={styles.cropper} aria-busy={sending}>
          <div className={styles.stage}>
            <ReactCrop
              crop={crop}
              onChange={(_pixels, percent) => setCrop(percent)}
              minWidth={CROPPER.minCrop}
              minHeight={CROPPER.minCrop}
              keepSelection
              ruleOfThirds
              disabled={sending}
            >
              <BlobImage
                ref={imageRef}
                src={picked}
                alt="Your prescription photo, to crop"
                className={styles.image}
                style={{ transform: `scale(${zoom})` }}
                onLoad={(event) => setCrop(initialCrop(event.currentTarget))}
                onError={() => {
                  setPicked(null);
                  setMessage(PHOTO_MESSAGES.unreadable);
                }}
              />
            </ReactCrop>
          </div>
          <div className={styles.tools}>
            <button
              type="button"
              className={styles.zoom}
              onClick={() => setZoom((current) => zoomedBy(current, -1))}
              disabled={sending || zoom <= ZOOM.min}
              aria-label="Zoom out"
              data-testid="rx-photo-zoom-out"
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
              disabled={sending || zoom >= ZOOM.max}
              aria-label="Zoom in"
              data-testid="rx-photo-zoom-in"
            >
              +
            </button>
            <button
              type="button"
              className="button"
              onClick={() => void send()}
              disabled={sending || !crop}
              data-testid="rx-photo-use"
            >
              {sending ? 'Sending…' : 'Use this photo'}
            </button>
          </div>
          {sending ? (
            <div className={styles.progress} role="status">
              <progress aria-label="Sending your photo" />
              <span>Sending your photo…</span>
            </div>
          ) : null}
        </div>
      ) : null}

      {message ? (
        <p id={messageId} role="alert" className={styles.error} data-testid="rx-photo-error">
          {message}
        </p>
      ) : null}
    </div>
  );
}
