'use client';

import { useRef, useState, type ReactNode, type RefObject } from 'react';
import tryOn from './try-on.module.css';
import styles from './try-on-compare.module.css';

/** How many pictures the shopper keeps beside the live one (docs/product.md#try-on-true-size). */
export const MAX_COMPARED = 2;

interface KeptPicture {
  id: number;
  /** The try-on picture as it was, a JPEG data address (it lives only in this dialog). */
  url: string;
  name: string;
  colorName: string;
  widthMm: number;
  /** From the camera: shown mirrored, as the live picture is. */
  mirrored: boolean;
}

interface Props {
  /** The live try-on picture, whose canvas is kept. */
  canvasRef: RefObject<HTMLCanvasElement | null>;
  frame: { name: string; colorName: string; widthMm: number } | null;
  /** Whether a frame is on a face now: only then is there anything to keep. */
  canKeep: boolean;
  mirrored: boolean;
  /** Whether a face is on screen: without one, there is nothing to compare yet. */
  active: boolean;
  /** The live picture and what is said under it. */
  children: ReactNode;
}

/**
 * Side by side: "Compare" keeps the picture on screen, the frame on the face, and shows it beside the
 * live one with the frame's name and width, so the next frame or colour can be set against it. Up to
 * two are kept, each removable; they go when the try-on closes.
 */
export function TryOnCompare({ canvasRef, frame, canKeep, mirrored, active, children }: Props) {
  const [kept, setKept] = useState<KeptPicture[]>([]);
  const nextId = useRef(1);
  const full = kept.length >= MAX_COMPARED;

  const keep = () => {
    const canvas = canvasRef.current;
    if (!canvas || !frame || full) return;
    const url = canvas.toDataURL('image/jpeg', 0.85);
    const id = nextId.current;
    nextId.current += 1;
    setKept((pictures) => [...pictures, { id, url, mirrored, ...frame }].slice(-MAX_COMPARED));
  };

  return (
    <>
      <div className={styles.compare} data-kept={kept.length}>
        <div className={styles.live}>{children}</div>
        {kept.map((picture) => (
          <figure key={picture.id} className={styles.kept} data-testid="try-on-kept">
            {/* eslint-disable-next-line @next/next/no-img-element -- a picture made in this browser */}
            <img
              src={picture.url}
              alt={`Your face wearing ${picture.name} in ${picture.colorName}`}
              className={picture.mirrored ? `${styles.keptImage} ${styles.mirrored}` : styles.keptImage}
            />
            <figcaption className={styles.caption}>
              <strong>{picture.name}</strong>
              <span data-testid="try-on-kept-width">{picture.widthMm} mm wide</span>
            </figcaption>
            <button
              type="button"
              className="button button-secondary"
              aria-label={`Remove ${picture.name} from the comparison`}
              onClick={() => setKept((pictures) => pictures.filter((other) => other.id !== picture.id))}
              data-testid="try-on-kept-remove"
            >
              Remove
            </button>
          </figure>
        ))}
      </div>
      {(active || kept.length > 0) && (
        <div className={styles.compareActions}>
          <button
            type="button"
            className="button button-secondary"
            disabled={!canKeep || !frame || full}
            onClick={keep}
            data-testid="try-on-compare"
          >
            Compare
          </button>
          <span className={tryOn.hint}>
            {full
              ? 'Remove a kept picture to keep another.'
              : 'Keeps this picture beside the live one, to set other frames against it.'}
          </span>
        </div>
      )}
    </>
  );
}
