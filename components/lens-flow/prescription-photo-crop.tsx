'use client';

import { useEffect, useState, type ChangeEvent } from 'react';
import { PhotoCropper } from '@/components/ui/photo-cropper';
import { fieldErrorsOf, isApiError, postForm } from '@/lib/api';
import type { CallOutput } from '@/lib/contract/call';
import { processUploadAddress } from '@/lib/contract/lens-flow-addresses';
import type { processUploadCall } from '@/lib/contract/calls/process';
import { readingFoundValues, type PrescriptionReading } from '@/lib/shop/prescription-reading';
import styles from './prescription-photo-crop.module.css';

// A photo of the prescription for the lens flow (docs/product.md#lens-options): picked, cropped to
// the optician's form (the cropper of docs/product.md#constants: minimum crop 10, initial auto-crop
// 80 percent, zoom coefficient 0.2, jpeg at quality 1, at most 2000 px a side) and sent to
// /api/process/upload, which answers the handle the prescription choice carries. The cropping
// itself is the shop's one cropper, components/ui/photo-cropper.tsx.

/** The picture types the upload takes (recognised again by content on the server). */
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

export const PHOTO_MESSAGES = {
  type: 'Choose a JPEG, PNG or WebP picture of your prescription.',
  unreadable: 'This file could not be opened as a picture. Please choose a JPEG, PNG or WebP photo.',
  prepare: 'The photo could not be prepared for sending. Please try again or choose another one.',
  upload: 'The photo could not be sent. Please try again.',
  reading: 'Reading your prescription on this device…',
  notRead:
    'We could not read the values on this photo (it may be handwritten or unclear), so it goes to our opticians, who will read it for you.',
} as const;

/**
 * The photo read on this device (docs/product.md#prescription-photo-reading), or null when it shows
 * no values (handwriting, a blurred photo) or the reader could not run. The reader, tesseract.js and
 * its files load here, on the first cropped photo, and not before.
 */
async function readOnDevice(photo: Blob): Promise<PrescriptionReading | null> {
  try {
    const { readPrescriptionPhoto } = await import('./prescription-photo-reader');
    const reading = await readPrescriptionPhoto(photo);
    return readingFoundValues(reading) ? reading : null;
  } catch {
    return null;
  }
}

/** The server's word on a refused upload (422 "not a picture", 413 too large), or a plain retry. */
export function uploadMessage(error: unknown): string {
  if (!isApiError(error)) return PHOTO_MESSAGES.prepare;
  return fieldErrorsOf(error)?.file ?? (error.message || PHOTO_MESSAGES.upload);
}

type Upload = CallOutput<typeof processUploadCall>;

/** Sends a cropped photo for the optician; answers the upload's handle. */
export async function uploadPhoto(jpeg: Blob): Promise<string> {
  const file = new File([jpeg], 'prescription.jpg', { type: jpeg.type || 'image/jpeg' });
  const answer = await postForm<Upload>(processUploadAddress.path, { file }, { tip: false });
  return answer.upload;
}

export interface PrescriptionPhotoCropProps {
  idPrefix: string;
  /** The handle of the photo sent so far, if any. */
  upload: string | null;
  onUploaded: (upload: string) => void;
  /** Values read from the cropped photo on this device: the photo is then not sent. */
  onRead?: (reading: PrescriptionReading, photo: Blob) => void;
}

/** Picks a photo of the prescription, crops it and sends it; tells the step the upload's handle. */
export function PrescriptionPhotoCrop({ idPrefix, upload, onUploaded, onRead }: PrescriptionPhotoCropProps) {
  const [picked, setPicked] = useState<string | null>(null);
  const [reading, setReading] = useState(false);
  const [notRead, setNotRead] = useState(false);
  const [sending, setSending] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const inputId = `${idPrefix}-photo`;
  const messageId = `${inputId}-error`;

  // the picked photo stays in the browser as an object URL until it is cropped and sent
  useEffect(() => (picked ? () => URL.revokeObjectURL(picked) : undefined), [picked]);

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    setMessage(null);
    setNotRead(false);
    if (!file) return;
    if (!(PHOTO_TYPES as readonly string[]).includes(file.type)) {
      event.target.value = '';
      setPicked(null);
      setMessage(PHOTO_MESSAGES.type);
      return;
    }
    setPicked(URL.createObjectURL(file));
  };

  const send = async (jpeg: Blob) => {
    setSending(true);
    setMessage(null);
    try {
      const handle = await uploadPhoto(jpeg);
      setPicked(null);
      onUploaded(handle);
    } catch (error) {
      setMessage(uploadMessage(error));
    } finally {
      setSending(false);
    }
  };

  // read first, on this device; a photo that shows no values is sent for the optician to read
  const useCropped = async (jpeg: Blob) => {
    if (onRead) {
      setReading(true);
      setMessage(null);
      const found = await readOnDevice(jpeg);
      setReading(false);
      if (found) {
        setPicked(null);
        onRead(found, jpeg);
        return;
      }
      setNotRead(true);
    }
    await send(jpeg);
  };
  const busy = reading || sending;

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
          disabled={busy}
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
        <PhotoCropper
          src={picked}
          alt="Your prescription photo, to crop"
          confirmLabel="Use this photo"
          busyLabel={reading ? 'Reading…' : 'Sending…'}
          busy={busy}
          testIdPrefix="rx-photo"
          onCropped={useCropped}
          onCropFailed={() => setMessage(PHOTO_MESSAGES.prepare)}
          onUnreadable={() => {
            setPicked(null);
            setMessage(PHOTO_MESSAGES.unreadable);
          }}
        >
          {reading ? (
            <div className={styles.progress} role="status" data-testid="rx-photo-reading">
              <progress aria-label={PHOTO_MESSAGES.reading} />
              <span>{PHOTO_MESSAGES.reading}</span>
            </div>
          ) : null}
          {sending ? (
            <div className={styles.progress} role="status">
              <progress aria-label="Sending your photo" />
              <span>Sending your photo…</span>
            </div>
          ) : null}
        </PhotoCropper>
      ) : null}

      {notRead ? (
        <p role="status" className={styles.hint} data-testid="rx-photo-not-read">
          {PHOTO_MESSAGES.notRead}
        </p>
      ) : null}
      {message ? (
        <p id={messageId} role="alert" className={styles.error} data-testid="rx-photo-error">
          {message}
        </p>
      ) : null}
    </div>
  );
}
