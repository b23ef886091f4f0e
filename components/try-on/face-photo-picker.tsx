'use client';

import { useEffect, useId, useState, type ChangeEvent } from 'react';
import { PhotoCropper } from '@/components/ui/photo-cropper';
import { TRY_ON_MESSAGES } from '@/lib/try-on/messages';
import styles from './try-on.module.css';

/** The picture types a face photo may be (the server checks the bytes again when it is saved). */
const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/**
 * A photo of the shopper's face, picked and cropped in the browser (the cropper of
 * docs/product.md#constants) and handed to the try-on as a JPEG. Nothing is sent anywhere.
 */
export function FacePhotoPicker({ onPicked }: { onPicked: (jpeg: Blob) => void }) {
  const [picked, setPicked] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const inputId = useId();

  useEffect(() => (picked ? () => URL.revokeObjectURL(picked) : undefined), [picked]);

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    setMessage(null);
    if (!file) return;
    if (!(PHOTO_TYPES as readonly string[]).includes(file.type)) {
      setMessage(TRY_ON_MESSAGES.photoUnreadable);
      return;
    }
    setPicked(URL.createObjectURL(file));
  };

  return (
    <div className={styles.picker}>
      <label htmlFor={inputId} className={`button button-secondary ${styles.pickButton}`}>
        {picked ? 'Choose another photo' : 'Choose a photo of your face'}
      </label>
      <input
        id={inputId}
        type="file"
        accept={PHOTO_TYPES.join(',')}
        onChange={pick}
        className="visually-hidden"
        data-testid="try-on-photo-input"
      />
      <p className={styles.hint}>
        A clear, front-on photo with only your face, in good light. It stays on this device unless you save
        it.
      </p>
      {picked && (
        <PhotoCropper
          src={picked}
          alt="Your photo, to crop around your face"
          confirmLabel="Try frames on this photo"
          testIdPrefix="try-on-photo"
          onCropped={(jpeg) => {
            setPicked(null);
            onPicked(jpeg);
          }}
          onCropFailed={() => setMessage(TRY_ON_MESSAGES.photoUnreadable)}
          onUnreadable={() => {
            setPicked(null);
            setMessage(TRY_ON_MESSAGES.photoUnreadable);
          }}
        />
      )}
      {message && (
        <p role="alert" className={styles.error}>
          {message}
        </p>
      )}
    </div>
  );
}
