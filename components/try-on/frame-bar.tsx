'use client';

import Link from 'next/link';
import type { TryOnFrame } from './use-try-on-frames';
import styles from './try-on.module.css';

interface Props {
  frame: TryOnFrame;
  canStep: boolean;
  onStep: (by: 1 | -1) => void;
  onColour: (sku: string) => void;
  onLeave: () => void;
}

/** The frame on the face: its name, its colours, and the way to the previous and next frames. */
export function FrameBar({ frame, canStep, onStep, onColour, onLeave }: Props) {
  const { product, variant } = frame;
  return (
    <div className={styles.frameBar}>
      <div className={styles.frameName}>
        <strong data-testid="try-on-frame-name">{product.name}</strong>
        <span className={styles.hint}>
          {variant.colorName}
          {' · '}
          <Link href={`/details/${product.code}`} onClick={onLeave}>
            See this frame
          </Link>
        </span>
      </div>
      <div className={styles.colours} role="group" aria-label="Colours">
        {product.variants.map((candidate) => (
          <button
            key={candidate.sku}
            type="button"
            className={styles.colour}
            style={{ background: candidate.colorHex }}
            aria-pressed={candidate.sku === variant.sku}
            aria-label={candidate.colorName}
            title={candidate.colorName}
            onClick={() => onColour(candidate.sku)}
            data-testid="try-on-colour"
          />
        ))}
      </div>
      {canStep && (
        <div className={styles.stepper}>
          <button
            type="button"
            className="button button-secondary"
            onClick={() => onStep(-1)}
            data-testid="try-on-previous"
          >
            ‹ Previous frame
          </button>
          <button
            type="button"
            className="button button-secondary"
            onClick={() => onStep(1)}
            data-testid="try-on-next"
          >
            Next frame ›
          </button>
        </div>
      )}
    </div>
  );
}
