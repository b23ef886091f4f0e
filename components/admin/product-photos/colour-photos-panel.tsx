'use client';

import { useId, useState, type DragEvent } from 'react';
import form from '@/components/admin/ui/console-form.module.css';
import page from '@/components/admin/ui/console-page.module.css';
import { callConsole } from '@/lib/api/admin-client';
import {
  productPhotosAdd,
  productPhotosDelete,
  productPhotosReorder,
  productPhotosSetAlt,
  productPhotosSetTryOn,
} from '@/lib/api/admin-calls';
import type { ColourPhotos } from '@/lib/contract/calls/admin/product-photos';
import { IMAGE_MAX_BYTES } from '@/lib/shop/image-rules';
import { SampleFace } from './sample-face';
import { uploadImage } from './upload-image';
import styles from './product-photos.module.css';

const ACCEPT = 'image/jpeg,image/png,image/webp';

interface Upload {
  key: string;
  name: string;
  progress: number;
  error?: string;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : 'Something went wrong.');

/**
 * One colour's photos and try-on image: drop files or pick them (several at once), each with its
 * own progress and error; move a photo up or down (buttons, so a keyboard and a screen reader can
 * reorder too), change its alt text, delete it after a confirmation; upload the transparent front
 * image and see it on a sample face.
 */
export function ColourPhotosPanel({
  initial,
  frameWidthMm,
}: {
  initial: ColourPhotos;
  frameWidthMm: number | null;
}) {
  const [colour, setColour] = useState(initial);
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [dragging, setDragging] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState<number | null>(null);
  const [tryOnState, setTryOnState] = useState<Upload | null>(null);
  const [aspect, setAspect] = useState(0.5);
  const id = useId();

  const track = (key: string, change: Partial<Upload>) =>
    setUploads((list) => list.map((upload) => (upload.key === key ? { ...upload, ...change } : upload)));

  async function addFiles(files: readonly File[]) {
    const started = files.map((file, index) => ({
      key: `${Date.now()}-${index}-${file.name}`,
      name: file.name,
      progress: 0,
    }));
    setUploads((list) => [
      ...list.filter((upload) => upload.error === undefined && upload.progress < 1),
      ...started,
    ]);
    // One at a time: each answer is the colour's photos after it, in the order the files came.
    for (const [index, file] of files.entries()) {
      const key = started[index]?.key ?? '';
      if (file.size > IMAGE_MAX_BYTES) {
        track(key, { error: `Larger than ${IMAGE_MAX_BYTES / 1024 / 1024} MB: not sent.` });
        continue;
      }
      try {
        const answer = await uploadImage(
          productPhotosAdd,
          { variantId: String(colour.variantId) },
          file,
          (progress) => track(key, { progress }),
        );
        setColour(answer);
        setUploads((list) => list.filter((upload) => upload.key !== key));
      } catch (failure) {
        track(key, { error: messageOf(failure) });
      }
    }
  }

  async function run(work: () => Promise<ColourPhotos>) {
    setBusy(true);
    setError(null);
    try {
      setColour(await work());
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setBusy(false);
      setConfirming(null);
    }
  }

  const move = (index: number, by: -1 | 1) => {
    const ids = colour.photos.map((photo) => photo.id);
    const [moved] = ids.splice(index, 1);
    if (moved === undefined) return;
    ids.splice(index + by, 0, moved);
    void run(() => callConsole(productPhotosReorder, { variantId: colour.variantId, photoIds: ids }));
  };

  async function setTryOn(file: File | undefined) {
    if (!file) return;
    const state = { key: file.name, name: file.name, progress: 0 };
    setTryOnState(state);
    try {
      setColour(
        await uploadImage(productPhotosSetTryOn, { variantId: String(colour.variantId) }, file, (progress) =>
          setTryOnState({ ...state, progress }),
        ),
      );
      setTryOnState(null);
    } catch (failure) {
      setTryOnState({ ...state, error: messageOf(failure) });
    }
  }

  const dropped = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    void addFiles([...event.dataTransfer.files]);
  };

  return (
    <section
      className={`${page.card} ${styles.colour}`}
      aria-labelledby={`${id}-title`}
      data-testid={`colour-${colour.sku}`}
    >
      <h2 id={`${id}-title`} className={page.cardTitle}>
        <span aria-hidden style={{ color: colour.colorHex }}>
          ●
        </span>{' '}
        {colour.colorName} <span className={page.muted}>{colour.sku}</span>
      </h2>

      <div
        className={`${styles.drop} ${dragging ? styles.dropActive : ''}`}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={dropped}
      >
        <p>Drop JPEG, PNG or WebP photos here, or</p>
        <label>
          <span className={form.linkButton}>choose files</span>{' '}
          <input
            type="file"
            accept={ACCEPT}
            multiple
            aria-label={`Photos of ${colour.colorName}`}
            data-testid="photo-files"
            onChange={(event) => {
              const files = [...(event.currentTarget.files ?? [])];
              event.currentTarget.value = '';
              void addFiles(files);
            }}
          />
        </label>
      </div>

      {uploads.length > 0 && (
        <ul className={styles.uploads} aria-label="Uploads">
          {uploads.map((upload) => (
            <li key={upload.key}>
              {upload.name}:{' '}
              {upload.error ? (
                <span className={styles.error} role="alert">
                  {upload.error}
                </span>
              ) : (
                <progress max={1} value={upload.progress} aria-label={`Uploading ${upload.name}`} />
              )}
            </li>
          ))}
        </ul>
      )}
      {error && (
        <p className={form.formError} role="alert">
          {error}
        </p>
      )}

      {colour.photos.length === 0 ? (
        <p className={page.empty}>No photos yet: the storefront shows the shop’s drawing of this colour.</p>
      ) : (
        <ol className={styles.photos} aria-label={`Photos of ${colour.colorName}`}>
          {colour.photos.map((photo, index) => (
            <li key={photo.id} className={styles.photo} data-testid="photo">
              {/* eslint-disable-next-line @next/next/no-img-element -- the stored sizes, via srcSet */}
              <img
                src={photo.url}
                srcSet={photo.srcSet}
                sizes="120px"
                alt={photo.alt}
                className={styles.thumb}
              />
              <form
                onSubmit={(event) => {
                  event.preventDefault();
                  const alt = String(new FormData(event.currentTarget).get('alt') ?? '');
                  void run(() => callConsole(productPhotosSetAlt, { photoId: photo.id, alt }));
                }}
              >
                <label>
                  Alt text{' '}
                  <input name="alt" defaultValue={photo.alt} maxLength={200} required disabled={busy} />
                </label>{' '}
                <button type="submit" disabled={busy}>
                  Save
                </button>
              </form>
              <div className={styles.buttons}>
                <button
                  type="button"
                  disabled={busy || index === 0}
                  onClick={() => move(index, -1)}
                  aria-label={`Move photo ${index + 1} up`}
                >
                  ↑ Up
                </button>
                <button
                  type="button"
                  disabled={busy || index === colour.photos.length - 1}
                  onClick={() => move(index, 1)}
                  aria-label={`Move photo ${index + 1} down`}
                >
                  ↓ Down
                </button>
                {confirming === photo.id ? (
                  <>
                    <button
                      type="button"
                      className={form.danger}
                      disabled={busy}
                      onClick={() => void run(() => callConsole(productPhotosDelete, { photoId: photo.id }))}
                    >
                      Delete for good
                    </button>
                    <button type="button" onClick={() => setConfirming(null)}>
                      Keep
                    </button>
                  </>
                ) : (
                  <button
                    type="button"
                    disabled={busy}
                    onClick={() => setConfirming(photo.id)}
                    aria-label={`Delete photo ${index + 1}`}
                  >
                    Delete
                  </button>
                )}
              </div>
            </li>
          ))}
        </ol>
      )}

      <div className={styles.tryOn}>
        {colour.tryOn && frameWidthMm ? (
          <>
            {/* the front image's proportions, read once it loads, place it as the try-on does */}
            {/* eslint-disable-next-line @next/next/no-img-element -- only measured, never shown */}
            <img
              src={colour.tryOn.url}
              alt=""
              hidden
              onLoad={(event) => {
                const image = event.currentTarget;
                if (image.naturalWidth > 0) setAspect(image.naturalHeight / image.naturalWidth);
              }}
            />
            <SampleFace
              src={colour.tryOn.url}
              srcSet={colour.tryOn.srcSet}
              aspect={aspect}
              widthMm={frameWidthMm}
            />
          </>
        ) : (
          <p className={page.muted}>No try-on image.</p>
        )}
        <div>
          <h3>Try-on image</h3>
          <p className={page.small}>
            {colour.tryOn?.uploaded ? 'An uploaded image.' : 'The shop’s drawing of this colour.'} Upload a
            PNG or WebP of the frame from the front on a transparent background, cropped to the frame’s width.
          </p>
          <label>
            <span className={form.linkButton}>
              {colour.tryOn?.uploaded ? 'Replace the image' : 'Upload an image'}
            </span>{' '}
            <input
              type="file"
              accept="image/png,image/webp"
              aria-label={`Try-on image of ${colour.colorName}`}
              data-testid="try-on-file"
              onChange={(event) => {
                const file = event.currentTarget.files?.[0];
                event.currentTarget.value = '';
                void setTryOn(file);
              }}
            />
          </label>
          {tryOnState &&
            (tryOnState.error ? (
              <p className={styles.error} role="alert">
                {tryOnState.error}
              </p>
            ) : (
              <progress max={1} value={tryOnState.progress} aria-label="Uploading the try-on image" />
            ))}
        </div>
      </div>
    </section>
  );
}
