'use client';

import { useEffect, useRef, useState } from 'react';
import { FormField } from '@/components/content/form-field';
import { BlobImage } from '@/components/ui/blob-image';
import { PHOTO_TYPES, PHOTOS_MAX } from './after-sales-draft';
import styles from './after-sales-pages.module.css';

/** A chosen photo and the blob URL its preview shows. */
export interface AttachedPhoto {
  file: File;
  url: string;
}

interface Props {
  id: string;
  photos: readonly AttachedPhoto[];
  onChange: (photos: AttachedPhoto[]) => void;
  error?: string;
  inputRef: (element: HTMLInputElement | null) => void;
}

/**
 * Up to three photos of the glasses for an after-sales request: chosen with a file input, shown
 * as previews from blob URLs (released when a photo is removed or the form goes), each removable.
 */
export function AfterSalesPhotos({ id, photos, onChange, error, inputRef }: Props) {
  const [notice, setNotice] = useState<string | null>(null);
  const shown = useRef(photos);

  useEffect(() => {
    shown.current = photos;
  }, [photos]);
  // the previews' blob URLs live as long as the form
  useEffect(() => () => shown.current.forEach((photo) => URL.revokeObjectURL(photo.url)), []);

  const add = (files: File[]) => {
    const room = PHOTOS_MAX - photos.length;
    const taken = files.slice(0, Math.max(room, 0));
    setNotice(
      files.length > taken.length ? `You can attach ${PHOTOS_MAX} photos; the others were left out.` : null,
    );
    if (taken.length === 0) return;
    onChange([...photos, ...taken.map((file) => ({ file, url: URL.createObjectURL(file) }))]);
  };

  const remove = (index: number) => {
    const photo = photos[index];
    if (photo) URL.revokeObjectURL(photo.url);
    setNotice(null);
    onChange(photos.filter((_, at) => at !== index));
  };

  const full = photos.length >= PHOTOS_MAX;
  return (
    <div className={styles.photoField}>
      <FormField
        id={id}
        label="Photos"
        labelNote={`(optional, up to ${PHOTOS_MAX})`}
        hint={
          notice ??
          'A photo of the damage or the fit helps us decide quickly. JPEG, PNG or WebP, up to 10 MB each; we remove their location and camera data.'
        }
        error={error}
      >
        {(control) => (
          <input
            {...control}
            ref={inputRef}
            type="file"
            name="photos"
            accept={PHOTO_TYPES}
            multiple
            disabled={full}
            onChange={(event) => {
              add(Array.from(event.target.files ?? []));
              // the same file can be chosen again after it was removed
              event.target.value = '';
            }}
            data-testid="after-sales-photo-input"
          />
        )}
      </FormField>
      {photos.length > 0 ? (
        <ul className={styles.previews} aria-label="Chosen photos">
          {photos.map((photo, index) => (
            <li key={photo.url} className={styles.preview} data-testid="after-sales-photo-preview">
              <BlobImage
                src={photo.url}
                alt={`Photo ${index + 1}: ${photo.file.name}`}
                className={styles.photo}
              />
              <button
                type="button"
                className={styles.removePhoto}
                onClick={() => remove(index)}
                data-testid="after-sales-photo-remove"
              >
                Remove<span className="visually-hidden"> photo {index + 1}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
